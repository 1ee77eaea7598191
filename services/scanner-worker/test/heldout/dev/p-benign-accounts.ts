import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, footer, nav, tracker, trackerRoute, cookieBanner, pngRoute, jsRoute, jsonRoute } from '../parts/p-kit.js';

export const entries: Entry[] = [
{
  id: 'p-clean-password-reset-es',
  label: 'clean',
  kind: 'password-reset',
  url: 'https://cuenta.libreriaelfaro.es/recuperar-contrasena',
  body: doc({
    lang: 'es',
    title: 'Recuperar contraseña – Librería El Faro',
    css: '.c{max-width:420px;margin:40px auto;padding:0 16px}input{width:100%;padding:11px;margin:4px 0 12px;border:1px solid #bbb;border-radius:4px}',
    body: `${nav('Librería El Faro', ['Novedades', 'Más vendidos', 'Infantil', 'Eventos', 'Mi cuenta'], '#fff', '#7b1e1e')}
<div class="c"><h1 style="font-size:24px">¿Has olvidado tu contraseña?</h1><p>Introduce el correo electrónico con el que te registraste y te enviaremos un enlace para crear una nueva contraseña.</p>
<form action="/recuperar-contrasena" method="post"><label>Correo electrónico</label><input type="email" name="email"><button style="background:#7b1e1e;color:#fff;border:0;padding:11px 24px;border-radius:4px">Enviar enlace</button></form>
<p style="font-size:13px"><a href="/login">Volver a iniciar sesión</a></p></div>
${footer([['Librería El Faro', 'Calle Mayor 14, Santander', '942 21 30 55'], ['Ayuda', 'Envíos', 'Devoluciones', 'Contacto']], '© 2026 Librería El Faro S.L. · Aviso legal · Política de privacidad · Cookies')}`,
  }),
},
{
  id: 'p-clean-delivery-tracking-courier-uk',
  label: 'clean',
  kind: 'delivery-notification',
  url: 'https://track.swiftlanecouriers.co.uk/parcel/SLC8841290337',
  body: doc({
    lang: 'en-GB',
    title: 'Track parcel SLC8841290337 – Swiftlane Couriers',
    css: '.c{max-width:640px;margin:24px auto;padding:0 16px}.ev{border-left:3px solid #ff7a00;padding:6px 14px;margin:8px 0;font-size:14px}',
    body: `${nav('Swiftlane', ['Track', 'Send a parcel', 'Business', 'Help'], '#fff', '#1b1b3a')}
<div class="c"><h1 style="font-size:24px">Your parcel is out for delivery</h1><p>From <b>Oakwood Home Ltd</b> · Estimated delivery today between <b>13:05 – 14:05</b></p>
<div class="ev"><b>08:12</b> Out for delivery with driver Sam</div><div class="ev"><b>05:47</b> Arrived at Swindon depot</div><div class="ev"><b>Yesterday 21:30</b> Collected from sender</div>
<p><button style="background:#ff7a00;border:0;color:#fff;padding:10px 18px;border-radius:4px">Leave with a neighbour</button> <button style="background:#fff;border:1px solid #1b1b3a;padding:9px 18px;border-radius:4px">Choose a safe place</button></p>
<p style="font-size:13px;color:#555">Changing your delivery is free. Swiftlane will never charge a redelivery fee by text message.</p></div>
${footer([['Swiftlane Couriers', 'Contact', 'Privacy', 'Modern slavery statement']], '© 2026 Swiftlane Couriers Ltd')}`,
  }),
},
{
  id: 'p-clean-delivery-tracking-ja',
  label: 'clean',
  kind: 'delivery-notification',
  url: 'https://toi.hayate-unyu.co.jp/tracking/result?no=4412-8820-1137',
  body: doc({
    lang: 'ja',
    title: '荷物お問い合わせ結果 | はやて運輸',
    css: 'body{font-family:"Hiragino Sans","Meiryo",sans-serif}.c{max-width:720px;margin:20px auto;padding:0 16px}table{width:100%;border-collapse:collapse}th,td{border:1px solid #ddd;padding:8px;font-size:14px;text-align:left}th{background:#f3f7fb}',
    body: `${nav('はやて運輸', ['個人のお客さま', '法人のお客さま', '営業所検索', 'よくあるご質問'], '#fff', '#00479d')}
<div class="c"><h1 style="font-size:22px">お問い合わせ結果</h1><p>伝票番号：4412-8820-1137</p>
<table><tr><th>日時</th><th>状態</th><th>担当店</th></tr><tr><td>11/29 07:52</td><td>配達中</td><td>世田谷南営業所</td></tr><tr><td>11/29 05:10</td><td>到着</td><td>東京ベース</td></tr><tr><td>11/28 18:33</td><td>荷物受付</td><td>大阪中央営業所</td></tr></table>
<p>お届け予定日時：11月29日 14時～16時</p><p><a href="#">お届け日時を変更する</a>（無料）</p>
<p style="font-size:13px;background:#fff8e1;padding:10px">【ご注意】はやて運輸を装った「不在通知」SMSにご注意ください。当社はSMSでアプリのインストールや料金の支払いをお願いすることはありません。</p></div>
${footer([['はやて運輸株式会社', '会社情報', '個人情報保護方針', 'サイトマップ']], '© Hayate Unyu Co., Ltd.')}`,
  }),
},
{
  id: 'p-clean-esign-request-own-domain',
  label: 'clean',
  kind: 'document-signing',
  url: 'https://sign.agreeflow.com/s/7Hc2kP9qLm?r=tenant',
  body: doc({
    lang: 'en',
    title: 'Review and sign: Tenancy Agreement – 4 Elm Close – AgreeFlow',
    css: 'body{background:#eef1f5}.bar{background:#fff;padding:12px 20px;display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #d8dde6}.pg{max-width:700px;margin:20px auto;background:#fff;padding:40px;min-height:500px;font-family:Georgia,serif;font-size:14px}',
    body: `<div class="bar"><span><b>AgreeFlow</b> · Tenancy Agreement – 4 Elm Close.pdf</span><button style="background:#ffc107;border:0;padding:9px 18px;border-radius:4px;font-weight:700">Start signing</button></div>
<div class="pg"><p style="font-family:Arial;font-size:13px;background:#f7f9fc;padding:10px">Sent by <b>Priya Shah (Greenleaf Lettings)</b>: "Hi Tom, please review and sign the attached tenancy agreement. Any questions, give me a ring on 0117 496 0021."</p>
<h2 style="text-align:center">ASSURED SHORTHOLD TENANCY AGREEMENT</h2><p>This agreement is made on the date specified below between the Landlord and the Tenant for the letting of the residential property known as 4 Elm Close, Bristol BS7 8QX.</p><p>1. The Tenant shall pay the rent of £1,150 per calendar month in advance on the 1st day of each month.</p><p>2. The deposit of £1,325 will be protected in a government-approved tenancy deposit scheme within 30 days.</p><p>Signature of Tenant: <span style="display:inline-block;border:2px dashed #ffc107;padding:6px 30px;font-family:Arial;font-size:12px">Sign here</span></p></div>
<p style="text-align:center;font-size:12px;color:#667">AgreeFlow · Electronic signatures under the Electronic Communications Act 2000 · <a href="#">Report this envelope</a></p>`,
  }),
},
{
  id: 'p-clean-university-password-expiry-notice',
  label: 'clean',
  kind: 'it-notice',
  url: 'https://it.uni-rheinaue.de/de/dienste/passwort-ablauf',
  body: doc({
    lang: 'de',
    title: 'Passwortablauf – IT-Servicezentrum Universität Rheinaue',
    css: '.w{max-width:800px;margin:0 auto;padding:20px}.note{background:#eef6ff;border-left:4px solid #0a5fb4;padding:12px}',
    body: `${nav('IT-Servicezentrum · Universität Rheinaue', ['Dienste', 'Anleitungen', 'Störungen', 'Kontakt'], '#fff', '#0a5fb4')}
<div class="w"><h1>Ihr Passwort läuft bald ab – was tun?</h1><p>Das Passwort Ihrer Uni-Kennung ist 365 Tage gültig. 14 Tage vor Ablauf erhalten Sie eine E-Mail von <b>noreply@it.uni-rheinaue.de</b>. Diese E-Mail enthält <b>keinen Link</b> zur Passwortänderung.</p>
<p>So ändern Sie Ihr Passwort: Rufen Sie selbst das Identitätsportal <b>idm.uni-rheinaue.de</b> auf (als Lesezeichen speichern), melden Sie sich an und wählen Sie „Passwort ändern“.</p>
<div class="note"><b>Phishing-Warnung:</b> Aktuell kursieren E-Mails mit dem Betreff „Ihr Postfach ist voll – jetzt verifizieren“. Diese stammen nicht vom ITSZ. Geben Sie Ihr Passwort nie auf Seiten außerhalb von *.uni-rheinaue.de ein. Verdächtige Mails bitte an abuse@uni-rheinaue.de weiterleiten.</div>
<h2>English</h2><p>Your university password expires after 365 days. Change it only at idm.uni-rheinaue.de. Our reminder emails never contain links.</p></div>
${footer([['ITSZ', 'Servicedesk: +49 228 73-4400', 'Mo–Fr 8–17 Uhr']], '© 2026 Universität Rheinaue · Impressum · Datenschutz · Barrierefreiheit')}`,
  }),
},
{
  id: 'p-clean-isp-webmail-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://webmail.kabelnetz-ostfriesland.de/',
  body: doc({
    lang: 'de',
    title: 'Webmail – Kabelnetz Ostfriesland',
    css: 'body{background:linear-gradient(#e9f1f7,#fff)}.c{max-width:380px;margin:70px auto;background:#fff;padding:28px;border-radius:6px;box-shadow:0 2px 8px rgba(0,0,0,.1)}input{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #b7c4d0;border-radius:4px}',
    body: `<div class="c"><h2 style="margin-top:0;color:#0a4d7a">Kabelnetz Ostfriesland</h2><p style="font-size:14px">Webmail · Roundcube</p>
<form action="/?_task=login" method="post"><input type="hidden" name="_token" value="fA8c21bQe0"><label>E-Mail-Adresse</label><input name="_user" autocomplete="username"><label>Passwort</label><input name="_pass" type="password" autocomplete="current-password"><button style="width:100%;background:#0a4d7a;color:#fff;border:0;padding:11px;border-radius:4px">Anmelden</button></form>
<p style="font-size:12px;color:#666">Passwort vergessen? Ändern Sie es im <a href="https://kundencenter.kabelnetz-ostfriesland.de">Kundencenter</a>. Störungshotline: 04941 9120-0</p></div>
<p style="text-align:center;font-size:11px;color:#889">Kabelnetz Ostfriesland GmbH & Co. KG · Impressum · Datenschutz</p>`,
  }),
},
{
  id: 'p-clean-insurance-claim-portal-it',
  label: 'clean',
  kind: 'insurance-claim',
  url: 'https://areaclienti.assicurazioni-laguna.it/sinistri/nuova-denuncia',
  body: doc({
    lang: 'it',
    title: 'Denuncia un sinistro – Area Clienti Assicurazioni Laguna',
    css: '.c{max-width:640px;margin:20px auto;padding:0 16px}input,select,textarea{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #aaa;border-radius:4px}',
    body: `${nav('Assicurazioni Laguna', ['Auto', 'Casa', 'Salute', 'Sinistri', 'Area clienti'], '#fff', '#004b6b')}
<div class="c"><h1 style="font-size:24px">Denuncia un sinistro auto</h1><p>Compila il modulo: un perito ti contatterà entro 2 giorni lavorativi. Tieni a portata di mano il modulo CAI (constatazione amichevole) se compilato.</p>
<form action="/sinistri/invia" method="post"><label>Numero di polizza</label><input name="polizza" placeholder="AL-000000"><label>Data del sinistro</label><input name="data" type="date"><label>Tipo</label><select name="tipo"><option>Collisione con altro veicolo</option><option>Danni da grandine</option><option>Furto</option><option>Cristalli</option></select><label>Descrizione</label><textarea name="descr" rows="4"></textarea><label>Foto dei danni</label><input type="file" multiple><button style="background:#004b6b;color:#fff;border:0;padding:11px 26px">Invia denuncia</button></form>
<p style="font-size:12px;color:#666">Assicurazioni Laguna S.p.A. – Iscritta all'Albo IVASS n. 1.00155 – Sede legale Venezia</p></div>`,
  }),
},
{
  id: 'p-clean-job-offer-recruiter-uk',
  label: 'clean',
  kind: 'job-offer',
  url: 'https://www.harcourt-talent.co.uk/jobs/senior-payroll-administrator-leeds-HT4821',
  body: doc({
    lang: 'en-GB',
    title: 'Senior Payroll Administrator – Leeds – £34,000–£38,000 | Harcourt Talent',
    css: '.w{max-width:860px;margin:0 auto;padding:20px}.meta{display:flex;gap:20px;flex-wrap:wrap;background:#f5f7f8;padding:12px;border-radius:6px;font-size:14px}',
    head: tracker('insights.harcourt-talent.co.uk', 'HT-UK'),
    body: `${nav('Harcourt Talent', ['Find a job', 'Upload CV', 'Employers', 'About', 'Contact'], '#fff', '#133b5c')}
<div class="w"><h1>Senior Payroll Administrator</h1><div class="meta"><span>📍 Leeds (hybrid, 3 days office)</span><span>💷 £34,000 – £38,000</span><span>Permanent, full-time</span><span>Ref HT4821</span></div>
<p>Our client, a long-established manufacturing group with 900 employees across Yorkshire, is looking for an experienced Senior Payroll Administrator to join its in-house team.</p>
<h3>What you'll do</h3><ul><li>Run weekly and monthly payrolls end to end in Sage</li><li>Process starters, leavers, pensions auto-enrolment and statutory payments</li><li>Liaise with HMRC and support year-end</li></ul>
<h3>What you'll bring</h3><ul><li>3+ years' payroll experience, CIPP qualification desirable</li><li>Strong Excel skills</li></ul>
<p>Apply with your CV below. Your consultant is <b>Hannah Okafor</b> (0113 496 0772). Harcourt Talent never charges candidates fees and will never ask you to buy equipment or pay for training.</p>
<form action="/jobs/apply" method="post" style="display:grid;gap:8px;max-width:420px"><input name="name" placeholder="Full name"><input name="email" placeholder="Email"><input type="file" name="cv"><button style="background:#133b5c;color:#fff;border:0;padding:11px">Apply now</button></form></div>
${footer([['Harcourt Talent', 'Privacy notice', 'Candidate terms', 'Modern slavery statement']], 'Harcourt Talent Ltd acts as an employment agency for permanent recruitment. Registered in England 07733120. REC Member.')}`,
  }),
  routes: { ...trackerRoute('insights.harcourt-talent.co.uk') },
},
];
