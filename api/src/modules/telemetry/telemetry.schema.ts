import { z } from 'zod';
import { REMOTE_LOAD_LIMITS, REMOTE_LOAD_OUTCOMES } from '@homeworth/shared-lib/domain';

const name = z.string().trim().min(1).max(REMOTE_LOAD_LIMITS.name);

/** One page's remote loads, as the shell's beacon sends them. */
export const remoteLoadReportSchema = z.object({
  loads: z
    .array(
      z.object({
        remote: name,
        version: name,
        outcome: z.enum(REMOTE_LOAD_OUTCOMES),
        ms: z.number().int().min(0).max(REMOTE_LOAD_LIMITS.maxMs),
        canary: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(REMOTE_LOAD_LIMITS.perReport),
});
export type RemoteLoadReport = z.infer<typeof remoteLoadReportSchema>;

const windowStats = z.object({
  remote: z.string(),
  version: z.string(),
  loads: z.number().int(),
  failures: z.number().int(),
  failureRate: z.number(),
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
});
const remoteVersion = z.object({ version: z.string(), url: z.string() });

/** The admins' remote health page: load statistics and the release state of every remote. */
export const remoteHealthSchema = z.object({
  lastHour: z.array(windowStats),
  lastDay: z.array(windowStats),
  remotes: z.array(
    z.object({
      remote: z.string(),
      live: remoteVersion,
      /** The live version as loads report it (see remoteLoadVersion). */
      liveReportedAs: z.string(),
      canary: remoteVersion.extend({ percent: z.number(), since: z.string(), reportedAs: z.string() }).nullable(),
      previous: z.array(remoteVersion),
      history: z.array(z.object({ at: z.string(), by: z.string(), kind: z.string(), from: z.string().nullable(), to: z.string().nullable(), reason: z.string().optional() })),
    }),
  ),
});
