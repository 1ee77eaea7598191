import { watch, type FSWatcher } from 'node:fs';
import { directorySignature, listFiles, loadDirectory, type LoadSummary, type ThreatIntelLogger } from './load.js';
import type { ParsedList } from './parse.js';
import { ThreatIntelIndex } from './threat-index.js';

export type ThreatIntelStoreOptions = {
  logger?: ThreatIntelLogger;
  /** Called after every load that produced a new index (the first one included). */
  onReload?: (summary: LoadSummary) => void;
  /** How often the directory's file times are compared, as a fallback for missed watch events. 0 disables it. */
  pollIntervalMs?: number;
  /** Quiet time after the last watch event before reloading: a feed rewrite fires many events. */
  debounceMs?: number;
  /** Whether to use fs.watch at all (some network and container filesystems never deliver events). */
  watch?: boolean;
  /** Replaces the poll timer, e.g. so a test can drive polls by hand. Returns a function that stops it. */
  schedulePoll?: (tick: () => void, intervalMs: number) => () => void;
  maxFileBytes?: number;
};

export type ThreatIntelStore = {
  /** The current snapshot; take it once per scan. */
  index(): ThreatIntelIndex;
  /** Loads the directory now, whether or not anything changed. Null when the store is closed or the load failed (logged; the previous index stays). */
  reload(): Promise<LoadSummary | null>;
  /** Reloads if the directory's listing or any file's mtime or size changed; null when nothing did. */
  checkForChanges(): Promise<LoadSummary | null>;
  close(): Promise<void>;
};

export const DEFAULT_POLL_INTERVAL_MS = 30_000;
export const DEFAULT_DEBOUNCE_MS = 250;

function defaultSchedulePoll(tick: () => void, intervalMs: number): () => void {
  const timer = setInterval(tick, intervalMs);
  // Background upkeep only: the worker's lifetime is held by its bus connection, not by this timer.
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Threat-intel lists from a directory (THREAT_INTEL_DIR), reloaded without a restart: fs.watch
 * events (debounced) and a periodic mtime comparison both trigger a reload; the new index replaces
 * the old one in a single assignment once it is complete. With no directory the index stays empty.
 */
export async function createThreatIntelStore(dir: string | undefined, options: ThreatIntelStoreOptions = {}): Promise<ThreatIntelStore> {
  const logger = options.logger;
  const cache = new Map<string, { mtimeMs: number; size: number; list: ParsedList }>();
  let current = ThreatIntelIndex.empty();
  let signature: string | null = null;
  let closed = false;
  let chain: Promise<unknown> = Promise.resolve();
  let queued: { promise: Promise<LoadSummary | null>; force: boolean } | null = null;

  const load = async (force: boolean): Promise<LoadSummary | null> => {
    if (closed) return null;
    try {
      if (!force) {
        const now = directorySignature(dir === undefined ? [] : await listFiles(dir));
        if (now === signature) return null;
      }
      const loaded = await loadDirectory(dir, cache, { ...(logger ? { logger } : {}), ...(options.maxFileBytes !== undefined ? { maxFileBytes: options.maxFileBytes } : {}) });
      if (closed) return null;
      current = loaded.index;
      signature = loaded.signature;
      logger?.info({ dir, lists: loaded.summary.lists.length, entries: loaded.summary.totalEntries, skipped: loaded.summary.skipped.length, durationMs: loaded.summary.durationMs }, 'threat-intel lists loaded');
      try {
        options.onReload?.(loaded.summary);
      } catch (error) {
        logger?.warn({ err: error }, 'threat-intel onReload callback failed');
      }
      return loaded.summary;
    } catch (error) {
      // The previous index stays in service: stale lists are better than none.
      logger?.warn({ dir, err: error }, 'threat-intel reload failed; keeping the previous lists');
      return null;
    }
  };

  /** One load at a time; requests arriving meanwhile share the single load queued after it. */
  const schedule = (force: boolean): Promise<LoadSummary | null> => {
    if (queued) {
      queued.force ||= force;
      return queued.promise;
    }
    const entry: { promise: Promise<LoadSummary | null>; force: boolean } = { promise: Promise.resolve(null), force };
    entry.promise = chain.then(() => {
      queued = null;
      return load(entry.force);
    });
    queued = entry;
    chain = entry.promise;
    return entry.promise;
  };

  await schedule(true);

  let watcher: FSWatcher | null = null;
  let debounce: NodeJS.Timeout | null = null;
  const debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS;
  if (dir !== undefined && options.watch !== false) {
    try {
      // persistent: false — the watcher must not keep the process alive on its own.
      watcher = watch(dir, { persistent: false }, () => {
        if (closed) return;
        if (debounce) clearTimeout(debounce);
        debounce = setTimeout(() => {
          debounce = null;
          void schedule(false);
        }, debounceMs);
        debounce.unref();
      });
      watcher.on('error', (error) => {
        logger?.warn({ dir, err: error }, 'threat-intel directory watch failed; relying on polling');
        watcher?.close();
        watcher = null;
      });
    } catch (error) {
      logger?.warn({ dir, err: error }, 'cannot watch the threat-intel directory; relying on polling');
    }
  }

  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  let stopPoll: (() => void) | null = null;
  if (dir !== undefined && pollIntervalMs > 0) {
    stopPoll = (options.schedulePoll ?? defaultSchedulePoll)(() => {
      if (!closed) void schedule(false);
    }, pollIntervalMs);
  }

  return {
    index: () => current,
    reload: () => schedule(true),
    checkForChanges: () => schedule(false),
    close: async () => {
      if (closed) return;
      closed = true;
      watcher?.close();
      watcher = null;
      if (debounce) clearTimeout(debounce);
      stopPoll?.();
      await chain.catch(() => undefined);
    },
  };
}
