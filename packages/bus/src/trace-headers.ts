import type { MsgHdrs } from 'nats';
import type { TextMapGetter, TextMapSetter } from '@opentelemetry/api';

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
