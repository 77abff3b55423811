import { z } from 'zod';

import type { Envelope } from '@hr/contracts';

/** The BladeX result envelope `R`: every API answer except the token call has this shape. */
export type R<T> = Envelope<T>;

export const ok = <T>(data: T, msg = 'success'): R<T> => ({ code: 200, success: true, data, msg });
export const fail = (code: number, msg: string, data: unknown = null): R<unknown> => ({ code, success: false, data, msg });

export const envelopeOf = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), success: z.boolean(), data, msg: z.string() });

export const failureEnvelope = z.object({
  code: z.number(),
  success: z.literal(false),
  /** null, or details of the failure (per-row import errors). */
  data: z.unknown(),
  msg: z.string(),
});
