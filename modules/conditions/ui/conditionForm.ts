// The publish form of a condition (./ConditionsAdmin.tsx): its fields and their German messages.
import { CONDITION_LIMITS, isValidPattern, MATCHCODE_PATTERN } from '../contract';
import { conditionsDe } from '../texts.de';

const t = conditionsDe.admin;

export interface Form {
  matchcode: string;
  title: string;
  html: string;
  patterns: string;
}

export type Errors = Partial<Record<keyof Form, string>>;

export const EMPTY: Form = { matchcode: '', title: '', html: '', patterns: '' };

/** The patterns of the text area: one per line, blank lines ignored. */
export const patternLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The German field messages of the publish form; the server checks the same bounds again. */
export function validateConditionForm(form: Form): Errors {
  const errors: Errors = {};
  const matchcode = form.matchcode.trim();
  if (!matchcode) errors.matchcode = t.errors.required;
  else if (matchcode.length > CONDITION_LIMITS.matchcodeMax) {
    errors.matchcode = t.errors.tooLong(CONDITION_LIMITS.matchcodeMax);
  } else if (!MATCHCODE_PATTERN.test(matchcode)) errors.matchcode = t.errors.matchcode;
  const title = form.title.trim();
  if (!title) errors.title = t.errors.required;
  else if (title.length > CONDITION_LIMITS.titleMax) {
    errors.title = t.errors.tooLong(CONDITION_LIMITS.titleMax);
  }
  if (!form.html.trim()) errors.html = t.errors.required;
  else if (form.html.length > CONDITION_LIMITS.htmlMax) {
    errors.html = t.errors.tooLong(CONDITION_LIMITS.htmlMax);
  }
  const lines = form.patterns.split('\n').map((line) => line.trim());
  const count = lines.filter((line) => line !== '').length;
  if (count > CONDITION_LIMITS.patternsMax) {
    errors.patterns = t.errors.tooManyPatterns(CONDITION_LIMITS.patternsMax);
  } else {
    const index = lines.findIndex(
      (line) => line !== '' && (line.length > CONDITION_LIMITS.patternMax || !isValidPattern(line)),
    );
    const bad = lines[index];
    if (bad !== undefined) {
      errors.patterns =
        bad.length > CONDITION_LIMITS.patternMax
          ? t.errors.patternTooLong(index + 1, CONDITION_LIMITS.patternMax)
          : t.errors.pattern(index + 1);
    }
  }
  return errors;
}
