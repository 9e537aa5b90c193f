import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ErrorBoundary } from './error-boundary';
import { MockProviders } from '../mock';

let shouldThrow = true;
function Fragile() {
  const [label] = useState('Kitchen estimate');
  if (shouldThrow) throw new Error('boom');
  return <p>{label}</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows "Something went wrong" with "Try again", and Try again renders the children again', () => {
    shouldThrow = true;
    render(
      <MockProviders>
        <ErrorBoundary area="mfe-estimator">
          <Fragile />
        </ErrorBoundary>
      </MockProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    shouldThrow = false;
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(screen.getByText('Kitchen estimate')).toBeTruthy();
  });
});
