import type { ScanCompletedEvent, ScanResource, WebhookPayload } from '@lookout/contracts';

/**
 * The body a receiver gets (proto/http/webhook-payload.schema.json). It is serialized once, when the
 * delivery is queued, and the same bytes are sent and signed on every attempt.
 */
export function scanCompletedBody(event: ScanCompletedEvent): string {
  // The workspace id routes the event; it is not part of the Scan resource the receiver is promised.
  const { workspaceId: _workspaceId, ...scan } = event.data;
  const payload: WebhookPayload = { type: 'scan.completed', timestamp: event.time, data: scan satisfies ScanResource };
  return JSON.stringify(payload);
}

export function testEventBody(webhookId: string, at: Date): string {
  const payload: WebhookPayload = {
    type: 'webhook.test',
    timestamp: at.toISOString(),
    data: { webhookId, message: 'Test event from Lookout: this endpoint receives and verifies webhooks.' },
  };
  return JSON.stringify(payload);
}
