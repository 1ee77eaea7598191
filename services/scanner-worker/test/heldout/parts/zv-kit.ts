// Shared furniture for the zv- pages: document shell, logos, footers, small encoders.
export type DocOpts = { title: string; lang?: string; css?: string; head?: string; body: string; bodyAttr?: string };

export const doc = (o: DocOpts): string =>
  `<!DOCTYPE html>
<html lang="${o.lang ?? 'de'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.head ?? ''}
<style>
*{box-sizing:border-box}body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;color:#1d1d1b;background:#f5f6f7;line-height:1.45}
a{color:inherit}header,footer{padding:14px 24px}footer{font-size:12px;color:#666;border-top:1px solid #ddd;margin-top:40px}
.wrap{max-width:980px;margin:0 auto;padding:0 20px}.box{background:#fff;border-radius:6px;padding:28px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
label{display:block;font-size:14px;margin:14px 0 4px}input,select,textarea{width:100%;padding:10px;border:1px solid #9a9a9a;border-radius:4px;font-size:15px}
button,.btn{display:inline-block;border:0;border-radius:4px;padding:11px 22px;font-size:15px;cursor:pointer;text-decoration:none}
nav a{margin-right:18px;text-decoration:none;font-size:14px}
${o.css ?? ''}
</style>
</head>
<body${o.bodyAttr ? ' ' + o.bodyAttr : ''}>
${o.body}
</body>
</html>`;

/** A flat word-mark logo as inline SVG. */
export const mark = (text: string, color: string, fg = '#fff', w = 150): string =>
  `<svg width="${w}" height="36" viewBox="0 0 ${w} 36" role="img" aria-label="${text}"><rect width="${w}" height="36" rx="4" fill="${color}"/><text x="12" y="24" font-family="Arial" font-weight="700" font-size="17" fill="${fg}">${text}</text></svg>`;

export const footerDe = (firm: string, extra = ''): string =>
  `<footer><div class="wrap">© ${new Date().getFullYear()} ${firm} · <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/barrierefreiheit">Barrierefreiheit</a> · <a href="/cookies">Cookie-Einstellungen</a>${extra}</div></footer>`;

export const cookieDe = `<div id="cc" style="position:fixed;bottom:0;left:0;right:0;background:#fff;border-top:1px solid #ccc;padding:14px 24px;font-size:13px">Wir verwenden Cookies, um unsere Website für Sie optimal zu gestalten. <button style="background:#333;color:#fff;padding:6px 14px" onclick="document.getElementById('cc').remove()">Alle akzeptieren</button> <button style="background:#eee;padding:6px 14px" onclick="document.getElementById('cc').remove()">Nur notwendige</button></div>`;

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
export const hexEnc = (s: string): string => Buffer.from(s, 'utf8').toString('hex');
/** Reversed base64, as some kits carry their payload. */
export const rb64 = (s: string): string => b64(s).split('').reverse().join('');
