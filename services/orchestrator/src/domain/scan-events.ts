import { Operations, type ScanCompletedEvent, type ScanResource } from '@lookout/contracts';
import { toScanResource, type ScanRow } from './scan-resource.js';

/**
 * One scan.completed event ready to publish, and the outbox row it discharges: a scan's own outbox
 * row has the scan's id (the event is built from the scan row, here, whenever it is published); rows
 * written before migration 20261126000000 have the event's id and carry the event itself.
 */
export interface OutboxEntry {
  outboxId: string;
  subject: string;
  payload: ScanCompletedEvent;
}

const SCAN_PREFIX = 'scan_';

/**
 * The id of a scan's scan.completed event: the scan's own id under the event prefix. A scan completes
 * exactly once, so the id is unique; being derived, it is the same on every publish of the event (the
 * Nats-Msg-Id JetStream de-duplicates by) without being stored anywhere.
 */
export function completedEventId(scanId: string): string {
  return `evt_${scanId.slice(SCAN_PREFIX.length)}`;
}

/**
 * The scan.completed event of a terminal scan row (the event's schema requires a terminal state).
 * `resource`: the row's toScanResource, when the caller has it already.
 */
export function completedEvent(row: ScanRow, source: string, resource: ScanResource = toScanResource(row)): OutboxEntry {
  if (!row.completedAt) throw new Error(`scan ${row.id} is not terminal: it has no scan.completed event`);
  const payload: ScanCompletedEvent = {
    specversion: '1.0',
    id: completedEventId(row.id),
    source,
    type: 'scan.completed',
    time: row.completedAt.toISOString(),
    subject: row.id,
    datacontenttype: 'application/json',
    dataschema: 'https://lookout.dev/proto/bus/scan-completed.v1.schema.json',
    data: { ...resource, workspaceId: row.workspaceId } as ScanCompletedEvent['data'],
  };
  return { outboxId: row.id, subject: Operations.scanCompleted.subject, payload };
}
