// The JSON Schemas of the outgoing messages (issue 29), made from the contract's zod schemas, so
// the published documents (docs/integration/schemas/) say exactly what the server checks before
// it writes a message. `npm run integration:schemas` writes them; a unit test keeps them in step.
import { z } from 'zod';
import {
  EVENT_DATA,
  OutgoingEvent,
  dataschemaOf,
  type EventType,
} from '../modules/integration/contract.ts';

export const SCHEMA_DIR = 'docs/integration/schemas';

// As input: a reader must accept fields it does not know (a version may gain optional fields; a
// change that breaks a reader is a new type, `….v2`).
const render = (schema: z.ZodType, extra: Record<string, unknown>) =>
  `${JSON.stringify(
    { ...z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' }), ...extra },
    null,
    2,
  )}\n`;

/** Each file's path (from the repository's root) and text. */
export function integrationSchemaFiles(): Record<string, string> {
  const files: Record<string, string> = {
    [`${SCHEMA_DIR}/cloudevent.json`]: render(OutgoingEvent, {
      $id: '/docs/integration/schemas/cloudevent.json',
      title: 'CloudEvents 1.0 envelope of every outgoing message (JSON format)',
    }),
  };
  for (const [type, schema] of Object.entries(EVENT_DATA) as [EventType, z.ZodType][]) {
    files[`${SCHEMA_DIR}/${type}.json`] = render(schema, {
      $id: dataschemaOf(type),
      title: `data of ${type}`,
    });
  }
  return files;
}
