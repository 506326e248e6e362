// The collection builders (src/api/module.ts) return the plain declaration a module would write
// out: the row schema, area and scope, and the options as given, nothing added.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customerCollection, userCollection } from '../../../src/api/module';

const Row = z.object({ id: z.string(), version: z.string() });

describe('collection builders', () => {
  it('declares a user collection with its options unchanged', () => {
    expect(userCollection(Row, 'settings', { indexes: [], pageMax: 500 })).toStrictEqual({
      row: Row,
      area: 'settings',
      scope: 'user',
      indexes: [],
      pageMax: 500,
    });
  });

  it('declares a customer collection with its rarer fields', () => {
    const children = [{ collection: 'lines', key: 'parentId' }];
    expect(
      customerCollection(Row, 'shop', {
        alsoAreas: ['calendar'],
        indexes: ['lieferkundeNr'],
        pageMax: 1000,
        children,
        serverFields: ['number'],
      }),
    ).toStrictEqual({
      row: Row,
      area: 'shop',
      scope: 'customer',
      alsoAreas: ['calendar'],
      indexes: ['lieferkundeNr'],
      pageMax: 1000,
      children,
      serverFields: ['number'],
    });
  });
});
