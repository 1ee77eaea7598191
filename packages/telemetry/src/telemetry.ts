import { context, propagation, SpanKind, SpanStatusCode, trace, type Context, type Span, type TextMapGetter, type TextMapSetter } from '@opentelemetry/api';
import { NodeSDK, type tracing } from '@opentelemetry/sdk-node';

/** Keeps spans recording (real trace ids for logs and propagation) when nothing exports them. */
class DiscardingSpanProcessor implements tracing.SpanProcessor {
  onStart(): void {}
  onEnd(): void {}
  async forceFlush(): Promise<void> {}
  async shutdown(): Promise<void> {}
}

export { SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
export type { Context, Span } from '@opentelemetry/api';

export interface TelemetryHandle {
  shutdown(): Promise<void>;
}

/**
 * Starts the OpenTelemetry SDK, configured by the standard OTEL_* variables. When no exporter is
 * configured, spans are still created (trace ids in logs and in NATS headers keep working) but go
 * nowhere, instead of the SDK's default of retrying an OTLP endpoint nobody runs.
 */
let active: { sdk: NodeSDK; users: number } | undefined;

export function startTelemetry(serviceName: string, env: Readonly<Record<string, string | undefined>> = process.env): TelemetryHandle {
  // One SDK per process: tests run several services in one process, and the OpenTelemetry API
  // accepts one global provider. The first service to start names it; the last to stop shuts it down.
  if (active) {
    const shared = active;
    shared.users++;
    let released = false;
    return {
      shutdown: async () => {
        if (released) return;
        released = true;
        if (--shared.users === 0) {
          active = undefined;
          await shared.sdk.shutdown().catch(() => undefined);
        }
      },
    };
  }
  const exporterConfigured = Boolean(
    env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || (env.OTEL_TRACES_EXPORTER && env.OTEL_TRACES_EXPORTER !== 'none'),
  );
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? serviceName,
    instrumentations: [],
    // The SDK registers no tracer provider for an empty processor list, so give it one that discards.
    ...(exporterConfigured ? {} : { spanProcessors: [new DiscardingSpanProcessor()] }),
  });
  sdk.start();
  const entry = { sdk, users: 1 };
  active = entry;
  let released = false;
  return {
    shutdown: async () => {
      if (released) return;
      released = true;
      if (--entry.users === 0) {
        if (active === entry) active = undefined;
        await sdk.shutdown().catch(() => undefined);
      }
    },
  };
}

export function tracer(name = 'lookout') {
  return trace.getTracer(name);
}

/** Writes the active trace context (W3C traceparent/tracestate) into a carrier. */
export function injectContext<C>(carrier: C, setter: TextMapSetter<C>, ctx: Context = context.active()): void {
  propagation.inject(ctx, carrier, setter);
}

export function extractContext<C>(carrier: C, getter: TextMapGetter<C>): Context {
  return propagation.extract(context.active(), carrier, getter);
}

/** Runs `work` in a span that ends with it, recording a thrown error. */
export async function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; parent?: Context; attributes?: Record<string, string | number | boolean> },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.parent ?? context.active();
  const span = tracer().startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes ?? {} }, parent);
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}
