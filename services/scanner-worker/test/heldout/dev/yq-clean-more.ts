import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, footer, cardFields, cardFormatJs, luhnJs } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute, cssRoute, fileRoute, pe, zip } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yq-clean-ird-etax-login-real',
    label: 'clean',
    kind: 'gov-eservice-own-domain',
    url: 'https://etax.ird.gov.hk/etax/login/eTAX_Login.do?lang=C',
    body: doc({
      title: '稅務易 - 登入',
      css:
        baseCss(fontTC, '#fff') +
        `.hd{border-bottom:1px solid #ddd;padding:12px 0}.w{max-width:900px;margin:26px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px;padding:0 20px}
.bx{border:1px solid #ddd;padding:22px}.go{background:#1b4f8c;color:#fff;width:100%;height:42px}.ia{background:#2b7a3d;color:#fff;width:100%;height:44px}`,
      body: `<div class="hd"><div class="container">${mark('稅務局 Inland Revenue Department', '#1b4f8c', { shape: 'square', w: 290 })}</div></div>
<div class="w"><div class="bx"><h3 style="margin-top:0">以「智方便」登入</h3><p class="hint">請使用「智方便」流動程式掃描二維碼或於同一部流動裝置授權。</p><a href="https://www.iamsmart.gov.hk/"><button class="btn ia" type="button">iAM Smart 智方便</button></a></div>
<form class="bx" method="post" action="/etax/login/eTAX_Login.do"><h3 style="margin-top:0">以「稅務易」帳戶登入</h3>
<input type="hidden" name="org.apache.struts.taglib.html.TOKEN" value="4c91a0b27f3e5d8e">
<div class="field"><label>稅務編號 / 香港身份證號碼</label><input name="loginId" autocomplete="username" required></div>
<div class="field"><label>「稅務易」密碼</label><input name="password" type="password" autocomplete="current-password" required></div>
<button class="btn go">登入</button><p class="hint"><a href="/etax/pin/resetPin.do">忘記密碼</a> · <a href="/etax/register/eTAX_Register.do">登記「稅務易」帳戶</a></p></form></div>
${footer(['2024 © 稅務局 ｜ 重要告示 ｜ 私隱政策'], '#f2f2f2', '#555')}`,
    }),
  },
  {
    id: 'yq-clean-tw-etax-filing-software-download',
    label: 'clean',
    kind: 'gov-download-own-domain',
    url: 'https://rtn.tax.nat.gov.tw/ircweb/download.html',
    body: doc({
      title: '綜合所得稅電子結算申報繳稅系統 - 軟體下載 | 財政部',
      css:
        baseCss(fontTC, '#f5f7f9') +
        `.h{background:#005a9c;color:#fff;padding:14px 0}.w{max-width:860px;margin:26px auto;background:#fff;padding:26px;border:1px solid #dde3ea}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{border:1px solid #dde3ea;padding:8px}th{background:#eef3f8}a.d{color:#005a9c;font-weight:700}`,
      body: `<div class="h"><div class="container">財政部電子申報繳稅服務網</div></div>
<div class="w"><h2 style="margin-top:0">112 年度綜合所得稅結算申報 — 離線版申報軟體下載</h2>
<p>申報期間：113 年 5 月 1 日至 5 月 31 日。建議優先使用免下載的「網路版」；如需離線作業，請下載以下安裝程式。</p>
<table><tr><th>作業系統</th><th>檔案</th><th>版本 / 大小</th><th>SHA-256</th></tr>
<tr><td>Windows</td><td><a class="d" href="/ircweb/dl/IRX112_Setup.exe">IRX112_Setup.exe</a></td><td>1.0.3 / 84 MB</td><td class="hint">3f9a…c7e1</td></tr>
<tr><td>macOS</td><td><a class="d" href="/ircweb/dl/IRX112.pkg">IRX112.pkg</a></td><td>1.0.3 / 91 MB</td><td class="hint">b15d…09aa</td></tr></table>
<p class="hint">本部不會以電子郵件或簡訊寄送「補繳通知單」附件或壓縮檔。稅務問題請洽免付費電話 0800-000-321。</p></div>`,
    }),
    routes: { 'rtn.tax.nat.gov.tw/ircweb/dl/IRX112_Setup.exe': fileRoute(pe({ strings: ['IRX112', 'Fiscal Information Agency, Ministry of Finance', 'Inno Setup'], size: 18000 }), 'application/octet-stream', 'IRX112_Setup.exe') },
  },
  {
    id: 'yq-clean-jkopay-customer-service-page',
    label: 'clean',
    kind: 'support-hotline-page',
    url: 'https://www.jkopay.com/cs',
    body: doc({
      title: '客服中心 | 街口支付 JKOPAY',
      css:
        baseCss(fontTC, '#fff') +
        `.hd{background:#e60012;color:#fff;padding:16px 0}.w{max-width:860px;margin:26px auto;padding:0 20px}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.g div{border:1px solid #f0d0d2;border-radius:8px;padding:16px}
details{border-bottom:1px solid #eee;padding:10px 0}`,
      body: `<div class="hd"><div class="container"><b>街口支付 JKOPAY</b></div></div>
<div class="w"><h1>客服中心</h1>
<div class="g"><div><b>客服專線</b><p>(02) 6612-8888<br><span class="hint">週一至週日 08:00–22:00</span></p></div><div><b>App 內線上客服</b><p>我的 › 客服中心 › 線上諮詢</p></div><div><b>帳戶遭盜用</b><p>請先於 App 內「停用帳戶」並撥打 165</p></div></div>
<h2>常見問題</h2>
<details><summary>收到簡訊說「帳戶須重新驗證身分」是真的嗎？</summary><p>街口不會以簡訊附連結要求您輸入支付密碼、網銀密碼或銀行帳號。身分驗證只會在 App 內進行。</p></details>
<details><summary>如何綁定銀行帳戶？</summary><p>請於 App「我的 › 銀行帳戶」選擇銀行並依指示完成，過程中將轉至銀行官方頁面驗證。</p></details>
<details><summary>忘記支付密碼怎麼辦？</summary><p>於 App 登入頁點選「忘記密碼」，經手機簡訊及身分證驗證後重設。</p></details></div>`,
    }),
  },
];
