import { headers as natsHeaders, type MsgHdrs } from 'nats';
import type { TextMapGetter, TextMapSetter } from '@opentelemetry/api';
import { injectContext } from '@lookout/telemetry';

/** W3C trace context travels in NATS message headers (traceparent, tracestate). */
export const natsHeaderSetter: TextMapSetter<MsgHdrs> = {
  set(carrier, key, value) {
    carrier.set(key, value);
  },
};

export const natsHeaderGetter: TextMapGetter<MsgHdrs | undefined> = {
  keys: (carrier) => (carrier ? carrier.keys() : []),
  get(carrier, key) {
    if (!carrier?.has(key)) return undefined;
    return carrier.get(key);
  },
};

/** Headers are made on the first value written: a message without any goes out as a plain PUB. */
const lazyHeaderSetter: TextMapSetter<{ headers?: MsgHdrs }> = {
  set(carrier, key, value) {
    (carrier.headers ??= natsHeaders()).set(key, value);
  },
};

/**
 * The active trace context as NATS headers, or undefined when there is none to carry (tracing off):
 * empty headers would still make the message an HPUB that every receiver parses.
 */
export function traceHeaders(): MsgHdrs | undefined {
  const carrier: { headers?: MsgHdrs } = {};
  injectContext(carrier, lazyHeaderSetter);
  return carrier.headers;
}
