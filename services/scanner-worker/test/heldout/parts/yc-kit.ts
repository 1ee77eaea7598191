import { createHash } from 'node:crypto';

/**
 * Shared furniture for the yc- pages (games / game-streaming trust & safety reports): a page wrapper,
 * logos drawn in SVG, a pseudo QR code, encoders used by pages that hide their markup, and the
 * browser-window overlay that game-store kits draw over a page.
 */

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type DocOpts = { title: string; lang?: string; head?: string; css?: string; body: string; bodyAttrs?: string; dir?: string };

/** A full HTML document. */
export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}"${o.dir ? ` dir="${o.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)}</title>
${o.head ?? ''}
<style>${o.css ?? ''}</style>
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
</body>
</html>`;
}

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const charCodes = (s: string): string => Array.from(s).map((c) => c.charCodeAt(0)).join(',');
export const hexEscape = (s: string): string => Array.from(Buffer.from(s, 'utf8')).map((b) => '\\x' + b.toString(16).padStart(2, '0')).join('');
export const pctEncode = (s: string): string => Array.from(Buffer.from(s, 'utf8')).map((b) => '%' + b.toString(16).padStart(2, '0')).join('');
/** XOR every byte with a one-byte key, then base64. */
export const xorB64 = (s: string | Buffer, key: number): string => Buffer.from(Array.from(typeof s === 'string' ? Buffer.from(s, 'utf8') : s).map((b) => b ^ key)).toString('base64');
/** Reverse a string (used by pages that store markup backwards). */
export const rev = (s: string): string => Array.from(s).reverse().join('');
export const hex40 = (seed: string): string => createHash('sha1').update(seed).digest('hex');
export const addr = (seed: string): string => '0x' + hex40(seed);

/** A deterministic picture that looks like a QR code (finder squares and noise), as inline SVG. */
export function qrSvg(seed: string, px = 6, n = 29): string {
  const bytes = createHash('sha512').update(seed).digest();
  let rects = '';
  const finder = (x: number, y: number): string =>
    `<rect x="${x * px}" y="${y * px}" width="${7 * px}" height="${7 * px}" fill="#000"/><rect x="${(x + 1) * px}" y="${(y + 1) * px}" width="${5 * px}" height="${5 * px}" fill="#fff"/><rect x="${(x + 2) * px}" y="${(y + 2) * px}" width="${3 * px}" height="${3 * px}" fill="#000"/>`;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const inFinder = (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
      if (inFinder) continue;
      const bit = (bytes[(x * 7 + y * 13) % bytes.length]! >> ((x + y) % 8)) & 1;
      if (bit) rects += `<rect x="${x * px}" y="${y * px}" width="${px}" height="${px}"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${n * px}" height="${n * px}" viewBox="0 0 ${n * px} ${n * px}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/>${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}<g fill="#000">${rects}</g></svg>`;
}

// ------------------------------------------------------------------ logos (simple SVG marks)

/** Ravenhold Interactive: the games company (store, launcher, Ravenhold Hub chat) the reports are about. */
export const RAVEN = {
  name: 'Ravenhold',
  company: 'Ravenhold Interactive',
  red: '#c8102e',
  dark: '#14161b',
};

export const ravenLogo = (h = 32, fill = '#c8102e', text = '#fff'): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 190 40" role="img" aria-label="Ravenhold"><path d="M4 30 L18 6 L24 16 L32 4 L36 30 L26 22 L18 34 Z" fill="${fill}"/><text x="46" y="28" font-family="Segoe UI,Arial,sans-serif" font-size="22" font-weight="700" letter-spacing="2" fill="${text}">RAVENHOLD</text></svg>`;

export const steamMark = (h = 36): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 160 44" role="img" aria-label="Steam"><circle cx="22" cy="22" r="20" fill="#1b2838" stroke="#c7d5e0" stroke-width="2"/><circle cx="29" cy="16" r="6" fill="none" stroke="#c7d5e0" stroke-width="3"/><circle cx="14" cy="29" r="4" fill="#c7d5e0"/><path d="M14 29 L29 16" stroke="#c7d5e0" stroke-width="3"/><text x="50" y="31" font-family="Arial,Helvetica,sans-serif" font-size="24" font-weight="700" fill="#c7d5e0" letter-spacing="1">STEAM</text></svg>`;

