import { useState, type FormEvent } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useFocusFirstInvalid } from '@homeworth/shared-lib/focus-first-invalid';

function Form() {
  const [problem, setProblem] = useState<string | null>(null);
  const { formRef, refused } = useFocusFirstInvalid();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem('Please enter a name.');
    refused();
  };
  return (
    <form ref={formRef} onSubmit={submit}>
      <input aria-label="Email" />
      <input aria-label="Name" aria-invalid={problem ? true : undefined} />
      <button type="submit">Send</button>
    </form>
  );
}

it('moves focus to the first invalid field once a submit is refused, not before', () => {
  render(<Form />);
  const send = screen.getByRole('button', { name: 'Send' });
  send.focus();
  expect(document.activeElement).toBe(send);
  fireEvent.click(send);
  expect(document.activeElement).toBe(screen.getByLabelText('Name'));
});
