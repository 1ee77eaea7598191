import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDirectory, type LoadSummary, type ThreatIntelLogger } from '../../src/threat-intel/load.js';
import { classifyFileName, parseList, sniffFormat, splitCsvLine } from '../../src/threat-intel/parse.js';
import { createThreatIntelStore, type ThreatIntelStore } from '../../src/threat-intel/store.js';
import { ThreatIntelIndex } from '../../src/threat-intel/threat-index.js';

const SAMPLE_DIR = fileURLToPath(new URL('../../threat-intel-sample/', import.meta.url));

function recordingLogger(): ThreatIntelLogger & { warnings: { obj: object; msg: string }[] } {
  const warnings: { obj: object; msg: string }[] = [];
  return { warnings, info: () => undefined, warn: (obj, msg) => warnings.push({ obj, msg }) };
}

describe('threat intel: parsing', () => {
  it('hosts files: any address, several names per line, comments and boilerplate skipped', () => {
    const list = parseList(
      'steven',
      'hosts',
      ['# header', '127.0.0.1 localhost', '::1 ip6-localhost ip6-loopback', '0.0.0.0 0.0.0.0', '0.0.0.0 ads.example  tracker.example # inline', '127.0.0.1\tBAD.Example.', 'not-an-ip bad2.example', ''].join('\n'),
    );
    assert.deepEqual([...list.hosts.keys()].sort(), ['ads.example', 'bad.example', 'tracker.example']);
    assert.equal(list.invalidLines, 1);
    assert.equal(list.invalidSamples[0], 'not-an-ip bad2.example');
  });

  it('domain lists: plain, wildcard, adblock and IDN spellings', () => {
    const list = parseList('phish', 'domains', ['# c', '! adblock comment', 'evil.example', '*.wild.example', '.dot.example', '||block.example^', 'bücher.example', 'http://not-a-domain.example/x', 'bad domain'].join('\n'));
    assert.deepEqual([...list.hosts.keys()].sort(), ['block.example', 'dot.example', 'evil.example', 'wild.example', 'xn--bcher-kva.example']);
    assert.equal(list.invalidLines, 2);
    assert.equal(list.category, 'phishing');
  });

  it('URL lists: normalised keys, original text kept as the entry', () => {
    const list = parseList('openphish', 'urls', ['HTTPS://Login.Example.ORG:443/Path?Q=1#frag', 'example.net/no-scheme', 'ftp://files.example/x', '::::'].join('\n'));
    assert.deepEqual([...list.urls.keys()], ['https://login.example.org/Path?Q=1', 'http://example.net/no-scheme']);
    assert.equal(list.urls.get('https://login.example.org/Path?Q=1')?.entry, 'HTTPS://Login.Example.ORG:443/Path?Q=1#frag');
    assert.equal(list.invalidLines, 2);
  });

  it('URLhaus CSV: header in a comment, quoted fields, category from the threat column', () => {
    const csv = [
      '# id,dateadded,url,url_status,last_online,threat,tags,urlhaus_link,reporter',
      '"1","2025-01-01 00:00:00","http://dl.example/a.exe","online","","malware_download","exe,""quoted""","https://urlhaus.abuse.ch/url/1/","r"',
      '"2","2025-01-01 00:00:00","https://x.example/phish","offline","","phishing","","",""',
      '"3","broken',
    ].join('\n');
    const list = parseList('urlhaus', 'csv', csv);
    assert.deepEqual([...list.urls.entries()].map(([k, v]) => [k, v.category]), [
      ['http://dl.example/a.exe', 'malware'],
      ['https://x.example/phish', 'phishing'],
    ]);
    assert.equal(list.invalidLines, 1);
  });

  it('other CSVs: the url column is found by header (PhishTank) or by content', () => {
    const phishtank = parseList('phishtank', 'csv', 'phish_id,url,phish_detail_url,submission_time,verified,verification_time,online,target\n123,https://p.example/login,http://www.phishtank.com/phish_detail.php?phish_id=123,2025,yes,2025,yes,Other');
    assert.deepEqual([...phishtank.urls.keys()], ['https://p.example/login']);
    assert.equal(phishtank.urls.get('https://p.example/login')?.category, 'phishing');
    const headerless = parseList('mixed', 'csv', '2025-01-01,https://h.example/x,tag');
    assert.deepEqual([...headerless.urls.keys()], ['https://h.example/x']);
  });

  it('splitCsvLine handles empty, quoted and escaped fields', () => {
    assert.deepEqual(splitCsvLine('a,"b,c","d""e",,'), ['a', 'b,c', 'd"e', '', '']);
    assert.equal(splitCsvLine('"open'), null);
  });

  it('file names decide the format and the list name; unlabelled text files are sniffed', () => {
    assert.deepEqual(classifyFileName('StevenBlack.hosts'), { name: 'StevenBlack', format: 'hosts' });
    assert.deepEqual(classifyFileName('openphish.urls.txt'), { name: 'openphish', format: 'urls' });
    assert.deepEqual(classifyFileName('phish.domains.txt'), { name: 'phish', format: 'domains' });
    assert.deepEqual(classifyFileName('urlhaus.csv'), { name: 'urlhaus', format: 'csv' });
    assert.deepEqual(classifyFileName('hosts'), { name: 'hosts', format: 'hosts' });
    assert.deepEqual(classifyFileName('feed.txt'), { name: 'feed', format: null });
    for (const ignored of ['.hidden.hosts', 'feed.csv.tmp', 'feed.part', 'README.md', 'notes.json']) assert.equal(classifyFileName(ignored), null, ignored);
    assert.equal(sniffFormat(['# x', '0.0.0.0 a.example']), 'hosts');
    assert.equal(sniffFormat(['https://a.example/x', 'http://b.example/']), 'urls');
    assert.equal(sniffFormat(['"1","2025","http://a.example/","online"']), 'csv');
    assert.equal(sniffFormat(['a.example', 'b.example']), 'domains');
  });
});