export const discordMark = (h = 34, fill = '#fff'): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 124 34" role="img" aria-label="Discord"><path fill="${fill}" d="M26.6 4.1A25 25 0 0 0 20.4 2l-.8 1.6a23 23 0 0 0-7 0L11.8 2a25 25 0 0 0-6.2 2C1.7 10 .6 15.8 1.1 21.5a25 25 0 0 0 7.6 3.9l1.6-2.6a16 16 0 0 1-2.6-1.2l.6-.5a18 18 0 0 0 15.5 0l.6.5a16 16 0 0 1-2.6 1.2l1.6 2.6a25 25 0 0 0 7.6-3.9c.6-6.6-1-12.3-4.4-17.4ZM11.4 18c-1.5 0-2.7-1.4-2.7-3.1s1.2-3.1 2.7-3.1 2.7 1.4 2.7 3.1-1.2 3.1-2.7 3.1Zm9.8 0c-1.5 0-2.7-1.4-2.7-3.1s1.2-3.1 2.7-3.1 2.7 1.4 2.7 3.1-1.2 3.1-2.7 3.1Z"/><text x="38" y="23" font-family="Arial,sans-serif" font-weight="800" font-size="17" fill="${fill}">Discord</text></svg>`;

export const epicMark = (h = 44): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 40 46" role="img" aria-label="Epic Games"><path d="M2 2h36v36l-18 6-18-6z" fill="#fff"/><text x="20" y="22" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" font-size="11" font-weight="900" fill="#121212">EPIC</text><text x="20" y="32" text-anchor="middle" font-family="Arial,sans-serif" font-size="6" font-weight="700" fill="#121212">GAMES</text></svg>`;

export const twitchMark = (h = 34, fill = '#9146ff'): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 30 34" role="img" aria-label="Twitch"><path fill="${fill}" d="M3 0 0 7v23h8v4h5l4-4h6l7-7V0Zm24 21-5 5h-7l-4 4v-4H5V3h22Z"/><path fill="${fill}" d="M20 9h3v8h-3zM13 9h3v8h-3z"/></svg>`;

export const msMark = (h = 24): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 108 24" role="img" aria-label="Microsoft"><rect width="10.9" height="10.9" fill="#f25022"/><rect x="12" width="10.9" height="10.9" fill="#7fba00"/><rect y="12" width="10.9" height="10.9" fill="#00a4ef"/><rect x="12" y="12" width="10.9" height="10.9" fill="#ffb900"/><text x="30" y="17" font-family="Segoe UI,Arial,sans-serif" font-size="15" font-weight="600" fill="#737373">Microsoft</text></svg>`;

export const psMark = (h = 30, fill = '#fff'): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 40 30" role="img" aria-label="PlayStation"><path fill="${fill}" d="M15 1v26l6 2V7.5c0-1 .5-1.7 1.2-1.4.9.3 1.1 1 1.1 2v8.7c3.6 1.7 6.4 0 6.4-4.6 0-4.8-1.7-6.9-6.6-8.6A58 58 0 0 0 15 1ZM22 24l9.6-3.4c1.1-.4 1.3-1 .4-1.3-.9-.3-2.5-.2-3.6.2L22 21.7v-3.5l.4-.1s1.9-.7 4.5-1c2.6-.3 5.9 0 8.4 1 2.9.9 3.2 2.3 2.5 3.2-.7.9-2.5 1.6-2.5 1.6L22 27.6ZM3.2 23.6c-3-.8-3.5-2.6-2.1-3.6 1.3-1 3.5-1.7 3.5-1.7l9.1-3.2v3.7l-6.6 2.3c-1.1.4-1.3 1-.4 1.3.9.3 2.5.2 3.6-.2l3.4-1.2v3.3l-.7.1a22 22 0 0 1-9.8-.8Z"/></svg>`;

