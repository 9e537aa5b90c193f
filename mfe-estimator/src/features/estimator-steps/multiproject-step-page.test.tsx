import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { mockSignIn, mockSignOut } from '@homeworth/shared-lib/mock';
import { currentPath, renderWithRoutes } from '../../test/render-with-routes';
import { multiprojectAnswersSaga } from '../../estimate-answers/multiproject-answers.saga';
import { readSavedMultiproject, writeSavedMultiproject } from '../../estimate-answers/saved-multiproject';
import { MultiprojectStepPage } from './multiproject-step-page.component';

const renderAt = (url: string) =>
  renderWithRoutes(
    url,
    [multiprojectAnswersSaga],
    <>
      <Route path="/multiproject/:sub/:index?" element={<MultiprojectStepPage mode="multiproject" />} />
      <Route path="*" element={null} />
    </>,
  );
const location = currentPath;
const selection = (shared = {}) => ({ answers: { projects: ['Installing-Deck', 'Garage-Door-Replacement'], shared, perProject: {} }, finishLevel: 'midrange' as const });

describe('multiproject step page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    mockSignIn();
  });
  afterEach(() => mockSignOut());

  it('asks a guest for an account before the questions of several projects', () => {
    mockSignOut();
    writeSavedMultiproject('multiproject', selection());
    renderAt('/multiproject/property-address');
    expect(screen.getByRole('dialog', { name: 'Estimating several projects together needs a free account' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe('/signup?referrer=%2Fmultiproject%2Fproperty-address');
  });

  it('sends a visit without a selection back to the scope selector', () => {
    renderAt('/multiproject/property-address');
    expect(location()).toBe('/home-renovation-costs');
  });

  it('asks the shared address first, then the first project’s own question at /multiproject/{sub_path}/1', () => {
    writeSavedMultiproject('multiproject', selection());
    renderAt('/multiproject/property-address');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Step 1 of 9');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'OH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/multiproject/project-scope/1');
    expect(screen.getByText('Deck · project 1 of 2')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'How large will the deck be?' })).toBeTruthy();
    // Answers are kept for a reload of the tab.
    expect(readSavedMultiproject('multiproject')?.answers.shared['property-address']).toEqual({ state: 'OH' });
  });

  it('opens the first unanswered question when a later one is requested', () => {
    writeSavedMultiproject('multiproject', selection({ 'property-address': { state: 'OH' } }));
    renderAt('/multiproject/home-age');
    expect(location()).toBe('/multiproject/project-scope/1');
  });

  it('says why Next is refused and Back returns to the previous question', () => {
    writeSavedMultiproject('multiproject', selection({ 'property-address': { state: 'OH' } }));
    renderAt('/multiproject/project-scope/1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a number to continue.');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/multiproject/property-address');
  });
});
