import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../../db/database';
import { PAGE_CONTENT_SECURITY_POLICY } from '../../http/security-headers';
import { sandboxCheckoutSessions } from './payment.tables';
import { SANDBOX_CARDS } from './sandbox-checkout.provider';
import { renderSandboxPage } from './sandbox-checkout.page';

export interface SandboxCheckoutOptions {
  db: Database;
  /** Called when a session is paid, like a provider's webhook: fulfils the order at once. */
  onPaid: (sessionId: string) => Promise<void>;
}

type Session = typeof sandboxCheckoutSessions.$inferSelect;

/** Why a card was refused, shown on the card page above the form so the buyer can retry. */
export const SANDBOX_DECLINE_MESSAGES = {
  declined: 'Your card was declined by your bank (insufficient funds). No payment was taken. Try another card.',
  notTestCard: 'Your card was declined: test mode accepts only the test card 4242 4242 4242 4242. No payment was taken. Try another card.',
} as const;

function digits(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\D/g, '') : '';
}

/** The card form's problems, or null when it is complete. */
export function cardFormProblem(form: Record<string, unknown>): string | null {
  const card = digits(form.cardNumber);
  if (card.length < 13 || card.length > 19) return 'Enter the 16-digit card number.';
  const expiry = typeof form.expiry === 'string' ? form.expiry.trim() : '';
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) return 'Enter the expiry date as MM/YY.';
  const expiryEnd = new Date(Date.UTC(2000 + Number(match[2]), Number(match[1]), 1));
  if (expiryEnd.getTime() <= Date.now()) return 'This card has expired.';
  if (!/^\d{3,4}$/.test(digits(form.cvc))) return 'Enter the 3-digit security code.';
  if (typeof form.name !== 'string' || form.name.trim().length === 0) return 'Enter the name on the card.';
  return null;
}

/**
 * The sandbox's hosted checkout page, served outside /api/v1 as a provider's own
 * site would be: a card form that accepts the test card 4242 4242 4242 4242,
 * declines 4000 0000 0000 0002 with the reason on the page (the buyer retries there), and a cancel link. The unguessable session id is
 * the only key, as with a real hosted checkout.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsync<SandboxCheckoutOptions> = async (app, { db, onPaid }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  async function findOpen(id: string): Promise<Session | undefined> {
    const [session] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id)).limit(1);
    return session;
  }

  function page(reply: FastifyReply, status: number, html: string) {
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_CONTENT_SECURITY_POLICY)
      .send(html);
  }

  function notFound(reply: FastifyReply) {
    return page(reply, 404, renderSandboxPage({ kind: 'gone', message: 'This checkout link is not valid or has expired.' }));
  }

  async function finish(reply: FastifyReply, session: Session, status: 'paid' | 'cancelled') {
    const updated = await db
      .update(sandboxCheckoutSessions)
      .set({ status })
      .where(and(eq(sandboxCheckoutSessions.id, session.id), eq(sandboxCheckoutSessions.status, 'open')))
      .returning();
    if (updated.length > 0 && status === 'paid') await onPaid(session.id);
    return reply.redirect(status === 'paid' ? session.successUrl : session.cancelUrl, 303);
  }

  app.get<{ Params: { id: string } }>('/:id', async (request, reply) => {
    const session = await findOpen(request.params.id);
    if (!session) return notFound(reply);
    if (session.status !== 'open') return reply.redirect(session.status === 'paid' ? session.successUrl : session.cancelUrl, 303);
    return page(reply, 200, renderSandboxPage({ kind: 'form', session }));
  });

  app.post<{ Params: { id: string }; Body: Record<string, unknown> }>('/:id', async (request, reply) => {
    const session = await findOpen(request.params.id);
    if (!session) return notFound(reply);
    if (session.status !== 'open') return reply.redirect(session.status === 'paid' ? session.successUrl : session.cancelUrl, 303);
    const form = typeof request.body === 'object' && request.body !== null ? request.body : {};
    if (form.action === 'cancel') return finish(reply, session, 'cancelled');
    const problem = cardFormProblem(form);
    if (problem) return page(reply, 422, renderSandboxPage({ kind: 'form', session, error: problem, name: String(form.name ?? '') }));
    const card = digits(form.cardNumber);
    if (card === SANDBOX_CARDS.accepted) return finish(reply, session, 'paid');
    // The decline card, and any other number (test mode accepts only its own test card): the bank's
    // reason on this page and the session stays open, so the buyer can try another card here.
    const reason = card === SANDBOX_CARDS.declined ? SANDBOX_DECLINE_MESSAGES.declined : SANDBOX_DECLINE_MESSAGES.notTestCard;
    return page(reply, 402, renderSandboxPage({ kind: 'form', session, error: reason, name: String(form.name ?? ''), expiry: String(form.expiry ?? '') }));
  });
};
