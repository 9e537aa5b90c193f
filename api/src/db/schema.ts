// The tables of every bounded context are gathered here so drizzle-kit sees one schema (each module
// declares its own in a *.tables.ts that imports the tables it references directly, never this file).
// After a change run `npm run db:generate -w api` and commit the new file under api/drizzle/.

export * from '../modules/security/users.tables';
export * from '../modules/utils/utils.tables';
export * from '../modules/property/property.tables';
export * from '../modules/property/home-alerts.tables';
export * from '../modules/security/security.tables';
export * from '../modules/security/account-protection.tables';
export * from '../jobs/jobs.tables';
export * from '../modules/payment/payment.tables';
export * from '../modules/payment/address-allowance.tables';
export * from '../modules/estimation/estimation.tables';
export * from '../modules/estimation/plan-share.tables';
export * from '../modules/agent/agent.tables';
export * from '../modules/agent/agent-profile.tables';
export * from '../http/rate-limit.tables';
export * from '../modules/agent/agent-engagement.tables';
export * from '../modules/professional/professional.tables';
export * from '../modules/agent/agent-import.tables';
export * from '../modules/agent/agent-notes.tables';
export * from '../modules/property/owner-facts/owner-facts.tables';
export * from '../modules/property/owner-claim-verification.tables';
export * from '../modules/maintenance/maintenance.tables';
export * from '../modules/property/report-history/report-history.tables';
export * from '../modules/property/guess-the-sale-price/guess.tables';
export * from '../modules/property/home-equity/home-equity.tables';
export * from '../modules/security/user-session-values.tables';
export * from '../modules/estimation/developer-emails.tables';
export * from '../jobs/clock.tables';
export * from '../modules/market/market.tables';
export * from '../modules/valuation/valuation.tables';
export * from '../modules/telemetry/telemetry.tables';
export * from '../modules/developer/developer.tables';
export * from '../modules/data-api/batch.tables';
export * from '../modules/maintenance/weekly-email.tables';
export * from '../providers/mail/mail-budget.tables';
