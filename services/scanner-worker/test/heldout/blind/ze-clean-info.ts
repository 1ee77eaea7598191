import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { cookieBar, doc, foot, gtag, topbar } from '../parts/ze-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'ze-clean-jp-nta-etax-guide',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://www.nta.go.jp/taxes/shiraberu/shinkoku/tokushu/index.htm',
  body: doc({
    lang: 'ja',
    title: '確定申告特集｜国税庁',
    css: '.c{max-width:860px;margin:20px auto}.w{border:1px solid #c00;padding:12px;background:#fff6f6;font-size:14px}',
    body: `${topbar('国税庁', '#003f8e', ['税の情報・手続', '法令等', '刊行物', 'お知らせ', 'English'])}<div class="c"><h1>令和7年分 確定申告特集</h1><p>申告期間：令和8年2月16日（月）から3月16日（月）まで。e-Taxなら自宅から24時間いつでも申告できます。</p>
<ul><li><a href="#">確定申告書等作成コーナー</a></li><li><a href="#">マイナンバーカード方式によるe-Tax</a></li><li><a href="#">納税の方法（振替納税・ダイレクト納付・クレジットカード納付）</a></li></ul>
<div class="w"><b>国税庁を装った不審なショートメッセージやメールにご注意ください</b><br>「【国税庁】未納税金のお支払いについて、最終催告」などの文面で偽サイトへ誘導し、クレジットカード情報や電子マネーでの支払いを求める事例が確認されています。国税庁（国税局・税務署）から、SMSやメールで納税を求めることはありません。</div></div>
${foot(['〒100-8978 東京都千代田区霞が関3-1-1', '© 2025 National Tax Agency Japan'])}`,
  }),
},
  {
  id: 'ze-clean-in-incometax-efiling-home',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://www.incometax.gov.in/iec/foportal/',
  body: doc({
    lang: 'en-IN',
    title: 'Home | Income Tax Department',
    head: gtag('G-ITDGOVIN01'),
    css: '.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.card{border:1px solid #ddd;padding:14px;font-size:14px}',
    body: `${topbar('e-Filing · Income Tax Department, Government of India', '#1b365d', ['Individual/HUF', 'Company', 'Downloads', 'Help', 'Login', 'Register'])}<div class="wrap"><h2>Quick Links</h2><div class="g"><div class="card">e-Verify Return</div><div class="card">Link Aadhaar</div><div class="card">Know Your Refund Status</div><div class="card">e-Pay Tax</div><div class="card">Instant e-PAN</div><div class="card">Authenticate notice/order issued by ITD</div><div class="card">Know Your AO</div><div class="card">Report Phishing</div></div>
<p style="font-size:13px;background:#fff6e5;padding:10px">Beware of phishing emails and SMS claiming income tax refunds. The Income Tax Department does not ask for PIN numbers, passwords or similar access information for credit cards, banks or other financial accounts through e-mail. Forward phishing emails to webmanager@incometax.gov.in and incident@cert-in.org.in.</p></div>${foot(['Copyright © Income Tax Department, Ministry of Finance, Government of India.'])}`,
  }),
},
  {
  id: 'ze-clean-tw-165-antifraud-cases',
  label: 'clean',
  kind: 'scam-advisory',
  url: 'https://165.npa.gov.tw/index.html#/articles/C',
  routes: {
    '165.npa.gov.tw/index.html': htmlRoute(doc({
      lang: 'zh-TW',
      title: '165全民防騙網',
      css: '.c{max-width:860px;margin:20px auto}.case{border:1px solid #ddd;padding:12px;margin:10px 0}.q{background:#f6f6f6;padding:8px;font-size:14px}',
      body: `${topbar('165全民防騙網 · 內政部警政署', '#12355b', ['最新消息', '詐騙案例', '防詐宣導', '檢舉詐騙', '常見問答'])}<div class="c"><h1>本週詐騙案例</h1><div id="list">載入中…</div>
<p style="font-size:13px">如接獲可疑電話或訊息，請撥打 165 反詐騙諮詢專線查證。</p></div>${foot(['內政部警政署刑事警察局 版權所有'])}
<script src="/js/app.3c8e.js"></script>`,
    })),
    '165.npa.gov.tw/js/app.3c8e.js': jsRoute(`fetch('/api/article/list?type=C').then(function(r){return r.json()}).then(function(j){document.getElementById('list').innerHTML=j.map(function(a){return '<div class="case"><h3>'+a.t+'</h3><p class="q">'+a.q+'</p><p>'+a.d+'</p></div>'}).join('')})`),
    '165.npa.gov.tw/api/article/list': jsonRoute([
      { t: '假投資：股票老師LINE群組', q: '「加入LINE群組，每日免費領取一檔強勢飆股，保證獲利」', d: '詐騙集團冒用知名財經人物於社群投放廣告，誘導民眾下載假投資APP並匯款儲值，最後無法出金。' },
      { t: '假買家：蝦皮賣家金流認證', q: '「買家已付款，但您的賣場尚未完成金流服務認證，請聯繫LINE客服」', d: '歹徒假冒買家及平台客服，要求賣家操作網銀「認證」，實際上是轉帳給歹徒。' },
      { t: '假冒遠通電收欠費簡訊', q: '「您的車輛有未繳通行費，逾期將加收罰鍰，請點擊連結繳費」', d: '請至遠通電收官方網站或超商查詢繳納，勿點擊簡訊連結輸入信用卡資料。' },
    ]),
  },
},
  {
  id: 'ze-clean-jp-npa-sms-phishing',
  label: 'clean',
  kind: 'scam-advisory',
  url: 'https://www.npa.go.jp/bureau/cyber/countermeasures/phishing.html',
  body: doc({
    lang: 'ja',
    title: 'フィッシング対策｜警察庁',
    css: '.c{max-width:860px;margin:20px auto}.q{background:#f7f7f7;border:1px solid #ddd;padding:10px;font-size:14px;margin:6px 0}',
    body: `${topbar('警察庁 National Police Agency', '#1a2c5b', ['政策', '統計', 'サイバー警察局', 'English'])}<div class="c"><h1>フィッシング対策</h1><p>宅配事業者、通信事業者、金融機関、公的機関等を装ったSMSやメールから偽サイトへ誘導し、ID・パスワードやクレジットカード情報を盗み取るフィッシングが多発しています。</p><h2>実際に確認されたメッセージ例</h2>
<div class="q">お客様宛にお荷物のお届けにあがりましたが不在の為持ち帰りました。下記よりご確認ください。</div><div class="q">【三井住友銀行】お客さまの口座で不正な取引が検知されたため、一部のお取引を制限しております。</div><div class="q">【国税庁】未納税金のお支払いについて（最終催告）</div>
<h2>被害に遭わないために</h2><ul><li>メッセージ内のリンクからログインしない</li><li>公式アプリやブックマークからアクセスする</li><li>ワンタイムパスワードは絶対に他人に教えない</li></ul><p>被害に遭った場合は、最寄りの警察署またはサイバー事案に関する相談窓口にご相談ください。</p></div>${foot(['〒100-8974 東京都千代田区霞が関2丁目1番2号 · 警察庁'])}`,
  }),
},
  {
  id: 'ze-clean-id-ojk-pinjol-legal',
  label: 'clean',
  kind: 'scam-advisory',
  url: 'https://www.ojk.go.id/id/kanal/iknb/financial-technology/Pages/Penyelenggara-Fintech-Lending-Berizin.aspx',
  body: doc({
    lang: 'id',
    title: 'Penyelenggara Fintech Lending Berizin di OJK',
    css: '.c{max-width:860px;margin:20px auto}',
    body: `${topbar('OJK · Otoritas Jasa Keuangan', '#a6192e', ['Beranda', 'Regulasi', 'Data & Statistik', 'Perlindungan Konsumen'])}<div class="c"><h1>Penyelenggara Fintech Lending Berizin di OJK per 31 Oktober 2025</h1><p>Jumlah penyelenggara fintech lending berizin adalah 96 perusahaan. Masyarakat diimbau menggunakan jasa pinjaman online yang berizin OJK.</p>
<table><tr><th>No</th><th>Nama Platform</th><th>Nama Perusahaan</th><th>No. Izin</th></tr><tr><td>1</td><td>Danamas</td><td>PT Pasar Dana Pinjaman</td><td>KEP-49/D.05/2017</td></tr><tr><td>2</td><td>Investree</td><td>PT Investree Radhika Jaya</td><td>KEP-...</td></tr><tr><td>3</td><td>KoinP2P</td><td>PT Lunaria Annua Teknologi</td><td>KEP-...</td></tr></table>
<h3>Ciri pinjol ilegal</h3><ul><li>Meminta biaya di muka sebelum dana cair</li><li>Meminta akses seluruh kontak dan galeri</li><li>Bunga dan denda tidak jelas; penagihan dengan teror</li></ul><p>Laporkan ke Kontak OJK 157 atau Satgas PASTI.</p></div>${foot(['© 2025 Otoritas Jasa Keuangan'])}`,
  }),
},
  {
  id: 'ze-clean-in-cybercrime-gov-awareness',
  label: 'clean',
  kind: 'scam-advisory',
  url: 'https://cybercrime.gov.in/Webform/CyberAware.aspx',
  body: doc({
    lang: 'en-IN',
    title: 'Cyber Awareness | National Cyber Crime Reporting Portal',
    css: '.c{max-width:860px;margin:20px auto}.q{background:#f2f6fb;padding:10px;font-size:14px;margin:6px 0}',
    body: `${topbar('National Cyber Crime Reporting Portal', '#0b3d91', ['Home', 'Report Women/Child Related Crime', 'Report Other Cyber Crime', 'Cyber Awareness', 'Helpline 1930'])}<div class="c"><h1>Common Frauds</h1>
<h3>Part-time job / task fraud</h3><div class="q">"Work From Home – like YouTube videos and earn ₹3000-₹8000 daily. Contact HR on Telegram."</div><p>Victims are paid small amounts at first, then asked to "invest" in prepaid tasks and lose large sums.</p>
<h3>Fake KYC update</h3><div class="q">"Dear Customer, your YONO account will be blocked today. Please update your PAN card."</div>
<h3>"Digital arrest"</h3><p>Callers impersonating CBI, police or customs claim a parcel with drugs was found in your name and keep you on video call. There is no such thing as a digital arrest.</p>
<p><b>Dial 1930</b> immediately if you have lost money to cyber fraud.</p></div>${foot(['Ministry of Home Affairs · Indian Cyber Crime Coordination Centre (I4C)'])}`,
  }),
},
];
