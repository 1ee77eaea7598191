import dns from 'node:dns';
import { judgeAddress, type CidrSet } from './address-policy.js';
import { classifyHost, parseIpLiteral, type IpLiteral } from './host-literal.js';
import { EgressError, type EgressPolicy } from './types.js';

/** What judging a host needs: the policy's timeouts, the allow list, a resolver and a clock. */
export interface ApproveContext {
  readonly policy: EgressPolicy;
  readonly allow: CidrSet;
  readonly resolve: (hostname: string) => Promise<string[]>;
  readonly now: () => number;
}

export interface ApprovedHost {
  addresses: IpLiteral[];
  dnsMs: number | null;
  /** What TLS verifies and sends as SNI: the canonical IP for literals, the name without a trailing dot otherwise. */
  tlsName: string;
}

/** Default resolver: what the OS resolver says (`dns.lookup`, all addresses). */
export async function lookupAll(hostname: string): Promise<string[]> {
  const results = await dns.promises.lookup(hostname, { all: true });
  return results.map((r) => r.address);
}

export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

export function waitWithin<T>(work: Promise<T>, ms: number, onTimeout: () => Error, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(abortReason(signal));
    const timer = setTimeout(() => reject(onTimeout()), ms);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    });
  });
}

/**
 * RFC 6761 §6.3: `localhost` and every name under it are loopback, whatever a resolver would say
 * (and many say nothing, which used to surface as dns_unresolvable). They are refused by name, before
 * any lookup, even when loopback is in the allow list: a target that wants loopback names an address.
 */
export function isLocalhostName(name: string): boolean {
  const n = name.toLowerCase().replace(/\.$/, '');
  return n === 'localhost' || n.endsWith('.localhost');
}

/** Resolves and judges a hop's host; throws before anything connects when any address is blocked. */
export async function approvedAddresses(url: URL, context: ApproveContext, signal: AbortSignal): Promise<ApprovedHost> {
  const host = classifyHost(url.hostname);
  if (host.kind === 'invalid') throw new EgressError('blocked_egress', `host ${url.hostname} refused: ${host.reason}`, { url: url.href });
  let addresses: IpLiteral[];
  let dnsMs: number | null = null;
  if (host.kind === 'ip') {
    // Node never calls lookup for IP literals, so a literal is judged here, in whatever spelling it came.
    addresses = [host.ip];
  } else if (isLocalhostName(host.name)) {
    throw new EgressError('blocked_egress', `${host.name} is a localhost name (RFC 6761), always loopback`, { url: url.href });
  } else {
    const started = context.now();
    const { lookupMs } = context.policy.timeouts;
    let answers: string[];
    try {
      answers = await waitWithin(
        context.resolve(host.name),
        lookupMs,
        () => new EgressError('timeout', `DNS lookup of ${host.name} timed out after ${lookupMs} ms`),
        signal,
      );
    } catch (error) {
      if (signal.aborted || error instanceof EgressError) throw error;
      const code = error instanceof Error && 'code' in error ? String(error.code) : 'error';
      throw new EgressError('dns_unresolvable', `${host.name} did not resolve (${code})`, { url: url.href });
    }
    dnsMs = context.now() - started;
    if (answers.length === 0) throw new EgressError('dns_unresolvable', `${host.name} has no addresses`, { url: url.href });
    addresses = answers.map((answer) => {
      const ip = parseIpLiteral(answer);
      if (!ip) throw new EgressError('blocked_egress', `resolver answered ${JSON.stringify(answer)} for ${host.name}, not an IP address`, { url: url.href });
      return ip;
    });
  }
  // A name that resolves to a mix of public and internal addresses is hostile: any blocked address blocks.
  for (const ip of addresses) {
    const verdict = judgeAddress(ip, context.allow);
    if (verdict.blocked) {
      const via = verdict.embedded === undefined ? '' : ` (embeds ${verdict.embedded})`;
      throw new EgressError('blocked_egress', `${url.hostname} → ${ip.address}${via} is in ${verdict.range ?? 'a blocked range'}`, {
        address: ip.address,
        url: url.href,
      });
    }
  }
  return { addresses, dnsMs, tlsName: host.kind === 'ip' ? host.ip.address : host.name.replace(/\.$/, '') };
}
