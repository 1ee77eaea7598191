import { type Entry, redirectRoute } from '../entry.js';
import { doc, logo, siteHeader, siteCss, siteFooter } from '../parts/yx-kit.js';
import { pe, fileRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const h = 'www.bankid.com';
  const inst = 'install.bankid.com';
  return {
    id: 'yx-clean-bankid-skaffa-och-installera',
    label: 'clean',
    kind: 'legit-software-download',
    url: `https://${h}/privat/skaffa-bankid/bankid-pa-dator-yx`,
    body: doc({
      lang: 'sv',
      title: 'Skaffa BankID | BankID',
      css: siteCss('#193e4f') + `.g{display:grid;grid-template-columns:1fr 1fr;gap:20px}.c{border:1px solid #dde4e8;padding:20px;border-radius:6px}`,
      body: `${siteHeader(logo.bankidSe(36), [['Privat', '/privat'], ['Företag', '/foretag'], ['Säkerhet', '/privat/sakerhet'], ['Support', '/support']])}
<main><h1>Skaffa BankID</h1><p>BankID skaffar du via din bank. Logga in i din banks app eller internetbank och välj att beställa Mobilt BankID eller BankID på fil.</p>
<div class="g"><div class="c"><h2>BankID-appen</h2><p>Ladda ner BankID-appen från App Store eller Google Play. Installera aldrig BankID från en länk i sms eller e-post.</p><p><a href="https://apps.apple.com/se/app/bankid-s%C3%A4kerhetsapp/id433151512">App Store</a> · <a href="https://play.google.com/store/apps/details?id=com.bankid.bus">Google Play</a></p></div>
<div class="c"><h2>BankID Säkerhetsprogram för dator</h2><p>Behövs för BankID på kort eller fil i Windows och macOS.</p><p><a class="btn" href="https://${inst}/Download/Windows/BankID_installation_7_14_1_yx.exe">Ladda ner för Windows</a></p><p style="font-size:13px">Version 7.14.1 · Signerad av Finansiell ID-Teknik BID AB</p></div></div>
<h2>Så skyddar du ditt BankID</h2><p>Använd aldrig ditt BankID på uppmaning av någon annan. Läs alltid vad du legitimerar dig för eller skriver under.</p></main>
${siteFooter(['Finansiell ID-Teknik BID AB · Org.nr 556630-4928'], ['Cookies', 'Personuppgifter', 'Tillgänglighet'])}`,
    }),
    routes: {
      [`${inst}/Download/Windows/BankID_installation_7_14_1_yx.exe`]: fileRoute(pe({ strings: ['BankID Security Application', 'Finansiell ID-Teknik BID AB', '7.14.1.11'] }), 'application/octet-stream', 'BankID_installation_7_14_1_yx.exe'),
    },
  } satisfies Entry;
})(),
(() => {
  const h = 'www.f-secure.com';
  return {
    id: 'yx-clean-fsecure-total-download-fi',
    label: 'clean',
    kind: 'legit-software-download',
    url: `https://${h}/fi/download/total/windows-yx`,
    body: doc({
      lang: 'fi',
      title: 'Lataa F-Secure Total | F-Secure',
      css: siteCss('#1d4ed8') + `.dl{background:#f0f4ff;padding:24px;border-radius:8px}`,
      body: `${siteHeader('<b style="font-size:22px">F‑Secure</b>', [['Kodin tietoturva', '/fi/home'], ['Tuki', '/fi/support'], ['Oma tili', 'https://my.f-secure.com/']])}
<main><h1>Lataa F-Secure Total</h1><div class="dl"><p>Lataus alkaa automaattisesti. Jos ei, <a id="d" href="https://download.sp.f-secure.com/total/installer/yx/F-SecureTotal-network-installer.exe">lataa tästä</a>.</p><ol><li>Avaa ladattu tiedosto <code>F-SecureTotal-network-installer.exe</code>.</li><li>Hyväksy Windowsin käyttäjätilien valvonnan kysymys.</li><li>Kirjaudu F-Secure-tilillesi tai syötä tilauskoodi.</li></ol><p>Mac- ja mobiililaitteille: <a href="/fi/download/total/mac">macOS</a> · <a href="https://play.google.com/store/apps/details?id=com.fsecure.ms.dc">Android</a> · <a href="https://apps.apple.com/fi/app/f-secure-total/id1074163281">iOS</a></p></div></main>
${siteFooter(['F-Secure Oyj · Tammasaarenkatu 7, Helsinki'], ['Tietosuoja', 'Evästeet'])}
<script>setTimeout(function(){document.getElementById('d').click()},2000)</script>`,
    }),
    routes: {
      'download.sp.f-secure.com/total/installer/yx/F-SecureTotal-network-installer.exe': fileRoute(pe({ strings: ['F-Secure Total Network Installer', 'F-Secure Corporation', 'fsinstall'] }), 'application/x-msdownload', 'F-SecureTotal-network-installer.exe'),
    },
  } satisfies Entry;
})(),
{
  id: 'yx-clean-nordnet-logga-in',
  label: 'clean',
  kind: 'trading-platform-login',
  url: 'https://www.nordnet.se/logga-in?redirect=%2Foversikt%2Fyx',
  body: doc({
    lang: 'sv',
    title: 'Logga in | Nordnet',
    css: `body{margin:0;font-family:"Nordnet Sans",Arial;background:#f5f7fa;color:#001e43}.h{background:#fff;padding:14px 28px;border-bottom:1px solid #e1e6ed;font-weight:bold;font-size:22px;color:#0046ff}.c{max-width:420px;margin:40px auto;background:#fff;padding:28px;border-radius:8px}.b{display:block;text-align:center;padding:13px;border-radius:24px;margin:10px 0;text-decoration:none}.p{background:#0046ff;color:#fff}.s{border:1px solid #0046ff;color:#0046ff}`,
    body: `<div class="h">nordnet</div><div class="c"><h1>Logga in</h1><a class="b p" href="/logga-in/bankid?device=this">Mobilt BankID på denna enhet</a><a class="b s" href="/logga-in/bankid?device=other">Mobilt BankID på annan enhet (QR)</a><a class="b s" href="/logga-in/anvandarnamn">Användarnamn och lösenord</a>
<p style="font-size:13px">Inte kund? <a href="/oppna-konto">Öppna konto</a>. Nordnet kontaktar dig aldrig via sociala medier och erbjuder aldrig garanterad avkastning. Varning för falska annonser med kändisar som använder vårt namn.</p></div>`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-vipps-status-page',
  label: 'clean',
  kind: 'status-page',
  url: 'https://status.vipps.no/?region=no-yx',
  body: doc({
    lang: 'no',
    title: 'Vipps MobilePay Status',
    css: `body{margin:0;font-family:Arial;background:#fafafa;color:#222}.w{max-width:820px;margin:30px auto;padding:0 16px}.ok{background:#2fcc66;color:#fff;padding:16px;border-radius:4px;font-weight:bold}.c{display:flex;justify-content:space-between;background:#fff;border:1px solid #e5e5e5;padding:12px 16px;margin-top:-1px}.g{color:#2fcc66}.inc{background:#fff;border:1px solid #e5e5e5;padding:14px;margin:10px 0}.inc small{color:#777}`,
    body: `<div class="w">${logo.vipps(36)}<div class="ok">Alle systemer fungerer normalt</div><h3>Tjenester</h3>${['Vipps-appen', 'MobilePay-appen', 'Betalinger i butikk', 'Netthandel (ePayment API)', 'Vipps Login', 'BankID-innlogging via Vipps', 'Kortutstedere'].map((s) => `<div class="c"><span>${s}</span><span class="g">I drift</span></div>`).join('')}
<h3>Tidligere hendelser</h3><div class="inc"><b>Forsinkelser ved BankID-innlogging</b><br>Løst – En underleverandør av BankID hadde redusert kapasitet. Innlogging i Vipps fungerer som normalt igjen.<br><small>12. okt 2025 18:04 – 19:31 CEST</small></div><div class="inc"><b>Redusert ytelse for betalinger i nettbutikk</b><br>Løst – Feil hos kortinnløser førte til at noen betalinger ble avvist.<br><small>3. okt 2025 09:12 – 09:48 CEST</small></div>
<p style="font-size:13px"><a href="/history">Hendelseshistorikk</a> · <a href="/subscribe">Abonner på oppdateringer</a></p></div>`,
  }),
} satisfies Entry,
(() => {
  const h = 'zora.co';
  return {
    id: 'yx-clean-zora-photo-mint-lofoten',
    label: 'clean',
    kind: 'real-nft-mint',
    url: `https://${h}/collect/base:0x5b1e8d4c7a2f9e03b6d1c8a4e7f2b9d0c3a6e518/1`,
    body: doc({
      lang: 'en',
      title: 'Northern Lights over Reine, Lofoten — by Ingrid Hauge | Zora',
      css: `body{margin:0;font-family:Inter,Arial;background:#fff;color:#111}.g{max-width:1000px;margin:30px auto;display:grid;grid-template-columns:1.2fr 1fr;gap:30px;padding:0 20px}.meta{font-size:14px;color:#666}button{width:100%;padding:14px;border:0;border-radius:10px;background:#111;color:#fff;font-size:16px}.q{display:flex;gap:10px;align-items:center;margin:14px 0}`,
      body: `<div class="g"><svg width="100%" height="440" viewBox="0 0 500 440"><rect width="500" height="440" fill="#07162b"/><path d="M0 160 Q120 60 250 150 T500 120" stroke="#3df2a2" stroke-width="30" fill="none" opacity=".6"/><polygon points="0,440 120,300 220,380 330,260 500,440" fill="#0c0c0c"/></svg>
<div><p class="meta">Ingrid Hauge · Photographer, Tromsø</p><h1>Northern Lights over Reine, Lofoten</h1><p>Open edition on Base. Shot on 11 March 2025 at 23:40. Proceeds support the artist; 0.000111 ETH mint fee goes to Zora protocol rewards.</p>
<div class="q"><label>Quantity <input id="q" type="number" value="1" min="1" style="width:60px"></label><b>0.000111 ETH</b></div><button id="m">Mint</button><p class="meta">1 208 minted · Ends in 6 days</p></div></div>
<script>
document.getElementById('m').onclick=async function(){if(!window.ethereum)return alert('Connect a wallet to mint');var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];
try{await ethereum.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x2105'}]})}catch(e){}
var q=+document.getElementById('q').value||1;var r=await fetch('/api/mint/prepare',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({collection:'0x5b1e8d4c7a2f9e03b6d1c8a4e7f2b9d0c3a6e518',tokenId:1,quantity:q,minter:a})}).then(function(x){return x.json()});
await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:r.to,data:r.data,value:r.value}]});};
</script>`,
    }),
    routes: { [`${h}/api/mint/prepare`]: jsonRoute({ to: '0x777777C338d93e2C7adf08D102d45CA7CC4Ed021', data: '0x9dbb844d', value: '0x64f55fd5c800' }) },
  } satisfies Entry;
})(),
{
  id: 'yx-clean-metamask-download-page',
  label: 'clean',
  kind: 'legit-wallet-download',
  url: 'https://metamask.io/download/?utm_source=nordic-helpdesk-yx',
  body: doc({
    lang: 'en',
    title: 'Download MetaMask | MetaMask',
    css: siteCss('#f6851b') + `.g{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.g a{display:block;border:1px solid #eee;padding:18px;border-radius:10px;text-decoration:none;color:#222}.w{background:#fff7ed;border-left:5px solid #f6851b;padding:14px 18px;margin-top:24px}`,
    body: `${siteHeader('<b style="font-size:22px;color:#f6851b">🦊 MetaMask</b>', [['Features', '/features'], ['Developers', '/developer'], ['Support', 'https://support.metamask.io/']])}
<main><h1>Install MetaMask</h1><div class="g"><a href="https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn"><b>Chrome</b><br>Install from Chrome Web Store</a><a href="https://addons.mozilla.org/firefox/addon/ether-metamask/"><b>Firefox</b><br>Install from Firefox Add-ons</a><a href="https://apps.apple.com/app/metamask/id1438144202"><b>iOS</b><br>App Store</a></div>
<div class="w"><b>Stay safe:</b> MetaMask will never ask for your Secret Recovery Phrase. Nobody from MetaMask support will DM you, and there is no "wallet verification" or "MiCA validation" that requires your phrase. Anyone who asks for it is trying to steal your funds.</div></main>
${siteFooter(['© 2025 Consensys Software Inc.'], ['Privacy', 'Terms of use'])}`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-ledger-support-recovery-phrase',
  label: 'clean',
  kind: 'wallet-support-article',
  url: 'https://support.ledger.com/article/360005434914-zd?yx=recovery-phrase-safety',
  body: doc({
    lang: 'en',
    title: 'Protect your 24-word Secret Recovery Phrase | Ledger Support',
    css: siteCss('#131214', '#fafafa') + `.grid{display:grid;grid-template-columns:repeat(6,1fr);gap:6px;max-width:520px}.grid span{background:#eee;border-radius:4px;padding:6px;font-size:12px;color:#999}`,
    body: `${siteHeader('<b style="font-size:20px">LEDGER</b> <span>Support</span>', [['Ledger Live', '/ledger-live'], ['Devices', '/devices'], ['Contact', '/contact']])}
<main><h1>Protect your 24-word Secret Recovery Phrase</h1><p>Your Secret Recovery Phrase is the master key to your crypto. Ledger will <b>never</b> ask you to enter it on a website, in an app, in a form, or share it with anyone – not even Ledger support.</p>
<p>Your Recovery Sheet has 24 numbered slots like this (never fill these in digitally):</p><div class="grid">${Array.from({ length: 24 }, (_, i) => `<span>${i + 1}. ______</span>`).join('')}</div>
<h2>Common scams</h2><ul><li>Emails or letters claiming a "security breach" and asking you to "migrate" or "verify" your device by entering your 24 words.</li><li>Fake Ledger Live apps or "firmware updates" on look-alike domains.</li><li>"Support agents" contacting you on Discord, X or Telegram.</li></ul><p>If you've entered your phrase anywhere, consider it compromised: set up a new device with a new phrase and move your funds immediately.</p></main>
${siteFooter(['Ledger SAS · 1 rue du Mail, 75002 Paris'], ['Privacy', 'Cookies'])}`,
  }),
} satisfies Entry,
(() => {
  const h = 'www.teamviewer.com';
  const dl = 'download.teamviewer.com';
  return {
    id: 'yx-clean-teamviewer-download-sv',
    label: 'clean',
    kind: 'legit-software-download',
    url: `https://${h}/sv/ladda-ner/windows/?utm_campaign=yx-support`,
    body: doc({
      lang: 'sv',
      title: 'Ladda ner TeamViewer för Windows',
      css: siteCss('#0e8ee9') + `.c{display:grid;grid-template-columns:1fr 1fr;gap:20px}.c div{border:1px solid #e5e5e5;padding:20px;border-radius:6px}`,
      body: `${siteHeader('<b style="font-size:22px;color:#0e8ee9">TeamViewer</b>', [['Produkter', '/sv/produkter/'], ['Priser', '/sv/priser/'], ['Support', '/sv/support/']])}
<main><h1>Ladda ner TeamViewer för Windows</h1><div class="c"><div><h2>TeamViewer (fullständig klient)</h2><p>Fjärrstyr andra enheter och ta emot anslutningar.</p><a class="btn" href="https://${dl}/download/yx/TeamViewer_Setup_x64.exe">Ladda ner 64-bit</a></div><div><h2>TeamViewer QuickSupport</h2><p>Låt en supporttekniker du litar på ansluta till din dator. Kör utan installation.</p><a class="btn" href="https://${dl}/download/yx/TeamViewerQS_x64.exe">Ladda ner QuickSupport</a></div></div>
<p style="margin-top:20px"><b>Säkerhetstips:</b> Ge aldrig ditt ID och lösenord till någon som ringer och säger sig vara från din bank, Microsoft eller en myndighet. Banker använder aldrig fjärrstyrning för att ”skydda” dina pengar.</p></main>
${siteFooter(['TeamViewer Germany GmbH · Göppingen'], ['Integritet', 'Villkor'])}`,
    }),
    routes: {
      [`${dl}/download/yx/TeamViewer_Setup_x64.exe`]: redirectRoute(302, `https://${dl}/download/version_15x/yx/TeamViewer_Setup_x64.exe`),
      [`${dl}/download/version_15x/yx/TeamViewer_Setup_x64.exe`]: fileRoute(pe({ strings: ['TeamViewer Setup', 'TeamViewer Germany GmbH', '15.58.5'] }), 'application/octet-stream', 'TeamViewer_Setup_x64.exe'),
      [`${dl}/download/yx/TeamViewerQS_x64.exe`]: fileRoute(pe({ strings: ['TeamViewer QuickSupport', 'TeamViewer Germany GmbH'] }), 'application/octet-stream', 'TeamViewerQS_x64.exe'),
    },
  } satisfies Entry;
})(),
];
