import { fireEvent, render, screen } from '@testing-library/react';
import { Modal, MODAL_DEFAULTS } from './modal';
import { MockProviders } from '../mock';

function renderModal(props: { mandatory?: boolean; fadeMs?: number } = {}) {
  const onClose = jest.fn();
  render(
    <MockProviders>
      <Modal open title="All set!" onClose={onClose} actions={<button type="button">Continue</button>} {...props}>
        <p>Body</p>
      </Modal>
    </MockProviders>,
  );
  return onClose;
}

describe('Modal', () => {
  it('has fade time 0 and layer order 999 by default', () => {
    renderModal();
    const overlay = screen.getByTestId('modal-overlay');
    expect(MODAL_DEFAULTS).toEqual({ fadeMs: 0, layer: 999 });
    expect(overlay.style.zIndex).toBe('999');
    expect(overlay.style.animationDuration).toBe('0ms');
  });

  it('is a labelled dialog that takes focus', () => {
    renderModal({ fadeMs: 200 });
    expect(screen.getByRole('dialog', { name: 'All set!' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('modal-overlay').style.animationDuration).toBe('200ms');
  });

  it('closes on an outside click when no response is mandatory', () => {
    const onClose = renderModal();
    fireEvent.click(screen.getByTestId('modal-overlay'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores outside clicks when a response is mandatory, but closes with its close button and Escape', () => {
    const onClose = renderModal({ mandatory: true });
    fireEvent.click(screen.getByTestId('modal-overlay'));
    fireEvent.click(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', () => {
    renderModal();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    continueButton.focus();
    fireEvent.keyDown(continueButton, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });
});
