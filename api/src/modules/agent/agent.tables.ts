import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../security';
import { userProperties } from '../property';
import { agentImports } from './agent-import.tables';

/** preview: imported, waiting for the agent to confirm; live: the agent's client. */
export const CLIENT_RECORD_STATUSES = ['preview', 'live'] as const;

/**
 * An agent's clients and contacts. Each row belongs
 * to one agent; the email (lower-cased, '' when unknown) is what ties a client to the homeowner
 * account they create later: that homeowner's associated agent is the agent who added them first.
 */
export const agentClients = pgTable(
  'agent_clients',
  {
    id: serial('id').primaryKey(),
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().default(''),
    /** Digits only (the spec's phone helper). */
    phoneNumber: text('phone_number').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    notes: text('notes').notNull().default(''),
    recordStatus: text('record_status', { enum: CLIENT_RECORD_STATUSES }).notNull().default('live'),
    /** The import that made this row (preview rows are replaced when the agent corrects the mapping). */
    /** When the client followed the opt-out link of an invitation: no invitation or agent email goes to them after it. */
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    importId: integer('import_id').references(() => agentImports.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agent_clients_agent_idx').on(table.agentUserId),
    index('agent_clients_email_idx').on(table.email),
    // One entry per email in an agent's list; clients without an email are not deduplicated.
    uniqueIndex('agent_clients_agent_email_unique')
      .on(table.agentUserId, table.email)
      .where(sql`${table.email} <> ''`),
    check('agent_clients_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('agent_clients_record_status_known', sql`${table.recordStatus} in ('preview', 'live')`),
    // The list's order per sort key, exactly as listClients sorts (empty values last, then the name,
    // then the id), so a page is read off the index instead of sorting the agent's whole list.
    index('agent_clients_order_name_idx').on(
      table.agentUserId,
      sql`(lower(${table.firstName} || ' ' || ${table.lastName}) = '')`,
      sql`lower(${table.firstName} || ' ' || ${table.lastName})`,
      table.id,
    ),
    ...(['lastName', 'state', 'city'] as const).map((column) =>
      index(`agent_clients_order_${column === 'lastName' ? 'last_name' : column}_idx`).on(
        table.agentUserId,
        sql`(lower(${table[column]}) = '')`,
        sql`lower(${table[column]})`,
        sql`lower(${table.firstName} || ' ' || ${table.lastName})`,
        table.id,
      ),
    ),
    index('agent_clients_order_zip_idx').on(table.agentUserId, sql`(${table.zipCode} = '')`, table.zipCode, sql`lower(${table.firstName} || ' ' || ${table.lastName})`, table.id),
    index('agent_clients_import_idx').on(table.importId),
  ],
);

/**
 * Which of a client's homes the agent hears about (GET/PUT user property preference): one row per
 * client and home; no row means selected (every home is on until the agent turns one off).
 */
export const agentClientPropertyPreferences = pgTable(
  'agent_client_property_preferences',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => agentClients.id, { onDelete: 'cascade' }),
    userPropertyId: integer('user_property_id')
      .notNull()
      .references(() => userProperties.id, { onDelete: 'cascade' }),
    selected: boolean('selected').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.userPropertyId] })],
);
