import assert from 'node:assert/strict';
import { classifyHost, defaultPolicy, isBlockedAddress, parseCidrList, parseIpLiteral } from '../src/index.js';

// Pure functions only: nothing here opens a socket, and the public addresses below are never contacted.
describe('egress address policy', () => {
  const none = parseCidrList('');

  describe('blocked IPv4 ranges', () => {
    const blocked: Array<[string, string]> = [
      ['0.0.0.0', '0.0.0.0/8'],
      ['0.1.2.3', '0.0.0.0/8'],
      ['10.0.0.5', '10.0.0.0/8'],
      ['100.64.0.1', '100.64.0.0/10'],
      ['100.127.255.254', '100.64.0.0/10'],
      ['127.0.0.1', '127.0.0.0/8'],
      ['127.255.255.254', '127.0.0.0/8'],
      ['169.254.169.254', '169.254.0.0/16'],
      ['172.16.0.1', '172.16.0.0/12'],
      ['172.31.255.255', '172.16.0.0/12'],
      ['192.0.0.170', '192.0.0.0/24'],
      ['192.0.2.1', '192.0.2.0/24'],
      ['192.88.99.1', '192.88.99.0/24'],
      ['192.168.1.1', '192.168.0.0/16'],
      ['198.18.0.1', '198.18.0.0/15'],
      ['198.19.255.1', '198.18.0.0/15'],
      ['198.51.100.7', '198.51.100.0/24'],
      ['203.0.113.9', '203.0.113.0/24'],
      ['224.0.0.1', '224.0.0.0/4'],
      ['239.255.255.250', '224.0.0.0/4'],
      ['240.0.0.1', '240.0.0.0/4'],
      ['255.255.255.255', '255.255.255.255/32'],
    ];
    for (const [ip, range] of blocked) {
      it(`blocks ${ip} (${range})`, () => {
        const verdict = isBlockedAddress(ip, none);
        assert.equal(verdict.blocked, true);
        assert.ok(verdict.range?.startsWith(range), verdict.range);
      });
    }

    it('names cloud metadata and CGNAT explicitly', () => {
      assert.match(isBlockedAddress('169.254.169.254', none).range ?? '', /metadata/);
      assert.match(isBlockedAddress('100.64.0.1', none).range ?? '', /CGNAT/);
    });

    it('allows public unicast just outside the ranges', () => {
      for (const ip of ['93.184.216.34', '8.8.8.8', '1.1.1.1', '100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0', '198.17.255.255', '198.20.0.0', '223.255.255.255', '11.0.0.0', '126.255.255.255', '128.0.0.0', '169.253.255.255', '192.0.1.1', '192.169.0.0']) {
        assert.deepEqual(isBlockedAddress(ip, none), { blocked: false }, ip);
      }
    });

    it('judges non-canonical spellings as the address they mean', () => {
      for (const ip of ['2130706433', '0177.0.0.1', '0x7f.0.0.1', '0x7f000001', '127.1', '127.0.1', '127.0.0.1.']) {
        assert.equal(isBlockedAddress(ip, none).blocked, true, ip);
      }
    });

    it('reads leading zeros both ways and blocks if either reading is blocked', () => {
      // 010.0.0.1 is 8.0.0.1 to WHATWG and inet_aton but 10.0.0.1 to a naive parser.
      assert.equal(isBlockedAddress('010.0.0.1', none).blocked, true);
      assert.equal(parseIpLiteral('010.0.0.1')?.address, '8.0.0.1');
    });

    it('blocks what is not an address at all', () => {
      for (const text of ['', 'localhost', 'example.com', '1.2.3.4.5', '256.1.1.1', '[::1', 'fe80::zz']) {
        assert.equal(isBlockedAddress(text, none).blocked, true, text);
      }
    });
  });

  describe('blocked IPv6 ranges', () => {
    const blocked: Array<[string, string]> = [
      ['::', '::/128'],
      ['::1', '::1/128'],
      ['0:0:0:0:0:0:0:1', '::1/128'],
      ['100::1', '100::/64'],
      ['2001:db8::1', '2001:db8::/32'],
      ['2001:2::1', '2001:2::/48'],
      ['2001:10::1', '2001:10::/28'],
      ['2001:20::1', '2001:20::/28'],
      ['2001:1::1', '2001::/23'],
      ['fc00::1', 'fc00::/7'],
      ['fd00::1', 'fc00::/7'],
      ['fe80::1', 'fe80::/10'],
      ['fe80::1%eth0', 'fe80::/10'],
      ['fec0::1', 'fec0::/10'],
      ['ff02::1', 'ff00::/8'],
      ['3fff::1', '3fff::/20'],
      ['5f00::1', '5f00::/16'],
    ];
    for (const [ip, range] of blocked) {
      it(`blocks ${ip} (${range})`, () => {
        const verdict = isBlockedAddress(ip, none);
        assert.equal(verdict.blocked, true);
        assert.ok(verdict.range?.startsWith(range), verdict.range);
      });
    }

    it('blocks space outside 2000::/3 that no registry entry names', () => {
      assert.equal(isBlockedAddress('1::1', none).blocked, true);
      assert.equal(isBlockedAddress('4000::1', none).blocked, true);
    });

    it('allows public IPv6 unicast', () => {
      assert.deepEqual(isBlockedAddress('2606:4700::1', none), { blocked: false });
      assert.deepEqual(isBlockedAddress('2a00:1450:4001::1', none), { blocked: false });
    });
  });

  describe('IPv6 forms that embed IPv4 are judged by the embedded address', () => {
    it('IPv4-mapped ::ffff:0:0/96', () => {
      assert.deepEqual(isBlockedAddress('::ffff:127.0.0.1', none).embedded, '127.0.0.1');
      assert.equal(isBlockedAddress('::ffff:127.0.0.1', none).blocked, true);
      assert.equal(isBlockedAddress('::ffff:7f00:1', none).blocked, true);
      assert.equal(isBlockedAddress('::ffff:a9fe:a9fe', none).blocked, true);
      assert.deepEqual(isBlockedAddress('::ffff:93.184.216.34', none), { blocked: false, embedded: '93.184.216.34' });
    });

    it('IPv4-compatible ::/96', () => {
      assert.equal(isBlockedAddress('::127.0.0.1', none).blocked, true);
      assert.equal(isBlockedAddress('::a00:1', none).blocked, true);
      assert.deepEqual(isBlockedAddress('::808:808', none), { blocked: false, embedded: '8.8.8.8' });
    });

    it('NAT64 64:ff9b::/96', () => {
      const internal = isBlockedAddress('64:ff9b::a00:1', none);
      assert.equal(internal.blocked, true);
      assert.equal(internal.embedded, '10.0.0.1');
      assert.equal(isBlockedAddress('64:ff9b::7f00:1', none).blocked, true);
      assert.deepEqual(isBlockedAddress('64:ff9b::808:808', none), { blocked: false, embedded: '8.8.8.8' });
    });

    it('local-use NAT64 64:ff9b:1::/48 is judged under every RFC 6052 layout', () => {
      assert.equal(isBlockedAddress('64:ff9b:1::a00:1', none).blocked, true);
      // /48 layout carrying 10.0.0.1 while the last 32 bits spell a public address.
      assert.equal(isBlockedAddress('64:ff9b:1:a00:0:100:808:808', none).blocked, true);
    });

    it('6to4 2002::/16 (bits 16–48)', () => {
      const verdict = isBlockedAddress('2002:7f00:1::', none);
      assert.equal(verdict.blocked, true);
      assert.equal(verdict.embedded, '127.0.0.1');
      assert.equal(isBlockedAddress('2002:a9fe:a9fe::1', none).blocked, true);
      assert.deepEqual(isBlockedAddress('2002:0808:0808::', none), { blocked: false, embedded: '8.8.8.8' });
    });

    it('Teredo 2001::/32 is blocked outright and reports the client address (NOT of the last 32 bits)', () => {
      const loopbackClient = isBlockedAddress('2001:0:4136:e378:8000:63bf:80ff:fffe', none);
      assert.equal(loopbackClient.blocked, true);
      assert.equal(loopbackClient.embedded, '127.0.0.1');
      const publicClient = isBlockedAddress('2001:0:4136:e378:8000:63bf:f7f7:f7f7', none);
      assert.equal(publicClient.blocked, true);
      assert.equal(publicClient.embedded, '8.8.8.8');
      assert.match(publicClient.range ?? '', /Teredo/);
    });
  });

  describe('allow list (EGRESS_ALLOW_CIDRS)', () => {
    it('parses a comma-separated list, skipping blanks, and rejects nonsense', () => {
      const set = parseCidrList(' 127.0.0.0/8, ,10.1.2.3,fd00::/8 ');
      assert.deepEqual(set.map((c) => c.text), ['127.0.0.0/8', '10.1.2.3/32', 'fd00::/8']);
      assert.throws(() => parseCidrList('10.0.0.0/33'), /prefix/);
      assert.throws(() => parseCidrList('not-an-ip/8'), /not an IP/);
      assert.throws(() => parseCidrList('10.0.0.0/x'), /prefix/);
    });

    it('exempts exactly the listed ranges', () => {
      const allow = parseCidrList('127.0.0.2/32,10.0.0.0/8,fd00::/8');
      assert.equal(isBlockedAddress('127.0.0.2', allow).blocked, false);
      assert.equal(isBlockedAddress('127.0.0.1', allow).blocked, true);
      assert.equal(isBlockedAddress('10.200.0.1', allow).blocked, false);
      assert.equal(isBlockedAddress('fd00::5', allow).blocked, false);
      assert.equal(isBlockedAddress('fc00::5', allow).blocked, true);
      assert.equal(isBlockedAddress('169.254.169.254', allow).blocked, true);
    });

    it('exempts embedding forms whose embedded IPv4 is allowed', () => {
      const allow = parseCidrList('127.0.0.0/8');
      assert.equal(isBlockedAddress('::ffff:127.0.0.1', allow).blocked, false);
      assert.equal(isBlockedAddress('64:ff9b::7f00:1', allow).blocked, false);
      assert.equal(isBlockedAddress('2002:7f00:1::', allow).blocked, false);
      assert.equal(isBlockedAddress('2001:0:4136:e378:8000:63bf:80ff:fffe', allow).blocked, false);
      assert.equal(isBlockedAddress('::ffff:10.0.0.1', allow).blocked, true);
    });

    it('an IPv6 allow entry does not open IPv4 space and vice versa', () => {
      assert.equal(isBlockedAddress('127.0.0.1', parseCidrList('::1/128')).blocked, true);
      assert.equal(isBlockedAddress('::1', parseCidrList('127.0.0.0/8')).blocked, true);
      assert.equal(isBlockedAddress('::1', parseCidrList('::1/128')).blocked, false);
    });
  });
});

