import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isPrivateAddress, webhookUrlProblem } from '../developer';
import { invalid } from './data-api.errors';

// Webhook URLs are the caller's: in production they must be https and must never reach the platform's
// own network (the developer module's rules). A batch webhook is also checked on the DNS answer the
// connection itself uses, so a name that resolves inward between the check and the connect is refused.

/** Where a webhook may go: production refuses plain http and every non-public address; elsewhere local receivers work (tests). */
export interface WebhookPolicy {
  production: boolean;
}

/** The webhook URL, or 400 VALIDATION_FAILED saying why it is refused. */
export function checkWebhookUrl(text: string, policy: WebhookPolicy): URL {
  const problem = webhookUrlProblem(text, policy.production);
  if (problem) throw invalid(problem, 'webhookUrl');
  return new URL(text);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A DNS lookup for http(s).request that, in production, refuses a name resolving to a non-public address. */
export function guardedLookup(policy: WebhookPolicy) {
  return (hostname: string, options: object, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      if (list.length === 0 || (policy.production && list.some((a) => isPrivateAddress(a.address))))
        return callback(Object.assign(new Error(`webhook host ${hostname} resolves to a non-public address`), { code: 'EFORBIDDENADDRESS' }), []);
      return (options as { all?: boolean }).all ? callback(null, list) : callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
