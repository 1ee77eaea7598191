import type { Connector } from '../connect.js';
import type { EgressFailureCode, EgressPolicy, PeerCertificateInfo, PhaseTimings } from '../types.js';
import type { CertificateAuthority } from './authority.js';

/** Why the proxy did not complete an exchange: the egress vocabulary, plus the proxy's own caps. */
export type ProxyRefusalCode = EgressFailureCode | 'request_limit' | 'byte_limit';

export interface HeaderEntry {
  name: string;
  value: string;
}

export interface ObservedDownload {
  /** What a browser would save it as (Content-Disposition, else the URL's last segment). */
  filename: string;
  mimeType: string | null;
  bytes: number;
  sha256: string;
  /** Coarse type from the first bytes: pe, elf, macho, zip, rar, 7z, gzip, cab, ole, pdf, iso, lnk, script, html; null if unknown. */
  magic: string | null;
  /** The file names inside it when it is a ZIP, RAR or ISO image (archiveEntryNames), else null. */
  entries: string[] | null;
  /** Whether it is an Office document carrying VBA macros (carriesMacros). */
  macros: boolean;
}

/** One request the browser made through the proxy, answered or not. */
export interface EgressRecord {
  /** 1, 2, 3… in the order the proxy received them. */
  id: number;
  url: string;
  method: string;
  /** Wall-clock start (ISO 8601), for a HAR's startedDateTime. */
  startedDateTime: string;
  /** True for a WebSocket upgrade (ws:// or wss://, including inside CONNECT). */
  websocket: boolean;
  /** Upstream status; null when nothing was answered upstream (refused, failed). */
  status: number | null;
  /** The address the proxy connected to; null when it connected nowhere. */
  remoteAddress: string | null;
  /** Content-Type without parameters, lower-cased. */
  mimeType: string | null;
  /** Body bytes after decoding (what the browser received); for a WebSocket, bytes received from upstream. */
  bytes: number;
  /** SHA-256 (hex) of the decoded body; null when there was no body to read (refused, failed, WebSocket). */
  sha256: string | null;
  /** Headers as sent upstream (proxy credentials and hop-by-hop headers removed). */
  requestHeaders: HeaderEntry[];
  /** Headers as received from upstream. */
  responseHeaders: HeaderEntry[];
  timings: PhaseTimings;
  /** Upstream certificate facts for https/wss (a bad certificate is a finding, as in the http engine). */
  tls: PeerCertificateInfo | null;
  /** Set when the egress policy refused the request: nothing was connected to. */
  blocked?: { reason: EgressFailureCode; message: string };
  /** Set when the request was allowed but did not complete (timeout, too large, reset, caps…). */
  error?: { reason: ProxyRefusalCode; message: string };
  download?: ObservedDownload;
  /** The first bytes of the decoded body, when `keepBody` asked for them (an answered exchange only). */
  body?: Buffer;
  /** True when `body` holds fewer bytes than the response had. */
  bodyTruncated?: boolean;
}

export interface EgressProxyOptions {
  policy: EgressPolicy;
  /** Name → addresses (default: the OS resolver). Tests inject a table here; never real DNS in tests. */
  resolve?: (hostname: string) => Promise<string[]>;
  /** Opens TCP connections to approved addresses (tests observe every attempt through it). */
  connect?: Connector;
  /** Monotonic milliseconds for timings. */
  now?: () => number;
  /** Wall clock for startedDateTime and certificate dates. */
  clock?: () => Date;
  /** Most requests one proxy serves (default 2000); beyond it every request is refused with `request_limit`. */
  maxRequests?: number;
  /** Most body bytes one proxy passes in total, both directions (default 64 MiB); beyond it `byte_limit`. */
  maxTotalBytes?: number;
  /** A client or tunnel socket idle this long is closed (default 30 s). */
  idleSocketMs?: number;
  /**
   * How many bytes of an answered response's decoded body to keep on its record as `body` (0: none;
   * the default keeps none). Asked once per response with a body, before it goes to the client; the
   * caller keeps its own budget (a scan keeps script and document text for its analysis). Exceptions
   * keep nothing.
   */
  keepBody?: (response: { url: string; method: string; status: number; mimeType: string | null; bytes: number }) => number;
  /** Called once per finished record (answered, refused or failed). Exceptions are swallowed. */
  onRecord?: (record: EgressRecord) => void;
  /** The CA that signs the TLS leaves; default one shared per process. */
  authority?: CertificateAuthority;
}

export interface EgressProxy {
  /** `http://127.0.0.1:<port>` */
  readonly server: string;
  readonly port: number;
  /** Random per proxy: other local processes cannot borrow it. */
  readonly username: string;
  readonly password: string;
  /** Ready for Playwright's context option `proxy` (bypass `<-loopback>`: loopback goes through the proxy too). */
  readonly playwrightProxy: { server: string; username: string; password: string; bypass: string };
  /** Every finished record so far, in order. */
  records(): EgressRecord[];
  /** Counters: requests received, requests refused over the cap (not recorded), body bytes passed. */
  stats(): { requests: number; overLimit: number; bytes: number };
  /** Closes the listener and destroys every socket (browser side and upstream). */
  close(): Promise<void>;
}
