import { act, fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { currentPath, renderWithRoutes } from '../../test/render-with-routes';
import { estimatorAnswersSaga } from '../../estimate-answers/estimator-answers.saga';
import { StepPage } from './step-page.component';

const renderAt = (url: string) =>
  renderWithRoutes(
    url,
    [estimatorAnswersSaga],
    <>
      <Route path="/:project/:step" element={<StepPage />} />
      <Route path="/:project" element={<StepPage />} />
      <Route path="*" element={null} />
    </>,
  );
const location = currentPath;

describe('estimator step page', () => {
  it('asks the kitchen project type on /Kitchen-Renovation-Cost and shows step 1 of the flow', () => {
    renderAt('/Kitchen-Renovation-Cost');
    expect(screen.getByRole('heading', { level: 1, name: 'What kind of project is it?' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toMatch(/^Step 1 of \d+$/);
  });

  it('says "Please choose an option to continue." when Next is pressed without a choice', () => {
    renderAt('/Kitchen-Renovation-Cost');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose an option to continue.');
    expect(location()).toBe('/Kitchen-Renovation-Cost');
  });

  it('goes to /{project_url}/{sub_path} of the branch chosen, and Back returns', () => {
    renderAt('/Kitchen-Renovation-Cost');
    fireEvent.click(screen.getByLabelText(/Expansion/));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/Kitchen-Renovation-Cost/room-remodel');
    fireEvent.click(screen.getByLabelText(/Build an addition/));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/Kitchen-Renovation-Cost/room-size');
    // The room size is suggested from a typical 2,000 sq ft home and shown as an answer the user can change.
    expect((screen.getByRole('textbox', { name: /How large is the room today/ }) as HTMLInputElement).value).toBe('150');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/Kitchen-Renovation-Cost/remodel-size-addition');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/Kitchen-Renovation-Cost/room-size');
  });

  it('rejects an out-of-range number inline', () => {
    sessionStorage.setItem('hw:estimator:Roofing-Cost-Estimator', JSON.stringify({ answers: { start: 'flat', 'roof-garage-size': 'none' }, finishLevel: 'midrange' }));
    renderAt('/Roofing-Cost-Estimator/house-story');
    fireEvent.change(screen.getByRole('textbox', { name: /How many stories/ }), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a number from 1 to 4 stories.');
  });

  it('keeps answers in sessionStorage so a reload resumes where the user was', () => {
    const first = renderAt('/Furnace-Replacement');
    fireEvent.click(screen.getByLabelText(/Radiant heating/));
    expect(JSON.parse(sessionStorage.getItem('hw:estimator:Furnace-Replacement')!).answers).toEqual({ start: 'radiant-heat' });
    act(() => first.dispose());
    document.body.innerHTML = '';
    renderAt('/Furnace-Replacement/radiant-heat');
    expect(screen.getByRole('heading', { level: 1, name: 'What kind of radiant heat?' })).toBeTruthy();
  });

  it('sends a deep link past unanswered questions back to the first open one', () => {
    renderAt('/Garage-Remodel-Cost/home-value');
    expect(location()).toBe('/Garage-Remodel-Cost/project-scope');
  });

  it('opens the first step for projects without a first choice', () => {
    renderAt('/Home-Gym-Cost');
    expect(location()).toBe('/Home-Gym-Cost/gym-settings');
  });

  it('says the estimator does not exist for an unknown project', () => {
    renderAt('/estimate-nothing');
    expect(screen.getByRole('heading', { name: 'We could not find that estimator' })).toBeTruthy();
  });
});
