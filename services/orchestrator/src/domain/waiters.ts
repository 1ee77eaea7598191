/**
 * Long-poll support: a GET with ?wait=N parks here until its scan turns terminal. Wake-ups come
 * from a bus broadcast, so the instance holding the request need not be the one applying the outcome.
 */
export class TerminalWaiters {
  private readonly waiting = new Map<string, Set<() => void>>();

  /** Registers first, so a wake-up between "read the scan" and "start waiting" is not lost. */
  register(scanId: string): { promise: (timeoutMs: number) => Promise<void>; cancel: () => void } {
    let wake!: () => void;
    const woken = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const set = this.waiting.get(scanId) ?? new Set();
    set.add(wake);
    this.waiting.set(scanId, set);
    const cancel = () => {
      set.delete(wake);
      if (set.size === 0) this.waiting.delete(scanId);
      wake();
    };
    return {
      cancel,
      promise: async (timeoutMs) => {
        const timer = setTimeout(cancel, timeoutMs);
        await woken;
        clearTimeout(timer);
        cancel();
      },
    };
  }

  notify(scanIds: readonly string[]): void {
    for (const scanId of scanIds) {
      for (const wake of this.waiting.get(scanId) ?? []) wake();
      this.waiting.delete(scanId);
    }
  }

  wakeAll(): void {
    this.notify([...this.waiting.keys()]);
  }
}
