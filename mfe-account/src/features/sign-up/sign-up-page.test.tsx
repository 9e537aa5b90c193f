import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer } from '../../app/root';
import { SignUpPage } from './sign-up-page.component';

function renderSignUp(url = '/signup?user=agent') {
  // No sagas: these tests stop at client-side validation and never reach the API.
  const remote = createRemoteStore(rootReducer, []);
  render(
    <Provider store={remote.store}>
      <MockProviders>
        <MemoryRouter initialEntries={[url]}>
          <SignUpPage />
        </MemoryRouter>
      </MockProviders>
    </Provider>,
  );
  return remote.store;
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

describe('SignUpPage', () => {
  it('shows the agent lead-in for ?user=agent', () => {
    renderSignUp();
    expect(screen.getByText(/For me as an agent or broker/)).toBeTruthy();
  });

  it('says "Passwords do not match" and sends nothing when the confirmation differs', () => {
    const store = renderSignUp();
    fill('First name', 'Ada');
    fill('Last name', 'Lovelace');
    fill('Email', 'ada@example.com');
    fill('Password', 'Str0ng!Pass');
    fill('Confirm password', 'Str0ng!Pas');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(store.getState().signUp.loading).toBe(false);
    // Focus moves to the field to fix, whose error is shown under it.
    const confirm = screen.getByLabelText('Confirm password');
    expect(document.activeElement).toBe(confirm);
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)!.textContent).toBe('Passwords do not match');
  });

  it('asks for the terms and a valid email before sending', () => {
    const store = renderSignUp('/signup');
    fill('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Invalid email! Try again with a correct format.')).toBeTruthy();
    expect(screen.getByText('Please accept the terms of service to continue.')).toBeTruthy();
    expect(store.getState().signUp.loading).toBe(false);
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });

  it('sends the signup payload with the role id of the user type once the form is valid', () => {
    const store = renderSignUp('/signup?user=contractor');
    fill('First name', 'Bo');
    fill('Last name', 'Builder');
    fill('Email', 'bo@example.com');
    fill('Password', 'Str0ng!Pass');
    fill('Confirm password', 'Str0ng!Pass');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(store.getState().signUp.loading).toBe(true);
  });
});
