import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { defineRoute } from '../../platform/http/route.js';
import { badRequest } from '../../platform/errors.js';
import { hashPassword, passwordRuleError, verifyPassword } from '../../platform/auth/passwords.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { formatDateTime } from '../../platform/util.js';
import { audit } from '../../platform/audit.js';
import { role, user } from '../system/system.tables.js';
import { ensureTenant, GrantError, openSession, passwordExpired, revokeSession, revokeUserSessions, rotateRefresh, tokenAnswer, verifyClient, findActiveUser } from './auth.service.js';
import { grantHandler, type TokenParams } from './grants.js';
import { initialPassword } from './initial-password.js';
import './password.grant.js';

const tokenInput = z.object({
  grant_type: z.string().max(40).optional(),
  tenantId: z.string().max(12).optional(),
  username: z.string().max(200).optional(),
  password: z.string().max(200).optional(),
  refresh_token: z.string().max(200).optional(),
  phone: z.string().max(40).optional(),
  verifyCode: z.string().max(20).optional(),
  ssoToken: z.string().max(8000).optional(),
  scope: z.string().max(40).optional(),
  type: z.string().max(40).optional(),
});

const passwordChange = z.object({
  oldPassword: z.string().min(1, 'please enter the old password').max(200),
  newPassword: z.string().min(1, 'please enter the new password').max(200),
  newPassword1: z.string().min(1, 'please enter the new password again').max(200),
});

/** Messages of seed 001 section 5 (check1..check3) and the password rule. */
export function newPasswordError(oldPassword: string, newPassword: string, newPassword1: string): string | null {
  if (newPassword === initialPassword()) return 'The new password cannot be the initial password';
  if (newPassword === oldPassword) return 'The new password must be different from the old password';
  if (newPassword !== newPassword1) return 'Enter the password twice inconsistent';
  return passwordRuleError(newPassword, 'password');
}

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    permission: 'public',
    summary: 'Sign in (grant_type password, sms, sso, refresh_token); flat OAuth answer',
    tags: ['auth'],
    input: tokenInput,
    raw: true,
    handler: async (params, { req, reply }) => {
      try {
        const clientRow = await verifyClient(app.db, req.headers.authorization);
        const grantType = params.grant_type ?? 'password';
        if (!clientRow.authorizedGrantTypes.split(',').map((g) => g.trim()).includes(grantType)) {
          throw new GrantError(`Unsupported grant type: ${grantType}`, 400, 'unsupported_grant_type');
        }
        if (grantType === 'refresh_token') {
          if (!params.refresh_token) throw new GrantError('refresh_token: is required');
          const { user: u, tokens } = await rotateRefresh(app, params.refresh_token, clientRow);
          return reply.send(await tokenAnswer(app.db, u, tokens));
        }
        const tenantHeader = req.headers['tenant-id'];
        const tenantId = String((Array.isArray(tenantHeader) ? tenantHeader[0] : tenantHeader) || params.tenantId || DEFAULT_TENANT).slice(0, 12);
        await ensureTenant(app.db, tenantId);
        const handler = grantHandler(grantType);
        if (!handler) throw new GrantError(`Unsupported grant type: ${grantType}`, 400, 'unsupported_grant_type');
        const u = await handler({ app, req, params: params as TokenParams, tenantId, client: clientRow });
        const tokens = await openSession(app, req, u, clientRow, grantType);
        return reply.send(await tokenAnswer(app.db, u, tokens));
      } catch (e) {
        if (e instanceof GrantError) return reply.status(e.status).send({ error: e.error, error_description: e.description });
        throw e;
      }
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-auth/oauth/logout',
    permission: 'authenticated',
    summary: 'Sign out: the session and its tokens stop working at once',
    tags: ['auth'],
    output: z.null(),
    handler: async (_i, { auth }) => {
      await revokeSession(app.db, auth.sessionId, 'logout');
      return null;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-user/all-info',
    permission: 'authenticated',
    summary: 'The signed-in user, roles, permissions and password flags',
    tags: ['auth'],
    output: z.object({
      user: z.record(z.string(), z.unknown()),
      roles: z.array(z.object({ id: z.string(), roleName: z.string(), roleAlias: z.string() })),
      permissions: z.array(z.string()),
      dataScopes: z.array(z.object({ resourceCode: z.string(), scopeType: z.number() })),
      dateFormat: z.string(),
      multipleDeptUser: z.boolean(),
      passwordInitial: z.boolean(),
      passwordExpired: z.boolean(),
      passwordMaxAgeDays: z.number(),
    }),
    handler: async (_i, { auth }) => {
      const u = await findActiveUser(app.db, auth.tenantId, { id: auth.userId });
      if (!u) throw badRequest('The account no longer exists');
      const roles = auth.roleIds.length
        ? await app.db
            .select({ id: role.id, roleName: role.roleName, roleAlias: role.roleAlias })
            .from(role)
            .where(and(eq(role.tenantId, auth.tenantId), eq(role.isDeleted, 0), sql`${role.id} in ${auth.roleIds}`))
        : [];
      const { password: _secret, ...safe } = u;
      void _secret;
      return {
        user: { ...safe, userId: u.id },
        roles,
        permissions: [...auth.permissions].sort(),
        dataScopes: auth.dataScopes.map((d) => ({ resourceCode: d.resourceCode, scopeType: d.scopeType })),
        dateFormat: 'DD MMM YYYY',
        multipleDeptUser: roles.some((r) => r.roleAlias.includes('multiple_dept_user')),
        passwordInitial: u.isInitialPassword === 1,
        passwordExpired: passwordExpired(u),
        passwordMaxAgeDays: 90,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/blade-user/update-password',
    permission: 'authenticated',
    summary: 'Change the own password (oldPassword, newPassword, newPassword1)',
    tags: ['auth'],
    input: passwordChange,
    output: z.null(),
    handler: async ({ oldPassword, newPassword, newPassword1 }, { auth, req }) => {
      const u = await findActiveUser(app.db, auth.tenantId, { id: auth.userId });
      if (!u) throw badRequest('The account no longer exists');
      if (!(await verifyPassword(u.password, oldPassword))) throw badRequest('oldPassword: the old password is incorrect');
      const problem = newPasswordError(oldPassword, newPassword, newPassword1);
      if (problem) throw badRequest(problem);
      const hash = await hashPassword(newPassword);
      await app.db.transaction(async (tx) => {
        await tx
          .update(user)
          .set({ password: hash, isInitialPassword: 0, passwordTime: formatDateTime(new Date()), updateUser: auth.userId, updateTime: formatDateTime(new Date()) })
          .where(eq(user.id, u.id));
        await revokeUserSessions(tx, u.id, 'password_changed', auth.sessionId);
        await audit(tx, auth, req, { action: 'update-password', resource: 'user', recordId: u.id });
      });
      return null;
    },
  });
}
