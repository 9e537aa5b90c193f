import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Modal, recordAnalyticsEvent } from '@homeworth/shared-lib';

/** A link that looks like the primary button (the modal's call to action leaves the page). */
export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 10px 20px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onDark} !important;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 2px;
  }
`;

/** The outOfAddress modal: no address remains, so it offers address packs on /pricing-options and comes back to `referrer`. */
export function OutOfAddressModal({ open, onClose, referrer }: { open: boolean; onClose: () => void; referrer: string }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="You are out of addresses"
      actions={
        <>
          <ButtonLink
            to={`/pricing-options?referrer=${encodeURIComponent(referrer)}`}
            onClick={() => void recordAnalyticsEvent({ category: 'paywall', step: 'offer', detail: 'out-of-address' })}
          >
            See address packs
          </ButtonLink>
          <Button variant="secondary" onClick={onClose}>
            Not now
          </Button>
        </>
      }
    >
      <p>You have used all the addresses of your plan. Get more addresses to add another home.</p>
    </Modal>
  );
}
