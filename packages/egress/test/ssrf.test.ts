import assert from 'node:assert/strict';
import net from 'node:net';
import { createEgressClient, defaultPolicy, type EgressClientDeps } from '../src/index.js';
import { connectSpy, expectEgressError, httpListener, ipv6LoopbackAvailable, tableResolver, type Listener } from './helpers.js';

/**
 * SSRF battery. Everything listens on loopback. The "blocked target" listeners stand for internal
 * services: with an empty allow list every way of naming them must fail with blocked_egress before
 * any connection is attempted (the connect spy sees nothing) and they must see no connection at all.
 */
describe('egress SSRF battery', function () {
  this.timeout(10_000);

  let target: Listener;
  let target6: Listener | null = null;
  let redirector: Listener;
  let P4 = 0;
  let P6 = 0;
  let PR = 0;

  const names: Record<string, string[]> = {
    localhost: ['127.0.0.1', '::1'],
    'internal.test': ['10.0.0.5'],
    'metadata.test': ['169.254.169.254'],
    'cgnat.test': ['100.64.0.1'],
    'ula.test': ['fd00::1'],
    'nat64.test': ['64:ff9b::7f00:1'],
    'nat64-private.test': ['64:ff9b::a00:5'],
    'sixtofour.test': ['2002:7f00:1::'],
    'teredo.test': ['2001:0:4136:e378:8000:63bf:80ff:fffe'],
    'mapped.test': ['::ffff:127.0.0.1'],
    'linklocal.test': ['fe80::1'],
    'multicast.test': ['224.0.0.1'],
    'broadcast.test': ['255.255.255.255'],
    'zero.test': ['0.0.0.0'],
    'doc.test': ['192.0.2.1'],
    'private172.test': ['172.16.0.1'],
    'private192.test': ['192.168.1.1'],
    'benchmark.test': ['198.18.0.1'],
    'loop.test': ['127.0.0.1'],
    'garbage.test': ['not-an-address'],
    // A public address first, then an internal one: the name is hostile as a whole.
    'mixed.test': ['93.184.216.34', '127.0.0.1'],
    'mixed6.test': ['2606:4700::1', '::1'],
    'redirector.test': ['127.0.0.2'],
  };

  // Titles are written with placeholders because the ports exist only once `before` has run.
  const fill = (template: string): string => template.replaceAll('{P4}', String(P4)).replaceAll('{P6}', String(P6));

  let spy: ReturnType<typeof connectSpy>;
  let resolver: ReturnType<typeof tableResolver>;

  const client = (allowCidrs: string[] = [], extra: EgressClientDeps = {}) =>
    createEgressClient(
      defaultPolicy({ allowCidrs, timeouts: { lookupMs: 1000, connectMs: 1000, secureConnectMs: 1000, responseMs: 2000, totalMs: 4000 } }),
      { connect: spy.connect, resolve: resolver.resolve, ...extra },
    );

  before(async () => {
    const secret = (_req: unknown, res: { end: (body: string) => void }): void => res.end('internal secret');
    target = await httpListener('127.0.0.1', secret);
    P4 = target.port;
    if (await ipv6LoopbackAvailable()) {
      target6 = await httpListener('::1', secret);
      P6 = target6.port;
    } else {
      P6 = P4;
    }
    redirector = await httpListener('127.0.0.2', (req, res) => {
      const url = new URL(req.url ?? '/', 'http://redirector');
      if (url.pathname === '/r') {
        res.writeHead(Number(url.searchParams.get('status') ?? '302'), { location: url.searchParams.get('to') ?? '/' });
        res.end();
        return;
      }
      res.end('redirector ok');
    });
    PR = redirector.port;
  });

  after(async () => {
    await Promise.all([target.close(), target6?.close(), redirector.close()]);
  });

  beforeEach(() => {
    spy = connectSpy();
    resolver = tableResolver(names);
  });

  /**
   * Every test here ends by checking that the internal listeners saw no connection. (A check inside
   * the test rather than in afterEach, so that one failure does not abort the rest of the battery.)
   */
  const test = (title: string, body: () => Promise<void>): Mocha.Test =>
    it(title, async () => {
      target.counts.connections = 0;
      if (target6) target6.counts.connections = 0;
      await body();
      assert.equal(target.counts.connections, 0, 'the blocked listener on 127.0.0.1 was connected to');
      assert.equal(target6?.counts.connections ?? 0, 0, 'the blocked listener on ::1 was connected to');
    });

  describe('IP literal spellings of loopback, empty allow list', () => {
    const spellings = [
      'http://127.0.0.1:{P4}/',
      'http://2130706433:{P4}/',
      'http://0177.0.0.1:{P4}/',
      'http://0x7f.0.0.1:{P4}/',
      'http://0x7f000001:{P4}/',
      'http://127.1:{P4}/',
      'http://127.0.1:{P4}/',
      'http://0177.1:{P4}/',
      'http://0x7f.1:{P4}/',
      'http://127.000.000.001:{P4}/',
      'http://0x0000007f.0.0.1:{P4}/',
      'http://017700000001:{P4}/',
      'http://127.0.0.1.:{P4}/',
      'http://127.255.255.254:{P4}/',
      'http://0.0.0.0:{P4}/',
      'http://0:{P4}/',
      'http://[::1]:{P6}/',
      'http://[0:0:0:0:0:0:0:1]:{P6}/',
      'http://[0000:0000:0000:0000:0000:0000:0000:0001]:{P6}/',
      'http://[::]:{P6}/',
      'http://[::ffff:127.0.0.1]:{P4}/',
      'http://[::ffff:7f00:1]:{P4}/',
      'http://[0:0:0:0:0:ffff:7f00:1]:{P4}/',
      'http://[::ffff:0.0.0.0]:{P4}/',
      'http://[::127.0.0.1]:{P4}/',
      'http://[64:ff9b::7f00:1]:{P4}/',
      'http://[2002:7f00:1::]:{P4}/',
      'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]:{P4}/',
      'https://127.0.0.1:{P4}/',
      'http://user:pass@127.0.0.1:{P4}/',
      'HTTP://0X7F.0.0.1:{P4}/path?q=1#frag',
    ];
    for (const spelling of spellings) {
      test(`${spelling} is blocked before connecting`, async () => {
        const url = fill(spelling);
        const error = await expectEgressError(client().fetch({ url }), 'blocked_egress');
        assert.equal(spy.calls.length, 0, `${url} reached connect`);
        assert.equal(resolver.calls.length, 0, `${url} was treated as a name`);
        assert.ok(error.details.url, 'the failing URL is reported');
      });
    }
  });

  describe('names resolving to blocked addresses (injected resolver)', () => {
    const blockedNames = Object.keys(names).filter((n) => n !== 'redirector.test' && n !== 'localhost');
    for (const name of blockedNames) {
      test(`${name} → ${(names[name] ?? []).join(', ')} is blocked without connecting`, async () => {
        const error = await expectEgressError(client().fetch({ url: `http://${name}:${P4}/` }), 'blocked_egress');
        assert.equal(spy.calls.length, 0);
        assert.deepEqual(resolver.calls, [name]);
        if (name !== 'garbage.test') assert.ok(error.details.address, 'the blocked address is reported');
      });
    }

    test('https to a blocked name is blocked before any TLS', async () => {
      await expectEgressError(client().fetch({ url: `https://metadata.test/latest/meta-data/` }), 'blocked_egress');
      assert.equal(spy.calls.length, 0);
    });

    // RFC 6761: refused by name, before any lookup, even with loopback allowed and a resolver that knows it.
    for (const name of ['localhost', 'LOCALHOST', 'localhost.', 'foo.localhost', 'a.b.localhost.']) {
      test(`${name} is refused by name without resolving, even when loopback is allowed`, async () => {
        const error = await expectEgressError(client(['127.0.0.0/8', '::1/128']).fetch({ url: `http://${name}:${P4}/` }), 'blocked_egress');
        assert.match(error.message, /localhost name/);
        assert.deepEqual(resolver.calls, []);
        assert.equal(spy.calls.length, 0);
      });
    }

    test('localhost through the real OS resolver (/etc/hosts) is blocked', async () => {
      const viaOs = createEgressClient(defaultPolicy({ allowCidrs: [] }), { connect: spy.connect });
      await expectEgressError(viaOs.fetch({ url: `http://localhost:${P4}/` }), 'blocked_egress');
      assert.equal(spy.calls.length, 0);
    });

    test('non-http schemes are refused up front', async () => {
      for (const url of ['file:///etc/passwd', `gopher://127.0.0.1:${P4}/_GET`, 'ftp://127.0.0.1/', 'data:text/plain,hi', '/relative']) {
        await expectEgressError(client().fetch({ url }), 'blocked_egress');
      }
      assert.equal(spy.calls.length, 0);
    });
  });

  describe('redirects from an allowed server to blocked targets', () => {
    const allowOnlyRedirector = ['127.0.0.2/32'];
    const cases: Array<[number, string]> = [
      [301, 'http://127.0.0.1:{P4}/'],
      [302, 'http://2130706433:{P4}/'],
      [303, 'http://0x7f.1:{P4}/'],
      [307, 'http://[::ffff:127.0.0.1]:{P4}/'],
      [308, 'http://loop.test:{P4}/'],
      [302, '//127.0.0.1:{P4}/scheme-relative'],
      [301, 'http://localhost:{P4}/'],
      [302, 'http://metadata.test/latest/meta-data/'],
      [307, 'https://127.0.0.1:{P4}/'],
      [308, 'http://0177.0.0.1:{P4}/'],
      [302, 'http://127.0.0.1.:{P4}/'],
      [303, 'http://[::1]:{P6}/'],
      [301, 'http://nat64.test:{P4}/'],
      [302, 'http://mixed.test:{P4}/'],
    ];
    for (const [status, template] of cases) {
      test(`${status} → ${template} is blocked at the hop, never connecting to the target`, async () => {
        const to = fill(template);
        const url = `http://127.0.0.2:${PR}/r?status=${status}&to=${encodeURIComponent(to)}`;
        const error = await expectEgressError(client(allowOnlyRedirector).fetch({ url, followRedirects: true }), 'blocked_egress');
        assert.deepEqual(error.details.redirects, [{ url, status, location: to }]);
        assert.deepEqual(
          spy.calls.map((c) => c.address),
          ['127.0.0.2'],
          'only the redirector was connected to',
        );
      });
    }

    test('a POST redirected with 307 to a blocked target is blocked too', async () => {
      const url = `http://127.0.0.2:${PR}/r?status=307&to=${encodeURIComponent(`http://127.0.0.1:${P4}/`)}`;
      await expectEgressError(client(allowOnlyRedirector).fetch({ url, method: 'POST', body: 'x', followRedirects: true }), 'blocked_egress');
      assert.equal(spy.calls.length, 1);
    });

    test('a chain of allowed hops ending at a blocked target records every hop', async () => {
      const last = `http://127.0.0.1:${P4}/`;
      const second = `/r?status=302&to=${encodeURIComponent(last)}`;
      const url = `http://redirector.test:${PR}/r?status=301&to=${encodeURIComponent(second)}`;
      const error = await expectEgressError(client(allowOnlyRedirector).fetch({ url, followRedirects: true }), 'blocked_egress');
      assert.deepEqual(
        error.details.redirects?.map((h) => h.status),
        [301, 302],
      );
      assert.equal(error.details.redirects?.[1]?.url, `http://redirector.test:${PR}${second}`);
      assert.deepEqual(resolver.calls, ['redirector.test', 'redirector.test']);
    });

    for (const to of ['file:///etc/passwd', 'gopher://127.0.0.1:70/_GET%20/', 'data:text/html,<script>1</script>', 'javascript:alert(1)']) {
      test(`a redirect to ${to.split(':')[0]}: is refused`, async () => {
        const url = `http://127.0.0.2:${PR}/r?status=302&to=${encodeURIComponent(to)}`;
        const error = await expectEgressError(client(allowOnlyRedirector).fetch({ url, followRedirects: true }), 'blocked_egress');
        assert.equal(error.details.redirects?.length, 1);
        assert.equal(spy.calls.length, 1);
      });
    }

    test('an unparseable Location is an invalid_response', async () => {
      const url = `http://127.0.0.2:${PR}/r?status=302&to=${encodeURIComponent('http://[::1')}`;
      await expectEgressError(client(allowOnlyRedirector).fetch({ url, followRedirects: true }), 'invalid_response');
    });

    test('without followRedirects the 3xx is returned as is', async () => {
      const url = `http://127.0.0.2:${PR}/r?status=302&to=${encodeURIComponent(`http://127.0.0.1:${P4}/`)}`;
      const response = await client(allowOnlyRedirector).fetch({ url });
      assert.equal(response.status, 302);
      assert.equal(response.headers['location'], `http://127.0.0.1:${P4}/`);
      assert.deepEqual(response.redirects, []);
    });
  });

  describe('DNS pinning', () => {
    test('resolves once per hop and connects to the address it checked (rebinding to loopback after the check is useless)', async () => {
      let answers = 0;
      const rebinding = async (): Promise<string[]> => {
        answers += 1;
        return answers === 1 ? ['127.0.0.2'] : ['127.0.0.1'];
      };
      const response = await client(['127.0.0.2/32'], { resolve: rebinding }).fetch({ url: `http://rebind.test:${PR}/ok` });
      assert.equal(response.status, 200);
      assert.equal(response.body.toString(), 'redirector ok');
      assert.equal(answers, 1);
      assert.equal(response.remoteAddress, '127.0.0.2');
      assert.deepEqual(response.resolvedAddresses, ['127.0.0.2']);
      assert.deepEqual(spy.calls.map((c) => [c.address, c.hostname]), [['127.0.0.2', 'rebind.test']]);
    });

    test('re-resolves and re-checks on every redirect hop', async () => {
      let answers = 0;
      const rebinding = async (): Promise<string[]> => {
        answers += 1;
        return answers === 1 ? ['127.0.0.2'] : ['127.0.0.1'];
      };
      const url = `http://rebind.test:${PR}/r?status=302&to=${encodeURIComponent('/ok')}`;
      await expectEgressError(client(['127.0.0.2/32'], { resolve: rebinding }).fetch({ url, followRedirects: true }), 'blocked_egress');
      assert.equal(answers, 2);
      assert.equal(spy.calls.length, 1);
    });

    test('checks the socket’s real peer after connect (a connector that goes elsewhere is caught)', async () => {
      const decoy = await httpListener('127.0.0.1', (_req, res) => res.end('decoy'));
      try {
        const subverted = connectSpy(() => net.connect({ host: '127.0.0.1', port: decoy.port }));
        const c = createEgressClient(defaultPolicy({ allowCidrs: ['127.0.0.2/32'], timeouts: { totalMs: 4000 } }), { connect: subverted.connect });
        const error = await expectEgressError(c.fetch({ url: `http://127.0.0.2:${PR}/ok` }), 'blocked_egress');
        assert.match(error.message, /not the approved 127\.0\.0\.2/);
        assert.equal(decoy.counts.requests, 0, 'no HTTP request may reach the wrong peer');
      } finally {
        await decoy.close();
      }
    });

    it('an allowed IPv6 loopback listener is reachable when ::1 is on the allow list', async function () {
      if (!target6) this.skip();
      const ok = await httpListener('::1', (_req, res) => res.end('v6 ok'));
      try {
        const response = await client(['::1/128']).fetch({ url: `http://[::1]:${ok.port}/` });
        assert.equal(response.body.toString(), 'v6 ok');
        assert.equal(response.remoteAddress, '::1');
      } finally {
        await ok.close();
      }
    });
  });
});
