import type { Route } from '../../corpus/corpus.js';
import { png } from './e-bin.js';

/**
 * Page furniture for the `zj-` pages (a hardware-wallet vendor's month of customer reports and hunting):
 * document shell, a few house styles, nav/footer, analytics stubs, and the wallet-connect glue that
 * both real dapps and kits carry. No pages here.
 */

export const img = (r: number, g: number, b: number): Route => ({ status: 200, headers: { 'content-type': 'image/png', 'cache-control': 'max-age=86400' }, body: png(r, g, b) });
export const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
export const css = (body: string): Route => ({ status: 200, headers: { 'content-type': 'text/css; charset=utf-8' }, body });
export const json = (body: unknown, status = 200): Route => ({ status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) });

export type Doc = { lang?: string; title: string; desc?: string; style?: string; head?: string; body: string; icon?: string; bodyClass?: string };

export function doc(d: Doc): string {
  return `<!DOCTYPE html>
<html lang="${d.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${d.title}</title>
${d.desc ? `<meta name="description" content="${d.desc}">\n<meta property="og:title" content="${d.title}">\n<meta property="og:description" content="${d.desc}">` : ''}
${d.icon ? `<link rel="icon" href="${d.icon}">` : ''}
<style>${d.style ?? LIGHT}</style>
${d.head ?? ''}
</head>
<body${d.bodyClass ? ` class="${d.bodyClass}"` : ''}>
${d.body}
</body>
</html>`;
}

/** gtag / GTM style stubs as real sites carry them (no external load). */
export const gtag = (id: string) => `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});</script>`;
export const pixel = (id: string) => `<script>!function(w){w._fbq=w._fbq||[];w._fbq.push(['init','${id}']);w._fbq.push(['track','PageView'])}(window);</script>`;
export const cookieBar = (text = 'We use cookies to improve your experience and for analytics.', ok = 'Accept', more = 'Cookie settings') =>
  `<div id="cc" style="position:fixed;bottom:0;left:0;right:0;background:#111;color:#eee;padding:12px 20px;font-size:13px;display:flex;gap:12px;align-items:center;z-index:50">${text} <button onclick="this.parentNode.remove()" style="margin-left:auto">${ok}</button><a href="#" style="color:#9cf">${more}</a></div>`;

export const LIGHT = `*{box-sizing:border-box}body{margin:0;font-family:Inter,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1a1a1a;background:#fff;line-height:1.55}
a{color:#2455d6;text-decoration:none}a:hover{text-decoration:underline}header.top{display:flex;align-items:center;gap:24px;padding:14px 32px;border-bottom:1px solid #eee}
header.top .logo{font-weight:800;font-size:20px;color:#000;display:flex;gap:8px;align-items:center}header.top nav a{color:#333;margin-right:18px;font-size:14px}
main{max-width:1040px;margin:0 auto;padding:32px}h1{font-size:34px;line-height:1.2}h2{margin-top:34px}code,pre{font-family:"JetBrains Mono",Consolas,monospace;font-size:13px}
pre{background:#f5f6f8;border:1px solid #e6e8eb;border-radius:6px;padding:14px;overflow:auto}.note{background:#fff8e1;border-left:4px solid #f5b400;padding:12px 16px;margin:18px 0}
.warn{background:#fdecea;border-left:4px solid #d93025;padding:12px 16px;margin:18px 0}footer{border-top:1px solid #eee;margin-top:60px;padding:28px 32px;font-size:13px;color:#666}
footer .cols{display:flex;gap:48px;flex-wrap:wrap}footer .cols div a{display:block;color:#555;margin:4px 0}.btn{display:inline-block;background:#000;color:#fff;padding:11px 22px;border-radius:8px;border:0;font-weight:600;cursor:pointer}
.btn.alt{background:#fff;color:#000;border:1px solid #ccc}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left;font-size:14px}
input,select{font:inherit;padding:10px 12px;border:1px solid #ccd;border-radius:6px;width:100%}label{display:block;font-size:13px;font-weight:600;margin:14px 0 6px}`;

