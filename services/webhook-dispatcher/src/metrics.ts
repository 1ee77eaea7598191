import { lazyInstrument } from '@lookout/telemetry';

/** Webhook outcomes: every attempt, with what it meant for the delivery (succeeded, retrying, failed, gone). */
export const webhookAttempts = lazyInstrument(
  (meter) => meter.createCounter('lookout.webhook.attempts', { description: 'Webhook delivery attempts by outcome, delivery state and response status class' }),
  'webhook-dispatcher',
);
