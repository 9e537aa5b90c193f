import { CSRF_HEADERS, getAs, postJson, signUpAndGetToken, useTestApp } from '../../../test/test-app';
import { sql } from 'drizzle-orm';
import { queuedMailer } from '../../../providers/mail/mailer';
import { SESSION_COOKIE_NAME } from '../../security';
import { placeOfZip } from '../geography.service';
import { sampleDataProvider } from '../providers/sample-data.provider';
import { ALREADY_GUESSED_MESSAGE, SOLD_HOME_NOT_FOUND_MESSAGE } from './guess.service';
import { runSoldHomeAlerts, SOLD_HOME_ALERT_LOOKBACK_DAYS } from './sold-home-alerts.jobs';
import { salesIn, soldHomeByKey } from './sold-homes';

jest.setTimeout(60_000);

const BASE = '/api/v1/property/guess-the-sale-price';
const DAY = 86_400_000;

describe('guess the sale price', () => {
  const t = useTestApp();
  const put = (url: string, body: unknown, token: string) =>
    t.app.inject({ method: 'PUT', url, headers: CSRF_HEADERS, payload: body as object, cookies: { [SESSION_COOKIE_NAME]: token } });
  /** The hidden sale price of a home, as the sample data has it. */
  const priceOf = (saleKey: string) => soldHomeByKey(sampleDataProvider, saleKey)!.salePrice;

  it('shows a recently sold home without its price, scores a guess against the sale price and the valuation, once per home', async () => {
    const guestNext = (await getAs(t.app, `${BASE}/next`)).json().message.home;
    expect(guestNext).toMatchObject({ isSample: true, guessed: false, salePrice: null, valuation: null });
    expect(guestNext.saleKey).toMatch(/^\d{5}-\d{8}$/);

    const token = await signUpAndGetToken(t.app);
    const home = (await getAs(t.app, `${BASE}/next`, token)).json().message.home;
    const price = priceOf(home.saleKey);
    const guess = price + price / 10; // 10% too high
    const answered = await postJson(t.app, `${BASE}/guesses`, { saleKey: home.saleKey, guess }, token);
    expect(answered.statusCode).toBe(201);
    const result = answered.json().message;
    const valuation = soldHomeByKey(sampleDataProvider, home.saleKey)!.valuation;
    expect(result).toMatchObject({ kind: 'sold-home', saleKey: home.saleKey, guess, actual: price, valuation, score: 80, guessError: { dollars: price / 10, percent: 10 } });
    expect(result.valuationError.dollars).toBe(valuation - price);
    // The valuation and the price are never more than 12% apart (sold-homes.ts).
    expect(Math.abs(result.valuationError.percent)).toBeLessThanOrEqual(14);

    const again = await postJson(t.app, `${BASE}/guesses`, { saleKey: home.saleKey, guess: price }, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toEqual({ code: 'ALREADY_GUESSED', message: ALREADY_GUESSED_MESSAGE });
    // Now the price shows; the next home is another one.
    expect((await getAs(t.app, `${BASE}/sold-homes/${home.saleKey}`, token)).json().message.home).toMatchObject({ guessed: true, salePrice: price, valuation });
    expect((await getAs(t.app, `${BASE}/sold-homes/${home.saleKey}`)).json().message.home.salePrice).toBeNull();
    expect((await getAs(t.app, `${BASE}/next`, token)).json().message.home.saleKey).not.toBe(home.saleKey);
  });

  it('keeps the history newest first with the accuracy: MAPE and the mean 0-100 score', async () => {
    const token = await signUpAndGetToken(t.app);
    const first = (await getAs(t.app, `${BASE}/next`, token)).json().message.home.saleKey as string;
    await postJson(t.app, `${BASE}/guesses`, { saleKey: first, guess: priceOf(first) + priceOf(first) / 10 }, token); // 10% high: 80
    const second = (await getAs(t.app, `${BASE}/next`, token)).json().message.home.saleKey as string;
    await postJson(t.app, `${BASE}/guesses`, { saleKey: second, guess: priceOf(second) - (3 * priceOf(second)) / 10 }, token); // 30% low: 40
    const history = (await getAs(t.app, `${BASE}/guesses`, token)).json().message;
    expect(history.guesses.map((g: { saleKey: string }) => g.saleKey)).toEqual([second, first]);
    expect(history.guesses.map((g: { score: number }) => g.score)).toEqual([40, 80]);
    expect(history.accuracy).toEqual({ count: 2, meanAbsolutePercentError: 20, accuracyScore: 60 });
    expect(history.ownHomeAccuracy).toEqual({ count: 0, meanAbsolutePercentError: null, accuracyScore: null });
    const other = await signUpAndGetToken(t.app, { email: 'other@example.com' });
    expect((await getAs(t.app, `${BASE}/guesses`, other)).json().message.guesses).toEqual([]);
  });

  it("guesses one's own home against the report's valuation; another user's home is 404", async () => {
    const token = await signUpAndGetToken(t.app);
    const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', { address: '8 Spruce Street', city: 'Denver', state: 'CO', zipCode: '80202' })).json().message.kukunId;
    const id = (await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token)).json().message.home.userPropertyId;
    const value = (await getAs(t.app, `/api/v1/property/properties/${kukunId}/score`)).json().message.propertyValue as number;
    const answered = await postJson(t.app, `${BASE}/my-home-guesses`, { userPropertyId: id, guess: value - value / 20 }, token);
    expect(answered.statusCode).toBe(201);
    expect(answered.json().message).toMatchObject({ kind: 'own-home', kukunId, actual: value, valuation: value, score: 90, guessError: { percent: -5 }, valuationError: null });
    const stranger = await signUpAndGetToken(t.app, { email: 'stranger@example.com' });
    expect((await postJson(t.app, `${BASE}/my-home-guesses`, { userPropertyId: id, guess: value }, stranger)).statusCode).toBe(404);
    expect((await getAs(t.app, `${BASE}/guesses`, token)).json().message.ownHomeAccuracy).toEqual({ count: 1, meanAbsolutePercentError: 5, accuracyScore: 90 });
  });

  it('refuses bad guesses and keys with a clear 4xx', async () => {
    const token = await signUpAndGetToken(t.app);
    const saleKey = (await getAs(t.app, `${BASE}/next`, token)).json().message.home.saleKey;
    const bad = async (body: unknown, status = 400) => {
      const response = await postJson(t.app, `${BASE}/guesses`, body, token);
      expect(response.statusCode).toBe(status);
      return response.json().errors[0];
    };
    expect(await bad({ saleKey, guess: 5 })).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining('Guess at least $10,000.'), args: { field: 'guess' } });
    expect(await bad({ saleKey, guess: 123456.5 })).toMatchObject({ args: { field: 'guess' } });
    expect(await bad({ saleKey, guess: '400000' })).toMatchObject({ args: { field: 'guess' } });
    expect(await bad({ saleKey: 'nope', guess: 400_000 })).toMatchObject({ args: { field: 'saleKey' } });
    expect(await bad({ saleKey: '00000-20200101', guess: 400_000 }, 404)).toMatchObject({ code: 'NOT_FOUND', message: SOLD_HOME_NOT_FOUND_MESSAGE });
    expect((await postJson(t.app, `${BASE}/guesses`, { saleKey, guess: 400_000 })).statusCode).toBe(401);
    expect((await getAs(t.app, `${BASE}/search?q=x`)).statusCode).toBe(400);
    expect((await getAs(t.app, `${BASE}/sold-homes/78701-19990101`)).statusCode).toBe(404);
  });

  it('searches sold homes by city, ZIP code and address, newest first, prices hidden until guessed', async () => {
    const byCity = (await getAs(t.app, `${BASE}/search?q=${encodeURIComponent('Denver, CO')}`)).json().message;
    expect(byCity.places.length).toBeGreaterThan(0);
    expect(byCity.homes.length).toBeGreaterThan(0);
    expect(byCity.homes.every((h: { city: string; salePrice: null }) => h.city === 'Denver' && h.salePrice === null)).toBe(true);
    const dates = byCity.homes.map((h: { saleDate: string }) => h.saleDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const byZip = (await getAs(t.app, `${BASE}/search?q=78701`)).json().message;
    expect(byZip.homes.every((h: { zipCode: string }) => h.zipCode === '78701')).toBe(true);
    const street = byZip.homes[0].address.replace(/^\d+ /, '');
    const byAddress = (await getAs(t.app, `${BASE}/search?q=${encodeURIComponent(byZip.homes[0].address)}`)).json().message;
    expect(byAddress.homes.map((h: { saleKey: string }) => h.saleKey)).toContain(byZip.homes[0].saleKey);
    expect(street.length).toBeGreaterThan(0);
  });

  it('emails a new sale near an opted-in home once per sale and user, however often the job runs', async () => {
    const token = await signUpAndGetToken(t.app, { email: 'watcher@example.com' });
    const add = async (address: string) => {
      const kukunId = (await postJson(t.app, '/api/v1/property/kukun-id', { address, city: 'Denver', state: 'CO', zipCode: '80202' })).json().message.kukunId;
      return (await postJson(t.app, '/api/v1/property/user-properties', { kukunId }, token)).json().message.home.userPropertyId as number;
    };
    const [first, second] = [await add('20 Spruce Street'), await add('22 Spruce Street')];
    const optedIn = await put(`${BASE}/notifications/${first}`, { enabled: true }, token);
    expect(optedIn.json().message.homes.find((h: { userPropertyId: number }) => h.userPropertyId === first).enabled).toBe(true);
    await put(`${BASE}/notifications/${second}`, { enabled: true }, token);
    const stranger = await signUpAndGetToken(t.app, { email: 'stranger@example.com' });
    expect((await put(`${BASE}/notifications/${first}`, { enabled: false }, stranger)).statusCode).toBe(404);
    // Opted in a month ago; a run date whose last week had sales in 80202 (the sample draws sales per day).
    await t.db.execute(sql`update sold_home_alerts set created_at = now() - interval '30 days'`);
    const place = placeOfZip('80202')!;
    let now = new Date();
    const weekOf = (d: Date) => salesIn(sampleDataProvider, place, new Date(d.getTime() - (SOLD_HOME_ALERT_LOOKBACK_DAYS - 1) * DAY), d);
    while (weekOf(now).length === 0) now = new Date(now.getTime() - DAY);
    const expected = weekOf(now);
    await t.readMail(); // the sign-up emails

    const deps = { db: t.db, mailer: queuedMailer(t.jobs), provider: sampleDataProvider, siteOrigin: 'http://localhost:3000' };
    expect(await runSoldHomeAlerts(deps, now)).toBe(expected.length);
    expect(await runSoldHomeAlerts(deps, now)).toBe(0);
    const mails = (await t.readMail('watcher@example.com')).filter((m) => m.subject.startsWith('A home sold near'));
    expect(mails).toHaveLength(expected.length);
    expect(mails.map((m) => m.text).join('\n')).toContain(`/guess-the-sale-price/property?sale=${expected[0]!.saleKey}`);
    expect(mails[0]!.subject).toMatch(/^A home sold near 2\d Spruce Street: guess its price$/);
    expect(mails[0]!.text).toMatch(/A home sold near .+ on [A-Z][a-z]{2} \d{1,2}, \d{4}/);

    // Turned off: nothing more.
    await put(`${BASE}/notifications/${first}`, { enabled: false }, token);
    await put(`${BASE}/notifications/${second}`, { enabled: false }, token);
    await t.db.execute(sql`delete from job_ledger`);
    expect(await runSoldHomeAlerts(deps, now)).toBe(0);
  });
});
