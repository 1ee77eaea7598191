/** An IP address in canonical form: `address` is what the client hands to `net.connect`. */
export interface IpLiteral {
  readonly family: 4 | 6;
  /** 4 bytes for IPv4, 16 for IPv6, network order. */
  readonly bytes: Uint8Array;
  readonly address: string;
}

export type HostClassification =
  | { readonly kind: 'ip'; readonly ip: IpLiteral }
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'invalid'; readonly reason: string };

/**
 * Sorts a URL hostname into IP literal, DNS name or garbage.
 *
 * WHATWG URL (Node's `new URL`) already canonicalises IPv4 spellings in http(s) URLs (`0x7f.1` becomes
 * `127.0.0.1`), but literals are still parsed here in every spelling because Node never calls `lookup`
 * for an IP literal: whatever reaches `net.connect` as a literal is connected to without any hook, so
 * it has to be recognised and judged before that, and callers may hand us hosts that did not come
 * through a URL parser.
 */
export function classifyHost(host: string): HostClassification {
  const h = host.toLowerCase();
  if (h === '') return { kind: 'invalid', reason: 'empty host' };
  if (h.startsWith('[') || h.endsWith(']')) {
    if (!(h.startsWith('[') && h.endsWith(']'))) return { kind: 'invalid', reason: 'unbalanced brackets' };
    const ip = parseIPv6(h.slice(1, -1));
    return ip ? { kind: 'ip', ip } : { kind: 'invalid', reason: 'bracketed host is not an IPv6 address' };
  }
  if (h.includes(':')) {
    const ip = parseIPv6(h);
    return ip ? { kind: 'ip', ip } : { kind: 'invalid', reason: 'host with ":" is not an IPv6 address' };
  }
  if (endsInANumber(h)) {
    // WHATWG: a host whose last label is numeric is an IPv4 address or nothing; a resolver would
    // otherwise be free to read it as one (getaddrinfo runs inet_aton on it).
    const ip = parseIPv4(h, 'whatwg');
    return ip ? { kind: 'ip', ip } : { kind: 'invalid', reason: 'numeric host is not a valid IPv4 address' };
  }
  return { kind: 'name', name: h };
}

/** Parses an IP address in any spelling (brackets, octal/hex/short IPv4, embedded IPv4 in IPv6); null if it is not one. */
export function parseIpLiteral(text: string): IpLiteral | null {
  const classified = classifyHost(text);
  return classified.kind === 'ip' ? classified.ip : null;
}

export function ipFromBytes(bytes: Uint8Array): IpLiteral {
  if (bytes.length === 4) return { family: 4, bytes, address: Array.from(bytes).join('.') };
  if (bytes.length === 16) return { family: 6, bytes, address: formatIPv6(bytes) };
  throw new RangeError(`an IP address has 4 or 16 bytes, not ${bytes.length}`);
}

/** RFC 5952 text: lower-case hex, no leading zeros, the longest run (2+) of zero pieces as "::". */
function formatIPv6(bytes: Uint8Array): string {
  const pieces = Array.from({ length: 8 }, (_, i) => ((bytes[2 * i] ?? 0) << 8) | (bytes[2 * i + 1] ?? 0));
  let bestStart = -1;
  let bestLength = 0;
  for (let i = 0; i < 8; ) {
    if (pieces[i] !== 0) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < 8 && pieces[j] === 0) j += 1;
    if (j - i > bestLength && j - i >= 2) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = (list: number[]): string => list.map((p) => p.toString(16)).join(':');
  if (bestStart === -1) return hex(pieces);
  return `${hex(pieces.slice(0, bestStart))}::${hex(pieces.slice(bestStart + bestLength))}`;
}

/** Same address, comparing IPv4 with its IPv4-mapped IPv6 form as equal (sockets report either). */
export function sameAddress(a: IpLiteral, b: IpLiteral): boolean {
  const x = toV6Bytes(a);
  const y = toV6Bytes(b);
  return x.every((byte, i) => byte === y[i]);
}

function toV6Bytes(ip: IpLiteral): Uint8Array {
  if (ip.family === 6) return ip.bytes;
  const out = new Uint8Array(16);
  out[10] = 0xff;
  out[11] = 0xff;
  out.set(ip.bytes, 12);
  return out;
}

/**
 * The WHATWG IPv6 parser, written out rather than borrowed: general-purpose libraries accept
 * extensions (ipaddr.js reads `::1.2.3.4` as IPv4-mapped, and hex or octal inside the dotted part),
 * and here the parse decides where the socket goes.
 */
