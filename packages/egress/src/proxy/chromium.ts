import type { EgressProxy } from './types.js';

/**
 * Chromium's network lockdown, in one place. The egress proxy is only a guarantee if the browser has
 * no other way out; each switch below closes one:
 *
 * - `--disable-quic`: HTTP/3 is UDP and never goes through an HTTP proxy.
 * - `--force-webrtc-ip-handling-policy` / `--webrtc-ip-handling-policy=disable_non_proxied_udp`:
 *   WebRTC (STUN/TURN, host candidates) would otherwise send UDP anywhere the page asks.
 * - `--dns-prefetch-disable`, `--disable-features=NetworkPrediction…`, `--disable-background-networking`,
 *   `--disable-component-update`, `--disable-domain-reliability`, `--no-pings`, `--disable-sync`:
 *   nothing resolves or connects on the page's behalf or the browser's own (prefetch, preconnect,
 *   update checks, reporting, hyperlink-auditing pings). With an HTTP proxy Chromium hands host
 *   names to the proxy unresolved, so no lookup happens in the browser.
 * - The proxy's bypass list is `<-loopback>`: Chromium bypasses a proxy for loopback unless told
 *   not to (playwright-core also adds it; it is explicit here so no environment variable can undo it).
 */
export function chromiumEgressLaunchArgs(): string[] {
  return [
    '--disable-quic',
    '--force-webrtc-ip-handling-policy',
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--dns-prefetch-disable',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-domain-reliability',
    '--disable-sync',
    '--no-pings',
    '--disable-features=NetworkPrediction,NetworkPredictionService,DnsOverHttps,AsyncDns,Prerender2,PrivacySandboxSettings4,InterestFeedContentSuggestions,OptimizationHints,MediaRouter,DialMediaRouteProvider,AcceptCHFrame,WebTransport',
    // Even a context created without `proxy` (a bug) cannot go direct: this dead proxy is the fallback.
    '--proxy-server=http://127.0.0.1:9',
    '--proxy-bypass-list=<-loopback>',
  ];
}

/** The subset of Playwright's BrowserContextOptions this module decides (structurally typed: no playwright import here). */
export interface EgressContextOptions {
  proxy: { server: string; username: string; password: string; bypass: string };
  serviceWorkers: 'block';
  ignoreHTTPSErrors: true;
  acceptDownloads: false;
}

/**
 * Context options for one scan behind `proxy`. Spread them into `browser.newContext({...})` last, so
 * nothing else overrides them.
 *
 * `ignoreHTTPSErrors: true` is safe only because the proxy is the browser's one way out: the browser
 * talks TLS to the proxy (whose leaf certificates come from an in-memory CA it cannot otherwise
 * trust), and the proxy talks TLS to the target, verifies it against the system roots plus
 * SCAN_EXTRA_CA_CERTS, and records the outcome (`tls.authorized`, `authorizationError`). As in the
 * http engine, an invalid upstream certificate is a finding, not a refusal: phishing sites with bad
 * certificates must still be scanned; the browser sees the page and the record says the certificate
 * was not trusted.
 *
 * Service workers are blocked: a worker could outlive the navigation and serve or fetch outside the
 * request list. Downloads are not accepted: the proxy observes them (name, type, size, SHA-256, magic)
 * and nothing is saved to disk.
 */
export function egressContextOptions(proxy: EgressProxy): EgressContextOptions {
  return {
    proxy: { ...proxy.playwrightProxy },
    serviceWorkers: 'block',
    ignoreHTTPSErrors: true,
    acceptDownloads: false,
  };
}