export const robloxMark = (h = 30): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 150 30" role="img" aria-label="Roblox"><g transform="rotate(-15 15 15)"><rect x="3" y="3" width="24" height="24" fill="#fff"/><rect x="12" y="12" width="6" height="6" fill="#232527"/></g><text x="38" y="24" font-family="Arial Black,Arial,sans-serif" font-size="22" font-weight="900" fill="#fff">ROBLOX</text></svg>`;

export const riotMark = (h = 36): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 120 40" role="img" aria-label="Riot Games"><path d="M6 8 L40 2 L44 30 L30 30 L28 20 L22 30 L14 30 L16 18 L10 30 L4 30 Z" fill="#d13639"/><text x="50" y="20" font-family="Arial Black,Arial,sans-serif" font-size="13" font-weight="900" fill="#d13639">RIOT</text><text x="50" y="34" font-family="Arial Black,Arial,sans-serif" font-size="13" font-weight="900" fill="#d13639">GAMES</text></svg>`;

export const bnetMark = (h = 40): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 180 40" role="img" aria-label="Battle.net"><circle cx="20" cy="20" r="17" fill="none" stroke="#148eff" stroke-width="4"/><path d="M12 26c6-12 14-14 18-10" stroke="#148eff" stroke-width="4" fill="none"/><text x="44" y="28" font-family="Segoe UI,Arial,sans-serif" font-size="22" font-weight="700" fill="#fff">BATTLE.NET</text></svg>`;

export const ubiMark = (h = 40): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 40 40" role="img" aria-label="Ubisoft"><circle cx="20" cy="20" r="18" fill="none" stroke="#fff" stroke-width="3.5"/><path d="M9 22a11 11 0 0 1 20-8" stroke="#fff" stroke-width="3.5" fill="none"/><circle cx="20" cy="21" r="3.5" fill="#fff"/></svg>`;

export const googleMark = (h = 24): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 75 24" role="img" aria-label="Google"><text x="0" y="19" font-family="Product Sans,Arial,sans-serif" font-size="22"><tspan fill="#4285f4">G</tspan><tspan fill="#ea4335">o</tspan><tspan fill="#fbbc05">o</tspan><tspan fill="#4285f4">g</tspan><tspan fill="#34a853">l</tspan><tspan fill="#ea4335">e</tspan></text></svg>`;

export const ethDiamond = (h = 20, fill = '#627eea'): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" height="${h}" viewBox="0 0 20 32"><path fill="${fill}" d="M10 0 0 16l10 6 10-6z"/><path fill="${fill}" opacity=".6" d="M0 18l10 14 10-14-10 6z"/></svg>`;

// ------------------------------------------------------------------ styles

export const STEAM_CSS = `body{margin:0;background:#171a21;color:#c6d4df;font-family:"Motiva Sans",Arial,Helvetica,sans-serif;font-size:14px}
a{color:#66c0f4;text-decoration:none}a:hover{color:#fff}
.global_header{background:#171a21;height:104px;display:flex;align-items:center;justify-content:space-between;padding:0 max(16px,calc(50% - 470px))}
.global_header nav a{color:#dcdedf;font-size:14px;text-transform:uppercase;margin-right:22px;letter-spacing:.5px}
.global_header .actions{font-size:11px}
.page_content{max-width:940px;margin:0 auto;padding:24px 16px}
.btn_green_steamui{background:linear-gradient(to right,#75b022 5%,#588a1b 95%);color:#d2efa9;border:none;border-radius:2px;padding:10px 26px;font-size:15px;cursor:pointer}
.btn_blue_steamui{background:linear-gradient(to right,#47bfff 0%,#1a44c2 60%);color:#fff;border:0;border-radius:2px;padding:12px 0;width:100%;font-size:16px;cursor:pointer}
.newlogindialog_TextInput{width:100%;box-sizing:border-box;background:#32353c;border:1px solid #32353c;border-radius:2px;color:#fff;height:40px;padding:10px;font-size:15px;margin:4px 0 16px}
.newlogindialog_Label{font-size:12px;color:#1999ff;text-transform:uppercase;font-weight:600;letter-spacing:.5px}
.newlogindialog_Label.secondary{color:#afafaf}
footer.steam{background:#171a21;color:#8f98a0;font-size:12px;padding:24px max(16px,calc(50% - 470px));border-top:1px solid #2a475e}`;

