// What a locked block says about what opens it and for how much, and the address counter; shared by
// every page that shows a locked home block (the report, the maintenance plan), kept off the bare entry.
import { useEffect, useState } from 'react';
import type { ReportAccessLevel } from '../domain/report/report-access';
import { formatPrice } from '../domain/money-and-units/money';
import { apiRequest } from '../http/api-client';
import { fetchProducts } from '../payment/checkout';
import { subscribeAddressLimit, subscribePaymentCompleted } from '../events/event-bus';

let smallestBundle: Promise<string | null> | null = null;

/** The smallest address bundle's price ("$4.99 for 1 address"), asked once per page load; null when unknown. */
function smallestBundlePrice(): Promise<string | null> {
  smallestBundle ??= fetchProducts('address_bundle').then(
    (bundles) => {
      const smallest = [...bundles].sort((a, b) => a.priceCents - b.priceCents)[0];
      return smallest ? `${formatPrice(smallest.priceCents)} for ${smallest.quantity === 1 ? '1 address' : `${smallest.quantity} addresses`}` : null;
    },
    () => {
      smallestBundle = null;
      return null;
    },
  );
  return smallestBundle;
}

/** The smallest address bundle's price, from the price list checkout charges; null until known. */
export function useAddressPrice(): string | null {
  const [price, setPrice] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void smallestBundlePrice().then((p) => current && setPrice(p));
    return () => {
      current = false;
    };
  }, []);
  return price;
}

/** What opens a level, and for how much (the price only where money opens it). */
export function unlockText(requires: ReportAccessLevel, price: string | null): string {
  if (requires === 'member') return 'Create a free account to see it.';
  if (requires === 'saved') return 'Add this home to your homes to see it (free, one of your addresses).';
  return price ? `Unlock this home with a Premium Address to see it, from ${price}.` : 'Unlock this home with a Premium Address to see it.';
}

/** The signed-in user's addresses left, asked again the moment a purchase or an unlock changes them. */
export function useAddressesLeft(signedIn: boolean): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!signedIn) return undefined;
    let current = true;
    const refresh = () =>
      void apiRequest<{ addressRemainingCount: number }>({ method: 'GET', url: '/v1/property/user-limits' }).then(
        (limits) => current && setLeft(limits.addressRemainingCount),
        () => undefined,
      );
    refresh();
    const stopPayment = subscribePaymentCompleted(refresh);
    const stopLimit = subscribeAddressLimit(refresh);
    return () => {
      current = false;
      stopPayment();
      stopLimit();
    };
  }, [signedIn]);
  return left;
}

/** "Addresses left on your plan: 4", kept current without a reload. */
export function AddressesLeft({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const left = useAddressesLeft(signedIn);
  if (left === null) return null;
  return (
    <p className={className} role="status" data-testid="addresses-left">
      Addresses left on your plan: <strong>{left}</strong>
    </p>
  );
}
