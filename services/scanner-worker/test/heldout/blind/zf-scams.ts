import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-techsupport-apple-icloud-fr',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://support-apple-securite.fr-alerte.com/mac/erreur-0x8007/',
  body: doc({
    lang: 'fr',
    title: 'Alerte de sécurité Apple',
    css: `body{margin:0;background:#1d1d1f;color:#f5f5f7;font-family:-apple-system,Helvetica,sans-serif;text-align:center}.p{max-width:560px;margin:10vh auto;background:#fff;color:#1d1d1f;border-radius:14px;padding:28px}.n{font-size:24px;color:#d70015;font-weight:700}`,
    body: `<div class="p"><div style="font-size:40px"></div><h2>Votre Mac a été bloqué</h2><p>Erreur 0x8007 : activité suspecte détectée. Vos identifiants iCloud, vos photos et vos informations bancaires sont peut-être exposés.</p>
<p>Ne redémarrez pas votre ordinateur. Contactez immédiatement l'assistance Apple certifiée :</p><p class="n">📞 01 86 95 44 27</p><p style="font-size:12px;color:#6e6e73">Appel gratuit · Techniciens disponibles 24h/24</p></div>
<script>setTimeout(function(){if(confirm('Votre Mac est infecté. Appeler le support Apple au 01 86 95 44 27 ?'))location.href='tel:0186954427'},3000)</script>`,
  }),
},
{
  id: 'zf-scam-crypto-investment-celebrity-de',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://nachrichten-heute24.com/wirtschaft/guenther-jauch-enthuellt-geheimnis/',
  body: doc({
    lang: 'de',
    title: 'Günther Jauch enthüllt, wie er mit Krypto ein Vermögen machte',
    css: baseCss + `.news{background:#b00;color:#fff;padding:12px 28px;font-weight:900;font-size:26px}.reg{background:#f7f7f7;border:2px solid #0a0;padding:18px;border-radius:8px}`,
    body: `<div class="news">NACHRICHTEN HEUTE</div><main><p class="muted">Wirtschaft · 28. November 2025 · 4 Min. Lesezeit</p>
<h1>Live-Sendung endet im Skandal: Günther Jauch verrät aus Versehen sein Geheimnis</h1><p>In einer Talkshow erwähnte der Moderator die Plattform <b>Quantum Bitcoin AI</b>, mit der Anleger aus Deutschland bereits mit 250 € Einsatz täglich über 1.800 € verdienen. Die Deutsche Bank versuchte, die Ausstrahlung zu stoppen – zu spät.</p>
<p>„Es ist die größte Chance für Normalbürger seit dem Internet“, so Jauch. Unsere Redaktion hat die Plattform getestet: Nach 7 Tagen war aus 250 € ein Guthaben von 9.437 € geworden.</p>
<div class="reg"><h3>Jetzt kostenlos registrieren – nur noch 14 Plätze frei!</h3><form method="post" action="/wirtschaft/lead.php"><input name="vorname" placeholder="Vorname"><input name="nachname" placeholder="Nachname"><input name="email" placeholder="E-Mail"><input name="telefon" placeholder="+49 Telefonnummer">
<button class="btn" style="background:#0a0;width:100%">JETZT STARTEN</button></form><p class="muted">Ein persönlicher Kontomanager ruft Sie innerhalb von 24 Stunden an.</p></div>
<h3>Kommentare (312)</h3><p><b>Sabine K.</b>: Habe gestern angefangen, schon 612 € Gewinn! Danke!!</p><p><b>Thomas W.</b>: Funktioniert wirklich. Mein Kontomanager Alex ist super.</p></main>`,
  }),
},
{
  id: 'zf-scam-online-loan-fee-id',
  label: 'scam',
  kind: 'loan-fee',
  url: 'https://dana-cepat-cair.id-pinjaman.com/ajukan',
  body: doc({
    lang: 'id',
    title: 'Pinjaman Online Cepat Cair - Tanpa BI Checking',
    css: baseCss + `.hero{background:#0ea5e9;color:#fff;padding:40px 28px}`,
    body: `<div class="hero"><h1>Pinjaman hingga Rp 50.000.000 cair dalam 5 menit!</h1><p>Tanpa jaminan · Tanpa BI Checking · Bunga 0,1% · Terdaftar dan diawasi OJK</p></div><main>
<div class="card"><h3>Ajukan sekarang</h3><form id="f"><label>Nama lengkap (sesuai KTP)</label><input name="nama"><label>NIK</label><input name="nik"><label>No. WhatsApp</label><input name="wa"><label>Jumlah pinjaman</label><select name="jml"><option>Rp 5.000.000</option><option>Rp 10.000.000</option><option>Rp 25.000.000</option><option>Rp 50.000.000</option></select><button class="btn">Ajukan Pinjaman</button></form>
<div id="ok" style="display:none"><h3>Selamat! Pinjaman Anda DISETUJUI ✅</h3><p>Untuk proses pencairan, silakan transfer biaya administrasi dan asuransi sebesar <b>Rp 350.000</b> ke rekening BCA 7731 0092 15 a.n. PT Dana Sejahtera. Kirim bukti transfer ke WhatsApp admin.</p><a class="btn" href="https://wa.me/6281234567890">Hubungi Admin</a></div></div></main>
<footer>PT Dana Cepat Cair Indonesia © 2025</footer>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();this.style.display='none';document.getElementById('ok').style.display='block'}</script>`,
  }),
},
{
  id: 'zf-scam-crypto-giveaway-double',
  label: 'scam',
  kind: 'crypto-giveaway',
  url: 'https://tesla-btc-event.live/giveaway',
  body: doc({
    title: 'Tesla 100,000 BTC Giveaway Event',
    css: `body{margin:0;background:#111;color:#fff;font-family:Arial,sans-serif;text-align:center}.a{background:#222;max-width:620px;margin:4vh auto;padding:24px;border-radius:10px}.addr{background:#000;padding:12px;font-family:monospace;font-size:15px;word-break:break-all;border:1px dashed #e31937}
table{width:100%;font-size:13px;color:#9f9}`,
    body: `<h1 style="color:#e31937">TESLA</h1><div class="a"><h2>The biggest crypto giveaway of 100,000 BTC &amp; 1,000,000 ETH</h2><p>To participate, just send from 0.01 BTC to 20 BTC to the address below and we will immediately send back <b>2X</b> the amount to the address you sent it from.</p>
<div class="addr">bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</div><p>Giveaway ends in <b id="t">00:42:17</b> · 62,184 BTC left</p>
<h3>Live transactions</h3><table id="tx"><tr><td>3Fhs…k92a</td><td>2.5 BTC → 5 BTC</td><td>Completed</td></tr><tr><td>bc1q…8sd0</td><td>0.4 BTC → 0.8 BTC</td><td>Completed</td></tr></table></div>
<script>var s=2537;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('t').textContent=[h,m,x].map(function(v){return ('0'+v).slice(-2)}).join(':');
var r=document.getElementById('tx').insertRow(0);var v=(Math.random()*3).toFixed(2);r.innerHTML='<td>bc1q…'+Math.random().toString(36).slice(2,6)+'</td><td>'+v+' BTC → '+(v*2).toFixed(2)+' BTC</td><td>Completed</td>'},4000)</script>`,
  }),
},
{
  id: 'zf-scam-fakeshop-sneakers-de',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://sneaker-outlet-ausverkauf.de/collections/sale',
  body: doc({
    lang: 'de',
    title: 'Sneaker Outlet – Räumungsverkauf bis zu 80% Rabatt',
    css: baseCss + `.bar{background:#000;color:#fff;text-align:center;padding:6px;font-size:13px}.p{border:1px solid #eee;padding:12px}.p .img{height:140px;background:#eee}.old{text-decoration:line-through;color:#999}.new{color:#d00;font-weight:700}`,
    body: `<div class="bar">🔥 GESCHÄFTSAUFGABE – ALLES MUSS RAUS! Nur heute bis zu 80% Rabatt · Kostenloser Versand</div>
<header><b>SNEAKER OUTLET</b><nav><a href="#">Nike</a><a href="#">Adidas</a><a href="#">New Balance</a><a href="#">Sale</a></nav></header><main>
<div class="grid">
<div class="p"><div class="img"></div>Nike Air Jordan 1 Retro High OG<br><span class="old">189,99 €</span> <span class="new">39,99 €</span></div>
<div class="p"><div class="img"></div>Adidas Yeezy Boost 350 V2<br><span class="old">279,00 €</span> <span class="new">49,99 €</span></div>
<div class="p"><div class="img"></div>New Balance 550 White Green<br><span class="old">139,99 €</span> <span class="new">29,99 €</span></div>
<div class="p"><div class="img"></div>Nike Dunk Low Panda<br><span class="old">119,99 €</span> <span class="new">24,99 €</span></div></div>
<h3>Zahlung</h3><p>Aufgrund von Problemen mit unserem Zahlungsanbieter akzeptieren wir derzeit nur <b>Vorkasse per Banküberweisung</b> (IBAN LT12 3250 0674 1122 9031) – dafür erhalten Sie zusätzlich 10% Rabatt!</p></main>
<footer>Sneaker Outlet GmbH · Hauptstraße 1, 10115 Berlin · <a href="#">Impressum</a><a href="#">AGB</a><a href="#">Widerruf</a></footer>`,
  }),
},
];
