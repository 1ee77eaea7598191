import type { Entry } from '../entry.js';
import { doc, corpCss, mobileCss, shell, gtag, fbq, img, htmlRoute, jsRoute, jsonRoute, cssRoute, okJson } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-clean-kedai-elektrik-1111-sale-ms',
  label: 'clean',
  kind: 'shop-sale',
  url: 'https://www.elektrikjaya.com.my/promosi/11-11',
  body: doc({
    lang: 'ms',
    title: 'Jualan 11.11 | Elektrik Jaya - Peralatan Rumah & Elektronik',
    head: gtag('G-EJ1111MY') + fbq('330918274455102'),
    css: corpCss('#0a7d3b', '#0a7d3b') + '.p{background:#fff;border-radius:8px;padding:14px}.p .im{height:130px;background:#eef2ee;border-radius:6px;margin-bottom:8px}.old{text-decoration:line-through;color:#999;font-size:13px}.new{color:#0a7d3b;font-size:19px;font-weight:bold}',
    body: shell({ brand: 'Elektrik Jaya', logo: 'Elektrik Jaya', nav: ['Dapur', 'Penyaman Udara', 'TV & Audio', 'Promosi', 'Cawangan'], footer: 'Elektrik Jaya Sdn. Bhd. (201501022871 / 1147322-U) · No. 12, Jalan Kenari 5, Bandar Puchong Jaya, 47100 Puchong, Selangor · Khidmat pelanggan 03-8075 2211 (Isnin–Sabtu 9am–6pm)', links: ['Polisi Pemulangan', 'Waranti', 'Penghantaran & Pemasangan', 'Dasar Privasi'] })(`<h1>Jualan 11.11 — jimat sehingga 30%</h1><p>Tawaran sah 8–11 November atau sehingga stok habis. Harga termasuk SST. Penghantaran percuma di Lembah Klang untuk pembelian melebihi RM500.</p>
<div class="grid">
<div class="p"><div class="im"></div><b>Panasonic Peti Sejuk 2 Pintu NR-BX421</b><div class="old">RM2,099</div><div class="new">RM1,699</div></div>
<div class="p"><div class="im"></div><b>Daikin Penyaman Udara Inverter 1.0HP</b><div class="old">RM1,849</div><div class="new">RM1,499</div></div>
<div class="p"><div class="im"></div><b>Philips Air Fryer XXL HD9870</b><div class="old">RM1,399</div><div class="new">RM999</div></div>
<div class="p"><div class="im"></div><b>Samsung 55" Crystal UHD 4K</b><div class="old">RM2,499</div><div class="new">RM1,899</div></div>
</div>
<div class="card" style="margin-top:20px"><h3>Cara bayar</h3><p>FPX (semua bank utama), kad kredit/debit Visa & Mastercard, Touch 'n Go eWallet, ansuran 0% 12 bulan dengan kad Maybank, CIMB dan Public Bank. Kami tidak menerima pindahan ke akaun peribadi.</p></div>`),
  }),
},
{
  id: 'u-clean-sofom-credito-cat-mx',
  label: 'clean',
  kind: 'lender-fees',
  url: 'https://www.creditoamigo.com.mx/prestamos-personales',
  body: doc({
    lang: 'es-MX',
    title: 'Préstamos personales en línea | Crédito Amigo',
    head: gtag('G-CAMX9910'),
    css: corpCss('#1b5e20', '#2e7d32'),
    body: shell({ brand: 'Crédito Amigo', logo: 'Crédito Amigo', nav: ['Préstamos', 'Cómo funciona', 'Preguntas frecuentes', 'Ingresar'], footer: 'Crédito Amigo, S.A.P.I. de C.V., SOFOM, E.N.R. Para su constitución y operación no requiere autorización de la SHCP, y está sujeta a la supervisión de la CNBV únicamente en materia de PLD/FT. UNE: une@creditoamigo.com.mx · CONDUSEF 55 5340 0999.', links: ['Aviso de privacidad', 'Contrato de adhesión (RECA 15283-439-035771/01)', 'Buró de Entidades Financieras'] })(`<div class="grid"><div class="card"><h1>Préstamos de $3,000 a $60,000</h1><p>Solicita en línea y recibe respuesta en 24 horas. Sujeto a aprobación de crédito y consulta al buró.</p><p><b>CAT promedio 98.7% sin IVA</b>, tasa de interés anual fija promedio 74%. Fecha de cálculo: 1 de noviembre de 2026. Para fines informativos y de comparación.</p><p>Comisión por apertura: 3% + IVA, descontada del monto desembolsado. No cobramos ningún pago por adelantado.</p></div>
<form class="card" method="post" action="/prestamos-personales/solicitud"><h2>Simulador</h2><label>Monto</label><input name="monto" value="10000"><label>Plazo</label><select name="plazo"><option>6 quincenas</option><option>12 quincenas</option><option>24 quincenas</option></select><br><br><button>Continuar</button></form></div>`),
  }),
},
{
  id: 'u-clean-broker-hoon-online-fees-th',
  label: 'clean',
  kind: 'broker',
  url: 'https://www.chaophraya-securities.co.th/th/online-trading/fees',
  body: doc({
    lang: 'th',
    title: 'ค่าธรรมเนียมซื้อขายหุ้นออนไลน์ | บล. เจ้าพระยา',
    css: corpCss('#12355b', '#12355b') + 'body{font-family:Tahoma,sans-serif}',
    body: shell({ brand: 'บล. เจ้าพระยา', logo: 'Chao Phraya Securities', nav: ['เปิดบัญชี', 'ซื้อขายหุ้น', 'กองทุน', 'บทวิเคราะห์', 'เข้าสู่ระบบ'], footer: 'บริษัทหลักทรัพย์ เจ้าพระยา จำกัด (มหาชน) สมาชิกตลาดหลักทรัพย์แห่งประเทศไทย · ได้รับอนุญาตจากสำนักงาน ก.ล.ต. · การลงทุนมีความเสี่ยง ผู้ลงทุนควรศึกษาข้อมูลก่อนตัดสินใจลงทุน', links: ['นโยบายความเป็นส่วนตัว', 'ข้อร้องเรียน'] })(`<div class="card"><h1>อัตราค่าธรรมเนียม</h1><table><tr><th>ประเภทบัญชี</th><th>ค่าคอมมิชชั่น</th></tr><tr><td>Cash Balance (อินเทอร์เน็ต)</td><td>0.157% ของมูลค่าซื้อขาย + VAT</td></tr><tr><td>Credit Balance</td><td>0.10% + VAT</td></tr><tr><td>ค่าธรรมเนียมขั้นต่ำ</td><td>50 บาท/วัน</td></tr></table>
<p>ผลตอบแทนจากการลงทุนในหุ้นไม่แน่นอน ผลการดำเนินงานในอดีตมิได้เป็นสิ่งยืนยันถึงผลการดำเนินงานในอนาคต</p></div>
<div class="card alert"><b>ระวังมิจฉาชีพ!</b> บริษัทไม่มีนโยบายชักชวนลงทุนผ่านกลุ่ม LINE หรือการันตีผลตอบแทนรายเดือน และไม่ให้โอนเงินเข้าบัญชีบุคคล ตรวจสอบรายชื่อผู้ได้รับอนุญาตได้ที่ SEC Check First</div>`),
  }),
},
{
  id: 'u-clean-exchange-staking-mxn',
  label: 'clean',
  kind: 'crypto-exchange',
  url: 'https://www.volcancripto.mx/staking',
  body: doc({
    lang: 'es-MX',
    title: 'Staking: genera rendimientos con tus criptomonedas | Volcán',
    css: corpCss('#1e1b4b', '#6d28d9') + 'body{background:#f7f7fb}',
    body: shell({ brand: 'Volcán', logo: 'Volcán', nav: ['Comprar cripto', 'Staking', 'Tarifas', 'Seguridad', 'Iniciar sesión'], footer: 'Volcán Digital, S.A.P.I. de C.V. Las operaciones con activos virtuales no están respaldadas ni garantizadas por el Gobierno Federal ni por el Banco de México. Los activos virtuales son volátiles y puedes perder tu inversión.', links: ['Términos', 'Aviso de privacidad', 'Comisiones'] })(`<div class="card"><h1>Staking</h1><p>Delega tus activos y recibe recompensas de la red. Los rendimientos son variables y no están garantizados; dependen del protocolo.</p>
<table><tr><th>Activo</th><th>Rendimiento estimado anual</th><th>Periodo de desbloqueo</th><th>Comisión Volcán</th></tr><tr><td>ETH</td><td>2.8% – 3.4%</td><td>hasta 9 días</td><td>15% de las recompensas</td></tr><tr><td>SOL</td><td>5.9% – 6.8%</td><td>2–3 días</td><td>15%</td></tr><tr><td>DOT</td><td>10% – 12%</td><td>28 días</td><td>20%</td></tr></table></div>
<div class="card note">Volcán nunca te pedirá tu contraseña, códigos 2FA ni que conectes tu wallet a otro sitio para "recibir un airdrop".</div>`),
  }),
},
];
