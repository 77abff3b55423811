/** A failure the client should see: HTTP status equals `code`, `msg` is shown to the user. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** Optional details sent as the envelope's `data` (e.g. per-row import errors). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string) => new AppError(400, msg);
export const unauthorized = (msg = 'Unauthorized, please sign in again') => new AppError(401, msg);
export const forbidden = (msg = 'You do not have permission for this operation') => new AppError(403, msg);
export const notFound = (what = 'Record') => new AppError(404, `${what} not found`);
export const conflict = (msg = 'The record was changed by someone else, reload and try again') => new AppError(409, msg);

/** Throws 400 naming the field unless `condition` holds. */
export function ensure(condition: unknown, msg: string): asserts condition {
  if (!condition) throw badRequest(msg);
}
