import { context, metrics, propagation, SpanKind, SpanStatusCode, trace, type Context, type Meter, type Span, type TextMapGetter, type TextMapSetter } from '@opentelemetry/api';
import { OTLPMetricExporter as OtlpHttpJsonMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPMetricExporter as OtlpProtoMetricExporter } from '@opentelemetry/exporter-metrics-otlp-proto';
import { OTLPMetricExporter as OtlpGrpcMetricExporter } from '@opentelemetry/exporter-metrics-otlp-grpc';
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus';
import { NodeSDK, metrics as sdkMetrics, type tracing } from '@opentelemetry/sdk-node';
import type { IncomingMessage, ServerResponse } from 'node:http';

export { SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
export type { Context, Counter, Histogram, Meter, Span } from '@opentelemetry/api';

export interface TelemetryHandle {
  /** Serves the Prometheus text format of this process's metrics (mounted at /metrics on the health port). */
  metricsHandler(request: IncomingMessage, response: ServerResponse): void;
  shutdown(): Promise<void>;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Keeps spans recording (real trace ids for logs and propagation) when nothing exports them. */
class DiscardingSpanProcessor implements tracing.SpanProcessor {
  onStart(): void {}
  onEnd(): void {}
  async forceFlush(): Promise<void> {}
  async shutdown(): Promise<void> {}
}

function otlpConfigured(env: Env, signal: 'TRACES' | 'METRICS'): boolean {
  const exporterVariable = env[`OTEL_${signal}_EXPORTER`];
  if (exporterVariable) return exporterVariable.split(',').map((value) => value.trim()).includes('otlp');
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env[`OTEL_EXPORTER_OTLP_${signal}_ENDPOINT`]);
}

/** OTLP metrics over the protocol the standard variables ask for (http/protobuf by default, http/json, grpc). */
function otlpMetricExporter(env: Env) {
  const protocol = env.OTEL_EXPORTER_OTLP_METRICS_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf';
  if (protocol === 'http/json') return new OtlpHttpJsonMetricExporter();
  if (protocol === 'grpc') return new OtlpGrpcMetricExporter();
  return new OtlpProtoMetricExporter();
}

let active: { sdk: NodeSDK; prometheus: PrometheusExporter; users: number } | undefined;

function handleFor(entry: NonNullable<typeof active>): TelemetryHandle {
  let released = false;
  return {
    metricsHandler: (request, response) => entry.prometheus.getMetricsRequestHandler(request, response),
    shutdown: async () => {
      if (released) return;
      released = true;
      if (--entry.users === 0) {
        if (active === entry) active = undefined;
        await entry.sdk.shutdown().catch(() => undefined);
      }
    },
  };
}

/**
 * Starts the OpenTelemetry SDK, configured by the standard OTEL_* variables (OTLP over HTTP by
 * default, OTEL_EXPORTER_OTLP_PROTOCOL honoured, http/json included). Metrics are always available
 * for Prometheus on the service's health port; they are also pushed over OTLP when an endpoint is set.
 * When no trace exporter is configured, spans are still created (trace ids in logs and in NATS
 * headers keep working) but go nowhere, instead of the SDK's default of retrying an OTLP endpoint
 * nobody runs.
 *
 * One SDK per process: tests run several services in one process, and the OpenTelemetry API accepts
 * one global provider. The first service to start names it; the last to stop shuts it down.
 */
export function startTelemetry(serviceName: string, env: Env = process.env): TelemetryHandle {
  if (active) {
    active.users++;
    return handleFor(active);
  }
  const prometheus = new PrometheusExporter({ preventServerStart: true });
  const metricReaders: sdkMetrics.IMetricReader[] = [prometheus];
  if (otlpConfigured(env, 'METRICS')) {
    metricReaders.push(new sdkMetrics.PeriodicExportingMetricReader({ exporter: otlpMetricExporter(env), exportIntervalMillis: Number(env.OTEL_METRIC_EXPORT_INTERVAL ?? 60_000) }));
  }
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? serviceName,
    instrumentations: [],
    metricReaders,
    // The SDK registers no tracer provider for an empty processor list, so give it one that discards.
    ...(otlpConfigured(env, 'TRACES') ? {} : { spanProcessors: [new DiscardingSpanProcessor()] }),
  });
  sdk.start();
  active = { sdk, prometheus, users: 1 };
  return handleFor(active);
}

export function tracer(name = 'lookout') {
  return trace.getTracer(name);
}

/** The project's meter; instruments are created where they are recorded. */
export function meter(name = 'lookout'): Meter {
  return metrics.getMeter(name);
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

/**
 * An instrument created on first use. The metrics API has no proxy provider (unlike tracing): an
 * instrument made at import time, before startTelemetry(), would stay a no-op forever.
 */
export function lazyInstrument<T>(create: (meter: Meter) => T, meterName = 'lookout'): () => T {
  let instrument: T | undefined;
  return () => (instrument ??= create(meter(meterName)));
}
