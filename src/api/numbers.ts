// Bounds of the database's number columns, for the zod contract: an integer the API accepts must
// fit the column it is written to or compared with, or PostgreSQL fails the whole statement.
// Every contract module that builds zod schemas imports this one, so zod's setting for the CSP
// (./zodConfig) is loaded here, before any schema is built, whichever chunk the bundler makes.
import './zodConfig';

/** PostgreSQL `integer` (int4). Customer numbers, quantities, epochs. */
export const INT4_MAX = 2_147_483_647;

/** The largest integer a JSON number carries exactly (our `bigint` columns hold more). */
export const SAFE_INTEGER_MAX = Number.MAX_SAFE_INTEGER;
