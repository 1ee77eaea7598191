import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { cookieBar, doc, foot, gtag, topbar } from '../parts/ze-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'ze-clean-tw-104-job-detail',
  label: 'clean',
  kind: 'job-board',
  url: 'https://www.104.com.tw/job/8k2q1',
  body: doc({
    lang: 'zh-TW',
    title: '行政助理｜台灣積體電路製造股份有限公司｜104人力銀行',
    css: '.c{max-width:860px;margin:20px auto}.b{background:#ff7800;color:#fff}',
    body: `${topbar('104人力銀行', '#fff', ['找工作', '找公司', '職涯診斷', '履歷', '登入'], '#ff7800')}<div class="c"><h1>行政助理</h1><p>台灣積體電路製造股份有限公司 · 新竹市東區 · 月薪 36,000~42,000元 · 經歷不拘 · 大學</p>
<h3>工作內容</h3><ol><li>部門文件整理與歸檔</li><li>會議安排、紀錄</li><li>採購請購與費用核銷</li></ol><h3>條件要求</h3><p>熟 Word、Excel、PowerPoint；英文聽說讀寫中等。</p><p><a class="btn b" href="#">應徵</a></p>
<p style="font-size:12px;color:#777">104提醒您：求職期間請勿提供帳戶、提款卡、密碼或繳交任何費用，慎防求職詐騙。</p></div>${foot(['一零四資訊科技股份有限公司 · 台北市中山區'])}`,
  }),
},
  {
  id: 'ze-clean-sg-mycareersfuture-search',
  label: 'clean',
  kind: 'job-board',
  url: 'https://www.mycareersfuture.gov.sg/search?search=data%20analyst',
  routes: {
    'www.mycareersfuture.gov.sg/search': htmlRoute(doc({
      lang: 'en-SG',
      title: 'Data analyst jobs | MyCareersFuture Singapore',
      css: '.j{border:1px solid #e3e3e3;border-radius:8px;padding:14px;margin:10px 0}.s{font-size:13px;color:#555}',
      body: `<div style="background:#f0f0f0;font-size:12px;padding:4px 0"><div class="wrap">🦁 A Singapore Government Agency Website</div></div>${topbar('MyCareersFuture', '#1f2a6b', ['Jobs', 'Career resources', 'Employers', 'Log in with Singpass'])}<div class="wrap"><h2>143 jobs found for "data analyst"</h2>
<div class="j"><b>Data Analyst</b><div class="s">Grab Holdings · Permanent · $5,000 - $7,500 / month · One-north</div></div><div class="j"><b>Business Intelligence Analyst</b><div class="s">Singapore Airlines · Full Time · $4,500 - $6,800 · Changi</div></div><div class="j"><b>Junior Data Analyst (Fresh grads welcome)</b><div class="s">NTUC FairPrice · Full Time · $3,800 - $4,500 · Jurong</div></div>
<p style="font-size:12px">Job scam alert: Legitimate employers will not ask you to pay or make purchases to secure a job or perform online "tasks".</p></div>${foot(['© 2025 Government of Singapore · Workforce Singapore'])}`,
    })),
  },
},
  {
  id: 'ze-clean-in-zerodha-kite-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://kite.zerodha.com/',
  body: doc({
    lang: 'en-IN',
    title: 'Kite - Zerodha\'s fast and elegant flagship trading platform',
    css: '.c{max-width:360px;margin:60px auto;border:1px solid #eee;padding:30px;box-shadow:0 1px 6px #0001}.o{background:#ff5722;color:#fff;width:100%;margin-top:14px}',
    body: `<div class="c"><h2 style="text-align:center">Login to Kite</h2><form method="post" action="/api/login"><input name="user_id" placeholder="Phone or User ID"><br><br><input name="password" type="password" placeholder="Password"><button class="o">Login</button></form><p style="font-size:12px;text-align:center"><a href="#">Forgot user ID or password?</a></p><p style="font-size:12px;text-align:center">Don't have an account? <a href="#">Signup now!</a></p></div>
<p style="text-align:center;font-size:11px;color:#888;max-width:600px;margin:auto">Zerodha Broking Limited: Member of NSE, BSE & MCX – SEBI Reg. no. INZ000031633. Beware of fake WhatsApp/Telegram "stock tip" groups impersonating Zerodha. We never guarantee returns.</p>`,
  }),
},
  {
  id: 'ze-clean-kr-upbit-notice',
  label: 'clean',
  kind: 'crypto-exchange',
  url: 'https://upbit.com/service_center/notice?id=5123',
  routes: {
    'upbit.com/service_center/notice': htmlRoute(doc({
      lang: 'ko',
      title: '공지사항 | 업비트 고객센터',
      css: '.c{max-width:860px;margin:20px auto}',
      body: `${topbar('UPbit', '#093687', ['거래소', '입출금', '투자내역', '코인동향', '고객센터'])}<div class="c"><h2>[안내] 업비트 사칭 에어드랍·이벤트 피싱 사이트 주의</h2><p>2025.11.21 15:30</p><p>최근 업비트 및 가상자산 재단을 사칭하여 '에어드랍 보상', '스테이킹 보상 수령' 등을 명목으로 지갑 연결 및 서명을 유도하는 피싱 사이트가 확인되고 있습니다.</p>
<ul><li>업비트는 외부 지갑 연결을 통한 이벤트를 진행하지 않습니다.</li><li>출처가 불분명한 사이트에서 'approve', 'permit' 서명 요청을 승인하지 마세요.</li><li>공식 이벤트는 업비트 앱 및 upbit.com 공지사항에서만 안내됩니다.</li></ul><p>감사합니다.</p></div>${foot(['두나무 주식회사 · 가상자산사업자 신고번호 2021-1호'])}`,
    })),
  },
},
  {
  id: 'ze-clean-jp-bitflyer-login',
  label: 'clean',
  kind: 'crypto-exchange',
  url: 'https://bitflyer.com/ja-jp/login',
  body: doc({
    lang: 'ja',
    title: 'ログイン | bitFlyer',
    css: '.c{max-width:380px;margin:50px auto}.b{background:#0d3e6a;color:#fff;width:100%;margin-top:14px}',
    body: `<div class="c"><h2 style="color:#0d3e6a">bitFlyer</h2><h3>ログイン</h3><form method="post" action="/ja-jp/login"><input name="email" type="email" placeholder="メールアドレス"><br><br><input name="password" type="password" placeholder="パスワード"><button class="b">ログイン</button></form><p style="font-size:12px"><a href="#">パスワードをお忘れの方</a> · <a href="#">無料アカウント作成</a></p>
<p style="font-size:11px;color:#666">株式会社bitFlyer 暗号資産交換業者 関東財務局長 第00003号。当社を装ったエアドロップ・キャンペーンにご注意ください。</p></div>`,
  }),
},
  {
  id: 'ze-clean-id-bank-shortlink-promo',
  label: 'clean',
  kind: 'marketing-redirect',
  url: 'https://bca.id/promo-kkb',
  routes: {
    'bca.id/promo-kkb': redirectRoute(301, 'https://www.bca.co.id/id/promo-bca/kredit-kendaraan-bermotor-2025'),
    'www.bca.co.id/id/promo-bca/kredit-kendaraan-bermotor-2025': htmlRoute(doc({
      lang: 'id',
      title: 'Promo KKB BCA 2025 - Bunga Mulai 2,88% | BCA',
      css: '.hero{background:#005aab;color:#fff;padding:30px 0}',
      body: `${topbar('BCA', '#005aab', ['Individu', 'Bisnis', 'Promo', 'Tentang BCA', 'KlikBCA'])}<div class="hero"><div class="wrap"><h1>KKB BCA: Bunga Mulai 2,88%</h1><p>Untuk mobil baru dengan tenor 1 tahun. Berlaku hingga 31 Desember 2025.</p></div></div>
<div class="wrap"><p>Ajukan melalui kantor cabang BCA terdekat atau Halo BCA 1500888. Syarat & ketentuan berlaku.</p><p style="font-size:12px">BCA tidak pernah meminta biaya di muka untuk pengajuan kredit.</p></div>${foot(['© 2025 PT Bank Central Asia Tbk'])}`,
    })),
  },
},
];
