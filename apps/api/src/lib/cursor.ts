import { AppError } from './app-error';
import { isUuid } from './uuid';

/*
 * Keyset pagination cursors: a page ends at a (time, id) pair and the next page starts
 * strictly after it, so a page costs the same however deep it is. Opaque to clients.
 */

export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');
}

/** The (time, id) of a cursor; a cursor that was not made here is a validation error. */
export function decodeCursor(cursor: string): { at: Date; id: string } {
  try {
    const [iso, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const at = new Date(String(iso));
    if (Number.isNaN(at.getTime()) || typeof id !== 'string' || !isUuid(id)) throw new Error('bad cursor');
    return { at, id };
  } catch {
    throw new AppError('validation_error', { fields: { cursor: 'validation.invalid' } });
  }
}
