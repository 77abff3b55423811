import type { FastifyInstance } from 'fastify';
import { signToken, verifyToken } from '../../platform/auth/signed.js';
import { forbidden } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/http/route.js';

/** The pages a candidate reaches by e-mail; each link opens only its own page of its own interview. */
export type LinkKind = 'invitation' | 'offer' | 'contract';
const LINK_PURPOSE = 'hr-platform candidate links v1';
/** Candidate links stay valid 14 days; HR sends a fresh one when it ran out. */
const CANDIDATE_LINK_SECONDS = 14 * 24 * 3600;

/** `/recruit/<kind>?token=...` (the web's public page), freshly signed. */
export const candidatePath = (app: FastifyInstance, interviewId: string, kind: LinkKind): string =>
  `/recruit/${kind}?token=${signToken(app.signingKey, LINK_PURPOSE, [interviewId, kind], CANDIDATE_LINK_SECONDS)}`;

/** The absolute address for an e-mail: PUBLIC_WEB_URL, else the address the request came to. */
export const candidateUrl = (ctx: Pick<ServiceContext, 'app' | 'req'>, path: string): string =>
  `${(ctx.app.config.publicWebUrl ?? (ctx.req ? `${ctx.req.protocol}://${ctx.req.host}` : '')).replace(/\/$/, '')}${path}`;

/** The interview id a candidate token of `kind` names, or 403 for a wrong, foreign-page or expired link. */
export function linkedInterviewId(app: FastifyInstance, token: string, kind: LinkKind): string {
  const parts = verifyToken(app.signingKey, LINK_PURPOSE, token, 2);
  if (!parts || parts[1] !== kind) throw invalidLink();
  return parts[0];
}

export const invalidLink = () => forbidden('This link is invalid or has expired; please ask HR for a new one');
