import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

/** Defaults of the generic modal: no fade, layer order 999. */
export const MODAL_DEFAULTS = { fadeMs: 0, layer: 999 } as const;

interface ModalProps {
  open: boolean;
  /** Called on Escape, by the close button and on an outside click (except for a mandatory modal). */
  onClose: () => void;
  title: string;
  children?: ReactNode;
  /** A response is required: clicking outside does not dismiss it. */
  mandatory?: boolean;
  /** Fade-in time in ms (default 0). */
  fadeMs?: number;
  /** Stacking order (default 999). */
  layer?: number;
  /** Buttons shown at the bottom. */
  actions?: ReactNode;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: ${({ theme }) => theme.overlays.backdrop};
  animation-name: ${fadeIn};
  animation-timing-function: ease-out;
`;

const Dialog = styled.div`
  position: relative;
  width: 100%;
  max-width: 480px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 32px 28px 28px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 12px;
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  text-align: center;
  h2 {
    margin: 0 0 12px;
    font-size: 1.5rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  &:focus {
    outline: none;
  }
`;

const Close = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 44px;
  height: 44px;
  border: 0;
  background: none;
  font-size: 1.6rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  border-radius: 50%;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  gap: 12px;
  margin-top: 24px;
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The generic modal: a labelled dialog that takes focus, keeps Tab inside and gives focus back when it closes. */
export function Modal({ open, onClose, title, children, mandatory = false, fadeMs = MODAL_DEFAULTS.fadeMs, layer = MODAL_DEFAULTS.layer, actions }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    const first = dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialogRef.current)?.focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) return null;

  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && !mandatory) onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      const items = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
      if (items.length === 0) return;
      const [firstItem, lastItem] = [items[0], items[items.length - 1]];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem?.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem?.focus();
      }
    }
  };

  return (
    <Overlay data-testid="modal-overlay" style={{ zIndex: layer, animationDuration: `${fadeMs}ms` }} onClick={onOverlayClick} onKeyDown={onKeyDown}>
      <Dialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Close type="button" aria-label="Close" onClick={onClose}>
          ×
        </Close>
        <h2 id={titleId}>{title}</h2>
        {children}
        {actions ? <Actions>{actions}</Actions> : null}
      </Dialog>
    </Overlay>
  );
}
