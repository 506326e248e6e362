// Which entries a menu group shows: the access table decides, and the screens of a sub-menu the
// user may not open (the enrollment menu needs Preissenkung or Beipackanmeldung) appear in the
// main group instead, so none is reachable by address alone.
import { describe, expect, it } from 'vitest';
import { visibleEntries } from '../../app/client/shell/navigation';
import { makeUser } from './fixtures';

const paths = (roles: string[], group: Parameters<typeof visibleEntries>[1]) =>
  visibleEntries(makeUser({ roles: ['User', ...roles], features: [] }), group).map((e) => e.to);

describe('visibleEntries', () => {
  it('lends the returns to the main group when the enrollment menu is closed', () => {
    const main = paths(['Apotheken'], 'main');
    expect(main).toContain('/enrollment/return');
    expect(main).not.toContain('/enrollment');
    expect(main).not.toContain('/enrollment/pre-order');
  });

  it('keeps them in the enrollment menu when the user may open it', () => {
    const main = paths(['Apotheken', 'Preissenkung'], 'main');
    expect(main).toContain('/enrollment');
    expect(main).not.toContain('/enrollment/return');
    expect(paths(['Apotheken', 'Preissenkung'], 'enrollment')).toContain('/enrollment/return');
  });

  it('shows nothing of a group without its roles', () => {
    expect(paths([], 'enrollment')).toEqual([]);
    expect(paths([], 'main')).not.toContain('/enrollment/return');
  });
});
