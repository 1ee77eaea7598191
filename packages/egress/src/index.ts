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
