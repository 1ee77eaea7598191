import { trace } from '@opentelemetry/api';
import { pino, type Logger, type LevelWithSilent } from 'pino';

export type { Logger } from 'pino';

/** JSON logs with the active trace and span ids, so a log line leads to its trace. */
export function createLogger(service: string, level: LevelWithSilent = 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
    },
  });
}
