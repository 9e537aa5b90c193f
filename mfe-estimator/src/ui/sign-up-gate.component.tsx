import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Modal } from '@homeworth/shared-lib';
import { LIMIT_MODAL_TITLES } from '@homeworth/shared-lib/domain';

const ModalLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 20px;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  background: ${({ $primary, theme }) => ($primary ? theme.colors.primary : theme.colors.onDark)};
  color: ${({ $primary, theme }) => ($primary ? theme.colors.onDark : theme.colors.primary)};
`;

/** The two ways in; a dialog about saving names what they lead to ("Create a free account and save"). */
export interface SignUpGateActions {
  signIn: string;
  signUp: string;
}

const DEFAULT_ACTIONS: SignUpGateActions = { signIn: 'Sign in', signUp: 'Create a free account' };
/** The ways in of a dialog that saves the estimate once the guest has an account. */
export const SAVE_ACTIONS: SignUpGateActions = { signIn: 'Sign in and save', signUp: 'Create a free account and save' };

/**
 * The limit modal that asks a guest to sign up (with the standard limit title by default), returning here
 * (or to `returnTo`) afterwards; `onProceed` runs as the guest chooses a way in.
 */
export function SignUpGate({
  open,
  onClose,
  title = LIMIT_MODAL_TITLES.signUp,
  returnTo,
  actions = DEFAULT_ACTIONS,
  onProceed,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title?: string;
  returnTo?: string;
  actions?: SignUpGateActions;
  onProceed?: () => void;
  children: ReactNode;
}) {
  const location = useLocation();
  const referrer = encodeURIComponent(returnTo ?? location.pathname);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <ModalLink to={`/login?referrer=${referrer}`} onClick={onProceed}>
            {actions.signIn}
          </ModalLink>
          <ModalLink $primary to={`/signup?referrer=${referrer}`} onClick={onProceed}>
            {actions.signUp}
          </ModalLink>
        </>
      }
    >
      {children}
    </Modal>
  );
}
