import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../security';

/** The agent profile created empty at agent signup; the agent area fills it. */
export const agentProfiles = pgTable('agent_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull().default(''),
  licenseNumber: text('license_number').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  positionName: text('position_name').notNull().default(''),
  companyFullAddress: text('company_full_address').notNull().default(''),
  companyAddress: text('company_address').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  zipCode: text('zip_code').notNull().default(''),
  biography: text('biography').notNull().default(''),
  /** The agent's lending and insurance partners; '' when none. */
  financingLink: text('financing_link').notNull().default(''),
  insuranceLink: text('insurance_link').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
