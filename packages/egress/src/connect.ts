import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import tls from 'node:tls';
import { judgeAddress, type CidrSet } from './address-policy.js';
import { parseIpLiteral, sameAddress } from './host-literal.js';
import { peerCertificateInfo } from './tls-info.js';
import { EgressError, type PeerCertificateInfo } from './types.js';

/** Where one hop connects: an address that has already passed the policy. */
export interface ConnectTarget {
  /** Canonical IP literal, never a name: nothing below this point resolves anything. */
  readonly address: string;
  readonly family: 4 | 6;
  readonly port: number;
  /** The URL's host as TLS sees it (SNI when it is a name, certificate identity checks); never used to connect. */
  readonly hostname: string;
}

/** Opens the TCP connection for a hop. Injectable so tests can observe (or subvert) every connection attempt. */
export type Connector = (target: ConnectTarget) => net.Socket;

export const connectTcp: Connector = (target) =>
  net.connect({ host: target.address, port: target.port, family: target.family, noDelay: true });

/** Connection failures that say "this address is unreachable" rather than anything about the peer. */
const FALLBACK_CODES = new Set(['ECONNREFUSED', 'ENETUNREACH', 'EHOSTUNREACH', 'EADDRNOTAVAIL', 'EAFNOSUPPORT']);
const MAX_CONNECT_ATTEMPTS = 3;

type NodeOnCreate = (error: Error | null, socket: Duplex) => void;
/** Node's agent calls `oncreate(err)` without a socket on failure; @types/node declares only the success shape. */
type OnCreate = (error: Error | null, socket?: Duplex) => void;

/** Facts about one hop's connection, filled in as it happens. */
export interface HopConnection {
  remoteAddress: string | null;
  tls: PeerCertificateInfo | null;
  connectStartedAt: number | null;
  connectedAt: number | null;
  secureAt: number | null;
}

export interface PinnedConnectionOptions {
  /** Approved addresses in preference order, all for the same host and port. */
  targets: readonly ConnectTarget[];
  secure: boolean;
  allow: CidrSet;
  connectMs: number;
  secureConnectMs: number;
  connect: Connector;
  /** The whole trust store when extra CAs are configured; undefined means Node's default roots. */
  ca?: readonly string[] | undefined;
  now: () => number;
}

/**
 * The connection of exactly one hop, through agents of its own whose every socket goes to an
 * approved address. Node's global agents are never used, on purpose: they are shared, pool sockets
 * across hosts and, on Node 24 with NODE_USE_ENV_PROXY, route through HTTP(S)_PROXY; here proxy
 * variables are ignored and the TCP peer is always an address the policy approved. keepAlive is off
 * and close() destroys everything, so no socket outlives its hop.
 */
