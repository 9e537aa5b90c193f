import { fireEvent, render, screen } from '@testing-library/react';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { ClientForm, EMPTY } from './add-client-form.component';

const form = (resetKey: number) => (
  <MockProviders>
    <ClientForm title="Add a client" submitLabel="Add client" initial={EMPTY} busy={false} error={null} resetKey={resetKey} onSubmit={() => undefined} />
  </MockProviders>
);

describe('ClientForm', () => {
  it('keeps what was typed until a new resetKey, then starts again from initial', () => {
    const { rerender } = render(form(0));
    const firstName = screen.getByLabelText(/First name/) as HTMLInputElement;
    fireEvent.change(firstName, { target: { value: 'Robin' } });
    rerender(form(0));
    expect(firstName.value).toBe('Robin');
    rerender(form(1));
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('');
  });
});
