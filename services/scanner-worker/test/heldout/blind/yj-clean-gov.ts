import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { doc, wordmark } from '../parts/yj-kit.js';

// Clean: government portals.

export const entries: Entry[] = [
  // yj-clean-myna-portal
{
  id: 'yj-clean-myna-portal',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://myna.go.jp/SCK0101_01_001/SCK0101_01_001_InitDiscsys.form',
  body: doc({
    lang: 'ja',
    title: 'マイナポータル',
    css: `body{background:#f5f7fa}.hd{background:#fff;padding:12px 24px;border-bottom:1px solid #dde;display:flex;justify-content:space-between;align-items:center}.w{max-width:960px;margin:0 auto;padding:24px}.kv{background:#fff;border-radius:12px;padding:30px;text-align:center}
.lg{display:inline-block;background:#0052a3;color:#fff;padding:16px 50px;border-radius:30px;text-decoration:none;font-weight:bold;font-size:17px}.qr{width:140px;height:140px;background:repeating-linear-gradient(45deg,#222 0 6px,#fff 6px 12px);margin:16px auto}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:14px;margin-top:20px}.g a{background:#fff;border-radius:8px;padding:16px;text-decoration:none;font-size:14px}
.n{font-size:12px;color:#666;background:#fff;border-left:4px solid #e6a100;padding:12px;margin-top:20px}`,
    body: `<div class="hd">${wordmark('マイナポータル', '#0052a3', { w: 170, size: 22 })}<span style="font-size:13px">デジタル庁</span></div>
<div class="w"><div class="kv"><h1 style="font-size:22px">マイナンバーカードでログイン</h1><p>スマートフォンで読み取るか、ICカードリーダーをご利用ください。</p><div class="qr"></div><p style="font-size:13px">スマートフォンの「マイナポータル」アプリで上の二次元コードを読み取ってください。</p><a class="lg" href="/pcAuth">パソコンでログイン（ICカードリーダー）</a></div>
<div class="g"><a href="/SCK0101_03_001/">健康保険証の利用登録</a><a href="/SCK0101_04_001/">公金受取口座の登録・変更</a><a href="/SCK0101_05_001/">わたしの情報（所得・年金）</a><a href="/SCK0101_06_001/">ぴったりサービス（電子申請）</a><a href="/SCK0101_07_001/">e-Taxと連携</a><a href="/SCK0101_08_001/">お知らせ</a></div>
<div class="n"><b>ご注意ください</b>：マイナポータルやデジタル庁を装い、「マイナポイントの申込期限」「口座登録の不備」などを理由にカード番号や暗証番号を入力させる偽サイトが確認されています。マイナポータルで暗証番号は、ご自身のスマートフォン／カードリーダー上でのみ入力します。</div></div>`,
  }),
},
  // yj-clean-nenkin-net
{
  id: 'yj-clean-nenkin-net',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://www.nenkin.go.jp/n_net/index.html',
  body: doc({
    lang: 'ja',
    title: 'ねんきんネット｜日本年金機構',
    css: `.hd{border-bottom:4px solid #0067b6;padding:12px 18px}.w{max-width:900px;margin:0 auto;padding:20px}.kv{background:#eaf3fb;padding:24px;border-radius:8px}.kv h1{margin:0;color:#0067b6;font-size:24px}.bt{display:flex;gap:12px;margin:18px 0}.bt a{flex:1;text-align:center;background:#0067b6;color:#fff;padding:14px;border-radius:6px;text-decoration:none}.bt a.s{background:#fff;color:#0067b6;border:1px solid #0067b6}
.n{font-size:13px;line-height:1.8}.c{border:1px solid #e3b341;background:#fffbea;padding:12px;font-size:13px;margin-top:16px}`,
    body: `<div class="hd">${wordmark('日本年金機構', '#0067b6', { w: 170, size: 20 })}</div>
<div class="w"><div class="kv"><h1>ねんきんネット</h1><p>いつでも、どこでも、ご自身の年金記録や将来の年金見込額を確認できます。</p></div>
<div class="bt"><a href="https://myna.go.jp/SCK0101_01_001/SCK0101_01_001_InitDiscsys.form">マイナポータルからログイン</a><a class="s" href="https://www.nenkin.go.jp/n_net/n_net/idpass.html">ユーザID・パスワードでログイン</a></div>
<p class="n">ねんきんネットでは、以下のサービスをご利用いただけます。<br>・年金記録の確認（加入履歴、保険料の納付状況）<br>・将来の年金見込額の試算<br>・「ねんきん定期便」「源泉徴収票」等の電子版の確認・再交付申請</p>
<div class="c"><b>年金の還付金を装った詐欺にご注意ください。</b> 日本年金機構や年金事務所の職員が、還付金の受け取りのためにATMの操作やキャッシュカードの暗証番号の入力をお願いすることは絶対にありません。</div></div>`,
  }),
},
  // yj-clean-gov24-kr
{
  id: 'yj-clean-gov24-kr',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://www.gov.kr/portal/rcvfvrSvc/svcFind/svcSearchAll',
  body: doc({
    lang: 'ko',
    title: '정부24 | 보조금24 - 나에게 맞는 혜택 찾기',
    css: `body{background:#f5f7fa}.top{background:#fff;border-bottom:1px solid #dde;padding:12px 20px;display:flex;justify-content:space-between}.hero{background:#00489a;color:#fff;padding:30px 20px}.hero h1{margin:0;font-size:26px}.w{max-width:980px;margin:0 auto;padding:20px}
.c{background:#fff;border-radius:10px;padding:16px;margin-bottom:12px}.c h3{margin:0 0 6px;font-size:16px}.t{font-size:12px;color:#00489a;background:#e8f0fb;padding:2px 8px;border-radius:3px}.b{display:inline-block;background:#00489a;color:#fff;padding:12px 26px;border-radius:6px;text-decoration:none}.n{font-size:12px;color:#666;background:#fff;border-left:4px solid #d33;padding:12px}`,
    body: `<div class="top"><b style="color:#00489a">정부24</b><span style="font-size:13px"><a href="https://www.gov.kr/nlogin">로그인</a> · <a href="https://www.gov.kr/member/join">회원가입</a></span></div>
<div class="hero"><h1>보조금24</h1><p>나에게 맞는 정부 혜택, 한 번에 찾고 신청하세요.</p><a class="b" style="background:#fff;color:#00489a" href="https://www.gov.kr/nlogin?curr_url=/portal/rcvfvrSvc/main">로그인하고 맞춤 혜택 찾기</a></div>
<div class="w"><div class="n">정부·공공기관은 문자메시지로 인터넷 주소(URL)를 보내 지원금 신청이나 개인정보·금융정보 입력을 요구하지 않습니다. 출처가 불분명한 링크는 누르지 마시고, 의심 문자는 118(한국인터넷진흥원)로 신고해 주세요.</div><br>
<div class="c"><span class="t">산업통상자원부</span><h3>에너지바우처</h3><p style="font-size:14px">생계·의료급여 수급 가구 중 노인, 영유아, 장애인 등이 포함된 가구에 냉·난방비를 지원합니다. 신청: 주민센터 방문 또는 복지로.</p></div>
<div class="c"><span class="t">보건복지부</span><h3>부모급여</h3><p style="font-size:14px">0~1세 아동을 양육하는 가정에 매월 현금(0세 100만원, 1세 50만원)을 지원합니다.</p></div>
<div class="c"><span class="t">국토교통부</span><h3>청년월세 특별지원</h3><p style="font-size:14px">무주택 청년에게 월 최대 20만원씩 최장 12개월 월세를 지원합니다.</p></div></div>`,
  }),
},
  // yj-clean-hometax-kr
{
  id: 'yj-clean-hometax-kr',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://hometax.go.kr/websquare/websquare.html?w2xPath=/ui/pp/index_pp.xml&menuCd=index3',
  body: doc({
    lang: 'ko',
    title: '국세청 홈택스',
    css: `body{background:#f4f6f9}.hd{background:#1b3e7b;color:#fff;padding:14px 20px;display:flex;justify-content:space-between}.w{max-width:1000px;margin:0 auto;padding:20px;display:grid;grid-template-columns:1fr 2fr;gap:20px}.lg{background:#fff;border-radius:8px;padding:18px}
.lg button{display:block;width:100%;margin:8px 0;padding:12px;border:1px solid #c9d2e3;background:#fff;border-radius:6px;font-size:14px}.lg button.p{background:#1b3e7b;color:#fff;border:0}.m{background:#fff;border-radius:8px;padding:18px}.m ul{padding-left:18px;font-size:14px;line-height:2}.n{font-size:12px;color:#a33}`,
    body: `<div class="hd"><b>국세청 홈택스</b><span style="font-size:13px">손택스 앱 · 전체메뉴</span></div>
<div class="w"><div class="lg"><b>로그인</b><button class="p">간편인증 (민간인증서)</button><button>공동·금융인증서</button><button>아이디 로그인</button><button>생체인증</button><p class="n">※ 국세청은 환급금 지급을 위해 문자로 링크를 보내거나 카드번호·계좌 비밀번호를 요구하지 않습니다.</p></div>
<div class="m"><b>자주 찾는 메뉴</b><ul><li>종합소득세 신고 (5월)</li><li>연말정산 간소화 자료 조회</li><li>전자세금계산서 발급·조회</li><li>현금영수증 조회</li><li>국세환급금 찾기 — 로그인 후 [조회/발급 &gt; 세무서류 조회 &gt; 국세환급금 찾기]</li><li>민원증명 발급 (사업자등록증명, 소득금액증명)</li></ul>
<p style="font-size:13px;color:#555">전자세금계산서는 홈택스에서 조회하며, 별도의 "보안 뷰어" 프로그램 설치가 필요하지 않습니다.</p></div></div>`,
  }),
},
];