describe('threat intel: matching', () => {
  const index = new ThreatIntelIndex([
    parseList('urls', 'urls', 'https://login.example.org/verify.php?id=1\nhttp://203.0.113.9:8080/bins/x.arm'),
    parseList('domains', 'domains', 'evil.example\nsub.shared.example\ngithub.io'),
    parseList('hosts', 'hosts', '0.0.0.0 exact.example.net\n0.0.0.0 198.51.100.23'),
  ]);

  it('exact URL, with scheme and host case, default port and fragment normalised', () => {
    assert.deepEqual(index.match('HTTPS://LOGIN.example.org:443/verify.php?id=1#top'), [{ list: 'urls', entry: 'https://login.example.org/verify.php?id=1', matchedOn: 'url', category: 'blocklisted' }]);
    assert.deepEqual(index.match('https://login.example.org/verify.php?id=2'), []);
    assert.deepEqual(index.match('https://login.example.org/Verify.php?id=1'), [], 'the path is case-sensitive');
    assert.equal(index.match('http://203.0.113.9:8080/bins/x.arm')[0]?.matchedOn, 'url');
  });

  it('host, and registrable domain covering subdomains', () => {
    assert.equal(index.match('https://evil.example/')[0]?.matchedOn, 'host');
    assert.deepEqual(index.match('https://a.b.evil.example/x'), [{ list: 'domains', entry: 'evil.example', matchedOn: 'domain', category: 'blocklisted' }]);
    assert.equal(index.match('https://deeper.sub.shared.example/')[0]?.entry, 'sub.shared.example');
    assert.deepEqual(index.match('https://other.shared.example/'), []);
    assert.deepEqual(index.match('https://notevil.example/'), []);
  });

  it('a host entry covers only that host; IP literals match exactly; a public suffix entry covers nothing', () => {
    assert.equal(index.match('http://exact.example.net/')[0]?.matchedOn, 'host');
    assert.deepEqual(index.match('http://www.exact.example.net/'), [{ list: 'hosts', entry: 'exact.example.net', matchedOn: 'domain', category: 'blocklisted' }]);
    assert.deepEqual(index.match('http://example.net/'), []);
    assert.equal(index.match('http://198.51.100.23/x')[0]?.matchedOn, 'host');
    assert.deepEqual(index.match('https://someone.github.io/'), []);
    assert.equal(index.matchHost('EVIL.example.')[0]?.entry, 'evil.example');
  });

  it('not a URL, or no lists: no matches', () => {
    assert.deepEqual(index.match('not a url'), []);
    assert.deepEqual(ThreatIntelIndex.empty().match('https://evil.example/'), []);
  });
});

