import { pathToFileURL } from 'node:url';
import type { Logger } from '@lookout/telemetry';

/** What every service's start() returns. */
export interface RunningService {
  /**
   * Shuts down in a fixed order: stop taking work → finish or hand back what is held → drain NATS
   * → close HTTP → quit Redis → disconnect Prisma. Must be safe to call once.
   */
  stop(): Promise<void>;
}

/**
 * Process entry for a service: starts it, turns SIGTERM/SIGINT into exactly one orderly stop,
 * and exits 0 after a clean stop (1 after a failed start or stop, or a crash).
 */
export function runMain(options: { name: string; logger: Logger; start: () => Promise<RunningService>; forceExitAfterMs?: number }): void {
  const { logger } = options;
  let service: RunningService | undefined;
  let stopping = false;

  const shutdown = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // A stop that hangs (a stuck connection) must not keep a pod Terminating forever.
    const force = setTimeout(() => {
      logger.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, options.forceExitAfterMs ?? 30_000);
    force.unref();
    try {
      await service?.stop();
      logger.info('stopped');
      process.exitCode = exitCode;
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    }
    // Flush logs, then leave even if a library left a handle open.
    setTimeout(() => process.exit(), 50).unref();
  };

  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled rejection');
  });
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    void shutdown('uncaughtException', 1);
  });

  options
    .start()
    .then((running) => {
      service = running;
      logger.info(`${options.name} started`);
      if (stopping) void running.stop();
    })
    .catch((error: unknown) => {
      logger.fatal({ err: error }, `${options.name} failed to start`);
      process.exit(1);
    });
}

/** Runs shutdown steps in order; a failing step is logged and the next still runs. */
export async function stopInOrder(logger: Logger, steps: [string, () => Promise<unknown> | unknown][]): Promise<void> {
  let failed: unknown;
  for (const [name, step] of steps) {
    try {
      await step();
    } catch (error) {
      failed ??= error;
      logger.error({ err: error, step: name }, 'shutdown step failed');
    }
  }
  if (failed) throw failed;
}

/** True when the module whose import.meta.url is given was the process entry point (not imported by a test). */
export function isEntryPoint(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && moduleUrl === pathToFileURL(entry).href;
}
