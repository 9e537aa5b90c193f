import { z } from 'zod';
import { myHomeV2, sessionUserV2 } from './session';

/**
 * The cross-app events of @homeworth/shared-lib 2.x: each event's envelope (`detail` of the
 * window CustomEvent) with its payload version and payload. Frozen for the 2.x line; a breaking
 * change of a payload bumps that event's version and the library's major (a new v3/ folder).
 */
const envelope = <P extends z.ZodType>(version: number, payload: P) => z.object({ version: z.literal(version), payload });

/** Payload schemas of every catalogued event. */
export const EVENT_PAYLOADS_V2 = {
  'hw:session-changed': z.object({
    reason: z.enum(['login', 'signup', 'logout', 'refresh', 'expired']),
    user: sessionUserV2.nullable(),
  }),
  'hw:property-selected': z.object({ home: myHomeV2.nullable() }),
  'hw:payment-completed': z.object({ success: z.boolean(), addresses: z.number().int().nonnegative() }),
  'hw:address-limit': z.object({ reached: z.boolean() }),
  'hw:toast': z.object({ kind: z.enum(['info', 'success', 'error']), text: z.string() }),
} as const;

/** Envelope schemas (`{ version, payload }`) of every catalogued event, at their 2.x payload versions. */
export const EVENT_ENVELOPES_V2 = {
  'hw:session-changed': envelope(1, EVENT_PAYLOADS_V2['hw:session-changed']),
  'hw:property-selected': envelope(1, EVENT_PAYLOADS_V2['hw:property-selected']),
  'hw:payment-completed': envelope(1, EVENT_PAYLOADS_V2['hw:payment-completed']),
  'hw:address-limit': envelope(1, EVENT_PAYLOADS_V2['hw:address-limit']),
  'hw:toast': envelope(1, EVENT_PAYLOADS_V2['hw:toast']),
} as const;
