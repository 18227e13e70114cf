import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Shows the server's per-field validation messages next to the matching inputs.
 * Returns whether any field got one.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: ReadonlyArray<Path<T>>,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let hasAny = false;
  for (const name of fieldNames) {
    const message = error.fields[name];
    if (message) {
      setError(name, { type: 'server', message });
      hasAny = true;
    }
  }
  return hasAny;
}
