import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CAPTCHA_AFTER_FAILURES } from './auth.service.js';

export type CaptchaVerifier = (app: FastifyInstance, key: string, code: string) => Promise<boolean>;
let verifier: CaptchaVerifier | null = null;

/** The captcha module installs its verifier here; until then the gate only counts. */
export function setCaptchaVerifier(v: CaptchaVerifier): void {
  verifier = v;
}

/** After repeated failures a sign-in needs a solved captcha (headers Captcha-Key and Captcha-Code). */
export async function captchaGate(app: FastifyInstance, req: FastifyRequest, failures: number): Promise<void> {
  if (!verifier || failures < CAPTCHA_AFTER_FAILURES) return;
  const key = String(req.headers['captcha-key'] ?? '');
  const code = String(req.headers['captcha-code'] ?? '');
  const { GrantError } = await import('./auth.service.js');
  if (!key || !code) throw new GrantError('Please enter the verification code (captcha)', 400, 'captcha_required');
  if (!(await verifier(app, key, code))) throw new GrantError('The verification code is incorrect', 400, 'captcha_invalid');
}
