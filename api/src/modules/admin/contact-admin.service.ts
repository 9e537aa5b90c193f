import { and, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { ACCOUNT_DELETION_TOPIC, ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { contactMessages, contactReplies } from '../utils';
import { users } from '../security';
import { ApiError } from '../../http/envelope';
import type { Mailer } from '../../providers/mail/mailer';
import { mailAccountDeleted, mailContactReply, type ContactMailFacts } from '../utils';

/** Which messages the admin page lists. */
export type ContactMessageFilter = 'open' | 'answered' | 'all';

/** The newest messages the page lists at once (older ones are reached by answering the newer). */
export const ADMIN_MESSAGE_PAGE = 100;

/** A contact-us message with its thread, as the admin page shows it. */
export interface AdminContactMessage extends ContactMailFacts {
  createdAt: string;
  answeredAt: string | null;
  accountDeletedAt: string | null;
  /** A deletion request sent while signed in to the account it names: the admin may carry it out. */
  canDeleteAccount: boolean;
  replies: Array<{ id: number; body: string; createdAt: string }>;
}

type MessageRow = typeof contactMessages.$inferSelect;

const notFound = () => new ApiError(404, ERROR_CODES.notFound, MESSAGES.notFound);

async function findMessage(db: Database, id: number): Promise<MessageRow> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Newest first, filtered by open (no answer yet) or answered, each with its replies oldest first. */
export async function listContactMessages(db: Database, filter: ContactMessageFilter): Promise<AdminContactMessage[]> {
  const where: SQL | undefined = filter === 'open' ? isNull(contactMessages.answeredAt) : filter === 'answered' ? isNotNull(contactMessages.answeredAt) : undefined;
  const rows = await db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(ADMIN_MESSAGE_PAGE);
  const ids = rows.map((row) => row.id);
  const replies = ids.length === 0 ? [] : await db.select().from(contactReplies).where(inArray(contactReplies.messageId, ids)).orderBy(contactReplies.createdAt, contactReplies.id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    topic: row.topic,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    accountDeletedAt: row.accountDeletedAt?.toISOString() ?? null,
    canDeleteAccount: row.topic === ACCOUNT_DELETION_TOPIC && row.userId !== null && row.accountDeletedAt === null,
    replies: replies.filter((reply) => reply.messageId === row.id).map((reply) => ({ id: reply.id, body: reply.body, createdAt: reply.createdAt.toISOString() })),
  }));
}

/** Marks a message answered (or open again). */
export async function setAnswered(db: Database, id: number, answered: boolean): Promise<void> {
  await findMessage(db, id);
  await db
    .update(contactMessages)
    .set({ answeredAt: answered ? new Date() : null })
    .where(eq(contactMessages.id, id));
}

/** Stores the admin's reply, emails it to the sender (a mail job) and marks the message answered. */
export async function replyToMessage(db: Database, mailer: Mailer, input: { id: number; body: string; adminUserId: number; supportEmail: string }): Promise<number> {
  const message = await findMessage(db, input.id);
  const replyId = await db.transaction(async (tx) => {
    const [reply] = await tx.insert(contactReplies).values({ messageId: message.id, body: input.body, adminUserId: input.adminUserId }).returning({ id: contactReplies.id });
    if (!reply) throw new Error('contact reply insert returned no row');
    await tx
      .update(contactMessages)
      .set({ answeredAt: new Date() })
      .where(and(eq(contactMessages.id, message.id), isNull(contactMessages.answeredAt)));
    return reply.id;
  });
  await mailContactReply(mailer, { replyId, message, reply: input.body, supportEmail: input.supportEmail });
  return replyId;
}

/**
 * Carries out a "Delete my account" request: only one sent while signed in to the account (that
 * proves who asked), only after the admin types the account's email again, never the admin's own
 * account. Deleting the user row deletes everything that belongs to it (homes, plans, estimates,
 * alerts, orders, sessions: every table references users with ON DELETE CASCADE); the messages it
 * sent stay, without the user. The former holder gets an email saying so.
 */
export async function deleteRequestedAccount(db: Database, mailer: Mailer, input: { id: number; confirmEmail: string; adminUserId: number }): Promise<void> {
  const message = await findMessage(db, input.id);
  if (message.topic !== ACCOUNT_DELETION_TOPIC || message.userId === null || message.accountDeletedAt !== null) {
    throw new ApiError(409, ERROR_CODES.invalid, 'This message is not a deletion request sent from a signed-in account.');
  }
  const [account] = await db.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, message.userId)).limit(1);
  if (!account) throw notFound();
  if (account.id === input.adminUserId) throw new ApiError(409, ERROR_CODES.invalid, 'An admin cannot delete their own account here.');
  if (input.confirmEmail.trim().toLowerCase() !== account.email) {
    throw new ApiError(400, ERROR_CODES.validation, 'Type the account email exactly to confirm the deletion.', { field: 'confirmEmail' });
  }
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(contactMessages).set({ accountDeletedAt: now, answeredAt: now }).where(eq(contactMessages.id, message.id));
    await tx.delete(users).where(eq(users.id, account.id));
  });
  await mailAccountDeleted(mailer, { messageId: message.id, email: account.email, name: account.firstName || message.name });
}
