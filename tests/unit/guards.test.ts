import { describe, expect, it } from 'vitest';
import { guardMainLayout } from '../../app/client/shell/guards';
import { makeMe, makeUser } from './fixtures';

describe('main layout guard', () => {
  it('sends anonymous users to the login', () => {
    expect(guardMainLayout(null, '/dashboard')).toEqual({ kind: 'login' });
  });

  it('allows a permitted area', () => {
    expect(guardMainLayout(makeMe(), '/shop/warenkoerbe')).toEqual({ kind: 'allow' });
  });

  it('forbids an area without its role', () => {
    expect(guardMainLayout(makeMe(), '/admin')).toEqual({ kind: 'forbidden' });
    expect(guardMainLayout(makeMe(), '/calendar')).toEqual({ kind: 'forbidden' });
  });

  it('forbids an area whose feature flag is off, even with the role', () => {
    const me = makeMe({ user: makeUser({ roles: ['User', 'Lieferantenbestellung'] }) });
    expect(guardMainLayout(me, '/suppliers')).toEqual({ kind: 'forbidden' });
    const withFeature = makeMe({
      user: makeUser({
        roles: ['User', 'Lieferantenbestellung'],
        features: ['Lieferantenbestellung'],
      }),
    });
    expect(guardMainLayout(withFeature, '/suppliers')).toEqual({ kind: 'allow' });
  });

  it('requires role User', () => {
    const me = makeMe({ user: makeUser({ roles: ['Kunde'] }) });
    expect(guardMainLayout(me, '/dashboard')).toEqual({ kind: 'forbidden' });
    expect(guardMainLayout(me, '/error/no-permission')).toEqual({ kind: 'allow' });
  });

  it("lets a representative plan the day's calls before choosing a customer", () => {
    const rep = makeMe({
      lieferkunde: null,
      user: makeUser({ vertreter: true, roles: ['User', 'Vertreter', 'Anrufplan'] }),
    });
    expect(guardMainLayout(rep, '/call-plan')).toEqual({ kind: 'allow' });
    expect(guardMainLayout(rep, '/tour-browser')).toEqual({ kind: 'forbidden' });
  });

  it('sends users without a delivery customer to the selector, except for exempt screens', () => {
    const me = makeMe({ lieferkunde: null });
    expect(guardMainLayout(me, '/dashboard')).toEqual({ kind: 'selectCustomer' });
    expect(guardMainLayout(me, '/')).toEqual({ kind: 'selectCustomer' });
    for (const path of ['/lieferkunden', '/logout', '/error/not-found']) {
      expect(guardMainLayout(me, path)).toEqual({ kind: 'allow' });
    }
    const admin = makeMe({ lieferkunde: null, user: makeUser({ roles: ['User', 'Admin'] }) });
    expect(guardMainLayout(admin, '/admin')).toEqual({ kind: 'allow' });
  });

  it('keeps differential mode for representatives', () => {
    expect(guardMainLayout(makeMe(), '/lieferkunde')).toEqual({ kind: 'forbidden' });
    const rep = makeMe({ user: makeUser({ vertreter: true, kunde: null }) });
    expect(guardMainLayout(rep, '/lieferkunde')).toEqual({ kind: 'allow' });
  });
});
