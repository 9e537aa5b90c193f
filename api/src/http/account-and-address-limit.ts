import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitError, type RateLimitSetting } from './rate-limit';

/**
 * A preHandler that gives one action (`name`) a budget per account and, separately, per client
 * address, both counted in @fastify/rate-limit's store: one client cycling accounts, or one account
 * cycling addresses, is stopped either way. Put it after `app.authenticate`. `applies` limits the
 * count to the requests that do the action (e.g. a checkout only when it carries a promo code).
 */
export function accountAndAddressLimit(app: FastifyInstance, name: string, setting: RateLimitSetting, applies: (request: FastifyRequest) => boolean = () => true) {
  const perAccount = app.createRateLimit({ ...setting, keyGenerator: (request) => `${name}:account:${request.sessionUser?.userId ?? 'none'}` });
  const perAddress = app.createRateLimit({ ...setting, keyGenerator: (request) => `${name}:address:${request.ip}` });
  return async (request: FastifyRequest): Promise<void> => {
    if (!applies(request)) return;
    for (const limit of [perAccount, perAddress]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) throw rateLimitError(request, result);
    }
  };
}
