// An outbox row as the CloudEvents 1.0 envelope every transport and the cursor API send.
import { EVENT_SOURCE, dataschemaOf, type OutgoingEvent } from '../../contract.ts';
import type { integrationOutbox } from '../tables.ts';

export type OutboxRow = typeof integrationOutbox.$inferSelect;

/** The CloudEvents media type of a message sent in structured mode (the whole envelope). */
export const CLOUDEVENTS_JSON = 'application/cloudevents+json';

export function cloudEvent(
  row: Pick<OutboxRow, 'seq' | 'id' | 'type' | 'subject' | 'data' | 'createdAt'>,
): OutgoingEvent {
  return {
    specversion: '1.0',
    id: row.id,
    source: EVENT_SOURCE,
    type: row.type,
    subject: row.subject,
    time: row.createdAt.toISOString(),
    datacontenttype: 'application/json',
    dataschema: dataschemaOf(row.type),
    sequence: String(row.seq),
    data: row.data,
  };
}