describe('threat intel: loading and reloading', () => {
  let dir: string;
  const stores: ThreatIntelStore[] = [];

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lookout-ti-'));
  });
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()));
    await rm(dir, { recursive: true, force: true });
  });

  const open = async (options: Parameters<typeof createThreatIntelStore>[1] = {}): Promise<ThreatIntelStore> => {
    const store = await createThreatIntelStore(dir, { watch: false, pollIntervalMs: 0, ...options });
    stores.push(store);
    return store;
  };

  it('loads the shipped sample lists, one per format', async () => {
    const { index, summary } = await loadDirectory(SAMPLE_DIR);
    assert.deepEqual(summary.lists.map((l) => [l.name, l.format]), [
      ['malware-sample', 'hosts'],
      ['openphish-sample', 'urls'],
      ['phishing-sample', 'domains'],
      ['urlhaus-sample', 'csv'],
    ]);
    assert.deepEqual(summary.skipped, []);
    assert.ok(summary.lists.every((l) => l.entries > 0 && l.invalidLines === 0), JSON.stringify(summary.lists));
    assert.equal(index.match('https://files.example.com/invoice_2025.exe')[0]?.category, 'malware');
    assert.equal(index.match('https://www.paypal-account-verify.example/')[0]?.category, 'phishing');
    assert.equal(index.match('http://c2.botnet.test/')[0]?.list, 'malware-sample');
  });

  it('reload() picks up a new file and swaps the index; an index already handed out is unchanged', async () => {
    await writeFile(join(dir, 'first.domains.txt'), 'one.example\n');
    const reloads: LoadSummary[] = [];
    const store = await open({ onReload: (s) => reloads.push(s) });
    const before = store.index();
    assert.equal(before.match('https://one.example/').length, 1);
    await writeFile(join(dir, 'second.hosts'), '0.0.0.0 two.example\n');
    const summary = await store.reload();
    assert.deepEqual(summary?.lists.map((l) => l.name), ['first', 'second']);
    assert.equal(store.index().match('https://two.example/')[0]?.list, 'second');
    assert.deepEqual(before.match('https://two.example/'), [], 'the old snapshot is immutable');
    assert.equal(reloads.length, 2);
  });

  it('the poll (injected) reloads only when a file changed, was added or removed', async () => {
    await writeFile(join(dir, 'feed.urls.txt'), 'https://a.example/x\n');
    let tick: (() => void) | undefined;
    let stopped = false;
    const reloads: LoadSummary[] = [];
    const store = await open({
      pollIntervalMs: 1000,
      schedulePoll: (fn) => {
        tick = fn;
        return () => {
          stopped = true;
        };
      },
      onReload: (s) => reloads.push(s),
    });
    assert.equal(reloads.length, 1);
    assert.equal(await store.checkForChanges(), null, 'nothing changed');
    await writeFile(join(dir, 'feed.urls.txt'), 'https://a.example/x\nhttps://b.example/y\n');
    // Same-second rewrites can keep the mtime; the size differs, and the test pins a new mtime anyway.
    await utimes(join(dir, 'feed.urls.txt'), new Date(), new Date(Date.now() + 5000));
    tick?.();
    await store.checkForChanges();
    assert.equal(reloads.length, 2);
    assert.equal(store.index().match('https://b.example/y').length, 1);
    await rm(join(dir, 'feed.urls.txt'));
    assert.ok(await store.checkForChanges());
    assert.equal(store.index().size, 0);
    await store.close();
    assert.ok(stopped, 'close() stops the poll');
  });

  it('the directory watcher reloads within about two seconds', async () => {
    let resolveReload: (summary: LoadSummary) => void = () => undefined;
    const reloaded = new Promise<LoadSummary>((resolve) => {
      resolveReload = resolve;
    });
    const store = await open({ watch: true, debounceMs: 50, onReload: (s) => s.totalEntries > 0 && resolveReload(s) });
    assert.equal(store.index().size, 0);
    await writeFile(join(dir, 'late.domains.txt'), 'late.example\n');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no reload within 2 s')), 2000);
    });
    try {
      const summary = await Promise.race([reloaded, timeout]);
      assert.deepEqual(summary.lists.map((l) => l.name), ['late']);
      assert.equal(store.index().match('https://www.late.example/').length, 1);
    } finally {
      clearTimeout(timer);
    }
  });

  it('a malformed file is logged and skipped; the other lists still load', async () => {
    await writeFile(join(dir, 'good.domains.txt'), 'good-entry.example\n');
    await writeFile(join(dir, 'binary.csv'), Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff, 0x10]));
    await writeFile(join(dir, 'garbage.hosts'), 'this is not\na hosts file at all\n');
    await writeFile(join(dir, 'mostly.urls.txt'), 'https://fine.example/\n:::: nonsense\n');
    await mkdir(join(dir, 'folder.csv'));
    const logger = recordingLogger();
    const store = await open({ logger });
    const summary = await store.reload();
    assert.deepEqual(summary?.lists.map((l) => l.name), ['good', 'mostly']);
    assert.deepEqual(summary?.skipped.map((s) => s.file).sort(), ['binary.csv', 'garbage.hosts']);
    assert.equal(summary?.lists.find((l) => l.name === 'mostly')?.invalidLines, 1);
    assert.ok(logger.warnings.some((w) => w.msg.includes('skipped')));
    assert.equal(store.index().match('https://good-entry.example/').length, 1);
  });

  it('no directory configured: an empty index; a missing directory is picked up once it appears', async () => {
    const none = await createThreatIntelStore(undefined);
    stores.push(none);
    assert.equal(none.index().size, 0);
    assert.equal(await none.checkForChanges(), null);

    const later = join(dir, 'not-yet');
    const store = await createThreatIntelStore(later, { watch: true, pollIntervalMs: 0, logger: recordingLogger() });
    stores.push(store);
    assert.equal(store.index().size, 0);
    await mkdir(later);
    await writeFile(join(later, 'x.domains.txt'), 'x.example\n');
    assert.ok(await store.checkForChanges());
    assert.equal(store.index().size, 1);
  });

  it('close() is idempotent and later reloads do nothing', async () => {
    const store = await open();
    await store.close();
    await store.close();
    assert.equal(await store.reload(), null);
  });
});