describe('egress host literals', () => {
  const literals: Array<[string, string]> = [
    ['127.0.0.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0x7f.0.0.1', '127.0.0.1'],
    ['0X7F.0.0.1', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['0177.1', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['127.000.000.001', '127.0.0.1'],
    ['127.0.0.1.', '127.0.0.1'],
    ['0', '0.0.0.0'],
    ['0x', '0.0.0.0'],
    ['017700000001', '127.0.0.1'],
    ['[::1]', '::1'],
    ['[0:0:0:0:0:0:0:1]', '::1'],
    ['[0000:0000:0000:0000:0000:0000:0000:0001]', '::1'],
    ['[::ffff:127.0.0.1]', '::ffff:7f00:1'],
    ['[::ffff:7f00:1]', '::ffff:7f00:1'],
    ['[0:0:0:0:0:ffff:7f00:1]', '::ffff:7f00:1'],
    ['[::127.0.0.1]', '::7f00:1'],
    ['::1', '::1'],
  ];
  for (const [host, address] of literals) {
    it(`recognises ${host} as ${address}`, () => {
      const result = classifyHost(host);
      assert.equal(result.kind, 'ip');
      assert.equal(result.kind === 'ip' ? result.ip.address : '', address);
    });
  }

  it('agrees with WHATWG URL on every IPv4 spelling it canonicalises', () => {
    for (const [host] of literals.filter(([h]) => !h.includes(':'))) {
      const viaUrl = new URL(`http://${host}/`).hostname;
      assert.equal(parseIpLiteral(host)?.address, viaUrl, host);
    }
  });

  it('parses IPv6 exactly like WHATWG URL, accepting and rejecting the same inputs', () => {
    const samples = [
      '::1', '::', '1::', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6::8', '::ffff:1.2.3.4', '::1.2.3.4', '64:ff9b::10.0.0.1', 'FE80::1',
      '0:0::0:1', '2001:db8:0:0:1:0:0:1', '2001:0db8::0001', '1:0:0:2:0:0:0:3', '1:2:3:4:5:6:1.2.3.4', '::1.2.3', '::01.2.3.4',
      '1:2:3:4:5:6:7:8:9', ':::1', '::0x7f.0.0.1', '1::2::3', '12345::', '::256.0.0.1', '1:2:3:4:5:6:7:1.2.3.4', 'g::1', ':1', '1:',
      '::1.2.3.4.5', '::1.2..3',
    ];
    for (const sample of samples) {
      let viaUrl: string | null;
      try {
        viaUrl = new URL(`http://[${sample}]/`).hostname.slice(1, -1);
      } catch {
        viaUrl = null;
      }
      const ours = classifyHost(`[${sample}]`);
      assert.equal(ours.kind === 'ip' ? ours.ip.address : null, viaUrl, sample);
    }
  });

  it('treats names as names and numeric garbage as invalid', () => {
    assert.deepEqual(classifyHost('Example.COM'), { kind: 'name', name: 'example.com' });
    assert.deepEqual(classifyHost('localhost.'), { kind: 'name', name: 'localhost.' });
    assert.equal(classifyHost('1.2.3.4.5').kind, 'invalid');
    assert.equal(classifyHost('256.0.0.1').kind, 'invalid');
    assert.equal(classifyHost('4294967296').kind, 'invalid');
    assert.equal(classifyHost('foo.09').kind, 'invalid');
    assert.equal(classifyHost('[::1').kind, 'invalid');
    assert.equal(classifyHost('[not-v6]').kind, 'invalid');
    assert.equal(classifyHost('').kind, 'invalid');
  });
});

describe('egress defaultPolicy', () => {
  it('has the contract defaults and merges partial overrides', () => {
    const policy = defaultPolicy();
    assert.equal(policy.maxRedirects, 10);
    assert.equal(policy.maxBodyBytes, 5 * 1024 * 1024);
    assert.equal(policy.maxHeaderBytes, 32 * 1024);
    assert.deepEqual(policy.timeouts, { lookupMs: 5000, connectMs: 5000, secureConnectMs: 5000, responseMs: 10000, totalMs: 30000 });
    assert.equal(policy.userAgent, 'lookout-scanner/0.1 (+https://github.com/lookout)');
    assert.deepEqual(policy.allowCidrs, []);
    const custom = defaultPolicy({ maxRedirects: 3, timeouts: { totalMs: 1500 } });
    assert.equal(custom.maxRedirects, 3);
    assert.equal(custom.timeouts.totalMs, 1500);
    assert.equal(custom.timeouts.connectMs, 5000);
  });
});
