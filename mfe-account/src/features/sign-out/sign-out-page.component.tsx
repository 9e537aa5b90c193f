import { useEffect } from 'react';
import { logout, navigateTo } from '@homeworth/shared-lib';

/** `/logout`: signs out and returns to the sign-in page. */
export function SignOutPage() {
  useEffect(() => {
    logout()
      .catch((error: unknown) => console.error('[account] sign-out failed', error))
      .finally(() => navigateTo('/login', { replace: true }));
  }, []);
  return (
    <p role="status" style={{ textAlign: 'center', padding: 48 }}>
      Signing you out…
    </p>
  );
}
