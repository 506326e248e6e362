// Path parameters are checked before a screen loads: a malformed one is the not-found page
// (SPEC 8), never a screen that asks the database or the API for it.
import { redirect } from '@tanstack/react-router';
import * as v from 'valibot';

const Uuid = v.pipe(v.string(), v.uuid());
/** Tokens from e-mails and QR codes: opaque, so only URL-safe characters and a sane length. */
const Token = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~-]{1,512}$/));

function notFound(): never {
  throw redirect({ to: '/error/not-found', replace: true });
}

/** beforeLoad of a screen whose parameter is an id (baskets, wish lists, ...): a UUID. */
export function requireUuid(value: string): void {
  if (!v.is(Uuid, value)) notFound();
}

/** beforeLoad of a screen whose parameter is a token (password reset, IP validation, ...). */
export function requireToken(value: string): void {
  if (!v.is(Token, value)) notFound();
}
