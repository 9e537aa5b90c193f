import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, type SessionUser } from '@homeworth/shared-lib/domain';
import { ApiError } from '../../http/envelope';
import { requireRole } from './authenticate';

const agent: SessionUser = {
  userId: 7,
  userEmail: 'agent@example.com',
  userFirstName: 'Alex',
  userLastName: 'Agent',
  displayName: 'Alex',
  roleId: 7,
  userRole: 'AGENT',
  accountStatus: 'VERIFIED',
};

const requestOf = (sessionUser: SessionUser | null) => ({ sessionUser }) as FastifyRequest;

describe('requireRole', () => {
  it('lets a user with one of the roles through', async () => {
    await expect(requireRole('AGENT', 'AGENT_PRO')(requestOf(agent))).resolves.toBeUndefined();
  });

  it('refuses other roles with 403 FORBIDDEN', async () => {
    await expect(requireRole('PROFESSIONAL')(requestOf(agent))).rejects.toMatchObject({
      status: 403,
      code: ERROR_CODES.forbidden,
    });
  });

  it('answers 401 UNAUTHENTICATED when no session was loaded', async () => {
    const attempt = requireRole('AGENT')(requestOf(null));

    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ status: 401, code: ERROR_CODES.unauthenticated });
  });
});
