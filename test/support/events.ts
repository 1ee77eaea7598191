import { AckPolicy, connect, DeliverPolicy, JSONCodec } from 'nats';
import { Streams, Operations, type ScanCompletedEvent } from '@lookout/contracts';

/** Every scan.completed event on SCAN_EVENTS so far, read by an ephemeral consumer of the test's own. */
export async function readCompletedEvents(natsUrl: string): Promise<ScanCompletedEvent[]> {
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await nc.jetstreamManager();
    const info = await jsm.consumers.add(Streams.scanEvents, { ack_policy: AckPolicy.None, deliver_policy: DeliverPolicy.All, filter_subject: Operations.scanCompleted.subject });
    const consumer = await nc.jetstream().consumers.get(Streams.scanEvents, info.name);
    const events: ScanCompletedEvent[] = [];
    for await (const msg of await consumer.fetch({ max_messages: 10_000, expires: 1_500 })) events.push(JSONCodec<ScanCompletedEvent>().decode(msg.data));
    return events;
  } finally {
    await nc.close();
  }
}
