import { AckPolicy, DeliverPolicy, DiscardPolicy, RetentionPolicy, StorageType, nanos, type ConsumerConfig, type JetStreamManager, type StreamConfig } from 'nats';
import { Streams, type ConsumerDefinition, type StreamName } from '@lookout/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Stream definitions: how each stream stores what the operations table (@lookout/contracts) publishes
 * on it. Names and subjects are wire contracts.
 */
export const STREAM_CONFIGS: Record<StreamName, Partial<StreamConfig> & { name: string; subjects: string[] }> = {
  [Streams.scanJobs]: {
    name: Streams.scanJobs,
    subjects: ['scan.jobs.>'],
    retention: RetentionPolicy.Workqueue,
    storage: StorageType.File,
    discard: DiscardPolicy.New,
    max_age: nanos(DAY_MS),
    // Nats-Msg-Id = job id: a retried publish of the same job is stored once.
    duplicate_window: nanos(10 * 60 * 1000),
  },
  [Streams.scanOutcomes]: {
    name: Streams.scanOutcomes,
    subjects: ['scan.outcomes.>'],
    retention: RetentionPolicy.Workqueue,
    storage: StorageType.File,
    discard: DiscardPolicy.New,
    max_age: nanos(7 * DAY_MS),
    duplicate_window: nanos(10 * 60 * 1000),
  },
  [Streams.scanEvents]: {
    name: Streams.scanEvents,
    subjects: ['scan.events.>'],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    // Retained so a subscriber that was down (or added later) can catch up and replay.
    max_age: nanos(7 * DAY_MS),
    duplicate_window: nanos(10 * 60 * 1000),
  },
  [Streams.deadLetters]: {
    name: Streams.deadLetters,
    subjects: ['deadletter.>'],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    max_age: nanos(30 * DAY_MS),
  },
};

/** Settings a deployment may change for its own instances (the scanner worker's JOB_ACK_WAIT_MS). */
export interface ConsumerOverrides {
  ackWaitMs?: number;
}

/** The JetStream configuration of a durable consumer of the operations table. */
export function consumerConfig(definition: ConsumerDefinition, overrides: ConsumerOverrides = {}): Partial<ConsumerConfig> & { durable_name: string } {
  return {
    durable_name: definition.durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(overrides.ackWaitMs ?? definition.ackWaitMs),
    max_deliver: definition.maxDeliver,
    max_ack_pending: definition.maxAckPending,
  };
}

function isNotFound(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /not found/i.test(message);
}

/** Creates the streams, or updates them to the declared config. Safe to run from every instance at every start. */
export async function ensureStreams(jsm: JetStreamManager, names: readonly StreamName[]): Promise<void> {
  for (const name of names) {
    const config = STREAM_CONFIGS[name];
    try {
      await jsm.streams.info(name);
      await jsm.streams.update(name, config);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      try {
        await jsm.streams.add(config);
      } catch (addError) {
        // Another instance created it between our info() and add().
        if (!/already in use|exists/i.test(String(addError))) throw addError;
      }
    }
  }
}

/** Creates the durable consumer, or updates it to the definition. Safe from every instance at every start. */
export async function ensureConsumer(jsm: JetStreamManager, definition: ConsumerDefinition, overrides: ConsumerOverrides = {}): Promise<void> {
  const config = consumerConfig(definition, overrides);
  try {
    await jsm.consumers.info(definition.stream, config.durable_name);
    await jsm.consumers.update(definition.stream, config.durable_name, config);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await jsm.consumers.add(definition.stream, config);
  }
}