export class PinnedHop {
  readonly state: HopConnection = { remoteAddress: null, tls: null, connectStartedAt: null, connectedAt: null, secureAt: null };
  /** For got's `agent` option. Both are set so a missing key can never fall back to a global agent. */
  readonly agents: { http: http.Agent; https: https.Agent };
  private readonly sockets = new Set<net.Socket>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly options: PinnedConnectionOptions) {
    const open = (callback: OnCreate): void => this.open(callback);
    this.agents = { http: new PinnedHttpAgent(open), https: new PinnedHttpsAgent(open) };
  }

  /** Destroys whatever this hop opened; safe to call more than once. */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  private timer(ms: number, onTimeout: () => void): NodeJS.Timeout {
    const handle = setTimeout(() => {
      this.timers.delete(handle);
      onTimeout();
    }, ms);
    this.timers.add(handle);
    return handle;
  }

  private clear(handle: NodeJS.Timeout): void {
    clearTimeout(handle);
    this.timers.delete(handle);
  }

  private open(callback: OnCreate): void {
    let settled = false;
    // After the hop is over (or once answered) late socket events must not reach a finished request.
    const settle = (error: Error | null, socket?: Duplex): void => {
      if (settled || this.closed) return;
      settled = true;
      if (error) callback(error);
      else if (socket) callback(null, socket);
    };
    this.attempt(0, settle);
  }

  /**
   * Connects to the approved address number `index`. An address that is unreachable at the TCP level
   * (refused, no route: typically IPv6 on a host without IPv6) hands over to the next approved one,
   * at most MAX_CONNECT_ATTEMPTS in all; any other failure is final.
   */
  private attempt(index: number, settle: (error: Error | null, socket?: Duplex) => void): void {
    const { targets, now } = this.options;
    const target = targets[index];
    if (!target) {
      settle(new EgressError('dns_unresolvable', 'no approved address to connect to'));
      return;
    }
    this.state.connectStartedAt = now();
    let tcp: net.Socket;
    try {
      tcp = this.options.connect(target);
    } catch (error) {
      settle(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    this.sockets.add(tcp);
    const connectTimer = this.timer(this.options.connectMs, () => {
      tcp.destroy(new EgressError('timeout', `connect to ${target.address}:${target.port} timed out after ${this.options.connectMs} ms`));
    });
    const onEarlyError = (error: Error): void => {
      this.clear(connectTimer);
      const code = 'code' in error ? String(error.code) : '';
      const next = index + 1;
      if (FALLBACK_CODES.has(code) && next < targets.length && next < MAX_CONNECT_ATTEMPTS && !this.closed) {
        this.attempt(next, settle);
        return;
      }
      settle(error);
    };
    tcp.once('error', onEarlyError);
    // Prepended so the check runs before anything queued for 'connect' can write to the socket.
    tcp.prependOnceListener('connect', () => {
      this.clear(connectTimer);
      this.state.connectedAt = now();
      const problem = this.checkPeer(tcp, target);
      if (problem) {
        tcp.off('error', onEarlyError);
        tcp.on('error', () => {});
        tcp.destroy();
        settle(problem);
        return;
      }
      this.state.remoteAddress = tcp.remoteAddress ?? null;
      tcp.off('error', onEarlyError);
      // The request attaches its own error listener a tick after it gets the socket; an error in
      // between must not crash the process (the request still learns of it through 'close').
      tcp.on('error', () => {});
      if (!this.options.secure) {
        settle(null, tcp);
        return;
      }
      this.startTls(tcp, target, settle);
    });
  }

  /** Belt and braces: the socket's actual peer must be the approved address and still pass the policy. */
  private checkPeer(socket: net.Socket, target: ConnectTarget): EgressError | null {
    const { allow } = this.options;
    const remote = socket.remoteAddress;
    const peer = remote === undefined ? null : parseIpLiteral(remote);
    const expected = parseIpLiteral(target.address);
    if (!peer || !expected || !sameAddress(peer, expected)) {
      return new EgressError('blocked_egress', `socket connected to ${remote ?? 'an unknown peer'}, not the approved ${target.address}`, {
        ...(remote === undefined ? {} : { address: remote }),
      });
    }
    const verdict = judgeAddress(peer, allow);
    if (verdict.blocked) {
      return new EgressError('blocked_egress', `connected peer ${remote ?? ''} is in ${verdict.range ?? 'a blocked range'}`, { address: peer.address });
    }
    return null;
  }

  private startTls(tcp: net.Socket, target: ConnectTarget, settle: (error: Error | null, socket?: Duplex) => void): void {
    const { now } = this.options;
    const hostIsIp = net.isIP(target.hostname) !== 0;
    const secure = tls.connect({
      socket: tcp,
      // `host` is what certificate hostname verification compares against; SNI must not carry an IP.
      host: target.hostname,
      ...(hostIsIp ? {} : { servername: target.hostname }),
      // A bad certificate is a finding for the scan, not a reason to refuse it (see tls-info.ts).
      rejectUnauthorized: false,
      ...(this.options.ca ? { ca: [...this.options.ca] } : {}),
      ALPNProtocols: ['http/1.1'],
    });
    this.sockets.add(secure);
    const tlsTimer = this.timer(this.options.secureConnectMs, () => {
      secure.destroy(new EgressError('timeout', `TLS handshake with ${target.address} timed out after ${this.options.secureConnectMs} ms`));
    });
    const onTlsError = (error: Error): void => {
      this.clear(tlsTimer);
      settle(error instanceof EgressError ? error : new EgressError('tls_error', `TLS handshake failed: ${error.message}`));
    };
    secure.once('error', onTlsError);
    secure.once('secureConnect', () => {
      this.clear(tlsTimer);
      this.state.secureAt = now();
      this.state.tls = peerCertificateInfo(secure);
      secure.off('error', onTlsError);
      secure.on('error', () => {});
      settle(null, secure);
    });
  }
}

class PinnedHttpAgent extends http.Agent {
  constructor(private readonly openPinned: (callback: OnCreate) => void) {
    super({ keepAlive: false });
  }

  override createConnection(_options: http.ClientRequestArgs, callback?: NodeOnCreate): Duplex | null | undefined {
    if (callback) this.openPinned(callback as OnCreate);
    return undefined;
  }
}

class PinnedHttpsAgent extends https.Agent {
  constructor(private readonly openPinned: (callback: OnCreate) => void) {
    super({ keepAlive: false });
  }

  override createConnection(_options: https.RequestOptions, callback?: NodeOnCreate): Duplex | null | undefined {
    if (callback) this.openPinned(callback as OnCreate);
    return undefined;
  }
}
