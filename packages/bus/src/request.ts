import { createInbox, ErrorCode, NatsError, type Msg, type MsgHdrs, type NatsConnection } from 'nats';
import type { Bus } from './connection.js';

interface Pending {
  resolve(msg: Msg): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Replies for every request of one connection come to one wildcard inbox subscription, matched by a
 * counter token. nats.js's own `request()` does the same but also builds a NatsError for every
 * request it settles (and, unless async traces are off, two more for their stacks): about 10 µs of
 * CPU per request on the caller, more than the whole hop costs the NATS server.
 */
class ReplyInbox {
  private readonly prefix = `${createInbox()}.`;
  private readonly pending = new Map<string, Pending>();
  private next = 0;

  constructor(private readonly nc: NatsConnection) {
    nc.subscribe(`${this.prefix}*`, {
      callback: (error, msg) => {
        if (error) this.failAll(error);
        else this.settle(msg);
      },
    });
    void nc.closed().then(() => this.failAll(NatsError.errorForCode(ErrorCode.ConnectionClosed)));
  }

  request(subject: string, data: Uint8Array, timeoutMs: number, headers: MsgHdrs | undefined): Promise<Msg> {
    return new Promise<Msg>((resolve, reject) => {
      const token = (this.next++).toString(36);
      const timer = setTimeout(() => {
        this.pending.delete(token);
        reject(NatsError.errorForCode(ErrorCode.Timeout));
      }, timeoutMs);
      this.pending.set(token, { resolve, reject, timer });
      try {
        this.nc.publish(subject, data, { reply: this.prefix + token, ...(headers ? { headers } : {}) });
      } catch (error) {
        clearTimeout(timer);
        this.pending.delete(token);
        reject(error as Error);
      }
    });
  }

  private settle(msg: Msg): void {
    const token = msg.subject.slice(this.prefix.length);
    const waiting = this.pending.get(token);
    if (!waiting) return; // timed out already
    this.pending.delete(token);
    clearTimeout(waiting.timer);
    // The server answers a request nobody subscribes to with an empty 503 status message.
    if (msg.data.length === 0 && msg.headers?.code === 503) waiting.reject(NatsError.errorForCode(ErrorCode.NoResponders));
    else waiting.resolve(msg);
  }

  private failAll(error: Error): void {
    for (const [token, waiting] of this.pending) {
      this.pending.delete(token);
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
  }
}

const inboxes = new WeakMap<NatsConnection, ReplyInbox>();

/**
 * Sends one core-NATS request and resolves with its first reply: the hop every request/reply
 * operation (requestRpc) takes. Rejects with a NatsError whose code is ErrorCode.Timeout, NoResponders
 * or ConnectionClosed, as nats.js's `request()` would.
 */
export function sendRequest(bus: Bus, subject: string, data: Uint8Array, options: { timeoutMs: number; headers?: MsgHdrs | undefined }): Promise<Msg> {
  let inbox = inboxes.get(bus.nc);
  if (!inbox) {
    inbox = new ReplyInbox(bus.nc);
    inboxes.set(bus.nc, inbox);
  }
  return inbox.request(subject, data, options.timeoutMs, options.headers);
}
