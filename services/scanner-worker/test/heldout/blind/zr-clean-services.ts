import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footer } from '../parts/zr-kit.js';
import { jsRoute, jsonRoute, fileRoute, pe, apk, zip } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zr-clean-metamask-download-own',
  label: 'clean',
  kind: 'wallet-own-domain',
  url: 'https://metamask.io/ja/download/',
  body: doc({
    lang: 'ja',
    title: 'MetaMaskをダウンロード',
    css: '.hero{background:#fff5ec;padding:50px 20px;text-align:center}.o{background:#f6851b;color:#fff;margin:6px}',
    body: `<div class="hero"><div style="font-size:42px">🦊</div><h1>MetaMaskをインストール</h1><p>ブラウザ拡張機能とモバイルアプリでご利用いただけます。</p>
<a class="btn o" href="https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn">Chrome版をインストール</a><a class="btn o" href="https://apps.apple.com/app/metamask/id1438144202">iOS</a><a class="btn o" href="https://play.google.com/store/apps/details?id=io.metamask">Android</a></div>
<div class="wrap"><h3>安全のために</h3><p>MetaMaskのサポート担当者がシークレットリカバリーフレーズを尋ねることは絶対にありません。「ウォレットの同期」「検証」を名目にフレーズの入力を求めるサイトは詐欺です。</p></div>`,
  }),
},
{
  id: 'zr-clean-hometax-refund-info',
  label: 'clean',
  kind: 'gov-eservice',
  url: 'https://www.hometax.go.kr/websquare/websquare.html?w2xPath=/ui/pp/index.xml?s=2',
  body: doc({
    lang: 'ko',
    title: '국세청 홈택스',
    css: '.h{background:#0b3a75;color:#fff;padding:14px 0}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px;padding:20px 0}.tile{background:#fff;padding:18px;border-radius:8px;text-align:center}.n{background:#fff8e1;padding:12px;font-size:13px}',
    body: `<div class="h"><div class="wrap" style="display:flex;justify-content:space-between"><b>국세청 홈택스</b><span><a style="color:#fff" href="#">로그인</a> · <a style="color:#fff" href="#">회원가입</a></span></div></div>
<div class="wrap"><div class="g"><div class="tile">종합소득세 신고</div><div class="tile">연말정산 간소화</div><div class="tile">환급금 조회</div><div class="tile">전자세금계산서</div></div>
<div class="n"><b>[주의] 국세청을 사칭한 환급금 안내 문자 주의</b><br>국세청은 환급금 지급을 위해 문자로 인터넷 주소(URL)를 보내지 않으며, 카드번호나 비밀번호를 요구하지 않습니다. 환급금은 홈택스 또는 손택스에서 직접 조회하세요. 국세상담센터 ☎126</div>
<p><a class="btn" style="background:#0b3a75;color:#fff" href="https://www.hometax.go.kr/websquare/websquare.html?w2xPath=/ui/pp/a/b/UTEABAAA13.xml">간편인증 로그인</a></p></div>`,
  }),
},
{
  id: 'zr-clean-nta-etax-guide',
  label: 'clean',
  kind: 'gov-eservice',
  url: 'https://www.e-tax.nta.go.jp/?s=2',
  body: doc({
    lang: 'ja',
    title: 'e-Tax（国税電子申告・納税システム）',
    css: '.h{background:#fff;border-bottom:3px solid #0d3c8a}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:14px;padding:20px 0}.t{background:#fff;padding:18px;border:1px solid #dde}',
    body: `<div class="h"><div class="wrap" style="height:64px;display:flex;align-items:center;gap:10px">${mark('国', '#0d3c8a')}<b>e-Tax 国税電子申告・納税システム</b></div></div>
<div class="wrap"><div class="g"><div class="t"><b>個人の方</b><p>マイナンバーカードでログインして確定申告書を作成・送信できます。</p><a href="https://clientweb.e-tax.nta.go.jp/UF_APP/lnk/loginCtrl">マイページにログイン</a></div><div class="t"><b>法人の方</b><p>法人税・消費税の電子申告</p></div><div class="t"><b>ソフトウェアのダウンロード</b><p>e-Taxソフト（WEB版）</p></div></div>
<p style="background:#fff3f3;padding:12px;font-size:13px">国税庁をかたる不審なメールやSMSにご注意ください。国税庁から「未払い税金」や「還付金」を理由にSMSでリンクを送付することはありません。</p></div>`,
  }),
},
{
  id: 'zr-clean-in-incometax-refund-status',
  label: 'clean',
  kind: 'gov-eservice',
  url: 'https://www.incometax.gov.in/iec/foportal/help/refund-status?s=2',
  body: doc({
    lang: 'en',
    title: 'Know your refund status | Income Tax Department',
    css: '.h{background:#1d3f72;color:#fff;padding:14px 0}.m{max-width:820px;margin:24px auto}',
    body: `<div class="h"><div class="wrap"><b>e-Filing</b> Income Tax Department, Government of India</div></div>
<div class="m card"><h2>Know Your Refund Status</h2><ol><li>Log in to the e-Filing portal with your PAN/Aadhaar and password.</li><li>Go to e-File &gt; Income Tax Returns &gt; View Filed Returns.</li><li>Select the assessment year to view refund status.</li></ol>
<p><b>Beware of fraudulent e-mails:</b> The Income Tax Department never asks for your PIN numbers, passwords or similar access information for credit cards, banks or other financial accounts through e-mail or SMS. Refunds are credited only to the pre-validated bank account.</p>
<p><a href="https://eportal.incometax.gov.in/iec/foservices/#/login">Login to e-Filing</a> · <a href="#">Report suspicious e-mails: webmanager@incometax.gov.in</a></p></div>`,
  }),
},
{
  id: 'zr-clean-kakaotalk-pc-download',
  label: 'clean',
  kind: 'app-download-own-domain',
  url: 'https://www.kakaocorp.com/page/service/service/KakaoTalk',
  body: doc({
    lang: 'ko',
    title: '카카오톡 | 카카오',
    css: '.hero{background:#fee500;padding:50px 20px;text-align:center}.d{background:#191919;color:#fff;margin:6px}',
    body: `<div class="hero"><h1>카카오톡</h1><p>모바일과 PC 어디서나 편리하게</p>
<a class="btn d" href="https://app-pc.kakaocdn.net/talk/win32/KakaoTalk_Setup.exe">Windows 다운로드</a><a class="btn d" href="https://apps.apple.com/kr/app/kakaotalk/id869223134">Mac 다운로드</a><a class="btn d" href="https://play.google.com/store/apps/details?id=com.kakao.talk">Android</a></div>
<div class="wrap"><p>버전 4.3.1 · Windows 10 이상 · 업데이트 내역 보기</p></div>`,
  }),
  routes: {
    'app-pc.kakaocdn.net/talk/win32/KakaoTalk_Setup.exe': fileRoute(pe({ strings: ['Kakao Corp.', 'KakaoTalk Setup', 'NSIS'], size: 50000 }), 'application/x-msdownload', 'KakaoTalk_Setup.exe'),
  },
},
];
