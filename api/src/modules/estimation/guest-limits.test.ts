import { CSRF_HEADERS, useTestApp } from '../../test/test-app';
import { defaultEstimatorAnswers, LIMIT_MODAL_TITLES } from '@homeworth/shared-lib/domain';
import { estimatorEmailProjects } from './estimation.tables';
import { GUEST_PROJECTS_COOKIE } from './estimator-gating.service';
import { GUEST_ESTIMATES_COOKIE } from './guest-limits.service';

const HOME = { 'property-address': { state: 'OH' }, 'home-size': 1800, 'home-value': 300000, 'home-age': 1975 };
const answers = (project: string, overrides = {}) => defaultEstimatorAnswers(project, { ...HOME, ...overrides }, 'multi');

describe('guest limits enforced by the API', () => {
  const t = useTestApp();

  it('lets one email estimate 3 projects within 48 hours and refuses a 4th with the unlock title', async () => {
    const estimate = (project: string, email = 'guest@example.com') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/estimation/multiproject-estimates',
        headers: CSRF_HEADERS,
        payload: { finishLevel: 'midrange', email, projects: [{ project, answers: answers(project) }] },
      });
    // Each call is a fresh browser (no cookies): only the stored email count can refuse.
    for (const project of ['Kitchen-Renovation-Cost', 'Installing-Deck', 'Window-Replacement']) expect((await estimate(project)).statusCode).toBe(200);
    expect((await estimate('Installing-Deck', 'GUEST@example.com')).statusCode).toBe(200);

    const fourth = await estimate('Roofing-Cost-Estimator');
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toEqual({ success: false, errors: [{ code: 'EMAIL_PROJECT_LIMIT', message: LIMIT_MODAL_TITLES.unlock, args: { max: 3, hours: 48 } }] });
    // Another address is counted on its own.
    expect((await estimate('Roofing-Cost-Estimator', 'other@example.com')).statusCode).toBe(200);
  });

  it('counts only the last 48 hours', async () => {
    const old = new Date(Date.now() - 49 * 60 * 60 * 1000);
    await t.db.insert(estimatorEmailProjects).values(['A', 'B', 'C'].map((projectSlug) => ({ email: 'late@example.com', projectSlug, createdAt: old })));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/estimation/multiproject-estimates',
      headers: CSRF_HEADERS,
      payload: { finishLevel: 'midrange', email: 'late@example.com', projects: [{ project: 'Installing-Deck', answers: answers('Installing-Deck') }] },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a malformed email with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/estimation/multiproject-estimates',
      headers: CSRF_HEADERS,
      payload: { finishLevel: 'midrange', email: 'not-an-email', projects: [{ project: 'Installing-Deck', answers: answers('Installing-Deck') }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('lets a guest run 6 estimate permutations of a project (each again) and refuses a 7th with the customize title', async () => {
    let cookies: Record<string, string> = {};
    const estimate = (homeValue: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/estimation/estimates',
        headers: CSRF_HEADERS,
        cookies,
        payload: { project: 'Installing-Deck', finishLevel: 'midrange', answers: defaultEstimatorAnswers('Installing-Deck', { ...HOME, 'home-value': homeValue }) },
      });
    for (let i = 1; i <= 6; i += 1) {
      const response = await estimate(100000 * i);
      expect(response.statusCode).toBe(200);
      for (const c of response.cookies) cookies = { ...cookies, [c.name]: c.value };
    }
    expect(cookies[GUEST_ESTIMATES_COOKIE]!.split('.')).toHaveLength(6);
    expect((await estimate(300000)).statusCode).toBe(200);

    const seventh = await estimate(700000);
    expect(seventh.statusCode).toBe(403);
    expect(seventh.json()).toEqual({ success: false, errors: [{ code: 'ESTIMATE_PERMUTATION_LIMIT', message: LIMIT_MODAL_TITLES.customize, args: { max: 6 } }] });
    expect(cookies[GUEST_PROJECTS_COOKIE]).toBe('Installing-Deck');
  });

  it('a second project is still refused with the sign-up title before the permutations count', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/estimation/estimates',
      headers: CSRF_HEADERS,
      cookies: { [GUEST_PROJECTS_COOKIE]: 'Installing-Deck' },
      payload: { project: 'Window-Replacement', finishLevel: 'midrange', answers: defaultEstimatorAnswers('Window-Replacement', HOME) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0]).toEqual({ code: 'SIGN_UP_REQUIRED', message: LIMIT_MODAL_TITLES.signUp });
    expect(response.cookies.some((c) => c.name === GUEST_ESTIMATES_COOKIE)).toBe(false);
  });

  it('prices the multi-mode branch: a room enlarged into existing space among several projects', async () => {
    const project = 'Kitchen-Renovation-Cost';
    const multi = answers(project, { start: 'expansion', 'room-remodel': 'existing', 'room-size': 150, 'room-size-addition': 50 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/estimation/multiproject-estimates',
      headers: CSRF_HEADERS,
      payload: { finishLevel: 'midrange', projects: [{ project, answers: multi }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message.projects[0].quantity).toBe('Kitchen enlarged to 200 sq ft within the house');
  });

  it('prices a room addition from the room chosen, its size and interior', async () => {
    const project = 'Room-Addition-Cost-Calculator';
    const price = async (room: string, interior?: string[]) => {
      const extra = { start: 'addition', 'room-addition-landing': room, 'other-room-addition-size': 200, ...(interior ? { 'interior-types': interior } : {}) };
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/estimation/estimates',
        headers: CSRF_HEADERS,
        payload: { project, finishLevel: 'midrange', answers: defaultEstimatorAnswers(project, { ...HOME, ...extra }) },
      });
      expect(response.statusCode).toBe(200);
      return response.json().message as { quantity: string; totalEstimatedProjectCost: number };
    };
    const kitchen = await price('5', ['flooring', 'lighting', 'walls', 'fixtures', 'cabinets', 'countertops']);
    const garage = await price('38');
    expect(kitchen.quantity).toBe('New 200 sq ft kitchen added');
    expect(garage.quantity).toBe('New 200 sq ft garage added');
    expect(kitchen.totalEstimatedProjectCost).toBeGreaterThan(garage.totalEstimatedProjectCost);
  });
});
