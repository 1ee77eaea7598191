import { isIP } from 'node:net';
import { AppError } from '@lookout/contracts';
import { canonicalIp, registrableDomain } from './search-terms.js';

/**
 * The search query language (README "Search"): terms `operator:value` separated by spaces, all of
 * which must hold (an explicit `AND` between terms is allowed); values may be "double quoted".
 * A bad query is a 400 whose detail and errors.q name the offending token.
 */

export type Condition =
  | { type: 'term'; kind: 'domain' | 'host' | 'ip' | 'hash' | 'favicon' | 'verdict' | 'category' | 'tag'; value: string }
  | { type: 'cidr'; cidr: string }
  | { type: 'urlPrefix'; prefix: string }
  | { type: 'state'; state: 'queued' | 'running' | 'completed' | 'failed' }
  | { type: 'submitted'; op: '>' | '<'; at: Date };

export const OPERATORS = ['domain', 'host', 'url', 'ip', 'hash', 'favicon', 'verdict', 'category', 'tag', 'state', 'submitted'] as const;
const MAX_QUERY_TERMS = 20;

function badToken(token: string, why: string): AppError {
  const message = `token ${JSON.stringify(token)}: ${why}`;
  return new AppError('bad_request', `Invalid search query: ${message}`, { errors: { q: [message] } });
}

/** Splits on spaces outside double quotes; each token keeps its raw text for error messages. */
function tokenize(q: string): string[] {
  const tokens: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of q) {
    if (char === '"') quoted = !quoted;
    if (!quoted && /\s/.test(char)) {
      if (current) tokens.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  if (quoted) throw badToken(current, 'unterminated quote');
  if (current) tokens.push(current);
  return tokens;
}

function unquote(token: string, raw: string): string {
  if (raw.startsWith('"')) {
    if (raw.length < 2 || !raw.endsWith('"') || raw.slice(1, -1).includes('"')) throw badToken(token, 'a quoted value must be one "…" with no quote inside');
    return raw.slice(1, -1);
  }
  if (raw.includes('"')) throw badToken(token, 'quotes must enclose the whole value');
  return raw;
}

const HOST = /^[a-z0-9.-]{1,253}$/;
const HEX = /^[0-9a-f]{8,128}$/;
const TAG = /^[a-z0-9._:-]{1,64}$/;
const WORD = /^[a-z0-9_-]{1,64}$/;
const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

function parseCidr(token: string, value: string): string {
  const [address = '', bits, extra] = value.split('/');
  if (extra !== undefined) throw badToken(token, 'not an IP address or CIDR');
  const canonical = canonicalIp(address);
  if (!canonical) throw badToken(token, 'not an IP address or CIDR');
  if (bits === undefined) return canonical;
  const max = isIP(canonical) === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) throw badToken(token, `prefix length must be 0–${max}`);
  return `${canonical}/${Number(bits)}`;
}

export function parseSearchQuery(q: string): Condition[] {
  if (q.length > 1024) throw new AppError('bad_request', 'Invalid search query: at most 1024 characters', { errors: { q: ['must be at most 1024 characters'] } });
  const conditions: Condition[] = [];
  const tokens = tokenize(q.trim());
  tokens.forEach((token, index) => {
    if (token === 'AND') {
      if (index === 0 || index === tokens.length - 1 || tokens[index - 1] === 'AND') throw badToken(token, 'AND must stand between two terms');
      return;
    }
    const colon = token.indexOf(':');
    if (colon <= 0) throw badToken(token, `expected operator:value with an operator among ${OPERATORS.join(', ')}`);
    const operator = token.slice(0, colon);
    const value = unquote(token, token.slice(colon + 1));
    if (value.length === 0) throw badToken(token, 'empty value');
    switch (operator) {
      case 'domain': {
        const host = value.toLowerCase();
        if (!HOST.test(host)) throw badToken(token, 'not a domain name');
        // domain: matches the registrable domain: "www.example.co.uk" and "example.co.uk" both mean example.co.uk.
        const domain = registrableDomain(host);
        if (!domain) throw badToken(token, 'has no registrable domain (public suffix list)');
        conditions.push({ type: 'term', kind: 'domain', value: domain });
        break;
      }
      case 'host': {
        const host = value.toLowerCase().replace(/^\[(.*)\]$/, '$1');
        if (!HOST.test(host) && !canonicalIp(host)) throw badToken(token, 'not a host name');
        conditions.push({ type: 'term', kind: 'host', value: canonicalIp(host) ?? host });
        break;
      }
      case 'url':
        if (!/^https?:\/\//i.test(value)) throw badToken(token, 'a URL prefix starts with http:// or https://');
        conditions.push({ type: 'urlPrefix', prefix: value });
        break;
      case 'ip': {
        const parsed = parseCidr(token, value);
        conditions.push(parsed.includes('/') ? { type: 'cidr', cidr: parsed } : { type: 'term', kind: 'ip', value: parsed });
        break;
      }
      case 'hash':
        if (!HEX.test(value.toLowerCase())) throw badToken(token, 'a hash is 8–128 hexadecimal digits');
        conditions.push({ type: 'term', kind: 'hash', value: value.toLowerCase() });
        break;
      case 'favicon':
        if (!/^-?\d{1,10}$/.test(value) || Number(value) < -(2 ** 31) || Number(value) >= 2 ** 31) throw badToken(token, 'a favicon hash is a signed 32-bit integer (mmh3)');
        conditions.push({ type: 'term', kind: 'favicon', value: String(Number(value)) });
        break;
      case 'verdict':
        if (!['malicious', 'suspicious', 'clean'].includes(value)) throw badToken(token, 'verdict is malicious, suspicious or clean');
        conditions.push({ type: 'term', kind: 'verdict', value });
        break;
      case 'category':
        if (!WORD.test(value)) throw badToken(token, 'not a category name');
        conditions.push({ type: 'term', kind: 'category', value });
        break;
      case 'tag':
        if (!TAG.test(value)) throw badToken(token, 'a tag is 1–64 characters of a-z 0-9 . _ : -');
        conditions.push({ type: 'term', kind: 'tag', value });
        break;
      case 'state':
        if (value !== 'queued' && value !== 'running' && value !== 'completed' && value !== 'failed') throw badToken(token, 'state is queued, running, completed or failed');
        conditions.push({ type: 'state', state: value });
        break;
      case 'submitted': {
        const op = value[0];
        const date = value.slice(1);
        if ((op !== '>' && op !== '<') || !DATE.test(date) || Number.isNaN(Date.parse(date))) {
          throw badToken(token, 'expected submitted:>DATE or submitted:<DATE (YYYY-MM-DD or RFC 3339)');
        }
        conditions.push({ type: 'submitted', op, at: new Date(date) });
        break;
      }
      default:
        throw badToken(token, `unknown operator ${JSON.stringify(operator)}; known: ${OPERATORS.join(', ')}`);
    }
  });
  if (conditions.length > MAX_QUERY_TERMS) throw new AppError('bad_request', `Invalid search query: at most ${MAX_QUERY_TERMS} terms`, { errors: { q: [`must have at most ${MAX_QUERY_TERMS} terms`] } });
  return conditions;
}
