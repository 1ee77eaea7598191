import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { doc, wordmark, tile, cookieBar, lockIcon, gtag } from '../parts/yj-kit.js';

// Clean: shops, checkouts, campaigns, investment, donations, jobs.

export const entries: Entry[] = [
  // yj-clean-jp-shop-checkout
{
  id: 'yj-clean-jp-shop-checkout',
  label: 'clean',
  kind: 'checkout-card-form',
  url: 'https://shop.kobe-coffee-roast.jp/checkout/payment',
  body: doc({
    lang: 'ja',
    title: 'お支払い方法の選択｜神戸珈琲焙煎所 オンラインストア',
    head: `<script src="https://static.mul-pay.jp/ext/js/token.js"></script>`,
    css: `body{background:#f7f4ef}.hd{background:#3b2a1e;color:#f3e6d3;padding:14px 24px}.w{max-width:960px;margin:24px auto;display:grid;grid-template-columns:1.4fr 1fr;gap:24px;padding:0 16px}.bx{background:#fff;border-radius:6px;padding:20px}
.st{display:flex;gap:6px;font-size:12px;margin-bottom:14px}.st span{padding:4px 10px;background:#eee;border-radius:12px}.st .on{background:#3b2a1e;color:#fff}label{display:block;font-size:13px;margin:12px 0 4px}input,select{width:100%;padding:10px;border:1px solid #c9bfb2;border-radius:4px;font-size:16px}
.row{display:flex;gap:10px}.row>*{flex:1}.pay{background:#3b2a1e;color:#fff;border:0;border-radius:4px;padding:15px;width:100%;font-size:16px;margin-top:18px}.sum td{padding:6px 0;font-size:14px}.sum .t{font-weight:bold;font-size:17px;border-top:1px solid #ddd}.sec{font-size:12px;color:#666;display:flex;gap:6px;align-items:center}`,
    body: `<div class="hd"><b>神戸珈琲焙煎所</b> ONLINE STORE</div>
<div class="w"><div class="bx"><div class="st"><span>カート</span><span>お届け先</span><span class="on">お支払い</span><span>確認</span></div>
<h2 style="font-size:18px">お支払い方法</h2>
<label><input type="radio" name="method" value="card" checked style="width:auto"> クレジットカード（VISA / Mastercard / JCB / AMEX / Diners）</label>
<div id="card"><label>カード番号</label><input id="cardno" inputmode="numeric" autocomplete="cc-number" maxlength="19" placeholder="1234 5678 9012 3456">
<div class="row"><div><label>有効期限（月）</label><select id="expm">${Array.from({ length: 12 }, (_, i) => `<option>${String(i + 1).padStart(2, '0')}</option>`).join('')}</select></div><div><label>有効期限（年）</label><select id="expy">${Array.from({ length: 10 }, (_, i) => `<option>${2025 + i}</option>`).join('')}</select></div></div>
<div class="row"><div><label>セキュリティコード</label><input id="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4"></div><div><label>カード名義（ローマ字）</label><input id="holder" autocomplete="cc-name" placeholder="TARO YAMADA"></div></div></div>
<label><input type="radio" name="method" value="paypay" style="width:auto"> PayPay</label><label><input type="radio" name="method" value="cvs" style="width:auto"> コンビニ後払い（手数料 250円）</label>
<form id="pf" method="post" action="/checkout/confirm"><input type="hidden" name="token" id="token"><input type="hidden" name="method" id="m" value="card"><button class="pay" type="submit">確認画面へ進む</button></form>
<p class="sec">${lockIcon} カード情報は当店のサーバーを経由せず、決済代行会社（GMOペイメントゲートウェイ）で安全に処理されます。本人認証（3Dセキュア2.0）に対応しています。</p></div>
<div class="bx"><h3 style="font-size:16px;margin-top:0">ご注文内容</h3><table class="sum" style="width:100%"><tr><td>ブレンド「六甲」200g ×2</td><td align="right">¥3,240</td></tr><tr><td>エチオピア イルガチェフェ 200g</td><td align="right">¥1,980</td></tr><tr><td>送料</td><td align="right">¥0</td></tr><tr><td class="t">合計（税込）</td><td class="t" align="right">¥5,220</td></tr></table></div></div>
<p style="text-align:center;font-size:12px;color:#777">株式会社神戸珈琲焙煎所 ／ 兵庫県神戸市中央区 ／ <a href="/law">特定商取引法に基づく表記</a></p>`,
    tail: `<script>
document.getElementById('pf').addEventListener('submit',function(e){var m=document.querySelector('input[name=method]:checked').value;document.getElementById('m').value=m;if(m!=='card')return;e.preventDefault();
if(!window.Multipayment){alert('決済モジュールの読み込みに失敗しました。時間をおいて再度お試しください。');return}
Multipayment.init('9100019876543');Multipayment.getToken({cardno:document.getElementById('cardno').value.replace(/\\s/g,''),expire:document.getElementById('expy').value+document.getElementById('expm').value,securitycode:document.getElementById('cvc').value,holdername:document.getElementById('holder').value,tokennumber:1},function(r){if(r.resultCode!=='000'){alert('カード情報をご確認ください（'+r.resultCode+'）');return}document.getElementById('token').value=r.tokenObject.token[0];document.getElementById('pf').submit()})});
</script>`,
  }),
},
  // yj-clean-kr-tosspayments-checkout
{
  id: 'yj-clean-kr-tosspayments-checkout',
  label: 'clean',
  kind: 'checkout-payment-widget',
  url: 'https://store.soop-candle.co.kr/order/checkout?order_id=SC20251017-00412',
  body: doc({
    lang: 'ko',
    title: '주문/결제 - 숲캔들',
    head: `<script src="https://js.tosspayments.com/v2/standard"></script>`,
    css: `body{background:#f8f8f6}.hd{background:#fff;padding:14px 24px;border-bottom:1px solid #eee}.w{max-width:720px;margin:20px auto;padding:0 16px}.bx{background:#fff;border-radius:8px;padding:18px;margin-bottom:12px}
.it{display:flex;justify-content:space-between;font-size:14px;padding:6px 0}.tot{font-size:20px;font-weight:bold;color:#2f6f4f}#payment-method{min-height:180px;border:1px dashed #ddd;border-radius:8px;display:flex;align-items:center;justify-content:center;color:#aaa}
.pay{width:100%;background:#2f6f4f;color:#fff;border:0;border-radius:8px;padding:16px;font-size:17px;font-weight:bold}.ag{font-size:12px;color:#777}`,
    body: `<div class="hd"><b>숲캔들</b> SOOP CANDLE</div>
<div class="w"><div class="bx"><h3 style="margin-top:0">주문 상품</h3><div class="it"><span>소이캔들 - 편백숲 200g × 2</span><span>38,000원</span></div><div class="it"><span>차량용 디퓨저 - 라벤더</span><span>15,000원</span></div><div class="it"><span>배송비</span><span>0원</span></div><div class="it"><b>총 결제금액</b><span class="tot">53,000원</span></div></div>
<div class="bx"><h3 style="margin-top:0">배송지</h3><p style="font-size:14px">박서연 · 010-****-2281<br>서울특별시 마포구 월드컵북로 ***</p></div>
<div class="bx"><h3 style="margin-top:0">결제 수단</h3><div id="payment-method">결제 수단을 불러오는 중…</div><div id="agreement"></div></div>
<button class="pay" id="pay">53,000원 결제하기</button><p class="ag">주문 내용을 확인하였으며, 정보 제공 등에 동의합니다. 결제는 토스페이먼츠(주)를 통해 안전하게 처리됩니다.</p></div>`,
    tail: `<script>
(async function(){if(!window.TossPayments){document.getElementById('payment-method').textContent='결제 모듈을 불러오지 못했습니다. 새로고침 해주세요.';return}
const tp=TossPayments('live_gck_Ba5PzR0ArnQbG1y9JX8w3vmYnNeD');const widgets=tp.widgets({customerKey:'cus_2f91ad0c7e'});await widgets.setAmount({currency:'KRW',value:53000});
await Promise.all([widgets.renderPaymentMethods({selector:'#payment-method',variantKey:'DEFAULT'}),widgets.renderAgreement({selector:'#agreement',variantKey:'AGREEMENT'})]);
document.getElementById('pay').addEventListener('click',function(){widgets.requestPayment({orderId:'SC20251017-00412',orderName:'소이캔들 - 편백숲 200g 외 1건',successUrl:location.origin+'/order/success',failUrl:location.origin+'/order/fail',customerEmail:'',customerName:'박서연'})});})();
</script>`,
  }),
},
  // yj-clean-base-shop-cart
{
  id: 'yj-clean-base-shop-cart',
  label: 'clean',
  kind: 'small-shop-product',
  url: 'https://hinata-ceramics.base.shop/items/81234567',
  body: doc({
    lang: 'ja',
    title: '粉引 マグカップ（小）| hinata ceramics',
    css: `body{background:#fff;color:#333}.hd{text-align:center;padding:22px;letter-spacing:.2em;font-size:18px;border-bottom:1px solid #eee}.p{max-width:980px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:40px;padding:0 16px}.im{aspect-ratio:1;background:#eeeae3 url(/i/mug.png) center/cover}
.pr{font-size:20px}.cart{width:100%;background:#333;color:#fff;border:0;padding:15px;font-size:15px;letter-spacing:.1em;margin-top:16px}.d{font-size:14px;line-height:1.9}.ft{text-align:center;font-size:12px;color:#999;padding:30px}`,
    body: `<div class="hd">hinata ceramics</div>
<div class="p"><div class="im"></div><div><h1 style="font-size:20px;font-weight:normal">粉引 マグカップ（小）</h1><p class="pr">¥3,300 <small>税込</small></p>
<p class="d">益子の土に白化粧をかけた、やわらかな手触りのマグカップです。ひとつひとつ手作業で作っているため、色味や形に個体差があります。<br>サイズ：径8cm × 高さ7.5cm／容量 約220ml<br>電子レンジ・食洗機 使用可</p>
<label>数量 <select id="q"><option>1</option><option>2</option><option>3</option></select></label>
<button class="cart" id="add">カートに入れる</button><p style="font-size:12px;color:#777">お支払い：クレジットカード／コンビニ決済／銀行振込／PayPal／後払い（BASEかんたん決済）</p></div></div>
<div class="ft"><a href="/law">特定商取引法に基づく表記</a> ・ <a href="/privacy">プライバシーポリシー</a> ・ <a href="/inquiry">お問い合わせ</a><br>Powered by BASE</div>`,
    tail: `<script>document.getElementById('add').onclick=function(){fetch('/cart/add',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({item_id:81234567,quantity:+document.getElementById('q').value})}).then(function(r){return r.json()}).then(function(){location.href='/cart'})};</script>`,
  }),
  routes: {
    'hinata-ceramics.base.shop/i/mug.png': pngRoute(236, 232, 224),
    'hinata-ceramics.base.shop/cart/add': jsonRoute({ result: true, cart_count: 1 }),
  },
},
  // yj-clean-jp-ryokan-booking
{
  id: 'yj-clean-jp-ryokan-booking',
  label: 'clean',
  kind: 'booking-card-guarantee',
  url: 'https://www.kinosaki-matsuya.jp/reserve/step3?plan=kani2025&date=2025-12-13&adult=2',
  body: doc({
    lang: 'ja',
    title: 'ご予約内容の入力｜城崎温泉 松屋旅館 公式サイト',
    css: `body{background:#f5f1ea}.hd{background:#3d2b1f;color:#f5e8d0;padding:14px 22px;font-size:18px}.w{max-width:820px;margin:20px auto;background:#fff;padding:26px}.pl{background:#faf6ef;padding:14px;border-left:4px solid #8b5a2b;font-size:14px}
table{width:100%;border-collapse:collapse;margin:14px 0}th{width:30%;background:#f4efe6;text-align:left;padding:10px;font-size:14px;border:1px solid #e3d8c6}td{padding:8px;border:1px solid #e3d8c6}input,select,textarea{width:100%;padding:8px;font-size:15px;border:1px solid #bbb}
.b{background:#8b5a2b;color:#fff;border:0;padding:14px 50px;font-size:16px;display:block;margin:20px auto 0}.n{font-size:12px;color:#666}`,
    body: `<div class="hd">城崎温泉 松屋旅館</div>
<div class="w"><h1 style="font-size:20px">ご予約内容の入力（3/4）</h1>
<div class="pl"><b>【冬季限定】松葉がに会席プラン</b><br>2025年12月13日（土）より1泊 ／ 大人2名 ／ 和室10畳（露天風呂付）<br>合計 96,800円（税・サービス料込、入湯税別）</div>
<form method="post" action="/reserve/step4"><input type="hidden" name="csrf" value="e81f2a07c9">
<table><tr><th>代表者氏名</th><td><input name="name" autocomplete="name"></td></tr><tr><th>フリガナ</th><td><input name="kana"></td></tr><tr><th>電話番号</th><td><input name="tel" autocomplete="tel"></td></tr><tr><th>メールアドレス</th><td><input name="email" type="email" autocomplete="email"></td></tr>
<tr><th>チェックイン予定</th><td><select name="in"><option>15:00</option><option>16:00</option><option>17:00</option><option>18:00</option></select></td></tr><tr><th>ご要望</th><td><textarea name="note" rows="3" placeholder="アレルギー、記念日など"></textarea></td></tr></table>
<h3 style="font-size:16px">お支払い</h3><p class="n">事前カード決済をご選択の場合、宿泊日の7日前に決済いたします。現地払いの場合も、予約保証のためカード情報の入力が必要です（キャンセル規定：3日前 30%、前日 50%、当日 100%）。</p>
<table><tr><th>お支払い方法</th><td><select name="paytype"><option>事前カード決済</option><option>現地払い（予約保証あり）</option></select></td></tr><tr><th>カード番号</th><td><input name="card_number" autocomplete="cc-number" inputmode="numeric"></td></tr><tr><th>有効期限</th><td><input name="card_exp" autocomplete="cc-exp" placeholder="MM/YY"></td></tr><tr><th>セキュリティコード</th><td><input name="card_cvc" autocomplete="cc-csc" maxlength="4"></td></tr><tr><th>カード名義</th><td><input name="card_name" autocomplete="cc-name"></td></tr></table>
<button class="b">確認画面へ</button></form>
<p class="n">兵庫県豊岡市城崎町湯島 ／ TEL 0796-32-XXXX ／ 本サイトはSSL暗号化通信により保護されています。</p></div>`,
  }),
},
  // yj-clean-rakuten-point-campaign
{
  id: 'yj-clean-rakuten-point-campaign',
  label: 'clean',
  kind: 'brand-point-campaign',
  url: 'https://event.rakuten.co.jp/campaign/point-up/everyday/point/?l-id=top_normal_gmenu_d_pointup',
  body: doc({
    lang: 'ja',
    title: '【楽天市場】SPU（スーパーポイントアッププログラム）｜ポイント最大18倍',
    css: `body{background:#fff}.hd{border-bottom:1px solid #ddd;padding:10px 18px}.kv{background:linear-gradient(90deg,#bf0000,#ff5e3a);color:#fff;text-align:center;padding:40px 16px}.kv h1{font-size:34px;margin:0}.w{max-width:960px;margin:0 auto;padding:20px}
.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.g div{border:1px solid #eee;border-radius:8px;padding:12px;font-size:13px}.g b{display:block;color:#bf0000;font-size:18px}.entry{display:block;width:320px;margin:24px auto;text-align:center;background:#bf0000;color:#fff;padding:16px;border-radius:30px;text-decoration:none;font-weight:bold}.n{font-size:12px;color:#666}`,
    body: `<div class="hd">${wordmark('Rakuten', '#bf0000', { w: 120, size: 24 })} <span style="font-size:13px">楽天市場</span></div>
<div class="kv"><h1>SPU ポイント最大18倍</h1><p>楽天のサービスを使うほど、楽天市場でのお買い物がおトクに</p></div>
<div class="w"><a class="entry" href="https://login.account.rakuten.com/sso/authorize?client_id=rakuten_ichiba_top_web&service_id=s245&redirect_uri=https%3A%2F%2Fevent.rakuten.co.jp%2Fcampaign%2Fpoint-up%2Feveryday%2Fpoint%2F">ログインして達成状況を確認</a>
<div class="g"><div>楽天モバイル<b>+4倍</b></div><div>楽天カード<b>+2倍</b></div><div>楽天銀行＋楽天カード<b>+0.5倍</b></div><div>楽天証券 投資信託<b>+0.5倍</b></div><div>楽天トラベル<b>+1倍</b></div><div>楽天ブックス<b>+0.5倍</b></div><div>楽天Kobo<b>+0.5倍</b></div><div>Rakuten Fashion アプリ<b>+0.5倍</b></div></div>
<h3>ご注意</h3><ul class="n"><li>獲得ポイントには上限があります。特典ポイントは期間限定ポイントとして付与されます。</li><li>楽天を装ったメールやSMSで、ポイント失効を理由にカード情報を入力させる詐欺が確認されています。楽天がポイントの延長・受け取りのためにカード番号を求めることはありません。</li></ul>
<p class="n">&copy; Rakuten Group, Inc.</p></div>`,
  }),
},
  // yj-clean-sbi-nisa
{
  id: 'yj-clean-sbi-nisa',
  label: 'clean',
  kind: 'legit-investment',
  url: 'https://www.sbisec.co.jp/ETGate/?_ControlID=WPLETmgR001Control&_PageID=WPLETmgR001Mdtl20&_DataStoreID=DSWPLETmgR001Control&_ActionID=DefaultAID&getFlg=on&burl=search_nisa&cat1=nisa&cat2=none&dir=info&file=nisa_top.html',
  body: doc({
    lang: 'ja',
    title: 'NISA（少額投資非課税制度）｜SBI証券',
    css: `body{background:#fff}.hd{border-bottom:3px solid #0b3d91;padding:10px 20px;display:flex;justify-content:space-between}.w{max-width:980px;margin:0 auto;padding:20px}.kv{background:#eaf1fb;border-radius:10px;padding:26px}.kv h1{margin:0;color:#0b3d91}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:14px;margin:20px 0}.g div{border:1px solid #dbe3ef;border-radius:8px;padding:14px}.sim{background:#fafafa;padding:16px;border-radius:8px}.sim input{width:120px;padding:6px}.op{display:inline-block;background:#e60012;color:#fff;padding:14px 30px;border-radius:6px;text-decoration:none;font-weight:bold}.n{font-size:11px;color:#666;line-height:1.8}`,
    body: `<div class="hd">${wordmark('SBI証券', '#0b3d91', { w: 120, size: 22 })}<span style="font-size:13px"><a href="https://site2.sbisec.co.jp/ETGate/">ログイン</a> ｜ <a href="https://go.sbisec.co.jp/account/sogoflow_01.html">口座開設</a></span></div>
<div class="w"><div class="kv"><h1>新NISA</h1><p>年間360万円、生涯1,800万円まで。投資で得た利益が無期限で非課税に。</p></div>
<div class="g"><div><b>つみたて投資枠</b><p>年120万円。長期・積立・分散投資に適した一定の投資信託が対象。</p></div><div><b>成長投資枠</b><p>年240万円。上場株式・投資信託など幅広く投資できます。</p></div><div><b>国内株式 売買手数料 0円</b><p>NISA口座での国内株式・海外ETFの売買手数料は無料です。</p></div></div>
<div class="sim"><b>つみたてシミュレーション</b><p>毎月 <input id="m" value="30000" inputmode="numeric"> 円を <input id="y" value="20" style="width:60px"> 年間、想定利回り <input id="r" value="3" style="width:60px"> % で運用すると… <b id="out"></b></p></div>
<p style="margin:20px 0"><a class="op" href="https://go.sbisec.co.jp/account/sogoflow_01.html">無料で口座開設</a></p>
<p class="n">【投資にかかるリスク】株式・投資信託等は、価格の変動等により損失が生じるおそれがあります。元本は保証されません。シミュレーション結果は将来の運用成果を示唆・保証するものではありません。<br>株式会社SBI証券　金融商品取引業者　関東財務局長（金商）第44号　加入協会：日本証券業協会、一般社団法人金融先物取引業協会、一般社団法人第二種金融商品取引業協会、一般社団法人日本投資顧問業協会<br>SBI証券を名乗り、LINEグループやSNSで投資勧誘を行う事例が確認されています。当社がSNSで個別に投資を勧誘することはありません。</p></div>`,
    tail: `<script>function calc(){var m=+document.getElementById('m').value||0,y=+document.getElementById('y').value||0,r=(+document.getElementById('r').value||0)/100/12,n=y*12;var v=r?m*((Math.pow(1+r,n)-1)/r):m*n;document.getElementById('out').textContent='約'+Math.round(v/10000).toLocaleString()+'万円（元本 '+Math.round(m*n/10000).toLocaleString()+'万円）'}['m','y','r'].forEach(function(i){document.getElementById(i).oninput=calc});calc();</script>`,
  }),
},
  // yj-clean-kr-mirae-pension
{
  id: 'yj-clean-kr-mirae-pension',
  label: 'clean',
  kind: 'legit-investment',
  url: 'https://securities.miraeasset.com/hki/hki3028/r01.do?menuNo=pension',
  body: doc({
    lang: 'ko',
    title: '연금저축펀드 | 미래에셋증권',
    css: `body{background:#fff}.hd{display:flex;justify-content:space-between;align-items:center;padding:14px 24px;border-bottom:1px solid #eee}.kv{background:#f26f21;color:#fff;padding:40px 24px}.kv h1{margin:0;font-size:32px}.w{max-width:980px;margin:0 auto;padding:24px}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{border-bottom:1px solid #eee;padding:10px;text-align:left}th{background:#fafafa}.up{color:#e02020}.b{display:inline-block;background:#043b72;color:#fff;padding:13px 26px;border-radius:6px;text-decoration:none}.n{font-size:12px;color:#777;line-height:1.8}`,
    body: `<div class="hd">${wordmark('MIRAE ASSET', '#043b72', { w: 170, size: 20 })}<span style="font-size:13px"><a href="/login">로그인</a> · <a href="/open">비대면 계좌개설</a></span></div>
<div class="kv"><h1>연금저축펀드</h1><p>연 600만원 납입 한도 내 최대 16.5% 세액공제, 노후 준비와 절세를 함께</p></div>
<div class="w"><h3>연금저축 인기 펀드 (수익률 기준일 2025.10.15)</h3>
<table><tr><th>펀드명</th><th>위험등급</th><th>1년 수익률</th><th>3년 수익률</th></tr><tr><td>미래에셋전략배분TDF2045혼합자산자투자신탁 종류C-P2e</td><td>3등급(다소높은위험)</td><td class="up">+14.82%</td><td class="up">+38.10%</td></tr><tr><td>미래에셋미국S&amp;P500인덱스증권자투자신탁(주식) 종류C-Pe</td><td>2등급(높은위험)</td><td class="up">+19.37%</td><td class="up">+61.44%</td></tr><tr><td>미래에셋코어테크증권자투자신탁(주식) 종류C-Pe</td><td>2등급(높은위험)</td><td class="up">+27.05%</td><td class="up">+72.90%</td></tr></table>
<p><a class="b" href="/hki/hki3028/r02.do">연금저축 계좌 개설하기</a></p>
<p class="n">※ 집합투자증권은 예금자보호법에 따라 보호되지 않으며, 운용 결과에 따라 원금 손실이 발생할 수 있습니다. 과거의 수익률이 미래의 수익률을 보장하지 않습니다. 투자 전 (간이)투자설명서 및 집합투자규약을 반드시 읽어보시기 바랍니다.<br>※ 연금 외 수령 시 기타소득세(16.5%)가 부과됩니다.<br>미래에셋증권 준법감시인 심사필 제2025-0871호 (2025.10.01~2026.09.30) · 고객센터 1588-6800<br>※ 당사 임직원을 사칭한 리딩방·투자 권유 문자에 주의하세요.</p></div>`,
  }),
},
  // yj-clean-jrc-donation-noto
{
  id: 'yj-clean-jrc-donation-noto',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.jrc.or.jp/contribute/help/2024noto/',
  body: doc({
    lang: 'ja',
    title: '令和6年能登半島地震災害義援金｜日本赤十字社',
    css: `body{background:#fff}.hd{border-bottom:1px solid #ddd;padding:10px 20px;display:flex;align-items:center;gap:10px}.cr{width:30px;height:30px;position:relative}.cr::before,.cr::after{content:"";position:absolute;background:#e60012}.cr::before{left:10px;top:0;width:10px;height:30px}.cr::after{top:10px;left:0;width:30px;height:10px}
.w{max-width:880px;margin:0 auto;padding:24px}h1{font-size:24px}table{width:100%;border-collapse:collapse;font-size:14px;margin:12px 0}th,td{border:1px solid #ddd;padding:10px;text-align:left}th{background:#f8f3f3;width:30%}.cta{display:inline-block;background:#e60012;color:#fff;text-decoration:none;padding:14px 36px;border-radius:4px;font-weight:bold}.n{font-size:13px;color:#555}`,
    body: `<div class="hd"><span class="cr"></span><b>日本赤十字社</b></div>
<div class="w"><h1>令和6年能登半島地震災害義援金</h1>
<p>令和6年能登半島地震により被災された方々を支援するため、義援金を受け付けています。お寄せいただいた義援金は、全額が被災県に設置される義援金配分委員会に送金され、被災された方々へ届けられます。</p>
<p><a class="cta" href="https://www.jrc.or.jp/contribute/help/2024noto/donate/card/">クレジットカードで寄付する</a></p>
<h2 style="font-size:18px">郵便振替</h2>
<table><tr><th>口座番号</th><td>00130-9-xxxxxx</td></tr><tr><th>口座名義</th><td>日赤令和6年能登半島地震災害義援金</td></tr><tr><th>受付期間</th><td>2026年3月31日（火）まで</td></tr></table>
<p class="n">ゆうちょ銀行・郵便局の窓口で取り扱う場合、振替手数料は免除されます。受領証をもって領収証に代えさせていただきます（寄付金控除の対象となります）。</p>
<h2 style="font-size:18px">ご注意ください</h2><p class="n">日本赤十字社の職員を名乗り、電話や訪問で義援金を求める事例や、個人名義の口座・暗号資産での寄付を呼びかける不審なWebサイトが確認されています。日本赤十字社の義援金口座は上記のとおりです。</p></div>`,
  }),
  routes: {
    'www.jrc.or.jp/contribute/help/2024noto/donate/card/': htmlRoute(doc({ lang: 'ja', title: 'クレジットカードによるご寄付｜日本赤十字社', css: `.w{max-width:640px;margin:0 auto;padding:24px}label{display:block;margin:12px 0 4px;font-size:14px}input,select{width:100%;padding:10px;font-size:16px;border:1px solid #bbb}button{margin-top:18px;background:#e60012;color:#fff;border:0;padding:14px 40px;font-size:16px}`, body: `<div class="w"><h1 style="font-size:20px">クレジットカードによるご寄付</h1><form method="post" action="/contribute/help/2024noto/donate/card/confirm"><label>寄付金額</label><select name="amount"><option>3,000円</option><option>5,000円</option><option>10,000円</option><option>その他</option></select><label>お名前</label><input name="name"><label>ご住所</label><input name="addr"><label>メールアドレス</label><input name="email"><p style="font-size:13px">次の画面で、決済代行会社の画面にてカード情報を入力いただきます。</p><button>次へ</button></form></div>` })),
  },
},
  // yj-clean-crowdworks-jobs
{
  id: 'yj-clean-crowdworks-jobs',
  label: 'clean',
  kind: 'legit-job-board',
  url: 'https://crowdworks.jp/public/jobs/search?category_id=7&order=new',
  body: doc({
    lang: 'ja',
    title: 'データ入力の仕事・求人・在宅ワーク一覧 | クラウドワークス',
    css: `body{background:#f5f5f5}.hd{background:#fff;padding:12px 24px;border-bottom:1px solid #e5e5e5;display:flex;justify-content:space-between}.w{max-width:980px;margin:20px auto;display:grid;grid-template-columns:220px 1fr;gap:20px;padding:0 16px}
.side{background:#fff;padding:14px;font-size:13px;border-radius:6px}.job{background:#fff;border-radius:6px;padding:16px;margin-bottom:10px}.job h3{font-size:16px;margin:0 0 6px;color:#0066b3}.tag{display:inline-block;font-size:11px;background:#eef5fb;color:#0066b3;padding:2px 8px;border-radius:3px;margin-right:6px}.m{font-size:12px;color:#777}.al{background:#fff7e6;border:1px solid #f0c36d;padding:12px;border-radius:6px;font-size:13px;margin-bottom:12px}`,
    body: `<div class="hd">${wordmark('CrowdWorks', '#0066b3', { w: 150, size: 22 })}<span style="font-size:13px"><a href="/login">ログイン</a> ｜ <a href="/user_registrations/new">会員登録</a></span></div>
<div class="w"><div class="side"><b>カテゴリ</b><p>データ入力<br>文字起こし<br>アンケート<br>商品登録<br>リサーチ</p></div><div>
<div class="al"><b>ご注意ください：</b>外部のSNS・チャットアプリ（LINE、Telegram等）へ誘導し、「いいね」や「レビュー」で高収入、などとうたう仕事や、作業前に費用の支払いを求める仕事は規約違反です。見つけた場合は通報してください。</div>
<div class="job"><h3>【継続・在宅】ECサイトの商品情報入力（1件 40円〜）</h3><span class="tag">タスク</span><span class="tag">初心者歓迎</span><p class="m">株式会社ハナミズキ物産 ・ 本人確認済み ・ 評価 4.8（212件） ・ 残り5日</p></div>
<div class="job"><h3>音声データの文字起こし（30分程度／報酬 3,000円）</h3><span class="tag">プロジェクト</span><p class="m">合同会社ことのは ・ 本人確認済み ・ 評価 4.9（88件） ・ 残り3日</p></div>
<div class="job"><h3>飲食店の営業時間リサーチ（Googleマップで確認）</h3><span class="tag">タスク</span><p class="m">グルメデータ株式会社 ・ 評価 4.6（1,032件） ・ 残り12日</p></div>
<p class="m">報酬は仮払い（エスクロー）方式で、クライアントの入金確認後に作業を開始できます。ワーカーが費用を支払う必要はありません。</p></div></div>`,
  }),
},
];
