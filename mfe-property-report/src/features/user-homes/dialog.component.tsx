import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed; inset: 0; z-index: ${({ theme }) => theme.layer.modal};
  background: rgba(16, 24, 40, 0.55); display: flex; align-items: center; justify-content: center; padding: 16px;
`;

const Panel = styled.div`
  background: #fff; border-radius: 14px; padding: 24px; max-width: 460px; width: 100%;
  box-shadow: 0 20px 40px rgba(16, 24, 40, 0.25);
  h2 { margin: 0 0 8px; color: ${({ theme }) => theme.colors.secondary}; }
  .actions { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 20px; }
  a.cta { display: inline-flex; align-items: center; min-height: 44px; padding: 10px 20px; border-radius: ${({ theme }) => theme.radius}; background: ${({ theme }) => theme.colors.primary}; color: #fff; font-weight: 600; text-decoration: none; }
`;

/** A modal dialog: focus moves in, Escape and the backdrop close it. */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onClose]);
  return (
    <Backdrop onClick={(e) => e.target === e.currentTarget && onClose()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1}>
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
      </Panel>
    </Backdrop>
  );
}
