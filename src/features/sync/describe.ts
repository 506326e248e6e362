// Readable German descriptions of queued or rejected changes for the 'Nicht übertragene
// Änderungen' list. Each text comes from its mutation's declaration (`describe`, src/api/*.ts).
// The args come from storage, so they are parsed against the declaration first; what does not
// parse (an unknown or outdated change) is described by its name.
import { moduleCollectionsOf } from '../../api/modules';
import {
  MUTATIONS,
  isMutationName,
  type Collection,
  type MutationName,
  type RowOf,
} from '../../api/sync';
import { de } from '../../i18n/de';

/** Local rows by collection and id, so a description can name the list it concerns. */
export type RowLookup = <C extends Collection>(collection: C, id: string) => RowOf<C> | undefined;

export const NO_ROWS: RowLookup = () => undefined;

export type LocalRows = { readonly [C in Collection]?: readonly RowOf<C>[] };

/** A lookup over rows loaded beforehand. */
export function lookupIn(rows: LocalRows): RowLookup {
  const maps = new Map<Collection, Map<string, unknown>>();
  return <C extends Collection>(collection: C, id: string) => {
    let map = maps.get(collection);
    if (!map) {
      const list: readonly { id: string }[] = rows[collection] ?? [];
      map = new Map(list.map((row) => [row.id, row]));
      maps.set(collection, map);
    }
    return map.get(id) as RowOf<C> | undefined;
  };
}

/**
 * The local tables whose rows the descriptions of these changes may look at: those of each
 * change's module (a row's description names its list, from another table than it writes).
 */
export function tablesToDescribe(changes: readonly { readonly name: string }[]): Collection[] {
  const tables = new Set<Collection>();
  for (const { name } of changes) {
    if (isMutationName(name)) for (const t of moduleCollectionsOf(name)) tables.add(t);
  }
  return [...tables];
}

type Describe = (args: unknown, rows: RowLookup) => string;

export function describeChange(
  change: { readonly name: MutationName | string; readonly args: unknown },
  rows: RowLookup = NO_ROWS,
): string {
  const unknown = de.failedChanges.describe.unknown(String(change.name));
  if (!isMutationName(change.name)) return unknown;
  const def = MUTATIONS[change.name];
  const parsed = def.args.safeParse(change.args);
  return parsed.success ? (def.describe as Describe)(parsed.data, rows) : unknown;
}
