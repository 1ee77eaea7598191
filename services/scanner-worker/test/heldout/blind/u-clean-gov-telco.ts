import type { Entry } from '../entry.js';
import { doc, corpCss, mobileCss, shell, gtag, fbq, img, htmlRoute, jsRoute, jsonRoute, cssRoute, okJson } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-clean-bir-orus-efiling-ph',
  label: 'clean',
  kind: 'tax-portal',
  url: 'https://orus.bir.gov.ph/home',
  body: doc({
    lang: 'en-PH',
    title: 'ORUS - Online Registration and Update System | Bureau of Internal Revenue',
    css: corpCss('#10316b', '#10316b'),
    body: shell({ brand: 'BIR', logo: 'BIR ORUS', nav: ['Home', 'Register', 'Update', 'FAQs'], footer: 'Republic of the Philippines · Bureau of Internal Revenue · BIR National Office Building, Agham Road, Diliman, Quezon City · Contact Center 8538-3200', links: ['Data Privacy', 'Transparency Seal', 'Citizen\'s Charter'] })(`<div class="grid"><div class="card"><h2 style="margin-top:0">Log in</h2><form method="post" action="/login"><label>Email address</label><input name="email" type="email"><label>Password</label><input name="password" type="password"><button style="width:100%;margin-top:12px">Log in</button></form><p class="muted">No account yet? <a href="#">Register</a></p></div>
<div class="card"><h3>What you can do in ORUS</h3><ul><li>Apply for a TIN</li><li>Update your registration information</li><li>Download your Certificate of Registration (Form 2303)</li></ul><p class="muted">Payments of taxes are made only through Authorized Agent Banks and official e-payment channels (LinkBiz, GCash, Maya, Landbank) using your reference number.</p></div></div>`),
  }),
},
{
  id: 'u-clean-telcel-mi-cuenta-puntos',
  label: 'clean',
  kind: 'telco-account',
  url: 'https://www.telcel.com/mitelcel/puntos',
  body: doc({
    lang: 'es-MX',
    title: 'Puntos Telcel | Mi Telcel',
    head: gtag('G-TELCEL881'),
    css: corpCss('#0a3b8c', '#0a3b8c'),
    body: shell({ brand: 'Telcel', logo: 'Telcel', nav: ['Planes', 'Amigo', 'Equipos', 'Internet en casa', 'Mi Telcel'], footer: '© 2026 Radiomóvil Dipsa, S.A. de C.V. · *264 desde tu Telcel', links: ['Aviso de privacidad', 'Términos', 'Código de prácticas comerciales'] })(`<div class="card"><h1>Puntos Telcel</h1><p>Acumula puntos con tu plan y úsalos para obtener descuentos en equipos al renovar o en tiendas Telcel. Los puntos tienen vigencia de 24 meses.</p>
<p>Consulta tus puntos en la app Mi Telcel, enviando un SMS con la palabra PUNTOS al 2222, o iniciando sesión:</p>
<form method="post" action="/mitelcel/login"><label>Número Telcel</label><input name="msisdn"><label>Contraseña</label><input name="pass" type="password"><button style="margin-top:12px">Ingresar</button></form></div>
<div class="card note">Telcel no envía mensajes con enlaces para "canjear puntos pagando solo el envío". Los canjes se realizan únicamente en Mi Telcel y en Centros de Atención a Clientes.</div>`),
  }),
},
{
  id: 'u-clean-globeone-rewards-ph',
  label: 'clean',
  kind: 'telco-account',
  url: 'https://www.globe.com.ph/rewards',
  body: doc({
    lang: 'en-PH',
    title: 'Globe Rewards | Redeem perks with your points',
    css: corpCss('#0056b8', '#0056b8'),
    body: shell({ brand: 'Globe', logo: 'Globe', nav: ['Mobile', 'Broadband', 'Rewards', 'Help', 'GlobeOne'], footer: '© 2026 Globe Telecom, Inc. · Globe is regulated by the NTC.', links: ['Privacy Policy', 'Terms', 'Stop Spam & Scam'] })(`<div class="card"><h1>Globe Rewards</h1><p>Earn 1 point for every ₱100 spent on load, postpaid bills, and GlobeOne purchases. Redeem data, vouchers, and partner perks in the GlobeOne app. Points expire 12 months after they are earned.</p>
<div class="grid"><div class="card"><b>5GB data</b><p>150 points</p></div><div class="card"><b>₱100 Jollibee voucher</b><p>100 points</p></div><div class="card"><b>Raffle entry: iPhone 17</b><p>10 points</p></div></div>
<p><a class="btn" href="#">Open GlobeOne</a></p></div>
<div class="card alert"><b>#StopSpamAndScam</b> Globe will never ask you to pay a shipping fee through a link to claim rewards. Report spam texts to 7726.</div>`),
  }),
},
{
  id: 'u-clean-ais-points-privileges-th',
  label: 'clean',
  kind: 'telco-account',
  url: 'https://www.ais.th/aispoints/',
  body: doc({
    lang: 'th',
    title: 'AIS Points | ใช้คะแนนแลกสิทธิพิเศษ',
    css: corpCss('#7ab800', '#7ab800') + 'body{font-family:Tahoma,sans-serif}',
    body: shell({ brand: 'AIS', logo: 'AIS', nav: ['มือถือ', 'AIS Fibre', 'สิทธิพิเศษ', 'myAIS'], footer: '© 2569 Advanced Info Service PLC. · AIS Call Center 1175', links: ['นโยบายความเป็นส่วนตัว', 'ข้อกำหนด'] })(`<div class="card"><h1>AIS Points</h1><p>สะสมคะแนนจากการใช้บริการ แลกรับส่วนลดร้านค้า เน็ตเพิ่ม และสิทธิพิเศษต่าง ๆ ผ่านแอป myAIS หรือกด *545#</p>
<div class="grid"><div class="card"><b>ส่วนลดเครื่องดื่ม 50%</b><p>ใช้ 30 คะแนน</p></div><div class="card"><b>เน็ต 5GB 7 วัน</b><p>ใช้ 200 คะแนน</p></div><div class="card"><b>ตั๋วหนังราคาพิเศษ</b><p>ใช้ 150 คะแนน</p></div></div></div>
<div class="card note">AIS ไม่มีนโยบายส่ง SMS แนบลิงก์ให้ลูกค้ากรอกข้อมูลบัตรเครดิตเพื่อแลกคะแนน หากได้รับ SMS ดังกล่าวโปรดอย่ากดลิงก์</div>`),
  }),
},
];
