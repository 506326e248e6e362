// Legal conditions (SPEC 3 "Condition", SPEC 4 "Conditions"), versioned: the newest version of a
// matchcode is the one in force, and a condition is open for a user until they accepted exactly
// that version. Publishing a new version therefore reopens it for everyone.
//
// The guard asks `openConditionGuards` on every request it has to judge (routes of an area, the
// sync push and pull): ONE query over the two primary keys (conditions (matchcode, version),
// condition_decisions (user_id, matchcode, version)), with tables of a handful of rows. No cache:
// an acceptance counts at once, also on another server process of the same database. Which areas
// a condition's patterns guard is worked out once per pattern list (./areas.ts).
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import sanitizeHtml from 'sanitize-html';
import { ROLE, type AreaKey } from '../../../src/api/access.ts';
import {
  type AdminCondition,
  type AdminConditionsList,
  type ConditionDecisionBody,
  type OpenCondition,
  type PublishConditionBody,
  type PublishedCondition,
} from '../contract.ts';
import { ERROR_CODE } from '../../../src/api/errors.ts';
import { conditionsDe } from '../texts.de.ts';
import type { Db, Tx } from '../../../server/db/client.ts';
import { users } from '../../../server/db/schema.ts';
import { conditionDecisions, conditions, type ConditionDecision } from './tables.ts';
import { ApiError, badRequest, conflict, notFound } from '../../../server/errors.ts';
import type { Clock } from '../../../server/services/clock.ts';
import { areasGuardedBy } from './areas.ts';

const t = conditionsDe.server;

type Queryable = Db | Tx;

/**
 * The allow-list of the published HTML: structure, emphasis, tables and links (http, https,
 * mailto and the portal's own paths). Scripts, styles, frames, forms, images, event attributes
 * and every other attribute are dropped; links get rel="noopener noreferrer".
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'small',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/** The published HTML as the portal stores and shows it. */
export function sanitizeConditionHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}

/** Only the newest version of each matchcode (an index-only probe of the primary key). */
const isNewest = sql`not exists (select 1 from ${conditions} as newer where newer.matchcode = ${conditions.matchcode} and newer.version > ${conditions.version})`;

/** The newest version of each matchcode the user has not accepted. */
function notAcceptedBy(userId: string) {
  return sql`not exists (select 1 from ${conditionDecisions} where ${conditionDecisions.userId} = ${userId} and ${conditionDecisions.matchcode} = ${conditions.matchcode} and ${conditionDecisions.version} = ${conditions.version} and ${conditionDecisions.decision} = 'accepted')`;
}

/** The open conditions of a user, with their text (the checker screen). */
export async function openConditions(db: Queryable, userId: string): Promise<OpenCondition[]> {
  const rows = await db
    .select({
      matchcode: conditions.matchcode,
      version: conditions.version,
      title: conditions.title,
      html: conditions.html,
      path_regexes: conditions.pathRegexes,
    })
    .from(conditions)
    .where(and(isNewest, notAcceptedBy(userId)))
    .orderBy(asc(conditions.matchcode));
  return rows;
}

export interface OpenConditionGuard {
  readonly matchcode: string;
  readonly title: string;
  readonly path_regexes: readonly string[];
}

/** What the guard needs of the open conditions: one query, without the texts. */
export function openConditionGuards(db: Queryable, userId: string): Promise<OpenConditionGuard[]> {
  return db
    .select({
      matchcode: conditions.matchcode,
      title: conditions.title,
      path_regexes: conditions.pathRegexes,
    })
    .from(conditions)
    .where(and(isNewest, notAcceptedBy(userId)))
    .orderBy(asc(conditions.matchcode));
}

const conditionsOpen = (title: string) =>
  new ApiError(403, ERROR_CODE.conditionsOpen, t.open(title));

/**
 * Refuses a call while an open condition guards it: `{ area }` for a route of an area (a
 * condition without patterns, or one whose pattern matches one of the area's screen paths),
 * 'everything' for the sync calls (only conditions without patterns; a pattern guards screens,
 * and a sync round carries the data of every area at once).
 */
export async function refuseWhileConditionsOpen(
  db: Queryable,
  userId: string,
  scope: { readonly area: AreaKey } | 'everything',
): Promise<void> {
  const open = await openConditionGuards(db, userId);
  const blocking = open.find((condition) =>
    scope === 'everything'
      ? condition.path_regexes.length === 0
      : areasGuardedBy(condition.path_regexes).has(scope.area),
  );
  if (blocking) throw conditionsOpen(blocking.title);
}

/**
 * Records the user's decision on a version. Only the version in force can be decided on: an
 * older one is refused with 409 (the text changed meanwhile), an unknown one with 404.
 */
export async function decideCondition(
  db: Db,
  clock: Clock,
  userId: string,
  { matchcode, version }: ConditionDecisionBody,
  decision: ConditionDecision,
): Promise<void> {
  const [newest] = await db
    .select({ version: conditions.version })
    .from(conditions)
    .where(eq(conditions.matchcode, matchcode))
    .orderBy(desc(conditions.version))
    .limit(1);
  if (!newest || version > newest.version) throw notFound(t.unknown);
  if (version < newest.version) throw conflict(t.outdated);
  const decidedAt = clock();
  await db
    .insert(conditionDecisions)
    .values({ userId, matchcode, version, decision, decidedAt })
    .onConflictDoUpdate({
      target: [conditionDecisions.userId, conditionDecisions.matchcode, conditionDecisions.version],
      set: { decision, decidedAt },
    });
}