/**
 * A draggable in-page "browser window" (title bar, padlock, address bar) with arbitrary content:
 * the overlay kits draw so a login looks like a pop-up on the genuine site.
 */
export function popupWindow(o: { id: string; url: string; title: string; inner: string; width?: number; dark?: boolean }): { css: string; html: string; js: string } {
  const w = o.width ?? 520;
  const bar = o.dark ? '#202124' : '#dee1e6';
  const fg = o.dark ? '#e8eaed' : '#3c4043';
  const css = `#${o.id}{display:none;position:fixed;top:70px;left:calc(50% - ${w / 2}px);width:${w}px;box-shadow:0 12px 40px rgba(0,0,0,.6);border-radius:8px;overflow:hidden;z-index:9999;font-family:Segoe UI,Arial,sans-serif}
#${o.id} .wbar{background:${bar};height:34px;display:flex;align-items:center;padding:0 8px;cursor:move;user-select:none;color:${fg};font-size:12px}
#${o.id} .wbar .ttl{flex:1;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;padding-left:6px}
#${o.id} .wbar .wbtn{width:28px;text-align:center;font-size:14px;cursor:pointer}
#${o.id} .waddr{background:${o.dark ? '#35363a' : '#fff'};margin:0 6px 6px;border-radius:14px;height:26px;display:flex;align-items:center;padding:0 10px;font-size:13px;color:${fg}}
#${o.id} .waddr .lock{color:#188038;margin-right:6px}
#${o.id} .waddr .host{color:${o.dark ? '#fff' : '#202124'}}
#${o.id} .waddr .rest{color:#80868b;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
#${o.id} .wbody{background:#fff;max-height:620px;overflow:auto}`;
  const u = new URL(o.url);
  const html = `<div id="${o.id}" role="dialog" aria-label="${esc(o.title)}"><div class="wbar"><span>&#127760;</span><span class="ttl">${esc(o.title)}</span><span class="wbtn">&#8212;</span><span class="wbtn">&#9744;</span><span class="wbtn" data-close="1">&#10005;</span></div><div style="background:${bar};padding-top:2px"><div class="waddr"><span class="lock">&#128274;</span><span class="host">${u.protocol}//${esc(u.hostname)}</span><span class="rest">${esc(u.pathname + u.search)}</span></div></div><div class="wbody">${o.inner}</div></div>`;
  const js = `(function(){var w=document.getElementById(${JSON.stringify(o.id)}),b=w.querySelector('.wbar'),dx=0,dy=0,drag=false;b.addEventListener('mousedown',function(e){drag=true;dx=e.clientX-w.offsetLeft;dy=e.clientY-w.offsetTop});document.addEventListener('mousemove',function(e){if(drag){w.style.left=(e.clientX-dx)+'px';w.style.top=(e.clientY-dy)+'px'}});document.addEventListener('mouseup',function(){drag=false});w.querySelector('[data-close]').addEventListener('click',function(){w.style.display='none'});window.${o.id}Open=function(){w.style.display='block'}})();`;
  return { css, html, js };
}

