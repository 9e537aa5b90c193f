import styled from 'styled-components';
import { navigateToUrl } from 'single-spa';
import { Button, recordAnalyticsEvent, media } from '@homeworth/shared-lib';
import { hideBanner, pricingOptionsUrl } from './address-limit';

const Bar = styled.section`
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onDark};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  max-width: 1280px;
  margin: 0 auto;
  padding: 10px 24px;
  p {
    flex: 1;
    margin: 0;
  }
  ${media.below('tablet')} {
    flex-wrap: wrap;
    padding: 12px 16px;
    p {
      flex-basis: calc(100% - 56px);
    }
  }
`;

const Close = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  font-size: 1.5rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.onDark};
  background: none;
  border: 0;
  border-radius: 50%;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.overlays.onDarkButton};
  }
  ${media.below('tablet')} {
    order: -1;
    margin-left: auto;
  }
`;

/** The banner's bar: See bundles records a banner event and goes to Premium Addresses with the referrer; close sets the hide cookie. */
export function AddressLimitBar({ onClose }: { onClose: () => void }) {
  const seeBundles = async () => {
    const referrer = `${window.location.pathname}${window.location.search}`;
    await recordAnalyticsEvent({ category: 'banner', step: 'see-bundles', detail: referrer });
    navigateToUrl(pricingOptionsUrl(referrer));
  };

  return (
    <Bar aria-label="Address limit" data-testid="address-limit-banner">
      <Inner>
        <p>You’ve used all your addresses. Premium Addresses unlock the full report of more homes.</p>
        <Button variant="secondary" onClick={() => void seeBundles()}>
          See bundles
        </Button>
        <Close
          type="button"
          aria-label="Close the address limit banner"
          onClick={() => {
            hideBanner();
            onClose();
          }}
        >
          ×
        </Close>
      </Inner>
    </Bar>
  );
}
