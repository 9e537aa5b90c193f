import { theme } from '../theme/theme';

const PROMPT_ID = 'analytics-consent';

/**
 * Asks once per page whether Homeworth may count the visitor's steps. Plain DOM, so any app can show it
 * without a React root of its own; two native buttons (keyboard usable); Escape puts the question off
 * to the next page without deciding.
 */
export function askAnalyticsConsent(decide: (granted: boolean) => void): void {
  if (document.getElementById(PROMPT_ID)) return;
  const box = document.createElement('section');
  box.id = PROMPT_ID;
  box.setAttribute('aria-label', 'Your privacy choice');
  Object.assign(box.style, {
    position: 'fixed',
    left: '16px',
    right: '16px',
    bottom: '16px',
    zIndex: '998',
    maxWidth: '560px',
    margin: '0 auto',
    padding: '16px',
    borderRadius: theme.radius,
    background: theme.colors.secondary,
    color: theme.colors.onDark,
    boxShadow: theme.shadow,
    fontSize: '15px',
    lineHeight: '1.5',
  });
  const text = document.createElement('p');
  text.style.margin = '0 0 12px';
  text.textContent =
    'May we count the steps you take here (which pages and tools you use, never what you type) to make Homeworth better? We keep it ourselves and share it with no one.';
  const policy = document.createElement('a');
  policy.href = '/privacy-policy';
  policy.textContent = 'Privacy policy';
  policy.style.color = theme.colors.onDark;
  const row = document.createElement('div');
  Object.assign(row.style, { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'center' });
  const close = (granted: boolean | null) => {
    box.remove();
    document.removeEventListener('keydown', onKey);
    if (granted !== null) decide(granted);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close(null);
  };
  const button = (label: string, primary: boolean, granted: boolean) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    Object.assign(b.style, {
      minHeight: '44px',
      padding: '8px 18px',
      borderRadius: theme.radius,
      border: `2px solid ${theme.colors.onDark}`,
      background: primary ? theme.colors.onDark : 'transparent',
      color: primary ? theme.colors.secondary : theme.colors.onDark,
      fontWeight: '600',
      cursor: 'pointer',
    });
    b.addEventListener('click', () => close(granted));
    return b;
  };
  row.append(button('Allow', true, true), button('No thanks', false, false), policy);
  box.append(text, row);
  document.body.append(box);
  document.addEventListener('keydown', onKey);
}
