// The contract of issue 12's "Passwords" and "IP unlock": request a reset link, set a new password
// with it, change the password when logged in, and unlock a new IP address with a mailed link.
// Mailed tokens travel in the request body, never in an API URL (no token in an access log).
// Paths: src/api/paths.ts; error codes: src/api/errors.ts; server: server/routes/account.ts.
import { z } from 'zod';
import { EMAIL_PATTERN } from './email';
import type { Me } from './schemas';

/** A token of a mailed link (32 random bytes as base64url are 43 characters). */
const token = z.string().min(1).max(512);
/** Bounded far above SPEC 5's 30 characters: the server answers the rule, not a 400. */
const password = z.string().min(1).max(200);

export const ResetRequestBody = z.strictObject({
  email: z.string().trim().min(1).max(100).regex(EMAIL_PATTERN),
});
export type ResetRequestBody = z.infer<typeof ResetRequestBody>;

export const TokenBody = z.strictObject({ token });
export type TokenBody = z.infer<typeof TokenBody>;

export const ResetConfirmBody = z.strictObject({ token, password });
export type ResetConfirmBody = z.infer<typeof ResetConfirmBody>;

export const ChangePasswordBody = z.strictObject({
  currentPassword: password,
  newPassword: password,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** The reset mail went out. */
export const ResetRequested = z.object({ sent: z.literal(true) });
/** The reset link is valid (unused, unexpired): the page shows the form. */
export const TokenValid = z.object({ valid: z.literal(true) });
/** The new password is set; every session of the user has ended. */
export const PasswordChanged = z.object({ changed: z.literal(true) });
/** The address an IP-unlock link unlocks (looked up, or unlocked). */
export const IpAddress = z.object({ ip: z.string() });
export type IpAddress = z.infer<typeof IpAddress>;

/** The account calls as the client makes them (src/platform/client.ts, main thread). */
export interface AccountCalls {
  requestPasswordReset(email: string): Promise<void>;
  /** Resolves when the reset link is valid; rejects with 404 'token_invalid' otherwise. */
  checkResetToken(token: string): Promise<void>;
  confirmPasswordReset(token: string, password: string): Promise<void>;
  /** The session after the change (a new session id; mustChangePassword cleared). */
  changePassword(currentPassword: string, newPassword: string): Promise<Me>;
  /** The IP address of an unlock link. */
  lookupIp(token: string): Promise<string>;
  /** Unlocks the link's address; resolves with it. */
  validateIp(token: string): Promise<string>;
}
