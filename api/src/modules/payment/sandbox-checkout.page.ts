import type { sandboxCheckoutSessions } from './payment.tables';
import { formatPrice } from '@homeworth/shared-lib/domain';

type Session = typeof sandboxCheckoutSessions.$inferSelect;

/** The form again after a refusal keeps the name and expiry; card number and security code are asked anew. */
type PageState = { kind: 'form'; session: Session; error?: string; name?: string; expiry?: string } | { kind: 'gone'; message: string };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const STYLE = `
  *{box-sizing:border-box} body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#f4f5f8;color:#1f2937}
  main{max-width:440px;margin:48px auto;padding:32px;background:#fff;border:1px solid #d0d5dd;border-radius:12px}
  .badge{display:inline-block;padding:2px 10px;border-radius:999px;background:#fef0c7;color:#7a2e0e;font-size:.8rem;font-weight:700}
  h1{font-size:1.4rem;margin:12px 0 4px} .amount{font-size:2rem;font-weight:800;margin:0 0 16px}
  label{display:block;font-weight:600;margin:12px 0 6px} input{width:100%;font:inherit;padding:10px 12px;border:1px solid #98a2b3;border-radius:8px}
  input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #5b3fa8;outline-offset:2px}
  .row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
  .pay{width:100%;margin-top:20px;padding:12px;font:inherit;font-weight:700;color:#fff;background:#1b2a4a;border:0;border-radius:8px;cursor:pointer}
  .cancel{display:block;width:100%;margin-top:12px;padding:10px;font:inherit;background:none;border:0;color:#1b2a4a;text-decoration:underline;cursor:pointer}
  .error{padding:10px 12px;border-radius:8px;background:#fef3f2;color:#b42318;font-weight:600}
  .hint{font-size:.9rem;color:#475467}`;

/** The sandbox checkout's HTML: plain, accessible, and clearly marked as test mode. */
export function renderSandboxPage(state: PageState): string {
  const body =
    state.kind === 'gone'
      ? `<span class="badge">Test mode</span><h1>Checkout unavailable</h1><p>${escapeHtml(state.message)}</p>`
      : `<span class="badge">Test mode: no real payment is taken</span>
  <h1>${escapeHtml(state.session.description)}</h1>
  <p class="amount">${formatPrice(state.session.amountCents, { alwaysCents: true })}</p>
  ${state.error ? `<p class="error" role="alert">${escapeHtml(state.error)}</p>` : ''}
  <form method="post" novalidate>
    <label for="cardNumber">Card number</label>
    <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required aria-describedby="card-hint">
    <p id="card-hint" class="hint">Test card 4242 4242 4242 4242 is accepted; 4000 0000 0000 0002 is declined.</p>
    <div class="row">
      <div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required value="${escapeHtml(state.expiry ?? '')}"></div>
      <div><label for="cvc">Security code</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div>
    </div>
    <label for="name">Name on card</label>
    <input id="name" name="name" autocomplete="cc-name" required value="${escapeHtml(state.name ?? '')}">
    <button class="pay" type="submit" name="action" value="pay">Pay ${formatPrice(state.session.amountCents, { alwaysCents: true })}</button>
    <button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel and return to Homeworth</button>
  </form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (test mode)</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}
