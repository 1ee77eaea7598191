import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, footer, cardFields, cardFormatJs, luhnJs, cookieBar } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yq-clean-hongkong-post-mail-tracking',
    label: 'clean',
    kind: 'courier-tracking-own-domain',
    url: 'https://www.hongkongpost.hk/tc/mail_tracking/index.html',
    body: doc({
      title: '郵件速遞追蹤 - 香港郵政',
      css:
        baseCss(fontTC, '#f3f3f3') +
        `.hd{background:#006633;height:64px}.hd .container{display:flex;align-items:center;height:64px;justify-content:space-between;color:#fff;font-size:13px}
.w{max-width:760px;margin:24px auto;background:#fff;padding:26px;border-top:4px solid #006633}.go{background:#006633;color:#fff;height:42px;padding:0 30px}
.warn{background:#fff8e1;border:1px solid #ffe08a;padding:12px;font-size:13px;margin-top:20px}
#res{margin-top:16px;font-size:14px}`,
      body: `<div class="hd"><div class="container">${mark('香港郵政 Hongkong Post', '#fff', { shape: 'square', w: 230 })}<span>English | 繁 | 简</span></div></div>
<div class="w"><h2 style="margin-top:0">郵件速遞追蹤</h2>
<form id="tf"><div class="field"><label>郵件編號 (最多 20 個，以逗號分隔)</label><input id="no" placeholder="例如 RR123456789HK" required></div><button class="btn go">追蹤</button></form>
<div id="res"></div>
<div class="warn"><b>慎防詐騙短訊及電郵</b><br>香港郵政不會以短訊或電郵要求市民點擊連結繳付任何附加費、關稅或提供信用卡資料。如有疑問，請致電 2921 2222 或瀏覽 <a href="/tc/about_us/notices/fraud.html" style="color:#006633">防騙資訊</a>。</div></div>
<script>document.getElementById('tf').onsubmit=function(e){e.preventDefault();var n=document.getElementById('no').value.trim().toUpperCase();
fetch('/api/mailtrack?no='+encodeURIComponent(n)+'&lang=tc').then(function(r){return r.json()}).then(function(j){document.getElementById('res').innerHTML='<b>'+j.no+'</b>：'+j.status+'（'+j.date+'）';});};</script>`,
    }),
    routes: { 'www.hongkongpost.hk/api/mailtrack': jsonRoute({ no: 'RR123456789HK', status: '郵件已派遞', date: '2024-04-16' }) },
  },
  {
    id: 'yq-clean-chunghwa-post-postserv-query',
    label: 'clean',
    kind: 'courier-tracking-own-domain',
    url: 'https://postserv.post.gov.tw/pstmail/main_mail.html?targetTxn=EB500200',
    body: doc({
      title: '郵件查詢 - 中華郵政全球資訊網',
      css:
        baseCss(fontTC, '#f8f8f8') +
        `.hd{background:#fff;border-bottom:4px solid #00843d;padding:10px 0}
.w{max-width:760px;margin:26px auto;background:#fff;border:1px solid #e3e3e3;padding:26px}.go{background:#00843d;color:#fff;height:42px;padding:0 36px}
.cap{display:flex;gap:10px;align-items:center}`,
      body: `<div class="hd"><div class="container">${mark('中華郵政', '#00843d', { shape: 'circle', w: 140 })}</div></div>
<form class="w" method="post" action="/pstmail/EsoafDispatcher"><h3 style="margin-top:0">國內快捷/掛號/包裹 查詢</h3>
<input type="hidden" name="targetTxn" value="EB500200">
<div class="field"><label>郵件號碼 (20 碼或 13 碼)</label><input name="MAILNO" maxlength="20" required></div>
<div class="field"><label>驗證碼</label><div class="cap"><input name="captcha" maxlength="5" style="width:140px"><img src="/pstmail/jcaptcha" width="120" height="40" alt="驗證碼"></div></div>
<button class="btn go">查詢</button>
<p class="hint">查詢結果僅供參考。中華郵政不會以簡訊要求您點擊連結更新地址或支付費用，詳見「<a href="https://www.post.gov.tw/post/internet/Postal/index.jsp?ID=2413">防詐騙專區</a>」。客服專線 0800-700-365。</p></form>`,
    }),
    routes: { 'postserv.post.gov.tw/pstmail/jcaptcha': pngRoute(245, 245, 245) },
  },
  {
    id: 'yq-clean-hketoll-pay-unpaid-toll',
    label: 'clean',
    kind: 'gov-eservice-own-domain',
    url: 'https://www.hketoll.gov.hk/zh-hk/pay-toll',
    body: doc({
      title: '繳付隧道費 | HKeToll 易通行',
      css:
        baseCss(fontTC, '#f5f7fa') +
        `.hd{background:#fff;border-bottom:3px solid #00a0e9;padding:12px 0}.w{max-width:760px;margin:24px auto;background:#fff;padding:26px;border-radius:8px}
.go{background:#00a0e9;color:#fff;height:44px;padding:0 30px;border-radius:6px}`,
      body: `<div class="hd"><div class="container">${mark('HKeToll 易通行', '#00a0e9', { shape: 'hex', w: 180 })}</div></div>
<div class="w"><h2 style="margin-top:0">未有易通行帳戶？繳付隧道費</h2>
<p>沒有安裝繳費貼的車主，可於車輛使用收費隧道後 14 天內，以車輛登記號碼查閱及繳付隧道費。</p>
<form method="post" action="/zh-hk/pay-toll/search"><div class="field"><label>車輛登記號碼</label><input name="vrm" placeholder="例如：AB1234" required></div>
<button class="btn go">查詢</button></form>
<h3>付款方法</h3><p>信用卡（Visa / Mastercard / 銀聯）、轉數快 FPS、八達通 App、PPS、便利店。</p>
<h3>提防詐騙</h3><p style="font-size:13px">運輸署不會以短訊附上連結要求車主繳付隧道費。請只使用本網站 (www.hketoll.gov.hk) 或「HKeToll」流動應用程式。查詢熱線 3853 7388。</p></div>`,
    }),
  },
  {
    id: 'yq-clean-cmhk-online-topup-checkout',
    label: 'clean',
    kind: 'telecom-topup-checkout',
    url: 'https://www.hk.chinamobile.com/tc/prepaid/online-top-up.html',
    body: doc({
      title: '網上增值 - 中國移動香港',
      css:
        baseCss(fontTC, '#f6f8fb') +
        `.hd{background:#fff;border-bottom:1px solid #e6e6e6;padding:12px 0}
.w{max-width:600px;margin:24px auto;background:#fff;padding:26px;border-radius:8px}
.amt{display:grid;grid-template-columns:repeat(4,1fr);gap:8px;margin-bottom:14px}.amt label{border:1px solid #cfd8e3;border-radius:6px;text-align:center;padding:10px;cursor:pointer}
.go{background:#0085d0;color:#fff;width:100%;height:46px;border-radius:6px}`,
      body: `<div class="hd"><div class="container">${mark('中國移動香港 China Mobile HK', '#0085d0', { shape: 'circle', w: 260 })}</div></div>
<form class="w" method="post" action="https://payment.hk.chinamobile.com/gateway/topup/submit" id="tf">
<h2 style="margin-top:0">儲值卡網上增值</h2>
<div class="field"><label>儲值卡號碼</label><input name="msisdn" inputmode="tel" maxlength="8" placeholder="例如 6123 4567" required></div>
<label style="font-size:13px;color:#555">增值金額</label>
<div class="amt"><label><input type="radio" name="amt" value="50"> $50</label><label><input type="radio" name="amt" value="100" checked> $100</label><label><input type="radio" name="amt" value="200"> $200</label><label><input type="radio" name="amt" value="300"> $300</label></div>
<input type="hidden" name="orderId" value="TU240418113207891">
${cardFields('tc')}
<p class="hint">付款由 3-D Secure 保障。增值成功後會以短訊通知。查詢請致電 1036。</p>
<button class="btn go">確認付款</button></form>
<script>${luhnJs}${cardFormatJs}
document.getElementById('tf').addEventListener('submit',function(e){if(!luhn(this.cardno.value)){e.preventDefault();alert('信用卡號碼不正確');}});</script>`,
    }),
  },
  {
    id: 'yq-clean-merchant-onboarding-kyc-hkpaylink',
    label: 'clean',
    kind: 'merchant-onboarding',
    url: 'https://merchant.hkpaylink.com/onboarding/company-info',
    body: doc({
      title: '商戶開戶 - 公司資料 | HKPayLink',
      css:
        baseCss(fontTC, '#f5f7fa') +
        `.hd{background:#1c4e80;color:#fff;padding:14px 0}
.w{max-width:820px;margin:24px auto;background:#fff;padding:30px;border-radius:6px}
.steps{display:flex;gap:8px;margin-bottom:24px;font-size:13px}.steps span{flex:1;padding:8px;background:#eef2f7;text-align:center;border-radius:4px}.steps .on{background:#1c4e80;color:#fff}
.up{border:1px dashed #9ab;border-radius:4px;padding:18px;text-align:center;color:#678}
.go{background:#1c4e80;color:#fff;height:44px;padding:0 40px}`,
      body: `<div class="hd"><div class="container"><b>HKPayLink 商戶中心</b></div></div>
<form class="w" method="post" action="/onboarding/company-info" enctype="multipart/form-data">
<div class="steps"><span class="on">1 公司資料</span><span>2 董事及最終受益人</span><span>3 結算賬戶</span><span>4 審核</span></div>
<input type="hidden" name="_token" value="5b0a2c6f0e8d4c1a">
<div class="row"><div class="field"><label>公司英文名稱</label><input name="name_en" required></div><div class="field"><label>公司中文名稱</label><input name="name_zh"></div></div>
<div class="row"><div class="field"><label>商業登記證號碼 (BR)</label><input name="br_no" maxlength="8" required></div><div class="field"><label>公司註冊證明書號碼 (CI)</label><input name="ci_no"></div></div>
<div class="field"><label>業務性質</label><select name="mcc"><option>網上零售 (5999)</option><option>餐飲 (5812)</option><option>教育服務 (8299)</option><option>旅遊代理 (4722)</option></select></div>
<div class="field"><label>網站 / 網店網址</label><input name="website" placeholder="https://"></div>
<div class="row"><div class="field"><label>上載商業登記證</label><div class="up">拖放或點擊上載 (PDF/JPG ≤ 10MB)<input type="file" name="br_file" accept=".pdf,image/*"></div></div><div class="field"><label>上載最近 3 個月銀行月結單</label><div class="up">拖放或點擊上載<input type="file" name="bank_stmt" accept=".pdf,image/*"></div></div></div>
<p class="hint">根據《打擊洗錢及恐怖分子資金籌集條例》，我們須核實商戶身分。資料只用於開戶審核，詳見 <a href="/privacy">私隱政策</a>。我們的職員不會要求你提供網上銀行密碼或一次性密碼。</p>
<button class="btn go">儲存並繼續</button></form>`,
    }),
  },
  {
    id: 'yq-clean-jobsdb-cs-officer-listing',
    label: 'clean',
    kind: 'job-board',
    url: 'https://hk.jobsdb.com/job/75021884?type=standard',
    body: doc({
      title: 'Customer Service Officer (Cantonese / Mandarin) - Job in Kwun Tong | Jobsdb',
      lang: 'en',
      css:
        baseCss(`Roboto,Arial,${fontTC}`, '#f4f5f7') +
        `.hd{background:#0d3880;color:#fff;padding:14px 0}.w{max-width:860px;margin:24px auto;background:#fff;padding:30px;border-radius:8px}
.meta span{display:inline-block;margin-right:16px;color:#555;font-size:13px}.go{background:#e60278;color:#fff;height:44px;padding:0 30px;border-radius:6px}`,
      body: `<div class="hd"><div class="container"><b>Jobsdb</b> by SEEK</div></div>
<div class="w"><h1 style="margin:0;font-size:24px">Customer Service Officer (Cantonese / Mandarin)</h1><p><b>Sun Hing Logistics Ltd.</b></p>
<div class="meta"><span>📍 Kwun Tong, Kowloon</span><span>💼 Full time</span><span>💰 HK$17,000 – HK$20,000 per month</span><span>Posted 3d ago</span></div>
<h3>Job Responsibilities</h3><ul><li>Handle customer enquiries via phone, email and WhatsApp Business</li><li>Track shipments and coordinate with warehouse and couriers</li><li>Process claims for lost or damaged parcels according to company policy</li></ul>
<h3>Requirements</h3><ul><li>DSE or above; 1 year customer service experience preferred</li><li>Good command of Cantonese, Mandarin and English</li><li>5-day work, 9:00–18:00, 14 days annual leave, medical and MPF</li></ul>
<p>Interested parties please apply with full resume stating current and expected salary.</p>
<button class="btn go">Quick apply</button>
<p class="hint" style="margin-top:20px">Be careful — legitimate employers will never ask you to pay a fee, buy products, or "pre-pay" tasks to get a job. <a href="/safe-job-searching">Learn about safe job searching</a>.</p></div>`,
    }),
  },
  {
    id: 'yq-clean-104-tw-job-search',
    label: 'clean',
    kind: 'job-board',
    url: 'https://www.104.com.tw/jobs/search/?keyword=%E5%AE%A2%E6%9C%8D&area=6001001000',
    body: doc({
      title: '客服工作 - 台北市 | 104人力銀行',
      css:
        baseCss(fontTC, '#f3f3f3') +
        `.hd{background:#ff7800;color:#fff;padding:12px 0}
.w{max-width:960px;margin:20px auto;padding:0 20px}
.job{background:#fff;border-radius:6px;padding:16px;margin-bottom:10px}.job h3{margin:0;color:#0f58a8;font-size:17px}
.job .m{font-size:13px;color:#666}.tag{display:inline-block;font-size:12px;background:#f0f0f0;border-radius:3px;padding:1px 6px;margin-right:4px}
.sb{display:flex;gap:8px;margin:16px 0}.sb input{flex:1;height:40px;border:1px solid #ccc;border-radius:4px;padding:0 10px}`,
      body: `<div class="hd"><div class="container"><b>104 人力銀行</b></div></div>
<div class="w"><form class="sb" action="/jobs/search/"><input name="keyword" value="客服"><button class="btn" style="background:#ff7800;color:#fff">搜尋</button></form>
<p class="hint">共 3,214 筆工作 · 台北市</p>
<div class="job"><h3>客服專員（電商平台）</h3><div class="m">富邦媒體科技股份有限公司 ｜ 台北市內湖區 ｜ 經歷不拘 ｜ 月薪 34,000~38,000 元</div><span class="tag">週休二日</span><span class="tag">員工購物折扣</span></div>
<div class="job"><h3>銀行信用卡客服人員（可無經驗）</h3><div class="m">中國信託商業銀行 ｜ 台北市南港區 ｜ 大學 ｜ 月薪 36,000 元以上</div><span class="tag">完整教育訓練</span><span class="tag">年終獎金</span></div>
<div class="job"><h3>物流客服（日班）</h3><div class="m">統一速達股份有限公司 ｜ 台北市中山區 ｜ 高中職 ｜ 月薪 32,000~35,000 元</div><span class="tag">勞健保</span></div>
<p class="hint">求職安全提醒：應徵工作時，不得要求求職者繳交保證金、購買產品、提供存摺或提款卡；「在家打字」、「網路刷單」多為詐騙，請撥 165 查證。</p></div>`,
    }),
  },
  {
    id: 'yq-clean-boss-zhipin-job-detail',
    label: 'clean',
    kind: 'job-board',
    url: 'https://www.zhipin.com/job_detail/4f8a1e2b7c9d0a31.html',
    body: doc({
      title: '【跨境电商客服_深圳 8-12K】深圳市云途物流科技有限公司招聘-BOSS直聘',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#f6f6f8') +
        `.top{background:#00bebd;color:#fff;padding:26px 0}.top h1{margin:0;font-size:24px}.sal{color:#fff;font-size:22px;font-weight:700}
.w{max-width:960px;margin:20px auto;background:#fff;padding:26px;border-radius:6px}.go{background:#00bebd;color:#fff;height:40px;padding:0 26px}`,
      body: `<div class="top"><div class="container"><h1>跨境电商客服</h1><span class="sal">8-12K·13薪</span><p style="margin:6px 0 0">深圳·南山区·科技园　1-3年　大专</p></div></div>
<div class="w"><h3>职位描述</h3><p>1. 负责亚马逊/Shopee 店铺售前售后邮件与站内信回复；<br>2. 处理退款、退货、物流异常等工单，按平台规则执行；<br>3. 配合运营完成店铺绩效指标。</p>
<p>任职要求：英语 CET-4 以上，熟练使用 Office；有跨境电商客服经验优先。</p>
<h3>公司信息</h3><p>深圳市云途物流科技有限公司 · 已上市 · 1000-9999人 · 物流/仓储</p>
<button class="btn go">立即沟通</button>
<p class="hint" style="margin-top:16px">BOSS 安全提示：招聘方以任何名义向求职者收取费用、要求刷单、垫付、下载不明 App 或出境工作，均属违规，请立即举报。</p></div>`,
    }),
  },
];
