import { Operations, newId, type ScanCompletedEvent } from '@lookout/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { toScanResource, type ScanRow } from './scan-resource.js';

/** One scan.completed event, as written to the outbox in the scan's own transaction. */
export interface OutboxEntry {
  id: string;
  subject: string;
  payload: ScanCompletedEvent;
}

/** The scan.completed event of a terminal scan row (the event's schema requires a terminal state). */
export function completedEvent(row: ScanRow, source: string, now: Date): OutboxEntry {
  const id = newId('evt');
  const payload: ScanCompletedEvent = {
    specversion: '1.0',
    id,
    source,
    type: 'scan.completed',
    time: (row.completedAt ?? now).toISOString(),
    subject: row.id,
    datacontenttype: 'application/json',
    dataschema: 'https://lookout.dev/proto/bus/scan-completed.v1.schema.json',
    data: { ...toScanResource(row), workspaceId: row.workspaceId } as ScanCompletedEvent['data'],
  };
  return { id, subject: Operations.scanCompleted.subject, payload };
}

/** The outbox row of an event: its id is the event id, and so the Nats-Msg-Id it is published under. */
export function outboxRow(event: OutboxEntry): Prisma.OutboxEventCreateInput {
  return { id: event.id, subject: event.subject, payload: event.payload as unknown as Prisma.InputJsonValue };
}