export const DARK = `*{box-sizing:border-box}body{margin:0;font-family:"Space Grotesk",Inter,"Segoe UI",sans-serif;background:#0b0d12;color:#e8eaf0;min-height:100vh}
a{color:#8ab4ff;text-decoration:none}header.top{display:flex;align-items:center;justify-content:space-between;padding:16px 28px;border-bottom:1px solid #1c2030}
header.top .logo{font-weight:700;font-size:19px;display:flex;gap:8px;align-items:center}header.top nav a{color:#aab;margin:0 12px;font-size:14px}
.btn{background:linear-gradient(90deg,#6c5ce7,#00b3ff);color:#fff;border:0;border-radius:12px;padding:12px 22px;font-weight:700;cursor:pointer;font-size:15px}
.btn.ghost{background:transparent;border:1px solid #334;color:#dde}.card{background:#141824;border:1px solid #232838;border-radius:18px;padding:24px;max-width:460px;margin:40px auto}
main{max-width:1100px;margin:0 auto;padding:24px}input,textarea,select{background:#0f1320;border:1px solid #2a3045;color:#fff;border-radius:10px;padding:12px;width:100%;font:inherit}
.muted{color:#8b90a3;font-size:13px}.row{display:flex;justify-content:space-between;margin:10px 0}footer{color:#666d82;font-size:12px;text-align:center;padding:30px}
.modal{position:fixed;inset:0;background:rgba(0,0,0,.65);display:none;align-items:center;justify-content:center;z-index:99}.modal.on{display:flex}
.modal .box{background:#151a28;border-radius:16px;padding:22px;width:380px}.wl{display:flex;align-items:center;gap:12px;padding:12px;border-radius:10px;background:#1b2133;margin:8px 0;cursor:pointer}
.wl img{width:28px;height:28px;border-radius:6px}.pill{display:inline-block;background:#1f2a44;color:#9ec1ff;border-radius:99px;padding:4px 10px;font-size:12px}`;

export function top(logo: string, links: string[], right = ''): string {
  return `<header class="top"><a class="logo" href="/">${logo}</a><nav>${links.map((l) => `<a href="#">${l}</a>`).join('')}</nav>${right}</header>`;
}

export function foot(brand: string, cols: Record<string, string[]>, legal: string): string {
  return `<footer><div class="cols">${Object.entries(cols)
    .map(([h, ls]) => `<div><strong>${h}</strong>${ls.map((l) => `<a href="#">${l}</a>`).join('')}</div>`)
    .join('')}</div><p>${legal}</p><p>© ${new Date(2026, 0, 1).getFullYear()} ${brand}</p></footer>`;
}

/**
 * Connect-wallet glue as dapps ship it: EIP-1193 request for accounts, chain check, button state.
 * `after` is code run with `acct` set once connected.
 */
export function connectGlue(btnId: string, after = ''): string {
  return `<script>
(function(){
  var b=document.getElementById('${btnId}');var acct=null;
  function short(a){return a.slice(0,6)+'\u2026'+a.slice(-4)}
  async function go(){
    var eth=window.ethereum;
    if(!eth){b.textContent='Install a wallet';return}
    try{
      var accs=await eth.request({method:'eth_requestAccounts'});acct=accs[0];
      var cid=await eth.request({method:'eth_chainId'});
      b.textContent=short(acct);b.dataset.chain=cid;
      ${after}
    }catch(e){console.warn('connect failed',e&&e.message)}
  }
  if(b)b.addEventListener('click',go);
})();
</script>`;
}

export const addr = (seed: string): string => {
  let h = 2166136261;
  let out = '';
  for (let i = 0; out.length < 40; i++) {
    h ^= seed.charCodeAt(i % seed.length) + i;
    h = Math.imul(h, 16777619) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return '0x' + out.slice(0, 40);
};

/** Selector list of wallets shown in connect modals. */
export const WALLETS = ['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Ledger Live', 'Trezor', 'Phantom', 'Rabby', 'OKX Wallet', 'WalletConnect'];
