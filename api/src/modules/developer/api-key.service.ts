import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { isUniqueViolation } from '../security';
import { DATA_SCOPES, type DataPlanId, type DataScope } from './plans';
import { apiKeys, organizationMembers, organizations } from './developer.tables';
import { isCidr } from './ip-ranges';
import { currentPlanSql } from './organization.service';

/** The two kinds of key and the prefix their secrets start with. */
export const KEY_PREFIXES = { secret: 'sk_', publishable: 'pk_' } as const;
export type ApiKeyKind = keyof typeof KEY_PREFIXES;

/** The SHA-256 (hex) of a key's secret: the only form of it the database holds. */
export function hashKey(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A fresh id for an organisation or key: random, so ids say nothing about other customers. */
export function newId(kind: 'org' | 'key'): string {
  return `${kind}_${randomBytes(12).toString('base64url')}`;
}

/** A new secret: the kind's prefix and 32 random bytes (256 bits), base64url. */
function newSecret(kind: ApiKeyKind): string {
  return `${KEY_PREFIXES[kind]}${randomBytes(32).toString('base64url')}`;
}

/** What is kept of a secret for display: its first 7 characters (prefix included) and its last four. */
export function displayParts(secret: string): { prefix: string; lastFour: string } {
  return { prefix: secret.slice(0, 7), lastFour: secret.slice(-4) };
}

export const DEVELOPER_MESSAGES = {
  organizationExists: 'You already belong to an organization.',
  noOrganization: 'Create an organization first.',
  keyNotFound: 'We could not find this key.',
  badIpRange: 'Each allowed IP range must be a CIDR range such as 203.0.113.0/24.',
  badScope: 'Unknown scope.',
  expiryInPast: 'The expiry must be in the future.',
} as const;

/** Creates an organisation on the free trial with `userId` as its owner; 409 when the user already has one. */
export async function createOrganization(db: Database, input: { userId: number; name: string }): Promise<{ id: string; name: string; plan: DataPlanId }> {
  const id = newId('org');
  try {
    await db.transaction(async (tx) => {
      await tx.insert(organizations).values({ id, name: input.name, createdByUserId: input.userId });
      await tx.insert(organizationMembers).values({ organizationId: id, userId: input.userId, role: 'owner' });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'ORGANIZATION_EXISTS', DEVELOPER_MESSAGES.organizationExists);
    throw error;
  }
  return { id, name: input.name, plan: 'trial' };
}

/** What a new key is made of. */
export interface NewApiKey {
  organizationId: string;
  name: string;
  scopes?: readonly DataScope[];
  expiresAt?: Date | null;
  allowedIpRanges?: readonly string[];
  kind?: ApiKeyKind;
}

function checkKeyRules(input: NewApiKey): void {
  for (const scope of input.scopes ?? []) {
    if (!DATA_SCOPES.includes(scope)) throw new ApiError(400, ERROR_CODES.validation, DEVELOPER_MESSAGES.badScope, { field: 'scopes' });
  }
  for (const range of input.allowedIpRanges ?? []) {
    if (!isCidr(range)) throw new ApiError(400, ERROR_CODES.validation, DEVELOPER_MESSAGES.badIpRange, { field: 'allowedIpRanges' });
  }
  if (input.expiresAt && input.expiresAt.getTime() <= Date.now()) throw new ApiError(400, ERROR_CODES.validation, DEVELOPER_MESSAGES.expiryInPast, { field: 'expiresAt' });
}

/** Creates a key and answers its secret, the only time it is ever shown. */
export async function createApiKey(db: Database, input: NewApiKey): Promise<{ id: string; key: string }> {
  checkKeyRules(input);
  const kind = input.kind ?? 'secret';
  const key = newSecret(kind);
  const id = newId('key');
  await db.insert(apiKeys).values({
    id,
    organizationId: input.organizationId,
    kind,
    name: input.name,
    secretHash: hashKey(key),
    ...displayParts(key),
    scopes: kind === 'secret' ? [...new Set(input.scopes ?? [])] : [],
    allowedIpRanges: [...(input.allowedIpRanges ?? [])].map((r) => r.trim()),
    expiresAt: input.expiresAt ?? null,
  });
  return { id, key };
}

/** A key as the portal lists it: never its secret. */
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The organisation's keys, newest first. */
export async function listApiKeys(db: Database, organizationId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.organizationId, organizationId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** One of the organisation's keys; 404 for a key of another organisation or none. */
export async function ownApiKey(db: Database, organizationId: string, keyId: string): Promise<ApiKeyRow> {
  const [key] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.organizationId, organizationId)))
    .limit(1);
  if (!key) throw new ApiError(404, ERROR_CODES.notFound, DEVELOPER_MESSAGES.keyNotFound);
  return key;
}

/** Revokes a key now; every replica refuses it on its next call, since each call reads the database. */
export async function revokeApiKey(db: Database, organizationId: string, keyId: string): Promise<void> {
  await ownApiKey(db, organizationId, keyId);
  await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.organizationId, organizationId)));
}

/** Gives a live key a new secret (the old one stops working at once); answers the new secret once. */
export async function rotateApiKey(db: Database, organizationId: string, keyId: string): Promise<{ row: ApiKeyRow; key: string }> {
  const current = await ownApiKey(db, organizationId, keyId);
  if (current.revokedAt) throw new ApiError(409, 'KEY_REVOKED', 'A revoked key cannot be rotated; create a new one.');
  const key = newSecret(current.kind);
  const [row] = await db
    .update(apiKeys)
    .set({ secretHash: hashKey(key), ...displayParts(key) })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.organizationId, organizationId)))
    .returning();
  return { row: row!, key };
}

/** What the guards need of a presented key, read in one query with the database's clock. */
export interface PresentedKey {
  id: string;
  organizationId: string;
  kind: ApiKeyKind;
  scopes: string[];
  allowedIpRanges: string[];
  usable: boolean;
  plan: DataPlanId;
}

/** The key whose secret is `secret` (by its hash), with whether it is live now and its organisation's plan. */
export async function findPresentedKey(db: Database, secret: string): Promise<PresentedKey | undefined> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      organizationId: apiKeys.organizationId,
      kind: apiKeys.kind,
      scopes: apiKeys.scopes,
      allowedIpRanges: apiKeys.allowedIpRanges,
      usable: sql<boolean>`(${apiKeys.revokedAt} is null and (${apiKeys.expiresAt} is null or ${apiKeys.expiresAt} > now()))`,
      plan: currentPlanSql(apiKeys.organizationId),
    })
    .from(apiKeys)
    .where(eq(apiKeys.secretHash, hashKey(secret)))
    .limit(1);
  return row ? { ...row, usable: !!row.usable } : undefined;
}
