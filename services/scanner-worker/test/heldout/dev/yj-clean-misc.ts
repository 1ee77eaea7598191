import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, wordmark, spinnerCss } from '../parts/yj-kit.js';

// Clean: interstitials, parking, redirects, support pages.

export const entries: Entry[] = [
  // yj-clean-bot-check-jp
{
  id: 'yj-clean-bot-check-jp',
  label: 'clean',
  kind: 'bot-check-interstitial',
  url: 'https://ticket.kamome-arena.jp/events/2025-live-tour/lottery',
  body: doc({
    lang: 'ja',
    title: 'アクセスを確認しています…｜カモメアリーナ チケット',
    css: `body{background:#fafafa;display:flex;align-items:center;justify-content:center;min-height:100vh}.c{background:#fff;border:1px solid #e5e5e5;border-radius:8px;padding:30px;width:440px;max-width:92%;text-align:center}.m{font-size:13px;color:#777}${spinnerCss}`,
    body: `<div class="c"><h1 style="font-size:18px">アクセスを確認しています</h1><div class="spin"></div><p>アクセスが集中しているため、ブラウザの確認を行っています。数秒後に自動的に移動します。</p><p class="m">このページから移動しない場合は、JavaScriptとCookieが有効になっていることをご確認ください。<br>リクエストID: 7f3a9c21-0b4e</p></div>`,
    tail: `<script src="/_challenge/c.js" async></script>`,
  }),
  routes: {
    'ticket.kamome-arena.jp/_challenge/c.js': jsRoute(`(function(){function h(s){var x=0;for(var i=0;i<s.length;i++){x=(x*31+s.charCodeAt(i))|0}return x>>>0}
var seed="7f3a9c21",n=0;while((h(seed+n)&0xfff)!==0&&n<2e6)n++;
var fp={w:screen.width,h:screen.height,tz:(Intl.DateTimeFormat().resolvedOptions().timeZone||""),l:navigator.language,wd:!!navigator.webdriver};
fetch("/_challenge/verify",{method:"POST",credentials:"include",headers:{"content-type":"application/json"},body:JSON.stringify({seed:seed,nonce:n,fp:fp})}).then(function(r){return r.json()}).then(function(j){if(j.ok){document.cookie="__kac="+j.token+"; path=/; Secure; SameSite=Lax";location.replace(j.next)}});})();`),
    'ticket.kamome-arena.jp/_challenge/verify': jsonRoute({ ok: true, token: 'k1.7f3a9c21.1729150000.ab12', next: '/events/2025-live-tour/lottery/entry' }),
    'ticket.kamome-arena.jp/events/2025-live-tour/lottery/entry': htmlRoute(doc({ lang: 'ja', title: 'KAMOME ARENA LIVE TOUR 2025 先行抽選｜カモメアリーナ チケット', css: `.w{max-width:720px;margin:0 auto;padding:24px}.b{display:inline-block;background:#1f6feb;color:#fff;padding:12px 30px;border-radius:6px;text-decoration:none}`, body: `<div class="w"><h1 style="font-size:22px">LIVE TOUR 2025 ファンクラブ先行抽選</h1><p>受付期間：10/17（金）12:00 〜 10/26（日）23:59</p><p>お申し込みにはカモメID でのログインが必要です。</p><a class="b" href="https://id.kamome-arena.jp/login?return=/events/2025-live-tour/lottery/entry">ログインして申し込む</a></div>` })),
  },
},
  // yj-clean-parked-domain
{
  id: 'yj-clean-parked-domain',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://www.sakura-kaigo-navi.jp/',
  body: doc({
    lang: 'ja',
    title: 'sakura-kaigo-navi.jp',
    css: `body{background:#f3f3f3}.w{max-width:760px;margin:40px auto;background:#fff;padding:30px;text-align:center}.d{font-size:28px;color:#333}.ls a{display:block;padding:14px;border-bottom:1px solid #eee;color:#1a0dab;text-decoration:none;text-align:left}.m{font-size:12px;color:#999;margin-top:20px}.buy{display:inline-block;background:#e67e22;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none;margin:14px 0}`,
    body: `<div class="w"><div class="d">sakura-kaigo-navi.jp</div><p>このドメインは売却中です。</p><a class="buy" href="https://www.onamae.com/backorder/?domain=sakura-kaigo-navi.jp">このドメインを購入する</a>
<h3 style="font-size:15px;text-align:left">関連リンク</h3><div class="ls"><a href="/lander?q=介護施設+探す">介護施設 探す</a><a href="/lander?q=老人ホーム+費用">老人ホーム 費用</a><a href="/lander?q=訪問介護+求人">訪問介護 求人</a><a href="/lander?q=介護保険+申請">介護保険 申請</a></div>
<p class="m">このページはドメインの所有者により駐車（パーキング）されています。掲載されている広告は第三者が提供しており、ドメイン所有者とは関係ありません。<br>プライバシーポリシー</p></div>`,
    tail: `<script>window.__parking={domain:'sakura-kaigo-navi.jp',pid:'jp-park-7731',caf:true};(function(){var s=document.createElement('script');s.src='/_static/caf.js?abp=1&pid='+window.__parking.pid;document.head.appendChild(s)})();</script>`,
  }),
  routes: { 'www.sakura-kaigo-navi.jp/_static/caf.js': jsRoute(`/* parking ad loader */window.__parking&&console.log("ads disabled on this host");`) },
},
  // yj-clean-shortener-redirect
{
  id: 'yj-clean-shortener-redirect',
  label: 'clean',
  kind: 'shortener-to-brand',
  url: 'https://lin.ee/4Rk9mTq',
  routes: {
    'lin.ee/4Rk9mTq': redirectRoute(302, 'https://www.uniqlo.com/jp/ja/feature/autumn-sale/?utm_source=line&utm_medium=oa&utm_campaign=autumn25'),
    'www.uniqlo.com/jp/ja/feature/autumn-sale/': htmlRoute(doc({
      lang: 'ja',
      title: '秋の感謝祭｜ユニクロ',
      css: `.hd{display:flex;justify-content:space-between;padding:14px 24px;border-bottom:1px solid #eee}.kv{background:#e60012;color:#fff;text-align:center;padding:50px 16px}.kv h1{font-size:38px;margin:0}.g{max-width:980px;margin:20px auto;display:grid;grid-template-columns:repeat(4,1fr);gap:14px;padding:0 16px}.g div{font-size:13px}.g i{display:block;aspect-ratio:3/4;background:#eee;margin-bottom:6px}.p{color:#e60012;font-weight:bold}`,
      body: `<div class="hd">${wordmark('UNIQLO', '#fff', { w: 90, h: 36, bg: '#e60012', size: 16 })}<span style="font-size:13px">ログイン ・ カート</span></div>
<div class="kv"><h1>秋の感謝祭</h1><p>10月17日（金）〜 10月23日（木）期間限定価格</p></div>
<div class="g"><div><i></i>ウルトラライトダウンジャケット<br><span class="p">¥4,990</span></div><div><i></i>ヒートテックエクストラウォーム<br><span class="p">¥1,290</span></div><div><i></i>フリースフルジップジャケット<br><span class="p">¥1,990</span></div><div><i></i>スウェットシャツ<br><span class="p">¥2,490</span></div></div>`,
    })),
  },
},
];
