import { AppError } from '@lookout/contracts';
import { classifyHost, isBlockedAddress, isLocalhostName, type CidrSet } from '@lookout/egress';

/**
 * Registration check of a webhook URL (contract §1): absolute http(s), and an IP literal must not be
 * in a blocked range (the egress policy's ranges, EGRESS_ALLOW_CIDRS honoured). Names are not resolved
 * here: what a name points to can change, so every delivery is checked again by the egress client.
 */
export function checkWebhookUrl(text: string, allow: CidrSet): string {
  const refuse = (message: string): never => {
    throw new AppError('bad_request', `url ${message}`, { errors: { url: [message] } });
  };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse('must be an absolute http or https URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') refuse(`must use http or https, not ${url.protocol.replace(/:$/, '')}`);
  // The egress client never sends URL credentials; accepting them would silently drop them.
  if (url.username !== '' || url.password !== '') refuse('must not contain credentials (user:password@)');
  const host = classifyHost(url.hostname);
  if (host.kind === 'invalid') refuse(`has an invalid host (${host.reason})`);
  if (host.kind === 'ip') {
    const verdict = isBlockedAddress(host.ip.address, allow);
    if (verdict.blocked) refuse(`points to ${host.ip.address}, in ${verdict.range ?? 'a blocked range'}: webhooks are delivered to public addresses only`);
  }
  // Unlike other names, a localhost name's answer is fixed (RFC 6761) and delivery would always refuse it.
  if (host.kind === 'name' && isLocalhostName(host.name)) refuse(`has a localhost name (${host.name}): webhooks are delivered to public addresses only`);
  if (url.href.length > 2048) refuse('must be at most 2048 characters');
  return url.href;
}
