import { lazy, Suspense, type ComponentProps } from 'react';

// Guests never see the signed-in menu: it loads once a session is known, outside a guest's first load.
const AccountMenu = lazy(() => import('./account-menu.component').then((m) => ({ default: m.AccountMenu })));

/** The signed-in menu, loaded on demand. */
export function LazyAccountMenu(props: ComponentProps<typeof AccountMenu>) {
  return (
    <Suspense fallback={null}>
      <AccountMenu {...props} />
    </Suspense>
  );
}
