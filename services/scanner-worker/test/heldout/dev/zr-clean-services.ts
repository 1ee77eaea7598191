import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footer } from '../parts/zr-kit.js';
import { jsRoute, jsonRoute, fileRoute, pe, apk, zip } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zr-clean-upbit-exchange-own',
  label: 'clean',
  kind: 'exchange-own-domain',
  url: 'https://upbit.com/signin?s=2',
  body: doc({
    lang: 'ko',
    title: '업비트 | 로그인',
    css: 'body{background:#f4f5f8}.m{max-width:420px;margin:60px auto;text-align:center}.k{background:#fee500;color:#191919;width:100%}.n{background:#03c75a;color:#fff;width:100%;margin-top:8px}',
    body: `<div class="m card"><div style="color:#093687;font-size:28px;font-weight:800">UPbit</div><p>업비트는 카카오 또는 네이버 인증으로 로그인할 수 있습니다.</p>
<a class="btn k" href="https://upbit.com/signin/kakao">카카오 인증으로 로그인</a><a class="btn n" href="https://upbit.com/signin/naver">네이버 인증으로 로그인</a>
<p style="font-size:12px;color:#888;margin-top:20px">업비트는 어떠한 경우에도 고객님께 가상자산 전송, 원격제어 앱 설치, 비밀번호·OTP 정보를 요구하지 않습니다. 고객센터 1588-5682</p></div>`,
  }),
},
{
  id: 'zr-clean-bitflyer-markets',
  label: 'clean',
  kind: 'exchange-own-domain',
  url: 'https://bitflyer.com/ja-jp/',
  body: doc({
    lang: 'ja',
    title: 'bitFlyer（ビットフライヤー）｜ビットコイン・暗号資産取引所',
    css: '.hero{background:#0b1f3a;color:#fff;padding:50px 20px}.t{width:100%;border-collapse:collapse}.t td{padding:10px;border-bottom:1px solid #eee}.up{color:#d33}.dn{color:#2a7}',
    body: `<header class="top"><div class="wrap"><b style="color:#0b1f3a">bitFlyer</b><span><a href="https://bitflyer.com/ja-jp/login">ログイン</a> <a class="btn" style="background:#f5a623;color:#fff;padding:6px 14px" href="https://bitflyer.com/ja-jp/signup">無料口座開設</a></span></div></header>
<div class="hero"><div class="wrap"><h1>ビットコイン取引量 国内No.1*</h1><p>1円から始められる暗号資産取引。</p></div></div>
<div class="wrap card" style="margin-top:20px"><h3>販売所 価格</h3><table class="t" id="t"><tr><td>ビットコイン BTC</td><td id="btc">¥14,320,118</td><td class="up">+1.82%</td></tr><tr><td>イーサリアム ETH</td><td>¥487,220</td><td class="dn">-0.44%</td></tr><tr><td>XRP</td><td>¥331.5</td><td class="up">+3.10%</td></tr></table>
<p style="font-size:11px;color:#888">暗号資産は法定通貨ではありません。価格変動により損失が生じる可能性があります。株式会社bitFlyer 暗号資産交換業者 関東財務局長 第00003号</p></div>
<script>setInterval(function(){fetch('/api/ticker?product_code=BTC_JPY').then(function(r){return r.json()}).then(function(j){document.getElementById('btc').textContent='¥'+Math.round(j.ltp).toLocaleString()}).catch(function(){})},5000)</script>`,
  }),
  routes: {
    'bitflyer.com/api/ticker': jsonRoute({ product_code: 'BTC_JPY', ltp: 14321840, best_bid: 14320100, best_ask: 14323500 }),
  },
},
{
  id: 'zr-clean-defi-dex-connect-wallet',
  label: 'clean',
  kind: 'dapp-own-domain',
  url: 'https://app.uniswap.org/swap?s=3',
  body: doc({
    lang: 'en',
    title: 'Uniswap Interface',
    css: 'body{background:#fff}.m{max-width:480px;margin:60px auto;background:#f9f9f9;border-radius:20px;padding:16px}.in{background:#fff;border-radius:16px;padding:16px;margin:6px 0;font-size:28px}.p{background:#fc72ff;color:#fff;width:100%;font-size:18px;border-radius:16px}',
    body: `<header class="top"><div class="wrap"><b style="color:#fc72ff">🦄 Uniswap</b><button class="btn" id="cw" style="background:#fef4ff;color:#fc72ff">Connect</button></div></header>
<div class="m"><div class="in"><small style="font-size:13px;color:#888">Sell</small><br>0 <span style="float:right;font-size:16px">ETH</span></div><div class="in"><small style="font-size:13px;color:#888">Buy</small><br>0 <span style="float:right;font-size:16px">USDC</span></div><button class="btn p" id="cw2">Connect wallet</button></div>
<script>
async function connect(){if(!window.ethereum){alert('No wallet found. Install a browser wallet to continue.');return}var a=await ethereum.request({method:'eth_requestAccounts'});document.getElementById('cw').textContent=a[0].slice(0,6)+'…'+a[0].slice(-4);document.getElementById('cw2').textContent='Enter an amount'}
document.getElementById('cw').onclick=connect;document.getElementById('cw2').onclick=connect;
</script>`,
  }),
},
{
  id: 'zr-clean-bitkub-own-login',
  label: 'clean',
  kind: 'exchange-own-domain',
  url: 'https://www.bitkub.com/signin',
  body: doc({
    lang: 'th',
    title: 'Bitkub - เข้าสู่ระบบ',
    css: 'body{background:#0b0b0b;color:#fff}.m{max-width:420px;margin:60px auto;background:#1a1a1a;padding:28px;border-radius:10px}.g{background:#4cd964;color:#000;width:100%}label{color:#aaa}',
    body: `<div class="m"><div style="font-size:28px;font-weight:800;color:#4cd964">bitkub</div><h3>เข้าสู่ระบบ</h3>
<form method="post" action="/api/auth/signin"><label>อีเมล</label><input type="email" name="email"><label>รหัสผ่าน</label><input type="password" name="password"><div class="cf-turnstile" data-sitekey="0x4AAAAAAADnPIDROrmt1Wwj"></div><p><button class="btn g">เข้าสู่ระบบ</button></p></form>
<p style="font-size:12px;color:#888">ลืมรหัสผ่าน? · สมัครสมาชิก · Bitkub Online Co., Ltd. ได้รับอนุญาตจาก ก.ล.ต.</p></div>
<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>`,
  }),
  routes: {
    'challenges.cloudflare.com/turnstile/v0/api.js': jsRoute(`window.turnstile={render:function(){return 'w0'},getResponse:function(){return ''}};document.querySelectorAll('.cf-turnstile').forEach(function(e){e.innerHTML='<div style="border:1px solid #444;padding:10px;width:300px;font-size:13px">✔ Success!</div>'});`),
  },
},
{
  id: 'zr-clean-tw-freeway-etc-payment',
  label: 'clean',
  kind: 'gov-eservice',
  url: 'https://www.fetc.net.tw/portal/main/payment/index.html',
  body: doc({
    lang: 'zh-Hant',
    title: '遠通電收 - 通行費查詢與繳納',
    css: '.h{background:#00569f;color:#fff;padding:14px 0}.m{max-width:620px;margin:24px auto}.b{background:#00569f;color:#fff}',
    body: `<div class="h"><div class="wrap"><b>遠通電收 FETC</b> eTag 通行費</div></div>
<div class="m card"><h3>欠費查詢</h3><form method="post" action="/portal/main/payment/query"><label>車號</label><input type="text" name="plate" placeholder="ABC-1234"><label>車主身分證後四碼</label><input type="text" name="nid4" maxlength="4"><p><button class="btn b">查詢</button></p></form>
<p style="font-size:13px">可透過超商、ATM、信用卡或 eTag 帳戶自動扣款繳納。</p><p style="font-size:12px;color:#c00">提醒：遠通電收不會以簡訊傳送繳費連結，請勿點擊不明連結；如有疑問請撥客服 (02)7716-1999 或 165 反詐騙專線。</p></div>`,
  }),
},
{
  id: 'zr-clean-bank-app-landing-playstore',
  label: 'clean',
  kind: 'app-download-own-domain',
  url: 'https://www.kasikornbank.com/th/kplus/pages/index.aspx',
  body: doc({
    lang: 'th',
    title: 'K PLUS | ธนาคารกสิกรไทย',
    css: '.hero{background:#00a950;color:#fff;padding:50px 20px;text-align:center}.d{background:#fff;color:#00a950;margin:6px}',
    body: `<div class="hero"><h1>K PLUS</h1><p>ทุกเรื่องการเงิน จบในแอปเดียว</p><a class="btn d" href="https://apps.apple.com/th/app/k-plus/id361170631">App Store</a><a class="btn d" href="https://play.google.com/store/apps/details?id=com.kasikorn.retail.mbanking.wap">Google Play</a><a class="btn d" href="https://appgallery.huawei.com/app/C100946047">AppGallery</a></div>
<div class="wrap"><h3>ดาวน์โหลดแอปจาก Store ทางการเท่านั้น</h3><p>ธนาคารไม่มีนโยบายให้ดาวน์โหลดแอป K PLUS ผ่านลิงก์ในไลน์ SMS หรือไฟล์ .apk และจะไม่ขอให้ติดตั้งแอปควบคุมเครื่องระยะไกล</p></div>`,
  }),
},
{
  id: 'zr-clean-vn-misa-apk-own-domain',
  label: 'clean',
  kind: 'app-download-own-domain',
  url: 'https://www.vnpay.vn/tai-ung-dung',
  body: doc({
    lang: 'vi',
    title: 'Tải ứng dụng VNPAY',
    css: '.hero{background:#005baa;color:#fff;padding:40px 20px;text-align:center}.d{background:#ed1c24;color:#fff;margin:6px}',
    body: `<div class="hero"><h1>Ví VNPAY</h1><p>Thanh toán QR, chuyển tiền, nạp điện thoại</p><a class="btn d" href="https://play.google.com/store/apps/details?id=vnpay.smartacccount">Google Play</a><a class="btn d" href="https://apps.apple.com/vn/app/vnpay/id1446063306">App Store</a><a class="btn d" href="/files/VNPAY-Huawei-3.2.1.apk">Tải APK cho máy Huawei</a></div>
<div class="wrap"><p>Tệp APK chỉ dành cho thiết bị không có Google Play. Kiểm tra chữ ký số: SHA-256 5E:12:9A:…:C4. Tổng đài hỗ trợ 1900 55 55 77.</p></div>`,
  }),
  routes: {
    'www.vnpay.vn/files/VNPAY-Huawei-3.2.1.apk': fileRoute(apk('vnpay.smartacccount', 'VNPAY', ['android.permission.CAMERA', 'android.permission.INTERNET']), 'application/vnd.android.package-archive', 'VNPAY-Huawei-3.2.1.apk'),
  },
},
{
  id: 'zr-clean-anydesk-official-download',
  label: 'clean',
  kind: 'software-download',
  url: 'https://anydesk.com/ja/downloads/windows',
  body: doc({
    lang: 'ja',
    title: 'Windows用AnyDeskダウンロード',
    css: '.hero{background:#ef443b;color:#fff;padding:40px 20px;text-align:center}.d{background:#fff;color:#ef443b}',
    body: `<div class="hero"><h1>AnyDesk for Windows</h1><p>バージョン 9.0.5 · 5 MB</p><a class="btn d" href="https://download.anydesk.com/AnyDesk.exe?s=2">今すぐダウンロード</a></div>
<div class="wrap"><h3>詐欺にご注意ください</h3><p>AnyDeskを使ったサポート詐欺が報告されています。見知らぬ人から電話で「ウイルス感染」「返金手続き」を理由にAnyDeskのインストールを求められても、決してアクセスを許可しないでください。</p></div>`,
  }),
  routes: {
    'download.anydesk.com/AnyDesk.exe?s=2': fileRoute(pe({ strings: ['AnyDesk Software GmbH', 'AnyDesk'], size: 60000 }), 'application/x-msdownload', 'AnyDesk.exe'),
  },
},
];
