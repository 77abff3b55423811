import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { defineRoute, type RouteContext } from '../../platform/http/route.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { passwordRuleError, verifyPassword } from '../../platform/auth/passwords.js';
import { authSession } from '../../platform/db/platform.tables.js';
import { ensureTenant, GrantError, limitAddress, openSession, passwordExpired, requestTenant, revokeSession, rotateRefresh, storeNewPassword, tokenAnswer, verifyClient, findActiveUser, type UserRow } from './auth.service.js';
import { grantHandler, type TokenParams } from './grants.js';
import { initialPassword } from './initial-password.js';
import { issueCaptcha } from './captcha.js';
import './password.grant.js';
import './sms.grant.js';
import './sso.grant.js';

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

/** check3 (the two entries match) and the password rule of seed 001 section 5. */
export function newPasswordPairError(newPassword: string, newPassword1: string): string | null {
  if (newPassword !== newPassword1) return 'Enter the password twice inconsistent';
  return passwordRuleError(newPassword, 'password');
}

/** Messages of seed 001 section 5 (check1..check3) and the password rule. */
export function newPasswordError(oldPassword: string, newPassword: string, newPassword1: string): string | null {
  if (newPassword === initialPassword()) return 'The new password cannot be the initial password';
  if (newPassword === oldPassword) return 'The new password must be different from the old password';
  return newPasswordPairError(newPassword, newPassword1);
}

/** resetPassword1 is allowed from a session opened this recently (the sign-in proved the current password). */
export const RESET_PASSWORD1_SESSION_MINUTES = 15;

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  /**
   * update-password and resetPassword1: the caller's own account, the call's own gate (which answers
   * the old password to compare for check2), rules check1-check3 and the password rule, then the new
   * password is stored and the caller's other sessions end.
   */
  const changeOwnPassword = async (ctx: RouteContext, action: string, newPassword: string, newPassword1: string, gate: (u: UserRow) => Promise<string>) => {
    const u = await findActiveUser(app.db, ctx.auth.tenantId, { id: ctx.auth.userId });
    if (!u) throw badRequest('The account no longer exists');
    const problem = newPasswordError(await gate(u), newPassword, newPassword1);
    if (problem) throw badRequest(problem);
    await storeNewPassword(app.db, u, newPassword, { action, reason: 'password_changed', keepSessionId: ctx.auth.sessionId, auth: ctx.auth, req: ctx.req });
    return null;
  };

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
        const tenantId = requestTenant(req, params.tenantId);
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
      /** The published initial password (shown in reset confirmations; it is refused as a new password). */
      initialPassword: z.string(),
    }),
    handler: async (_i, { auth }) => {
      const u = await findActiveUser(app.db, auth.tenantId, { id: auth.userId });
      if (!u) throw badRequest('The account no longer exists');
      // roles and sorted codes come with the cached grants (per tenant perm_version and role set); copies leave the cache intact
      const roles = [...auth.roles];
      const { password: _secret, ...safe } = u;
      void _secret;
      return {
        user: { ...safe, userId: u.id },
        roles,
        permissions: [...auth.permissionList],
        dataScopes: auth.dataScopes.map((d) => ({ resourceCode: d.resourceCode, scopeType: d.scopeType })),
        dateFormat: 'DD MMM YYYY',
        multipleDeptUser: roles.some((r) => r.roleAlias.includes('multiple_dept_user')),
        passwordInitial: u.isInitialPassword === 1,
        passwordExpired: passwordExpired(u),
        passwordMaxAgeDays: 90,
        initialPassword: initialPassword(),
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
    handler: ({ oldPassword, newPassword, newPassword1 }, ctx) =>
      changeOwnPassword(ctx, 'update-password', newPassword, newPassword1, async (u) => {
        if (!(await verifyPassword(u.password, oldPassword))) throw badRequest('oldPassword: the old password is incorrect');
        return oldPassword;
      }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/blade-user/resetPassword1',
    permission: 'authenticated',
    summary:
      'Set a new own password without the old one (newPassword, newPassword1): only while the password is the initial one or older than 90 days, ' +
      `and only from a session signed in within the last ${RESET_PASSWORD1_SESSION_MINUTES} minutes; rules check1-check3 and the password rule; other sessions end`,
    tags: ['auth'],
    input: passwordChange.omit({ oldPassword: true }),
    output: z.null(),
    handler: ({ newPassword, newPassword1 }, ctx) =>
      changeOwnPassword(ctx, 'reset-password1', newPassword, newPassword1, async (u) => {
        if (u.isInitialPassword !== 1 && !passwordExpired(u)) throw forbidden('Your password does not need to be reset; change it with the old password (update-password)');
        const [fresh] = await app.db
          .select({ id: authSession.id })
          .from(authSession)
          .where(and(eq(authSession.id, ctx.auth.sessionId), sql`${authSession.createTime} > localtimestamp - ${RESET_PASSWORD1_SESSION_MINUTES} * interval '1 minute'`));
        if (!fresh) throw forbidden('Please sign in again before setting a new password');
        // check2 without the old text: compare the new password with the stored hash
        return (await verifyPassword(u.password, newPassword)) ? newPassword : '';
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-auth/oauth/captcha',
    permission: 'public',
    summary: 'A captcha: flat {key, image} (image an SVG data URL); answer it in the Captcha-Key and Captcha-Code headers of the token call. Valid 2 minutes, single use',
    tags: ['auth'],
    raw: true,
    handler: async (_i, { req, reply }) => {
      await limitAddress(app.db, 'captcha', req.ip);
      const { key, image } = await issueCaptcha(app);
      return reply.header('cache-control', 'no-store').send({ key, image });
    },
  });
}
