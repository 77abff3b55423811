import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import { allInfo, revokeSession, signIn } from './auth.service.js';
import { newCaptcha } from './captcha.js';
import { resetOwnPassword, RESET_PASSWORD1_SESSION_MINUTES, updateOwnPassword } from './password.service.js';

const tags = ['auth'];

const tokenInput = z.object({
  grant_type: z.string().max(40).optional(),
  tenantId: z.string().max(12).optional(),
  username: z.string().max(200).optional(),
  password: z.string().max(200).optional(),
  refresh_token: z.string().max(200).optional(),
  phone: z.string().max(40).optional(),
  verifyCode: z.string().max(20).optional(),
  ssoToken: z.string().max(8000).optional(),
  oidcCode: z.string().max(200).optional(),
  scope: z.string().max(40).optional(),
  type: z.string().max(40).optional(),
});

const passwordChange = z.object({
  oldPassword: z.string().min(1, 'please enter the old password').max(200),
  newPassword: z.string().min(1, 'please enter the new password').max(200),
  newPassword1: z.string().min(1, 'please enter the new password again').max(200),
});

const allInfoOutput = z.object({
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
});

/** Sign-in, sign-out, the signed-in user, own password changes and the captcha. */
export const authRoutes = [
  route({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    permission: 'public',
    // signIn checks the client itself and refuses in the OAuth shape (invalid_client)
    clientCheck: false,
    summary: 'Sign in (grant_type password, sms, sso, oidc, refresh_token); flat OAuth answer',
    tags,
    input: tokenInput,
    raw: true,
    handler: async (params, ctx) => {
      const { status, body } = await signIn(ctx, params);
      return ctx.reply.status(status).send(body);
    },
  }),
  route({
    method: 'GET',
    url: '/api/blade-auth/oauth/logout',
    passwordChange: true,
    workerSession: true,
    permission: 'authenticated',
    summary: 'Sign out: the session and its tokens stop working at once',
    tags,
    output: z.null(),
    handler: (_i, { db, auth }) => revokeSession(db, auth.sessionId, 'logout').then(() => null),
  }),
  route({
    method: 'GET',
    url: '/api/blade-user/all-info',
    passwordChange: true,
    permission: 'authenticated',
    summary: 'The signed-in user, roles, permissions and password flags',
    tags,
    output: allInfoOutput,
    handler: (_i, ctx) => allInfo(ctx),
  }),
  route({
    method: 'POST',
    url: '/api/blade-user/update-password',
    passwordChange: true,
    permission: 'authenticated',
    summary: 'Change the own password (oldPassword, newPassword, newPassword1)',
    tags,
    input: passwordChange,
    output: z.null(),
    handler: (input, ctx) => updateOwnPassword(ctx, input),
  }),
  route({
    method: 'POST',
    url: '/api/blade-user/resetPassword1',
    passwordChange: true,
    permission: 'authenticated',
    summary:
      'Set a new own password without the old one (newPassword, newPassword1): only while the password is the initial one or older than 90 days, ' +
      `and only from a session signed in within the last ${RESET_PASSWORD1_SESSION_MINUTES} minutes; rules check1-check3 and the password rule; other sessions end`,
    tags,
    input: passwordChange.omit({ oldPassword: true }),
    output: z.null(),
    handler: (input, ctx) => resetOwnPassword(ctx, input),
  }),
  route({
    method: 'GET',
    url: '/api/blade-auth/oauth/captcha',
    passwordChange: true,
    permission: 'public',
    summary:
      'A captcha: flat {key, image} (image an SVG data URL); answer it in the Captcha-Key and Captcha-Code headers of the token call. Valid 2 minutes, single use',
    tags,
    raw: true,
    handler: async (_i, ctx) => ctx.reply.header('cache-control', 'no-store').send(await newCaptcha(ctx)),
  }),
];