/**
 * Records the user's acceptance of the version in force of every condition (users created by
 * tests), or, with `generalTermsSince`, only of the general terms (conditions without patterns)
 * published by then: what a registration that ticked 'agb' (SPEC 5) agreed to. A version
 * published after the registration is met at the first login like by everyone else.
 */
export async function acceptCurrentConditions(
  tx: Queryable,
  userId: string,
  clock: Clock,
  options: { generalTermsSince?: Date } = {},
): Promise<void> {
  const newest = await tx
    .select({
      matchcode: conditions.matchcode,
      version: conditions.version,
      pathRegexes: conditions.pathRegexes,
      publishedAt: conditions.publishedAt,
    })
    .from(conditions)
    .where(isNewest);
  const since = options.generalTermsSince;
  const current = newest
    .filter((c) => !since || (c.pathRegexes.length === 0 && c.publishedAt <= since))
    .map(({ matchcode, version }) => ({ matchcode, version }));
  if (current.length === 0) return;
  const decidedAt = clock();
  await tx
    .insert(conditionDecisions)
    .values(current.map((c) => ({ userId, ...c, decision: 'accepted' as const, decidedAt })))
    .onConflictDoUpdate({
      target: [conditionDecisions.userId, conditionDecisions.matchcode, conditionDecisions.version],
      set: { decision: 'accepted', decidedAt },
    });
}

/** Every condition with its versions (newest first) and how many accepted or declined each. */
export async function listConditions(db: Db): Promise<AdminConditionsList> {
  const publisher = alias(users, 'publisher');
  const [versions, counts, [userCount]] = await Promise.all([
    db
      .select({
        matchcode: conditions.matchcode,
        version: conditions.version,
        title: conditions.title,
        html: conditions.html,
        pathRegexes: conditions.pathRegexes,
        publishedAt: conditions.publishedAt,
        publishedBy: publisher.displayName,
      })
      .from(conditions)
      .leftJoin(publisher, eq(publisher.id, conditions.publishedBy))
      .orderBy(asc(conditions.matchcode), desc(conditions.version)),
    db
      .select({
        matchcode: conditionDecisions.matchcode,
        version: conditionDecisions.version,
        decision: conditionDecisions.decision,
        n: count(),
      })
      .from(conditionDecisions)
      .groupBy(
        conditionDecisions.matchcode,
        conditionDecisions.version,
        conditionDecisions.decision,
      ),
    db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.roles} @> ${JSON.stringify([ROLE.User])}::jsonb`),
  ]);
  const countOf = (matchcode: string, version: number, decision: ConditionDecision) =>
    counts.find(
      (c) => c.matchcode === matchcode && c.version === version && c.decision === decision,
    )?.n ?? 0;

  const items: AdminCondition[] = [];
  for (const row of versions) {
    const entry = {
      version: row.version,
      title: row.title,
      publishedAt: row.publishedAt.toISOString(),
      publishedBy: row.publishedBy,
      path_regexes: row.pathRegexes,
      accepted: countOf(row.matchcode, row.version, 'accepted'),
      declined: countOf(row.matchcode, row.version, 'declined'),
    };
    const last = items.at(-1);
    if (last?.matchcode === row.matchcode) {
      last.versions.push(entry);
      continue;
    }
    items.push({
      matchcode: row.matchcode,
      current: {
        matchcode: row.matchcode,
        version: row.version,
        title: row.title,
        html: row.html,
        path_regexes: row.pathRegexes,
        publishedAt: entry.publishedAt,
      },
      versions: [entry],
    });
  }
  return { items, userCount: userCount?.n ?? 0 };
}

const isUniqueViolation = (error: unknown): boolean => {
  const code = (e: unknown) =>
    typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined;
  const cause =
    typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  return code(error) === '23505' || code(cause) === '23505';
};

/**
 * Publishes the next version of a matchcode (version 1 for a new one) with its HTML sanitised;
 * every user has to accept it again. Two admins publishing at once: one gets 409.
 */
export async function publishCondition(
  db: Db,
  clock: Clock,
  adminId: string,
  body: PublishConditionBody,
): Promise<PublishedCondition> {
  const html = sanitizeConditionHtml(body.html);
  if (html === '') throw badRequest(t.emptyAfterSanitising);
  const [newest] = await db
    .select({ version: conditions.version })
    .from(conditions)
    .where(eq(conditions.matchcode, body.matchcode))
    .orderBy(desc(conditions.version))
    .limit(1);
  const row = {
    matchcode: body.matchcode,
    version: (newest?.version ?? 0) + 1,
    title: body.title,
    html,
    pathRegexes: body.path_regexes,
    publishedAt: clock(),
    publishedBy: adminId,
  };
  try {
    await db.insert(conditions).values(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(t.concurrentPublish);
    throw error;
  }
  return {
    matchcode: row.matchcode,
    version: row.version,
    title: row.title,
    html: row.html,
    path_regexes: row.pathRegexes,
    publishedAt: row.publishedAt.toISOString(),
  };
}
