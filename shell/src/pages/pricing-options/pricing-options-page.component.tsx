import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  ApiError,
  Button,
  fetchOrderSummary,
  fetchProducts,
  formatPrice,
  media,
  MESSAGES,
  recordAnalyticsEvent,
  safeRedirectPath,
  startCheckout,
  useSession,
  type PaymentProduct,
  theme,
} from '@homeworth/shared-lib';
import { ShellLink } from '../../layout/shell-link';

const Page = styled.section`
  max-width: 1120px;
  margin: 0 auto;
  padding: 48px 24px 24px;
  h1 {
    margin: 0 0 8px;
    font-size: 2.25rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const Lead = styled.p`
  max-width: 680px;
  margin: 0 0 8px;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 32px 0 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 16px;
  ${media.below('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.below('xs')} {
    grid-template-columns: 1fr;
  }
`;

const Card = styled.li<{ $featured: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme, $featured }) => ($featured ? theme.colors.primary : theme.colors.border)};
  border-radius: 12px;
  h2 {
    margin: 0;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button {
    margin-top: auto;
  }
`;

const Price = styled.p`
  && {
    font-size: 2rem;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Tag = styled.span`
  align-self: flex-start;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: 0.8rem;
  font-weight: 700;
`;

const Notice = styled.p<{ $error?: boolean }>`
  margin: 16px 0 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $error }) => ($error ? theme.colors.errorSoft : theme.colors.successSoft)};
  color: ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.success)};
  font-weight: 600;
`;

const FEATURED = 'ADDRESS_BUNDLE_2';

function perAddress(product: PaymentProduct): string {
  return product.quantity > 1 ? `${formatPrice(Math.round(product.priceCents / product.quantity))} per address` : 'One address';
}

/** `/pricing-options`: Premium Addresses bundles; `referrer` is where a purchase returns to. */
export function PricingOptionsPage() {
  const session = useSession();
  const query = new URLSearchParams(window.location.search);
  const referrer = safeRedirectPath(query.get('referrer')) ?? '/dashboard';
  // The home whose report sent the buyer here: paying for a bundle unlocks it with one of the addresses.
  const home = Number(query.get('home'));
  const unlockKukunId = Number.isSafeInteger(home) && home > 0 ? home : undefined;
  const [bundles, setBundles] = useState<PaymentProduct[] | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);
  const [buying, setBuying] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void recordAnalyticsEvent({ category: 'paywall', step: 'load-pricing' });
    fetchProducts('address_bundle').then(setBundles, () => setError(MESSAGES.genericError));
  }, []);

  useEffect(() => {
    if (!session.isLoggedIn) return;
    fetchOrderSummary().then(
      (s) => setRemaining(s.addressRemainingCount),
      () => setRemaining(null),
    );
  }, [session.isLoggedIn]);

  const buy = async (product: PaymentProduct, index: number) => {
    void recordAnalyticsEvent({ category: 'paywall', step: 'bundle-selection', detail: `bundle-${index + 1}` });
    if (!session.isLoggedIn) {
      void recordAnalyticsEvent({ category: 'paywall', step: 'login' });
      window.location.assign(`/login?referrer=${encodeURIComponent(window.location.pathname + window.location.search)}`);
      return;
    }
    setBuying(product.name);
    setError(null);
    try {
      // A cancel comes back here, to the price list, not to the page the user wanted to return to.
      await startCheckout(product.name, { referrer, cancelReferrer: window.location.pathname + window.location.search, ...(unlockKukunId ? { unlockKukunId } : {}) });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : MESSAGES.genericError);
      setBuying(null);
    }
  };

  return (
    <Page aria-labelledby="pricing-title">
      <h1 id="pricing-title">Premium Addresses</h1>
      <Lead>Every account includes free home reports. Add bundles to keep full reports for more homes: value and 5-year forecast, condition score, permits and neighborhood.</Lead>
      {remaining !== null ? (
        <Notice role="status" data-testid="address-remaining">
          You have {remaining} {remaining === 1 ? 'address' : 'addresses'} left.
        </Notice>
      ) : null}
      {unlockKukunId ? <Lead>Paying for a bundle unlocks the home you were looking at with one of its addresses.</Lead> : null}
      {error ? (
        <Notice $error role="alert">
          {error}
        </Notice>
      ) : null}
      {bundles === null && !error ? <p role="status">Loading bundles…</p> : null}
      <Grid>
        {(bundles ?? []).map((product, index) => (
          <Card key={product.name} $featured={product.name === FEATURED}>
            {product.name === FEATURED ? <Tag>Most popular</Tag> : null}
            <h2>{product.displayName}</h2>
            <Price>{formatPrice(product.priceCents)}</Price>
            <p>{perAddress(product)}</p>
            <p>{product.description}</p>
            <Button
              variant={product.name === FEATURED ? 'primary' : 'secondary'}
              loading={buying === product.name}
              disabled={buying !== null}
              onClick={() => void buy(product, index)}
              // The accessible name starts with the visible text (WCAG 2.5.3) and names the bundle.
              aria-label={`${session.isLoggedIn ? 'Buy' : 'Sign in to buy'} ${product.displayName}`}
            >
              {session.isLoggedIn ? 'Buy' : 'Sign in to buy'}
            </Button>
          </Card>
        ))}
      </Grid>
      <Lead as="p" style={{ marginTop: 24, fontSize: '0.95rem' }}>
        Payments are processed on a secure checkout page. <ShellLink href={referrer}>Back to where you were</ShellLink>
      </Lead>
    </Page>
  );
}
