import { context, INVALID_SPAN_CONTEXT, metrics, propagation, SpanKind, SpanStatusCode, trace, type Context, type ContextManager, type Meter, type Span, type TextMapGetter, type TextMapSetter } from '@opentelemetry/api';
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

let active: { sdk: NodeSDK; prometheus: PrometheusExporter; users: number; tracing: boolean } | undefined;

/**
 * Whether spans are recorded and trace context is carried in this process: true only while
 * telemetry runs with a trace exporter. Off, inSpan runs its work directly and nothing is injected.
 */
export function tracingEnabled(): boolean {
  return active?.tracing === true;
}

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
        // The API keeps the first registration for good: give them back, so that a later start in
        // this process (tests run several services in one) registers its own, or none.
        if (entry.tracing) {
          trace.disable();
          context.disable();
          propagation.disable();
        }
      }
    },
  };
}

export interface TelemetryOptions {
  /** Span processors to use instead of the OTLP exporter the variables name (tests: an in-memory exporter). Tracing is on. */
  spanProcessors?: tracing.SpanProcessor[];
}

/**
 * Starts the OpenTelemetry SDK, configured by the standard OTEL_* variables (OTLP over HTTP by
 * default, OTEL_EXPORTER_OTLP_PROTOCOL honoured, http/json included). Metrics are always available
 * for Prometheus on the service's health port; they are also pushed over OTLP when an endpoint is set.
 *
 * Tracing is on only when a trace exporter is configured. Then spans are recorded, W3C trace context
 * is continued from what arrives and carried on what leaves, and logs carry trace and span ids.
 * Without one, nothing of tracing is registered (no tracer provider, no propagator, no context
 * manager, whose async hooks would tax every promise in the process): spans cost nothing, no trace
 * headers are sent, and an incoming trace context is not carried further.
 *
 * One SDK per process: tests run several services in one process, and the OpenTelemetry API accepts
 * one global provider. The first service to start names it; the last to stop shuts it down.
 */
export function startTelemetry(serviceName: string, env: Env = process.env, options: TelemetryOptions = {}): TelemetryHandle {
  if (active) {
    active.users++;
    return handleFor(active);
  }
  const prometheus = new PrometheusExporter({ preventServerStart: true });
  const metricReaders: sdkMetrics.IMetricReader[] = [prometheus];
  if (otlpConfigured(env, 'METRICS')) {
    metricReaders.push(new sdkMetrics.PeriodicExportingMetricReader({ exporter: otlpMetricExporter(env), exportIntervalMillis: Number(env.OTEL_METRIC_EXPORT_INTERVAL ?? 60_000) }));
  }
  const tracingOn = options.spanProcessors !== undefined || otlpConfigured(env, 'TRACES');
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? serviceName,
    instrumentations: [],
    metricReaders,
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
    // An empty processor list registers no tracer provider (left alone, the SDK would retry an OTLP
    // endpoint nobody runs); null is the SDK's "do not register" for the other two, which its types omit.
    ...(tracingOn ? {} : { spanProcessors: [], textMapPropagator: null, contextManager: null as unknown as ContextManager }),
  });
  sdk.start();
  active = { sdk, prometheus, users: 1, tracing: tracingOn };
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

/** What inSpan hands its work while tracing is off: records nothing, carries no context. */
const NOT_RECORDING = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

/** Runs `work` in a span that ends with it, recording a thrown error; runs it directly while tracing is off. */
export function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; parent?: Context; attributes?: Record<string, string | number | boolean> },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  if (!tracingEnabled()) {
    // No async wrapper of its own: every RPC and every consumed message passes through here.
    try {
      return work(NOT_RECORDING);
    } catch (error) {
      return Promise.reject(error);
    }
  }
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
