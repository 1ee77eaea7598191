import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { cookieBar, doc, foot, gtag, topbar } from '../parts/ze-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'ze-clean-sg-singpost-track',
  label: 'clean',
  kind: 'delivery-tracking',
  url: 'https://www.singpost.com/track-items',
  routes: {
    'www.singpost.com/track-items': htmlRoute(doc({
      lang: 'en-SG',
      title: 'Track Items | SingPost',
      css: '.c{max-width:720px;margin:20px auto}.b{background:#e2001a;color:#fff}',
      body: `${topbar('SingPost', '#e2001a', ['Send', 'Receive', 'Shop', 'Business', 'Find Us'])}<div class="c"><h2>Track your items</h2><form id="f"><input id="n" placeholder="Enter up to 20 tracking numbers" value="RB991822455SG"><br><br><button class="b">Track</button></form><div id="res"></div>
<p style="font-size:13px;background:#fdf0f0;padding:10px">SingPost will not request payment for redelivery or customs via SMS links. Scam alert: visit scamalert.sg or call the ScamShield Helpline 1799.</p></div>${foot(['© 2025 Singapore Post Limited. All rights reserved.'])}
<script>function t(){fetch('/api/track?n='+encodeURIComponent(document.getElementById('n').value)).then(function(r){return r.json()}).then(function(j){document.getElementById('res').innerHTML='<table>'+j.events.map(function(e){return '<tr><td>'+e.d+'</td><td>'+e.s+'</td></tr>'}).join('')+'</table>'})}document.getElementById('f').onsubmit=function(e){e.preventDefault();t()};t()</script>`,
    })),
    'www.singpost.com/api/track': jsonRoute({ events: [{ d: '01 Dec 2025 10:12', s: 'Item delivered' }, { d: '01 Dec 2025 07:40', s: 'Out for delivery' }, { d: '30 Nov 2025 21:03', s: 'Item processed at Singapore Post Centre' }] }),
  },
},
  {
  id: 'ze-clean-kr-cj-tracking',
  label: 'clean',
  kind: 'delivery-tracking',
  url: 'https://www.cjlogistics.com/ko/tool/parcel/tracking',
  body: doc({
    lang: 'ko',
    title: '배송조회 | CJ대한통운',
    css: '.c{max-width:720px;margin:20px auto}.b{background:#1d5cb5;color:#fff}',
    body: `${topbar('CJ대한통운', '#1d5cb5', ['택배', '물류서비스', '고객센터', '회사소개'])}<div class="c"><h2>택배 배송조회</h2><form><label>운송장 번호</label><input name="paramInvcNo" maxlength="12" inputmode="numeric"><br><br><button class="b">조회</button></form>
<div style="font-size:13px;background:#eef3fb;padding:12px;margin-top:14px"><b>스미싱 주의 안내</b><br>CJ대한통운은 문자메시지로 앱 설치(APK)를 요구하거나 개인정보·결제를 요청하지 않습니다. 의심 문자 예시: "[CJ대한통운] 주소지 불명으로 반송 예정, 주소 확인 바랍니다 http://..." 이런 문자의 링크는 누르지 마시고 118로 신고해 주세요.</div></div>${foot(['CJ대한통운(주) · 고객센터 1588-1255'])}`,
  }),
},
  {
  id: 'ze-clean-ph-globe-gomo-load',
  label: 'clean',
  kind: 'telecom',
  url: 'https://www.globe.com.ph/load/promos',
  body: doc({
    lang: 'en-PH',
    title: 'Load Promos | Globe',
    css: '.g{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.card{border:1px solid #ddd;padding:16px;border-radius:10px}.b{background:#0047ba;color:#fff}',
    body: `${topbar('Globe', '#0047ba', ['Mobile', 'Prepaid', 'Postpaid', 'Broadband', 'GlobeOne'])}<div class="wrap"><h1>Go+ Promos</h1><div class="g"><div class="card"><b>Go+99</b><p>8GB data + Unli calls & texts to all networks, 7 days</p><a class="btn b" href="#">Buy via GlobeOne</a></div><div class="card"><b>Go+149</b><p>18GB + Unli allnet texts, 7 days</p><a class="btn b" href="#">Buy</a></div><div class="card"><b>GoUNLI30</b><p>Unli calls & texts, 1 day</p><a class="btn b" href="#">Buy</a></div></div>
<p style="font-size:13px">Globe will never text you asking for your GCash MPIN or OTP. Report spam and scam texts to 7726 or via #StopSpam.</p></div>${foot(['© 2025 Globe Telecom, Inc.'])}`,
  }),
},
  {
  id: 'ze-clean-ph-gcash-help-mpin',
  label: 'clean',
  kind: 'help-article',
  url: 'https://help.gcash.com/hc/en-us/articles/4408462301337-How-do-I-keep-my-GCash-account-safe',
  body: doc({
    lang: 'en-PH',
    title: 'How do I keep my GCash account safe? – GCash Help Center',
    css: '.c{max-width:760px;margin:20px auto}.q{background:#eef5ff;padding:10px;font-size:14px;margin:8px 0}',
    body: `${topbar('GCash Help Center', '#007cff', ['Account', 'Cash In', 'Send Money', 'Security', 'Submit a ticket'])}<div class="c"><h1>How do I keep my GCash account safe?</h1><p>Never share your MPIN and authentication code (OTP) with anyone — not even GCash employees. GCash will never send you links via SMS.</p><p>Common scam messages:</p>
<div class="q">"Your GCash account is temporarily restricted. Verify at gcash-verify[.]ph-gc[.]online to claim ₱1,500 rebate."</div><div class="q">"Congratulations! You won ₱10,000 from GCash Raffle. Send ₱500 processing fee to claim."</div>
<p>If you think your account has been compromised, report it immediately via the GCash Help Center or call 2882.</p></div>${foot(['© 2025 G-Xchange, Inc. · GCash is regulated by the Bangko Sentral ng Pilipinas'])}`,
  }),
},
  {
  id: 'ze-clean-sg-dbs-paylah-download',
  label: 'clean',
  kind: 'app-download',
  url: 'https://www.dbs.com.sg/personal/mobile/paylah/default.page',
  body: doc({
    lang: 'en-SG',
    title: 'DBS PayLah! - Mobile Wallet | DBS Singapore',
    css: '.hero{background:#ff3e3e;color:#fff;padding:30px 0}.st{display:inline-block;background:#000;color:#fff;padding:10px 18px;border-radius:8px;margin-right:8px}',
    body: `${topbar('DBS', '#fff', ['Cards', 'Deposits', 'Investments', 'Loans', 'digibank Login'], '#ff3e3e')}<div class="hero"><div class="wrap"><h1>DBS PayLah!</h1><p>Pay, split bills, and send money with just a mobile number.</p><a class="st" href="https://apps.apple.com/sg/app/dbs-paylah/id878528688">App Store</a><a class="st" href="https://play.google.com/store/apps/details?id=com.dbs.dbspaylah">Google Play</a></div></div>
<div class="wrap"><h3>Security reminders</h3><ul><li>Download apps only from official app stores. Never sideload apps from links in messages.</li><li>Use the digibank Safety Switch to freeze your accounts if you suspect fraud.</li></ul></div>${foot(['DBS Bank Ltd · Co. Reg. No. 196800306E · © DBS Bank Ltd. All rights reserved.'])}`,
  }),
},
  {
  id: 'ze-clean-kr-kakaobank-app',
  label: 'clean',
  kind: 'app-download',
  url: 'https://www.kakaobank.com/view/download',
  routes: {
    'www.kakaobank.com/view/download': redirectRoute(301, 'https://www.kakaobank.com/view/main'),
    'www.kakaobank.com/view/main': htmlRoute(doc({
      lang: 'ko',
      title: '카카오뱅크 | 같지만 다른',
      css: '.hero{background:#ffe300;padding:40px 0;text-align:center}.st{display:inline-block;background:#000;color:#fff;padding:10px 18px;border-radius:8px;margin:4px}',
      body: `${topbar('kakaobank', '#fff', ['예금', '대출', '카드', '고객센터'], '#000')}<div class="hero"><h1>같지만 다른</h1><p>지금 카카오뱅크 앱을 다운로드하세요</p><a class="st" href="https://apps.apple.com/kr/app/id1258016944">App Store</a><a class="st" href="https://play.google.com/store/apps/details?id=com.kakaobank.channel">Google Play</a></div>
<div class="wrap" style="font-size:14px"><p>카카오뱅크는 문자나 카카오톡으로 대출 권유 링크를 보내거나 별도 앱 설치를 요구하지 않습니다. 저금리 대환대출을 미끼로 한 보이스피싱에 주의하세요.</p></div>${foot(['(주)카카오뱅크 · 고객센터 1599-3333'])}`,
    })),
  },
},
];
