import { fireEvent, render, screen } from '@testing-library/react';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { ApiError, writeCookie } from '@homeworth/shared-lib';
import { ContactUsForm } from './contact-us-form.component';
import { sendContactMessage } from './contact-us.api';

jest.mock('./contact-us.api', () => ({ sendContactMessage: jest.fn() }));
const send = sendContactMessage as jest.Mock;

function fill(email: string) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Morgan Lee' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Please send a permit data sample.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

const renderForm = () =>
  render(
    <MockProviders>
      <ContactUsForm />
    </MockProviders>,
  );

describe('contact-us form', () => {
  beforeEach(() => send.mockReset());

  it('shows the invalid email message and sends nothing for a malformed email', () => {
    renderForm();
    fill('morgan@lender');
    expect(screen.getByText('Invalid email! Try again with a correct format.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the message and confirms; visitors from Contact Sales start on the sales topic', async () => {
    writeCookie('contact_sales', 'true');
    send.mockResolvedValue(1);
    renderForm();
    fill('morgan@lender.example');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText(/answers within one business day at morgan@lender.example/)).toBeTruthy();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ name: 'Morgan Lee', topic: 'Sales and data products', message: 'Please send a permit data sample.' }));
  });

  it('shows the API’s message next to the field it names', async () => {
    send.mockRejectedValue(new ApiError(400, [{ code: 10003, message: 'Invalid email! Try again with a correct format.', args: { field: 'email' } }]));
    renderForm();
    fill('morgan@lender.example');
    expect(await screen.findByText('Invalid email! Try again with a correct format.')).toBeTruthy();
  });

  it('asks a guest who chooses Delete my account to sign in first', () => {
    renderForm();
    expect(screen.queryByText(/Sign in first/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'Delete my account' } });
    expect(screen.getByText(/Sign in first and send this from your account/)).toBeTruthy();
  });
});
