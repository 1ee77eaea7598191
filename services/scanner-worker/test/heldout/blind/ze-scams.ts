import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, gtag, foot, topbar } from '../parts/ze-kit.js';
import { jsonRoute, pngRoute, beepWav } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'ze-scam-jp-invest-line-group-ad',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://kabu-juku-mirai.com/lp/a03/',
  body: doc({
    lang: 'ja',
    title: '【無料】日本株 爆益銘柄を毎日配信｜LINE投資グループ',
    head: gtag('AW-11482203918'),
    css: '.hero{background:linear-gradient(#0d2b55,#183d7a);color:#fff;padding:40px 0;text-align:center}.g{background:#06c755;color:#fff;font-size:20px;padding:16px 40px;border-radius:40px}.v{border:1px solid #ddd;padding:12px;margin:10px 0;background:#fafafa}',
    body: `<div class="hero"><p>元証券アナリスト・〇〇先生が監修</p><h1>3ヶ月で資産が5倍に！<br>AIが選ぶ「次に上がる株」を無料で公開</h1><p>今だけ限定50名様 LINEグループに無料招待</p><a class="btn g" href="https://line.me/ti/g2/kabu-mirai-vip">LINEで無料参加する</a></div>
<div class="wrap"><h2>参加者の声</h2><div class="v">「先生の推奨銘柄で、1週間で+182万円の利益が出ました！」（54歳・主婦）</div><div class="v">「老後資金2000万円問題の不安がなくなりました」（67歳・年金生活者）</div><div class="v">「アシスタントの方が丁寧に口座開設まで教えてくれました」（45歳・会社員）</div>
<p>※グループ参加後、アシスタントより専用取引アプリ「MiraiTrade Pro」のご案内があります。元本保証・月利30%以上を目標に運用します。</p>
<p style="font-size:11px;color:#888">本ページは投資助言ではありません。運営：一般社団法人 日本株式研究会</p></div>`,
  }),
},
  {
  id: 'ze-scam-jp-fukugyo-sumaho-task',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://sumaho-fukugyo.work/entry',
  body: doc({
    lang: 'ja',
    title: 'スマホで1日5分！ 簡単副業で日給3万円',
    css: '.r{color:#e60033}.g{background:#06c755;color:#fff;padding:14px 30px;border-radius:30px}.box{border:3px dashed #e60033;padding:14px;margin:14px 0}',
    body: `<div class="wrap" style="max-width:640px"><h1 class="r">スマホでタップするだけ！<br>1日5分の簡単作業で日給3万円</h1>
<p>お仕事内容：ECサイトの商品に「いいね」を押すだけ。1件800円の報酬をすぐにお支払いします。</p>
<div class="box"><b>今だけ！登録で3,000円ボーナス</b><br>※高額タスクを受けるには「保証金」が必要な場合がありますが、報酬と一緒に全額返金されます。</div>
<p>・ノルマなし　・学生・主婦OK　・経験不問　・即日払い</p>
<form method="post" action="/entry/post"><label>お名前</label><input name="n"><label>年齢</label><input name="a"><label>LINE ID または 電話番号</label><input name="l"><br><br><button class="g">今すぐ応募する</button></form>
<p style="font-size:11px">運営：株式会社ネクストワークス　特定商取引法に基づく表記</p></div>`,
  }),
},
  {
  id: 'ze-scam-kr-low-rate-refinance-loan',
  label: 'scam',
  kind: 'loan-scam',
  url: 'https://kb-daehwan.loan-center.co.kr.ms/apply',
  body: doc({
    lang: 'ko',
    title: '정부지원 저금리 대환대출 신청 - 서민금융',
    css: '.t{background:#1e3a8a;color:#fff;padding:18px 0}.b{background:#f59e0b;color:#fff;width:100%;font-size:18px}.box{border:1px solid #ccc;padding:16px;margin:12px 0}',
    body: `<div class="t"><div class="wrap"><h2>정부지원 서민 대환대출 (연 2.9% 고정)</h2></div></div><div class="wrap" style="max-width:620px">
<div class="box">✔ 신용등급 무관 · 기존 고금리 대출 일괄 상환<br>✔ 최대 5,000만원 당일 승인<br>✔ 마감 임박: 금일 선착순 30명</div>
<p>승인 후 기존 대출 상환을 위해 <b>상담원 안내 계좌로 상환금 입금</b>이 필요합니다. 전용 앱(금융지원센터.apk) 설치 후 신분증 촬영을 진행해 주세요.</p>
<form method="post" action="/apply/ok"><label>성명</label><input name="nm"><label>휴대폰</label><input name="hp"><label>기존 대출 금액</label><input name="debt"><label>직업</label><select name="job"><option>직장인</option><option>자영업</option><option>무직/주부</option></select><br><br><button class="b">무료 상담 신청</button></form>
<p style="font-size:11px;color:#777">금융감독원 등록 서민금융지원센터 | 대부중개업 등록번호 2025-금감원-1123</p></div>`,
  }),
},
  {
  id: 'ze-scam-tw-stock-teacher-line',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://twstock-laoshi.club/',
  routes: {
    'twstock-laoshi.club/': htmlRoute(doc({
      lang: 'zh-TW',
      title: '台股飆股群組｜免費領取明日強勢股',
      css: '.h{background:#8b0000;color:#fff;padding:30px 0;text-align:center}.g{background:#06c755;color:#fff;padding:14px 34px;border-radius:30px;font-size:18px}.q{background:#fff8e1;padding:12px;margin:8px 0}',
      body: `<div class="h"><h1>股市老師親自帶單｜本週已漲停 3 檔</h1><p>加入LINE群組 每日免費領取 1 檔強勢飆股</p><a class="btn g" href="https://line.me/R/ti/p/@twstock888">立即加入 LINE</a></div>
<div class="wrap"><p>近期學員實績（<span id="n">…</span> 人已加入）</p><div class="q">陳小姐：跟單一個月獲利 62 萬！</div><div class="q">林先生：老師的內線消息太準了，已經換車。</div>
<p>加入後助理會協助您下載專屬投資 APP「國泰鴻利」，參與新股抽籤與機構大單。保證獲利，虧損全額賠償。</p></div>
<script>fetch('/api/count').then(function(r){return r.json()}).then(function(j){document.getElementById('n').textContent=j.n})</script>`,
    })),
    'twstock-laoshi.club/api/count': jsonRoute({ n: 18342 }),
  },
},
  {
  id: 'ze-scam-ph-lazada-like-task-telegram',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://lzd-task-ph.com/home',
  routes: {
    'lzd-task-ph.com/home': htmlRoute(doc({
      lang: 'en-PH',
      title: 'Lazada Partner Task Center – Earn ₱500-₱5,000 daily',
      css: 'body{background:#0f146d;color:#fff}.c{max-width:460px;margin:auto;padding:20px}.card{background:#fff;color:#222;border-radius:12px;padding:16px;margin:12px 0}.o{background:#f57224;color:#fff;width:100%}',
      body: `<div class="c"><h2>LAZADA Task Center</h2><div class="card"><b>Balance: ₱<span id="bal">0.00</span></b><br>VIP Level: <span id="vip"></span><br>Commission per order: 0.5% – 20%</div>
<div class="card"><b>How it works</b><ol><li>Recharge your account via GCash/Maya to unlock a task set</li><li>Complete 30 "grab orders" to help merchants boost sales</li><li>Withdraw principal + commission instantly</li></ol><p style="font-size:12px">Combination orders require topping up the negative balance before withdrawal.</p></div>
<div class="card"><label>Mobile number</label><input id="m"><label>Invitation code</label><input value="LZ8821"><br><br><button class="o" onclick="location.href='https://t.me/LazadaHR_Mia'">Register & Contact Mentor on Telegram</button></div></div>
<script>fetch('/api/user/info').then(function(r){return r.json()}).then(function(j){bal.textContent=j.balance;vip.textContent=j.vip})</script>`,
    })),
    'lzd-task-ph.com/api/user/info': jsonRoute({ balance: '150.00', vip: 'VIP1 (recharge ₱3,000 to upgrade)' }),
  },
},
  {
  id: 'ze-scam-th-techsupport-apple-lock',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://apple-care-th.security-alert.support/',
  body: doc({
    lang: 'th',
    title: 'Apple Security Alert - คำเตือนความปลอดภัย',
    css: 'body{background:#111;color:#fff;text-align:center}.b{max-width:560px;margin:60px auto;background:#fff;color:#222;padding:26px;border-radius:14px}.p{font-size:26px;color:#d00;font-weight:bold}',
    body: `<div class="b"><h2>🔒 iCloud ของคุณถูกล็อก</h2><p>ตรวจพบกิจกรรมที่น่าสงสัยและไวรัส (Trojan.Spyware) บนอุปกรณ์ของคุณ ข้อมูลธนาคารและรหัสผ่านของคุณอาจถูกขโมย</p><p>กรุณาโทรหาศูนย์บริการ Apple ทันที:</p><p class="p">+66 2 026 9913</p><p style="font-size:12px">อย่าปิดหน้านี้หรือรีสตาร์ทเครื่อง Call Apple Support (Toll Free) immediately.</p></div>
<script>setInterval(function(){document.title=document.title==='⚠ คำเตือน!'?'Apple Security Alert':'⚠ คำเตือน!'},900)</script>`,
  }),
},
];
