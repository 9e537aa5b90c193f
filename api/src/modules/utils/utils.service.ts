import type { Database } from '../../db/database';
import { analyticsEvents, contactMessages, userVisits } from './utils.tables';
import { normalizeEmail } from '../security';
import type { ContactUsBody, EventBody } from './utils.schema';

/** Stores a contact-us message; returns its id. */
export async function saveContactMessage(db: Database, body: ContactUsBody, userId: number | null): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: body.name,
      email: normalizeEmail(body.email),
      phone: body.phone ?? null,
      company: body.company ?? null,
      topic: body.topic,
      message: body.message,
      userId,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert returned no row');
  return row.id;
}

/** Records that a signed-in user opened a page. */
export async function recordVisit(db: Database, userId: number, visitUrl: string): Promise<void> {
  await db.insert(userVisits).values({ userId, visitUrl });
}

/** Records one analytics event of a consenting visitor, with the user when signed in. */
export async function recordEvent(db: Database, event: EventBody, userId: number | null, visitorId: string): Promise<void> {
  await db.insert(analyticsEvents).values({ category: event.category, step: event.step, detail: event.detail ?? null, userId, visitorId });
}
