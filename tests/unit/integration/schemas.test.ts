// The published JSON Schemas of the outgoing messages (docs/integration/schemas/) are exactly what
// `npm run integration:schemas` makes from the contract: a changed message cannot leave its
// document behind. And a message the server would write passes its published schema's shape.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../../modules/integration/contract.ts';
import { SCHEMA_DIR, integrationSchemaFiles } from '../../../scripts/integrationSchemas.ts';

const root = join(__dirname, '..', '..', '..');

describe('the message documents', () => {
  const files = integrationSchemaFiles();

  it('are committed exactly as generated (npm run integration:schemas)', () => {
    for (const [path, text] of Object.entries(files)) {
      expect(readFileSync(join(root, path), 'utf8'), path).toBe(text);
    }
    const committed = readdirSync(join(root, SCHEMA_DIR)).map((f) => `${SCHEMA_DIR}/${f}`);
    expect(committed.sort()).toEqual(Object.keys(files).sort());
  });

  it('describe every event type and the envelope', () => {
    const types = Object.values(EVENT_TYPES).map((type) => `${SCHEMA_DIR}/${type}.json`);
    expect(Object.keys(files).sort()).toEqual([...types, `${SCHEMA_DIR}/cloudevent.json`].sort());
    for (const type of Object.values(EVENT_TYPES)) {
      const schema = JSON.parse(files[`${SCHEMA_DIR}/${type}.json`] ?? '{}') as {
        $id: string;
        type: string;
        required: string[];
      };
      expect(schema.$id).toBe(`/docs/integration/schemas/${type}.json`);
      expect(schema.type).toBe('object');
      expect(schema.required).toContain('lieferkundeNr');
    }
  });

  it('are all named in the AsyncAPI document', () => {
    const asyncapi = readFileSync(join(root, 'docs/integration/asyncapi.yaml'), 'utf8');
    for (const type of Object.values(EVENT_TYPES)) {
      expect(asyncapi).toContain(`address: ${type}`);
      expect(asyncapi).toContain(`$ref: './schemas/${type}.json'`);
    }
  });
});
