import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  RetentionPolicy,
  StorageType,
  nanos,
  type ConsumerConfig,
  type JetStreamManager,
  type StreamConfig,
} from 'nats';
import { Consumers, Streams } from '@lookout/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stream definitions. Names and subjects are wire contracts (see @lookout/contracts subjects). */
export const STREAM_CONFIGS: Record<string, Partial<StreamConfig> & { name: string; subjects: string[] }> = {
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

export type DurableConsumerConfig = Partial<ConsumerConfig> & { durable_name: string };

export const CONSUMER_CONFIGS = {
  scannerWorkers: {
    stream: Streams.scanJobs,
    config: {
      durable_name: Consumers.scannerWorkers,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      // Short enough that a killed worker's job comes back quickly; live workers extend it with in-progress acks.
      ack_wait: nanos(30_000),
      max_deliver: 5,
      max_ack_pending: 1000,
    },
  },
  orchestratorOutcomes: {
    stream: Streams.scanOutcomes,
    config: {
      durable_name: Consumers.orchestratorOutcomes,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(30_000),
      max_deliver: 20,
      max_ack_pending: 1000,
    },
  },
  webhookDispatcher: {
    stream: Streams.scanEvents,
    config: {
      durable_name: Consumers.webhookDispatcher,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(30_000),
      max_deliver: 20,
      max_ack_pending: 1000,
    },
  },
} satisfies Record<string, { stream: string; config: DurableConsumerConfig }>;

function isNotFound(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /not found/i.test(message);
}

/** Creates the streams, or updates them to the declared config. Safe to run from every instance at every start. */
export async function ensureStreams(jsm: JetStreamManager, names: readonly string[]): Promise<void> {
  for (const name of names) {
    const config = STREAM_CONFIGS[name];
    if (!config) throw new Error(`Unknown stream ${name}`);
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

export async function ensureConsumer(jsm: JetStreamManager, stream: string, config: DurableConsumerConfig): Promise<void> {
  try {
    await jsm.consumers.info(stream, config.durable_name);
    await jsm.consumers.update(stream, config.durable_name, config);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await jsm.consumers.add(stream, config);
  }
}
