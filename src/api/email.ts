// The simple e-mail pattern of SPEC 5 (x@y.z without spaces), without zod: the public account
// forms check it in the browser, the contract (src/api/account.ts) on the server.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
