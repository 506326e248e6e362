// Typed errors of the data layer; their messages are German and meant for the user.
import { de } from '../i18n/de';

export type MutationErrorCode = 'invalid_args' | 'unknown_mutation' | 'no_database' | 'storage';

export class MutationError extends Error {
  readonly code: MutationErrorCode;

  constructor(code: MutationErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MutationError';
    this.code = code;
  }
}

/** Errors after which reopening the database and trying once more can help. */
export function isRecoverableStorageError(error: unknown): boolean {
  const names = new Set<string>();
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { name, inner, cause } = e as { name?: unknown; inner?: unknown; cause?: unknown };
    if (typeof name === 'string') names.add(name);
    e = inner ?? cause;
  }
  return (
    names.has('QuotaExceededError') ||
    names.has('DatabaseClosedError') ||
    names.has('InvalidStateError')
  );
}

export const storageFailed = (cause: unknown) =>
  new MutationError('storage', de.sync.storageError, { cause });
