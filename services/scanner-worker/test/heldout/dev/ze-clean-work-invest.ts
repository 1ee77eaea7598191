import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { cookieBar, doc, foot, gtag, topbar } from '../parts/ze-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'ze-clean-kr-saramin-job-list',
  label: 'clean',
  kind: 'job-board',
  url: 'https://www.saramin.co.kr/zf_user/jobs/list/domestic?loc_mcd=101000',
  routes: {
    'www.saramin.co.kr/zf_user/jobs/list/domestic': htmlRoute(doc({
      lang: 'ko',
      title: '서울 채용정보 | 사람인',
      css: '.j{border-bottom:1px solid #eee;padding:12px 0}.co{color:#666;font-size:13px}',
      body: `${topbar('saramin', '#fff', ['채용정보', '기업정보', '이력서', '커리어', '로그인'], '#4876ef')}<div class="wrap"><h2>서울 전체 채용정보 <small>12,481건</small></h2><div id="jobs"></div><p style="font-size:12px;color:#777">※ 채용을 빙자한 통장·체크카드 요구, 고수익 부업 알바는 보이스피싱 등 범죄에 연루될 수 있습니다.</p></div>
${foot(['(주)사람인 · 서울특별시 구로구 디지털로34길 43 · 직업정보제공사업 신고번호 J1200020200007'])}
<script>fetch('/zf_user/jobs/api/list?loc=101000').then(function(r){return r.json()}).then(function(j){document.getElementById('jobs').innerHTML=j.map(function(x){return '<div class="j"><b>'+x.t+'</b><div class="co">'+x.c+' · '+x.l+' · '+x.e+'</div></div>'}).join('')})</script>`,
    })),
    'www.saramin.co.kr/zf_user/jobs/api/list': jsonRoute([{ t: '백엔드 개발자 (Java/Spring) 경력 3년 이상', c: '(주)토스페이먼츠', l: '서울 강남구', e: '경력 3~10년 · 정규직' }, { t: '2026년 상반기 신입사원 공개채용', c: '현대모비스', l: '서울 강남구', e: '신입 · 정규직' }, { t: '매장 관리 매니저 채용', c: '올리브영', l: '서울 중구', e: '경력무관 · 계약직' }]),
  },
},
  {
  id: 'ze-clean-ph-jobstreet-listing',
  label: 'clean',
  kind: 'job-board',
  url: 'https://ph.jobstreet.com/customer-service-jobs/in-Metro-Manila',
  body: doc({
    lang: 'en-PH',
    title: 'Customer Service Jobs in Metro Manila - Jobstreet',
    css: '.j{border:1px solid #e3e3e3;border-radius:8px;padding:14px;margin:10px 0}.s{font-size:13px;color:#555}',
    body: `${topbar('Jobstreet by SEEK', '#0d3880', ['Job search', 'Profile', 'Career advice', 'Company reviews', 'Sign in'])}<div class="wrap"><h2>2,317 Customer Service jobs in Metro Manila</h2>
<div class="j"><b>Customer Service Representative – Voice Account</b><div class="s">Concentrix · Quezon City · ₱22,000 – ₱28,000 per month · Full time</div></div><div class="j"><b>Bank Customer Service Associate</b><div class="s">BPI · Makati City · Full time</div></div><div class="j"><b>Chat Support (Work from home)</b><div class="s">TaskUs · Taguig · ₱20,000 – ₱25,000 · Full time</div></div>
<p style="font-size:12px">Be careful: Jobstreet advertisers should never ask you to pay fees or top up e-wallets to get a job. <a href="#">Learn about job scams</a>.</p></div>${foot(['© 2025 Jobstreet. All rights reserved.'])}`,
  }),
},
  {
  id: 'ze-clean-in-naukri-jobs',
  label: 'clean',
  kind: 'job-board',
  url: 'https://www.naukri.com/work-from-home-jobs',
  body: doc({
    lang: 'en-IN',
    title: 'Work From Home Jobs - Naukri.com',
    css: '.j{border:1px solid #e3e3e3;border-radius:12px;padding:14px;margin:10px 0}.s{font-size:13px;color:#555}',
    body: `${topbar('naukri', '#fff', ['Jobs', 'Companies', 'Services', 'Login', 'Register'], '#4a90e2')}<div class="wrap"><h2>Work From Home Jobs</h2>
<div class="j"><b>Senior Content Writer (Remote)</b><div class="s">Zomato · 3-6 Yrs · ₹8-14 Lacs P.A. · Remote</div></div><div class="j"><b>Inside Sales Executive</b><div class="s">BYJU'S · 0-2 Yrs · Hybrid - Bengaluru</div></div><div class="j"><b>React Developer</b><div class="s">Infosys · 4-8 Yrs · Work from home</div></div>
<p style="font-size:12px">Naukri.com never charges job seekers for interviews or jobs. Beware of fraudsters offering "like and earn" tasks on WhatsApp/Telegram.</p></div>${foot(['© 2025 Info Edge (India) Ltd.'])}`,
  }),
},
  {
  id: 'ze-clean-jp-sbisec-market-news',
  label: 'clean',
  kind: 'investment-news',
  url: 'https://site1.sbisec.co.jp/ETGate/?_ControlID=WPLETmgR001Control&_PageID=WPLETmgR001Mdtl20',
  routes: {
    'site1.sbisec.co.jp/ETGate/': htmlRoute(doc({
      lang: 'ja',
      title: 'マーケット情報｜SBI証券',
      css: '.c{max-width:900px;margin:20px auto}.up{color:#c00}.dn{color:#06c}',
      body: `${topbar('SBI証券', '#0a2e6c', ['ホーム', 'マーケット', '国内株式', '外国株式', '投資信託', 'NISA', 'ログイン'])}<div class="c"><h2>本日のマーケット</h2><table><tr><th>日経平均</th><td id="nk">-</td></tr><tr><th>TOPIX</th><td id="tp">-</td></tr><tr><th>ドル/円</th><td id="fx">-</td></tr></table>
<h3>ニュース</h3><ul><li>東証大引け　続伸、半導体関連に買い　内需株は軟調</li><li>日銀、金融政策決定会合を控え様子見ムード</li><li>米国株式市場　ナスダック最高値更新</li></ul>
<p style="font-size:12px;background:#f4f6fa;padding:10px">【ご注意】当社役職員や著名人を騙り、SNS・LINEグループ等で投資を勧誘する詐欺が多発しています。当社がLINEグループへ招待したり、個人口座への送金を求めることはありません。</p></div>${foot(['株式会社SBI証券 金融商品取引業者 関東財務局長（金商）第44号'])}
<script>fetch('/ETGate/api/quote').then(function(r){return r.json()}).then(function(q){nk.innerHTML='<span class="up">'+q.nk+'</span>';tp.innerHTML='<span class="up">'+q.tp+'</span>';fx.textContent=q.fx})</script>`,
    })),
    'site1.sbisec.co.jp/ETGate/api/quote': jsonRoute({ nk: '49,823.94 (+412.18)', tp: '3,318.02 (+21.55)', fx: '155.42' }),
  },
},
  {
  id: 'ze-clean-hk-hkex-news-release',
  label: 'clean',
  kind: 'investment-news',
  url: 'https://www.hkex.com.hk/News/News-Release/2025/251128news?sc_lang=zh-HK',
  routes: {
    'www.hkex.com.hk/News/News-Release/2025/251128news': htmlRoute(doc({
      lang: 'zh-HK',
      title: '新聞稿 | 香港交易所',
      css: '.c{max-width:860px;margin:20px auto}',
      body: `${topbar('HKEX 香港交易所', '#003f72', ['市場數據', '產品', '服務', '上市', '新聞', 'EN'])}<div class="c"><h1>香港交易所公布 2025 年 11 月市場概況</h1><p>2025年11月28日</p><p>香港交易及結算所有限公司（香港交易所）今日公布，11 月份證券市場平均每日成交金額為 2,318 億元，較去年同期上升 31%。新上市公司數目為 12 家，集資總額 398 億元。</p><p>北向及南向交易之平均每日成交金額分別為人民幣 1,842 億元及港幣 1,102 億元。</p>
<p style="font-size:12px;color:#666">投資者須注意：香港交易所不會透過社交媒體向公眾推薦任何股票或邀請加入投資群組。</p></div>${foot(['© 2025 香港交易及結算所有限公司'])}`,
    })),
  },
},
  {
  id: 'ze-clean-jp-univ-it-help-ipconfig',
  label: 'clean',
  kind: 'it-help',
  url: 'https://www.itc.shonan-kokusai-u.ac.jp/help/network/ipconfig.html',
  body: doc({
    lang: 'ja',
    title: 'IPアドレスの確認方法（Windows）｜情報基盤センター',
    css: '.c{max-width:820px;margin:20px auto}pre{background:#1e1e1e;color:#eee;padding:12px}',
    body: `${topbar('情報基盤センター', '#2b4b7c', ['お知らせ', 'サービス', 'ヘルプ', 'お問い合わせ'])}<div class="c"><h1>IPアドレス・MACアドレスの確認方法（Windows）</h1><p>学内ネットワークの利用申請やトラブル時の問い合わせの際に必要になります。</p>
<ol><li>キーボードの <b>Windows キー + R</b> を押して「ファイル名を指定して実行」を開きます。</li><li><code>cmd</code> と入力して Enter を押します。</li><li>表示されたウィンドウで次のコマンドを入力します（コピーボタンで貼り付けできます）。</li></ol>
<pre id="cmd">ipconfig /all</pre><button id="cp">コピー</button>
<p>「物理アドレス」がMACアドレス、「IPv4 アドレス」がIPアドレスです。</p><p style="font-size:13px">※ センターが電話やメールでパスワードや実行すべきスクリプトを指示することはありません。</p></div>${foot(['© 情報基盤センター'])}
<script>document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(document.getElementById('cmd').textContent);this.textContent='コピーしました'}</script>`,
  }),
},
];
