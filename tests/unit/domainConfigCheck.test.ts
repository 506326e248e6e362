// The zod-free check of the domain config (the login page's answer, issue 11) agrees with the
// contract's zod schema on valid answers, on every field made wrong, and on unknown fields.
import { describe, expect, it } from 'vitest';
import { parseDomainConfig } from '../../src/api/domainConfigCheck';
import { DomainConfig } from '../../src/api/schemas';
import { makeConfig } from './fixtures';

const outcome = (parse: (data: unknown) => unknown, data: unknown) => {
  try {
    return { ok: true, value: parse(data) };
  } catch {
    return { ok: false };
  }
};

const agree = (data: unknown) =>
  expect(outcome(parseDomainConfig, data)).toEqual(outcome((d) => DomainConfig.parse(d), data));

describe('parseDomainConfig', () => {
  const valid = makeConfig();

  it('accepts what the schema accepts and drops unknown fields like it', () => {
    agree(valid);
    agree({ ...valid, extra: 1 });
    for (const value of ['A2KndNrDefault', 'A2KndNrOrganisationseinheit', 'Nein']) {
      agree({ ...valid, showA2KndNrOverwrite: value });
    }
  });

  it('refuses what the schema refuses: each field missing or of another type', () => {
    for (const key of Object.keys(DomainConfig.shape)) {
      const { [key]: _dropped, ...missing } = valid as Record<string, unknown>;
      agree(missing);
      for (const wrong of [null, 1, 'x', true, {}, []]) agree({ ...valid, [key]: wrong });
    }
    for (const data of [null, 'config', 1, [], {}]) agree(data);
  });

  it('checks exactly the fields of the schema', () => {
    expect(Object.keys(parseDomainConfig(valid)).sort()).toEqual(
      Object.keys(DomainConfig.shape).sort(),
    );
  });
});