/** BIP-39 words used when a page needs to show a sample or validate a phrase client-side. */
export const BIP39_SAMPLE = ['abandon', 'ability', 'able', 'about', 'above', 'absent', 'absorb', 'abstract', 'absurd', 'abuse', 'access', 'accident', 'account', 'accuse', 'achieve', 'acid', 'acoustic', 'acquire', 'across', 'act', 'action', 'actor', 'actress', 'actual', 'adapt', 'add', 'addict', 'address', 'adjust', 'admit', 'adult', 'advance', 'advice', 'aerobic', 'affair', 'afford', 'afraid', 'again', 'age', 'agent', 'agree', 'ahead', 'aim', 'air', 'airport', 'aisle', 'alarm', 'album', 'alcohol', 'alert', 'alien', 'all', 'alley', 'allow', 'almost', 'alone', 'alpha', 'already', 'also', 'alter', 'always', 'amateur', 'amazing', 'among', 'amount', 'amused', 'analyst', 'anchor', 'ancient', 'anger', 'angle', 'angry', 'animal', 'ankle', 'announce', 'annual', 'another', 'answer', 'antenna', 'antique', 'anxiety', 'any', 'apart', 'apology', 'appear', 'apple', 'approve', 'april', 'arch', 'arctic', 'area', 'arena', 'argue', 'arm', 'armed', 'armor', 'army', 'around', 'arrange', 'arrest'];

/** A standard footer block for Ravenhold's own properties. */
export const ravenFooter = (lang: 'en' | 'pt' | 'es' | 'pl' | 'tr' | 'ru' | 'ko' = 'en'): string => {
  const t = {
    en: ['Privacy Policy', 'Terms of Service', 'Cookie Settings', 'Support', 'Careers'],
    pt: ['Política de Privacidade', 'Termos de Serviço', 'Configurações de cookies', 'Suporte', 'Carreiras'],
    es: ['Política de privacidad', 'Términos del servicio', 'Configuración de cookies', 'Soporte', 'Empleo'],
    pl: ['Polityka prywatności', 'Warunki korzystania', 'Ustawienia plików cookie', 'Pomoc', 'Kariera'],
    tr: ['Gizlilik Politikası', 'Hizmet Şartları', 'Çerez Ayarları', 'Destek', 'Kariyer'],
    ru: ['Политика конфиденциальности', 'Условия использования', 'Настройки cookie', 'Поддержка', 'Вакансии'],
    ko: ['개인정보처리방침', '서비스 약관', '쿠키 설정', '고객지원', '채용'],
  }[lang];
  return `<footer class="rh-footer"><div class="rh-footer-in">${ravenLogo(22, '#8a8f98', '#8a8f98')}<nav><a href="https://ravenhold.com/legal/privacy">${t[0]}</a><a href="https://ravenhold.com/legal/terms">${t[1]}</a><a href="#" onclick="return false">${t[2]}</a><a href="https://support.ravenhold.com/">${t[3]}</a><a href="https://careers.ravenhold.com/">${t[4]}</a></nav><p>&copy; 2025 Ravenhold Interactive Ltd. Ravenhold, the Ravenhold logo and Ravenhold Hub are trademarks of Ravenhold Interactive Ltd. All other trademarks are the property of their respective owners.</p></div></footer>`;
};

export const RAVEN_CSS = `*{box-sizing:border-box}body{margin:0;background:#0f1115;color:#e6e8ec;font-family:"Inter","Segoe UI",Roboto,Arial,sans-serif}
a{color:#ff5a6e}
.rh-top{height:64px;display:flex;align-items:center;gap:28px;padding:0 32px;background:#14161b;border-bottom:1px solid #23262e}
.rh-top nav a{color:#c9ccd3;text-decoration:none;font-size:14px;margin-right:18px}
.rh-top .sp{flex:1}
.rh-btn{background:#c8102e;color:#fff;border:0;border-radius:6px;padding:11px 20px;font-weight:600;font-size:14px;cursor:pointer}
.rh-btn.ghost{background:transparent;border:1px solid #3a3f4a;color:#e6e8ec}
.rh-footer{background:#0b0c0f;border-top:1px solid #1f2229;margin-top:60px;padding:28px 32px;color:#8a8f98;font-size:12px}
.rh-footer nav{margin:12px 0}.rh-footer nav a{color:#a7acb5;margin-right:18px;text-decoration:none}
.rh-footer-in{max-width:1100px;margin:0 auto}`;
