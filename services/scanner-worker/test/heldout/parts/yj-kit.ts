/**
 * Shared furniture for the yj- pages: document shell, a few wordmark logos and small bits of
 * markup that many Japanese / Korean sites share (cookie bars, footers, stylesheets).
 */
import type { Route } from '../../corpus/corpus.js';
import { htmlRoute } from '../entry.js';

export type DocOpts = {
  lang: 'ja' | 'ko' | 'en';
  title: string;
  body: string;
  css?: string;
  head?: string;
  bodyAttrs?: string;
  /** Extra scripts appended before </body>. */
  tail?: string;
};

const FONTS: Record<DocOpts['lang'], string> = {
  ja: '"Hiragino Kaku Gothic ProN","Hiragino Sans","Noto Sans JP",Meiryo,sans-serif',
  ko: '"Apple SD Gothic Neo","Malgun Gothic","Noto Sans KR","맑은 고딕",sans-serif',
  en: '-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif',
};

export function doc(o: DocOpts): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
<style>
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:${FONTS[o.lang]};color:#222;line-height:1.6;font-size:15px}
a{color:inherit}
img{max-width:100%;vertical-align:middle}
${o.css ?? ''}
</style>
</head>
<body${o.bodyAttrs ? ' ' + o.bodyAttrs : ''}>
${o.body}
${o.tail ?? ''}
</body>
</html>`;
}

export const page = (o: DocOpts): Route => htmlRoute(doc(o));

/** A plain SVG wordmark: coloured text, optionally on a rounded tile. */
export function wordmark(text: string, color: string, opts: { w?: number; h?: number; bg?: string; size?: number; weight?: number; label?: string } = {}): string {
  const w = opts.w ?? 140;
  const h = opts.h ?? 36;
  const size = opts.size ?? 22;
  const bg = opts.bg ? `<rect width="${w}" height="${h}" rx="6" fill="${opts.bg}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${opts.label ?? text}">${bg}<text x="${opts.bg ? w / 2 : 0}" y="${Math.round(h * 0.7)}" ${opts.bg ? 'text-anchor="middle"' : ''} font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="${opts.weight ?? 700}" fill="${color}">${text}</text></svg>`;
}

/** Square app-icon style logo. */
export function tile(letter: string, bg: string, fg = '#fff', size = 48): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48" aria-hidden="true"><rect width="48" height="48" rx="11" fill="${bg}"/><text x="24" y="32" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="22" font-weight="700" fill="${fg}">${letter}</text></svg>`;
}

export const lockIcon = `<svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M12 1a5 5 0 0 0-5 5v4H5v13h14V10h-2V6a5 5 0 0 0-5-5zm-3 9V6a3 3 0 0 1 6 0v4H9z"/></svg>`;

export const spinnerCss = `.spin{width:34px;height:34px;border:3px solid #ddd;border-top-color:#888;border-radius:50%;animation:sp 0.9s linear infinite;margin:18px auto}@keyframes sp{to{transform:rotate(360deg)}}`;

/** Google-Analytics-ish snippet that real sites and copied kits alike carry (no network: the tag host 404s). */
export const gtag = (id: string): string => `<script async src="/gtag/js?id=${id}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${id}');</script>`;

export function cookieBar(lang: DocOpts['lang']): string {
  const t = lang === 'ja'
    ? ['当サイトでは、利便性向上およびアクセス解析のためにCookieを使用しています。', '同意する']
    : lang === 'ko'
      ? ['본 사이트는 서비스 개선과 이용 통계를 위해 쿠키를 사용합니다.', '확인']
      : ['We use cookies to improve your experience and analyse traffic.', 'Accept'];
  return `<div id="cookie-bar" style="position:fixed;left:0;right:0;bottom:0;background:#333;color:#fff;font-size:13px;padding:10px 16px;display:flex;gap:12px;align-items:center;justify-content:center;z-index:50"><span>${t[0]}</span><button type="button" style="background:#fff;color:#333;border:0;border-radius:3px;padding:4px 12px" onclick="this.parentNode.remove();try{localStorage.setItem('ck','1')}catch(e){}">${t[1]}</button></div><script>try{if(localStorage.getItem('ck'))document.getElementById('cookie-bar').remove()}catch(e){}</script>`;
}

/** The usual Japanese bank/card footer line. */
export const jpCopyright = (name: string, year = 2025): string => `<p class="copy">Copyright &copy; ${name} ${year === 0 ? '' : 'All Rights Reserved.'}</p>`;

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
