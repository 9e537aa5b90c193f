import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { defaultEstimatorAnswers, type EstimateRequest } from '@homeworth/shared-lib/domain';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { readPendingSave, writePendingSave, type PendingSaveRequest } from '../../shared/pending-save/pending-save';
import { GuestGateNotice } from './guest-gate-notice.component';

const KITCHEN: EstimateRequest = { project: 'Kitchen-Renovation-Cost', finishLevel: 'upscale', answers: defaultEstimatorAnswers('Kitchen-Renovation-Cost') };
const BATHROOM: EstimateRequest = { project: 'Bathroom-Renovation-Cost', finishLevel: 'basic', answers: defaultEstimatorAnswers('Bathroom-Renovation-Cost') };
const BATHROOM_PATH = '/Bathroom-Renovation-Cost/estimator-result';

function renderWall(save: PendingSaveRequest = { kind: 'project', request: BATHROOM }, path = BATHROOM_PATH) {
  render(
    <MockProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:project/estimator-result" element={<GuestGateNotice title="Sign up to continue" save={save} />} />
          <Route path="*" element={<p>Signing up</p>} />
        </Routes>
      </MemoryRouter>
    </MockProviders>,
  );
}

describe('the sign-up wall of a gated result', () => {
  beforeEach(() => localStorage.clear());

  it('asks to save this estimate as the guest chooses a way in, replacing an earlier pending save', () => {
    writePendingSave({ kind: 'project', request: KITCHEN, returnPath: '/Kitchen-Renovation-Cost/estimator-result' });
    renderWall();
    // Only looking at the wall asks nothing.
    expect(readPendingSave()?.returnPath).toBe('/Kitchen-Renovation-Cost/estimator-result');
    const signUp = screen.getByRole('link', { name: 'Create a free account and save' });
    expect(signUp.getAttribute('href')).toBe(`/signup?referrer=${encodeURIComponent(BATHROOM_PATH)}`);
    fireEvent.click(signUp);
    expect(readPendingSave()).toEqual({ kind: 'project', request: BATHROOM, returnPath: BATHROOM_PATH });
  });

  it('does the same from "Sign in and save"', () => {
    renderWall();
    fireEvent.click(screen.getByRole('link', { name: 'Sign in and save' }));
    expect(readPendingSave()).toEqual({ kind: 'project', request: BATHROOM, returnPath: BATHROOM_PATH });
  });

  it('keeps a combined estimate the same way', () => {
    const answers = { projects: ['Installing-Deck', 'Garage-Door-Replacement'], shared: { 'property-address': { state: 'OH' } }, perProject: {} };
    renderWall({ kind: 'combined', mode: 'multiproject', answers, finishLevel: 'midrange' }, '/multiproject/estimator-result');
    fireEvent.click(screen.getByRole('link', { name: 'Create a free account and save' }));
    expect(readPendingSave()).toEqual({ kind: 'combined', mode: 'multiproject', answers, finishLevel: 'midrange', returnPath: '/multiproject/estimator-result' });
  });
});
