import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { requireToken, requireUuid } from '../../src/ui/routeParams';

function thrown(check: () => void): unknown {
  try {
    check();
  } catch (error) {
    return error;
  }
  return undefined;
}

const notFound = (error: unknown) => isRedirect(error) && error.options.to === '/error/not-found';

describe('path parameters', () => {
  it('passes a UUID and sends anything else to the not-found page', () => {
    expect(thrown(() => requireUuid('0d9a7c4e-3f1b-4c8e-9a2d-5b6e7f8a9b0c'))).toBeUndefined();
    for (const bad of ['abc', '0d9a7c4e-3f1b-4c8e-9a2d', "1' or '1'='1", ''])
      expect(notFound(thrown(() => requireUuid(bad))), bad).toBe(true);
  });

  it('passes a URL-safe token and sends anything else to the not-found page', () => {
    expect(thrown(() => requireToken('aZ09._~-'))).toBeUndefined();
    for (const bad of ['', 'a b', 'a/b', 'x'.repeat(513), '<script>'])
      expect(notFound(thrown(() => requireToken(bad))), bad).toBe(true);
  });
});
