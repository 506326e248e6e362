// The contract of the legal conditions (SPEC 3 "Condition", SPEC 4 "Conditions"): the open
// conditions of the session's user, accepting and declining a version, and the admin's list and
// publish call. The pure rules both sides apply are in conditionRules.ts (re-exported here).
import { z } from 'zod';
import { CONDITION_LIMITS, isValidPattern, MATCHCODE_PATTERN } from './rules';
import { INT4_MAX } from '../../src/api/numbers';
import { endpoint } from '../../src/api/endpoint';
import { API } from '../../src/api/paths';

export * from './rules';

export const ConditionMatchcode = z
  .string()
  .trim()
  .min(1)
  .max(CONDITION_LIMITS.matchcodeMax)
  .regex(MATCHCODE_PATTERN);
export const ConditionVersion = z.number().int().min(1).max(INT4_MAX);

export const ConditionPattern = z
  .string()
  .min(1)
  .max(CONDITION_LIMITS.patternMax)
  .refine(isValidPattern);

/** A condition the user has not accepted in its newest version. */
export const OpenCondition = z.object({
  matchcode: z.string(),
  version: z.number().int(),
  title: z.string(),
  /** Sanitised by the server when it was published. */
  html: z.string(),
  /**
   * Path patterns (SPEC keeps the name `path_regexes`; they are no regular expressions since
   * issue 23): '/cashbook', '/enrollment/*'. Empty: the condition guards every screen.
   */
  path_regexes: z.array(z.string()),
});
export type OpenCondition = z.infer<typeof OpenCondition>;

export const OpenConditionsList = z.object({ items: z.array(OpenCondition) });

export const ConditionDecisionBody = z.strictObject({
  matchcode: ConditionMatchcode,
  version: ConditionVersion,
});
export type ConditionDecisionBody = z.infer<typeof ConditionDecisionBody>;

export const ConditionDecisionAnswer = z.object({
  matchcode: z.string(),
  version: z.number().int(),
  decision: z.enum(['accepted', 'declined']),
});

export const AdminConditionVersion = z.object({
  version: z.number().int(),
  title: z.string(),
  publishedAt: z.string(),
  /** The publishing admin's display name; null when that account was deleted. */
  publishedBy: z.string().nullable(),
  path_regexes: z.array(z.string()),
  accepted: z.number().int(),
  declined: z.number().int(),
});
export type AdminConditionVersion = z.infer<typeof AdminConditionVersion>;

/** A version as published: its sanitised text and when. */
export const PublishedCondition = OpenCondition.extend({ publishedAt: z.string() });
export type PublishedCondition = z.infer<typeof PublishedCondition>;

export const AdminCondition = z.object({
  matchcode: z.string(),
  /** The version in force (the newest) with its text. */
  current: PublishedCondition,
  /** Every version, newest first, with how many users accepted and declined it. */
  versions: z.array(AdminConditionVersion),
});
export type AdminCondition = z.infer<typeof AdminCondition>;

export const AdminConditionsList = z.object({
  items: z.array(AdminCondition),
  /** Users with role User: who is meant to accept. */
  userCount: z.number().int(),
});
export type AdminConditionsList = z.infer<typeof AdminConditionsList>;

export const PublishConditionBody = z.strictObject({
  matchcode: ConditionMatchcode,
  title: z.string().trim().min(1).max(CONDITION_LIMITS.titleMax),
  html: z.string().min(1).max(CONDITION_LIMITS.htmlMax),
  path_regexes: z.array(ConditionPattern).max(CONDITION_LIMITS.patternsMax),
});
export type PublishConditionBody = z.infer<typeof PublishConditionBody>;

/** The calls of the conditions (src/api/endpoint.ts): the gate's, the decisions, the admin's. */
export const CONDITIONS_ENDPOINTS = {
  /** SPEC 4: the conditions the user has not accepted; the guard decides on failures. */
  openConditions: endpoint({
    method: 'GET',
    path: API.conditions,
    access: 'session',
    answer: OpenConditionsList,
    silent: true,
  }),
  acceptCondition: endpoint({
    method: 'POST',
    path: API.conditionsAccept,
    access: 'session',
    body: ConditionDecisionBody,
    answer: ConditionDecisionAnswer,
  }),
  declineCondition: endpoint({
    method: 'POST',
    path: API.conditionsDecline,
    access: 'session',
    body: ConditionDecisionBody,
    answer: ConditionDecisionAnswer,
  }),
  /** Every condition with its versions and acceptance counts (the panel shows errors). */
  adminConditions: endpoint({
    method: 'GET',
    path: API.adminConditions,
    access: 'admin',
    answer: AdminConditionsList,
    silent: true,
  }),
  /** Publishes a new version; the form shows the server's message under it. */
  publishCondition: endpoint({
    method: 'POST',
    path: API.adminConditions,
    access: 'admin',
    body: PublishConditionBody,
    answer: PublishedCondition,
    silent: true,
  }),
};
