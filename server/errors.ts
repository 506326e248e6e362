// Errors a route throws on purpose; the error handler turns them into `{ code, message }`.
import { AUTH_REQUIRED_MESSAGE, ERROR_CODE, type ErrorCode } from '../src/api/errors.ts';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** For a 429: the error handler sends it as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  authRequired: AUTH_REQUIRED_MESSAGE,
  forbidden: 'Keine Berechtigung für diese Aktion.',
  csrf: 'Anfrage abgelehnt: der Sicherheits-Header fehlt.',
  invalidCredentials: 'Zugangsdaten falsch!',
  loginThrottled: (wait: string) =>
    `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${wait} erneut.`,
  tooManyRequests: (wait: string) => `Zu viele Anfragen. Bitte versuchen Sie es in ${wait} erneut.`,
  notFound: 'Die angeforderte Ressource wurde nicht gefunden.',
  invalidJson: 'Ungültige Anfrage: der Inhalt ist kein gültiges JSON.',
  bodyTooLarge: 'Ungültige Anfrage: der Inhalt ist zu groß.',
  unsupportedMediaType: 'Ungültige Anfrage: nicht unterstützter Inhaltstyp.',
  invalidInput: 'Ungültige Eingabe.',
  internal: 'Interner Serverfehler. Bitte versuchen Sie es später erneut.',
  unavailable:
    'Der Server ist gerade kurz nicht verfügbar. Bitte versuchen Sie es in wenigen Sekunden erneut.',
  noSuchCustomer: 'Dieser Lieferkunde steht Ihnen nicht zur Verfügung.',
  differentialOnlyVertreter: 'Nur Vertreter können für andere Lieferkunden bestellen.',
  notImpersonating: 'Diese Sitzung ist keine Imitation.',
  alreadyImpersonating: 'Beenden Sie zuerst die laufende Imitation.',
  cannotImpersonateSelf: 'Sie können sich nicht selbst imitieren.',
  cannotImpersonateAdmin: 'Administratoren können nicht imitiert werden.',
  noSuchUser: 'Benutzer nicht gefunden.',
  invalidStoreValue: 'Ungültige Eingabe: erwartet wird eine Lieferkundennummer oder 0.',
  integrationKeyInvalid:
    'Ungültiger oder widerrufener API-Schlüssel (Authorization: Bearer <Schlüssel>).',
  integrationScopeMissing: (scope: string) =>
    `Dieser API-Schlüssel hat die Berechtigung „${scope}“ nicht.`,
  mailFailed:
    'Die E-Mail konnte nicht gesendet werden. Bitte prüfen Sie die SMTP-Einstellung (SMTP_URL).',
} as const;

export const authRequired = () => new ApiError(401, ERROR_CODE.authRequired, MESSAGES.authRequired);
export const forbidden = (message: string = MESSAGES.forbidden) =>
  new ApiError(403, ERROR_CODE.forbidden, message);
export const notFound = (message: string = MESSAGES.notFound) =>
  new ApiError(404, ERROR_CODE.notFound, message);
export const badRequest = (message: string) => new ApiError(400, ERROR_CODE.validation, message);
export const conflict = (message: string) => new ApiError(409, ERROR_CODE.validation, message);

/** '45 Sekunden', '1 Minute', '15 Minuten': how long to wait, for the 429 messages. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 Sekunde' : `${seconds} Sekunden`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 Minute' : `${minutes} Minuten`;
}

/** 429; the error handler sends Retry-After with the same number of seconds. */
export const tooManyLoginAttempts = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    ERROR_CODE.rateLimited,
    MESSAGES.loginThrottled(waitText(retryAfterSeconds)),
    retryAfterSeconds,
  );
export const tooManyRequests = (retryAfterSeconds: number, message?: (wait: string) => string) =>
  new ApiError(
    429,
    ERROR_CODE.rateLimited,
    (message ?? MESSAGES.tooManyRequests)(waitText(retryAfterSeconds)),
    retryAfterSeconds,
  );
