import { lazyInstrument } from '@lookout/telemetry';

/**
 * Monthly counters rebuilt from Postgres. One per subject at the start of each month is normal;
 * a burst at any other time means Redis lost its data (restart without persistence, FLUSHALL, eviction).
 */
export const counterRebuilds = lazyInstrument(
  (meter) => meter.createCounter('lookout.quota.counter_rebuilds', { description: 'Monthly quota counters rebuilt from Postgres because Redis did not hold them' }),
  'quota',
);