function parseIPv6(input: string): IpLiteral | null {
  // Zone ids (fe80::1%eth0) name an interface, not an address; the address decides.
  const text = input.replace(/%.*$/, '');
  const pieces = [0, 0, 0, 0, 0, 0, 0, 0];
  let pieceIndex = 0;
  let compress: number | null = null;
  let pointer = 0;
  const at = (i: number): string => text[i] ?? '';
  const isHex = (c: string): boolean => /^[0-9a-fA-F]$/.test(c);
  const isDigit = (c: string): boolean => /^[0-9]$/.test(c);

  if (at(pointer) === ':') {
    if (at(pointer + 1) !== ':') return null;
    pointer += 2;
    pieceIndex += 1;
    compress = pieceIndex;
  }
  while (pointer < text.length) {
    if (pieceIndex === 8) return null;
    if (at(pointer) === ':') {
      if (compress !== null) return null;
      pointer += 1;
      pieceIndex += 1;
      compress = pieceIndex;
      continue;
    }
    let value = 0;
    let length = 0;
    while (length < 4 && isHex(at(pointer))) {
      value = value * 16 + Number.parseInt(at(pointer), 16);
      pointer += 1;
      length += 1;
    }
    if (at(pointer) === '.') {
      if (length === 0) return null;
      pointer -= length;
      if (pieceIndex > 6) return null;
      let numbersSeen = 0;
      while (pointer < text.length) {
        let ipv4Piece: number | null = null;
        if (numbersSeen > 0) {
          if (at(pointer) === '.' && numbersSeen < 4) pointer += 1;
          else return null;
        }
        if (!isDigit(at(pointer))) return null;
        while (isDigit(at(pointer))) {
          const digit = Number(at(pointer));
          if (ipv4Piece === null) ipv4Piece = digit;
          else if (ipv4Piece === 0) return null;
          else ipv4Piece = ipv4Piece * 10 + digit;
          if (ipv4Piece > 255) return null;
          pointer += 1;
        }
        pieces[pieceIndex] = (pieces[pieceIndex] ?? 0) * 0x100 + (ipv4Piece ?? 0);
        numbersSeen += 1;
        if (numbersSeen === 2 || numbersSeen === 4) pieceIndex += 1;
      }
      if (numbersSeen !== 4) return null;
      break;
    } else if (at(pointer) === ':') {
      pointer += 1;
      if (pointer >= text.length) return null;
    } else if (pointer < text.length) {
      return null;
    }
    pieces[pieceIndex] = value;
    pieceIndex += 1;
  }
  if (compress !== null) {
    let swaps = pieceIndex - compress;
    pieceIndex = 7;
    while (pieceIndex !== 0 && swaps > 0) {
      const other = compress + swaps - 1;
      [pieces[pieceIndex], pieces[other]] = [pieces[other] ?? 0, pieces[pieceIndex] ?? 0];
      pieceIndex -= 1;
      swaps -= 1;
    }
  } else if (pieceIndex !== 8) {
    return null;
  }
  const bytes = new Uint8Array(16);
  pieces.forEach((piece, i) => {
    bytes[2 * i] = piece >> 8;
    bytes[2 * i + 1] = piece & 0xff;
  });
  return ipFromBytes(bytes);
}

type Ipv4Reading = 'whatwg' | 'decimal';

function parseIPv4Number(part: string, reading: Ipv4Reading): bigint | null {
  if (part === '') return null;
  let digits = part;
  let radix = 10;
  if (reading === 'whatwg') {
    if (digits.startsWith('0x')) {
      radix = 16;
      digits = digits.slice(2);
    } else if (digits.length >= 2 && digits.startsWith('0')) {
      radix = 8;
      digits = digits.slice(1);
    }
  }
  if (digits === '') return 0n;
  const valid = radix === 16 ? /^[0-9a-f]+$/ : radix === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  if (!valid.test(digits)) return null;
  if (radix === 10) return BigInt(digits);
  return BigInt(`${radix === 16 ? '0x' : '0o'}${digits}`);
}

function endsInANumber(host: string): boolean {
  const parts = host.split('.');
  if (parts.at(-1) === '') {
    if (parts.length === 1) return false;
    parts.pop();
  }
  const last = parts.at(-1) ?? '';
  if (last !== '' && /^[0-9]+$/.test(last)) return true;
  return parseIPv4Number(last, 'whatwg') !== null;
}

/**
 * The WHATWG IPv4 parser (the one `new URL` and browsers use; inet_aton agrees): one to four parts,
 * each decimal, octal (leading 0) or hex (0x), the last part filling the remaining bytes, one
 * trailing dot allowed. `decimal` reads leading zeros as decimal, for judging ambiguous spellings.
 */
export function parseIPv4(host: string, reading: Ipv4Reading = 'whatwg'): IpLiteral | null {
  const parts = host.toLowerCase().split('.');
  if (parts.at(-1) === '' && parts.length > 1) parts.pop();
  if (parts.length > 4) return null;
  const numbers: bigint[] = [];
  for (const part of parts) {
    const n = parseIPv4Number(part, reading);
    if (n === null) return null;
    numbers.push(n);
  }
  const last = numbers.pop();
  if (last === undefined) return null;
  if (numbers.some((n) => n > 255n)) return null;
  if (last >= 256n ** BigInt(5 - parts.length)) return null;
  let value = last;
  numbers.forEach((n, i) => {
    value += n * 256n ** BigInt(3 - i);
  });
  const bytes = new Uint8Array(4);
  for (let i = 3; i >= 0; i -= 1) {
    bytes[i] = Number(value & 0xffn);
    value >>= 8n;
  }
  return ipFromBytes(bytes);
}
