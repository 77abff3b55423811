import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes, randomInt } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { authCaptcha } from '../../platform/db/platform.tables.js';
import { addSeconds, formatDateTime } from '../../platform/util.js';
import { SignInError } from '@hr/contracts';
import { CAPTCHA_AFTER_FAILURES, GrantError, limitAddress, type RequestContext } from './auth.service.js';
import { pepperedHash } from './otp.js';

/*
 * Image captcha with no native dependencies: the characters are drawn as distorted strokes of a small
 * vector font (paths, not <text>, so the SVG source does not spell the answer), over noise curves and
 * dots. The answer is stored hashed, valid 2 minutes, and spent by the first check, right or wrong.
 */

export const CAPTCHA_TTL_SECONDS = 120;
const LENGTH = 5;
const WIDTH = 130;
const HEIGHT = 48;

type Stroke = [number, number][];
/** Glyphs on a 4 x 6 grid (y down). Only characters that cannot be confused with each other. */
const GLYPHS: Record<string, Stroke[]> = {
  '2': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [0, 6],
      [4, 6],
    ],
  ],
  '3': [
    [
      [0, 0],
      [4, 0],
      [2, 2.5],
      [3.5, 3],
      [4, 4.5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '5': [
    [
      [4, 0],
      [0, 0],
      [0, 2.5],
      [3, 2.5],
      [4, 3.5],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  '6': [
    [
      [3.5, 0],
      [1.5, 0],
      [0, 2],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  '8': [
    [
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
    ],
    [
      [1, 3],
      [0, 4],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
    ],
  ],
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [1, 3.5],
      [3, 3.5],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.5],
    ],
    [
      [1.3, 2.7],
      [4, 6],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
  ],
  R: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
    [
      [2, 3],
      [4, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2.5],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
};
const ALPHABET = Object.keys(GLYPHS);

const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const n = (v: number) => v.toFixed(1);
const color = (lo: number, hi: number) => `rgb(${randomInt(lo, hi)},${randomInt(lo, hi)},${randomInt(lo, hi)})`;

/** Draws `text` as an SVG with rotated, scaled, jittered strokes and noise. */
export function drawCaptcha(text: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${color(225, 255)}"/>`];
  for (let i = 0; i < 4; i++) {
    const y = () => n(rand(4, HEIGHT - 4));
    parts.push(
      `<path d="M${n(rand(0, 15))} ${y()} C${n(rand(20, 60))} ${y()} ${n(rand(70, 110))} ${y()} ${n(rand(115, WIDTH))} ${y()}" ` +
        `stroke="${color(80, 200)}" stroke-width="${n(rand(1, 2))}" fill="none"/>`,
    );
  }
  for (let i = 0; i < 40; i++) parts.push(`<circle cx="${n(rand(0, WIDTH))}" cy="${n(rand(0, HEIGHT))}" r="${n(rand(0.5, 1.6))}" fill="${color(60, 200)}"/>`);
  const cell = WIDTH / (text.length + 0.6);
  [...text].forEach((ch, i) => {
    const scale = rand(3.6, 4.6);
    const angle = (rand(-25, 25) * Math.PI) / 180;
    const cx = cell * (i + 0.8) + rand(-3, 3);
    const cy = HEIGHT / 2 + rand(-3, 3);
    const place = ([x, y]: [number, number]) => {
      const px = (x - 2 + rand(-0.25, 0.25)) * scale;
      const py = (y - 3 + rand(-0.25, 0.25)) * scale;
      return `${n(cx + px * Math.cos(angle) - py * Math.sin(angle))} ${n(cy + px * Math.sin(angle) + py * Math.cos(angle))}`;
    };
    const d = GLYPHS[ch].map((stroke) => `M${stroke.map(place).join(' L')}`).join(' ');
    parts.push(`<path d="${d}" stroke="${color(10, 120)}" stroke-width="${n(rand(2, 3))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

/** Creates a captcha: the key and image go to the client, the answer only into the hash. */
export async function issueCaptcha(app: FastifyInstance, now = new Date()): Promise<{ key: string; image: string; code: string }> {
  const code = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
  const key = randomBytes(16).toString('hex');
  await app.db.delete(authCaptcha).where(lt(authCaptcha.expireTime, formatDateTime(now)));
  await app.db
    .insert(authCaptcha)
    .values({ key, codeHash: pepperedHash(app, 'captcha', key, code), expireTime: formatDateTime(addSeconds(now, CAPTCHA_TTL_SECONDS)) });
  return { key, code, image: `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(code)).toString('base64')}` };
}

/** A captcha for the sign-in screen (the address's rate applies): its key and image, never its answer. */
export async function newCaptcha({ app, db, req }: RequestContext): Promise<{ key: string; image: string }> {
  await limitAddress(db, 'captcha', req.ip);
  const { key, image } = await issueCaptcha(app);
  return { key, image };
}

/** Checks an answer (case-insensitive) and spends the captcha whatever the outcome. */
export async function verifyCaptcha(app: FastifyInstance, key: string, code: string, now = new Date()): Promise<boolean> {
  if (!/^[0-9a-f]{32}$/.test(key)) return false;
  const [row] = await app.db.delete(authCaptcha).where(eq(authCaptcha.key, key)).returning();
  if (!row || row.expireTime <= formatDateTime(now)) return false;
  return pepperedHash(app, 'captcha', key, code.trim().toUpperCase()) === row.codeHash;
}

/** After repeated failures a sign-in needs a solved captcha (headers Captcha-Key and Captcha-Code). */
export async function captchaGate(app: FastifyInstance, req: FastifyRequest, failures: number): Promise<void> {
  if (failures < CAPTCHA_AFTER_FAILURES) return;
  const key = String(req.headers['captcha-key'] ?? '');
  const code = String(req.headers['captcha-code'] ?? '');
  if (!key || !code) throw new GrantError('Please enter the verification code (captcha)', 400, SignInError.CAPTCHA_REQUIRED);
  if (!(await verifyCaptcha(app, key, code))) throw new GrantError('The verification code is incorrect', 400, SignInError.CAPTCHA_INVALID);
}
