import type { HotScan } from './hot-store.js';

/**
 * Long-poll support: a GET with ?wait=N parks here until its scan turns terminal. Wake-ups come
 * from a bus broadcast, so the instance holding the request need not be the one applying the outcome;
 * the instance that applied it wakes its own waiters first, with the terminal scan in hand.
 */
export class TerminalWaiters {
  private readonly waiting = new Map<string, Set<(entry: HotScan | undefined) => void>>();

  /**
   * Registers first, so a wake-up between "read the scan" and "start waiting" is not lost. The promise
   * resolves with the terminal scan when the wake-up carried it, else with undefined (a broadcast, the
   * timeout, cancel).
   */
  register(scanId: string): { promise: (timeoutMs: number) => Promise<HotScan | undefined>; cancel: () => void } {
    let wake!: (entry: HotScan | undefined) => void;
    const woken = new Promise<HotScan | undefined>((resolve) => {
      wake = resolve;
    });
    const set = this.waiting.get(scanId) ?? new Set();
    set.add(wake);
    this.waiting.set(scanId, set);
    const cancel = () => {
      set.delete(wake);
      if (set.size === 0) this.waiting.delete(scanId);
      wake(undefined);
    };
    return {
      cancel,
      promise: async (timeoutMs) => {
        const timer = setTimeout(cancel, timeoutMs);
        const entry = await woken;
        clearTimeout(timer);
        cancel();
        return entry;
      },
    };
  }

  notify(scanIds: readonly string[]): void {
    for (const scanId of scanIds) this.wake(scanId, undefined);
  }

  /** Wakes the waiters of scans this instance just made terminal, handing them the scans. */
  notifyWith(entries: readonly HotScan[]): void {
    for (const entry of entries) this.wake(entry.scan.scanId, entry);
  }

  wakeAll(): void {
    this.notify([...this.waiting.keys()]);
  }

  private wake(scanId: string, entry: HotScan | undefined): void {
    for (const wake of this.waiting.get(scanId) ?? []) wake(entry);
    this.waiting.delete(scanId);
  }
}
