export {
  EgressError,
  type EgressClient,
  type EgressFailureCode,
  type EgressPolicy,
  type FetchRequest,
  type FetchResponse,
  type PeerCertificateInfo,
  type PhaseTimings,
  type RedirectHop,
} from './types.js';
export { createEgressClient, type EgressClientDeps } from './client.js';
export { defaultPolicy, assertValidPolicy, DEFAULT_USER_AGENT, type EgressPolicyOverrides } from './policy.js';
export {
  cidrContains,
  isBlockedAddress,
  judgeAddress,
  parseCidr,
  parseCidrList,
  type AddressVerdict,
  type Cidr,
  type CidrSet,
} from './address-policy.js';
export { classifyHost, parseIpLiteral, type HostClassification, type IpLiteral } from './host-literal.js';
export { connectTcp, type ConnectTarget, type Connector } from './connect.js';
export { isLocalhostName } from './approve.js';
export { parsePemBundle, upstreamTrust } from './policy.js';
export { startEgressProxy, REFUSAL_HEADER } from './proxy/server.js';
export { chromiumEgressLaunchArgs, egressContextOptions, type EgressContextOptions } from './proxy/chromium.js';
export { createCertificateAuthority, type CertificateAuthority } from './proxy/authority.js';
export { archiveEntryNames, carriesMacros, detectMagic, fileContents } from './proxy/download.js';
export type { EgressProxy, EgressProxyOptions, EgressRecord, HeaderEntry, ObservedDownload, ProxyRefusalCode } from './proxy/types.js';
