// One error handler for the whole API: every error leaves as `{ code, message }` with a German
// message; details of 5xx errors stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODE } from '../../src/api/errors.ts';
import { isTransientDbError, transientCode, transientRetryAfter } from '../db/transient.ts';
import { ApiError, MESSAGES } from '../errors.ts';
import { redactUrl } from '../logRedaction.ts';

const FIELD_LABEL: Record<string, string> = {
  body: 'Inhalt',
  querystring: 'Abfrage',
  params: 'Pfad',
  headers: 'Header',
};

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  params?: { keys?: unknown };
}

/** A short German description of what is wrong with the input (the first problem found). */
function describeValidation(issues: readonly ValidationIssue[], context?: string): string {
  const first = issues[0];
  const where = context ? (FIELD_LABEL[context] ?? context) : 'Eingabe';
  const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || where;
  switch (first?.keyword) {
    case 'unrecognized_keys': {
      const keys = Array.isArray(first.params?.keys) ? first.params.keys.map(String) : [];
      return `${MESSAGES.invalidInput} Unbekannte Felder: ${keys.join(', ')}.`;
    }
    case 'too_big':
      return `${MESSAGES.invalidInput} ${field} ist zu lang oder zu groß.`;
    case 'too_small':
      return `${MESSAGES.invalidInput} ${field} fehlt oder ist zu kurz.`;
    case 'invalid_type':
      return `${MESSAGES.invalidInput} ${field} hat den falschen Typ.`;
    default:
      return `${MESSAGES.invalidInput} ${field} ist ungültig.`;
  }
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.code(error.statusCode).send({ code: error.code, message: error.message });
    }
    // A deadlock, a restart, a lost connection (server/db/transient.ts): the failed statement (and
    // its transaction) changed nothing, and the same request succeeds a moment later. Not the
    // user's fault and no bug: a warning, and 503 with Retry-After, which the sync client waits
    // out before it sends again.
    if (isTransientDbError(error)) {
      request.log.warn(
        {
          err: error,
          sqlState: transientCode(error),
          url: redactUrl(request.url),
          method: request.method,
        },
        'transient database error: answered 503',
      );
      return reply
        .code(503)
        .header('retry-after', String(transientRetryAfter()))
        .send({ code: ERROR_CODE.unavailable, message: MESSAGES.unavailable });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({
        code: ERROR_CODE.validation,
        message: describeValidation(error.validation, error.validationContext),
      });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ code: ERROR_CODE.validation, message: MESSAGES.invalidJson });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ code: ERROR_CODE.validation, message: MESSAGES.bodyTooLarge });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .code(415)
        .send({ code: ERROR_CODE.validation, message: MESSAGES.unsupportedMediaType });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ code: ERROR_CODE.validation, message: MESSAGES.invalidInput });
    }
    // The error through the log's `err` serializer (no query values), the URL without its query.
    request.log.error(
      { err: error, url: redactUrl(request.url), method: request.method },
      'request failed',
    );
    return reply.code(500).send({ code: ERROR_CODE.internal, message: MESSAGES.internal });
  });
}
