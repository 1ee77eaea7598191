import type { Entry } from '../entry.js';
import { doc, corpCss, shell, gtag, img, htmlRoute, jsRoute, jsonRoute, cssRoute, apk, pe, fileRoute } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-clean-modulo-seguranca-banco-ptbr',
  label: 'clean',
  kind: 'official-app-download',
  url: 'https://www.bancoparanaense.com.br/seguranca/modulo-de-protecao',
  body: doc({
    lang: 'pt-BR',
    title: 'Módulo de Proteção | Banco Paranaense',
    css: corpCss('#00529b', '#00529b'),
    body: shell({ brand: 'Banco Paranaense', logo: 'Banco Paranaense', nav: ['Pessoa Física', 'Empresas', 'Agro', 'Segurança'], footer: 'Banco Paranaense S.A. · CNPJ 76.492.172/0001-91 · Rua XV de Novembro, 1000, Curitiba/PR · SAC 0800 041 8811 · Ouvidoria 0800 041 8822', links: ['Privacidade', 'Termos', 'Canais de atendimento'] })(`<div class="card"><h1>Módulo de Proteção para Internet Banking</h1><p>Para acessar o Internet Banking pelo computador, recomendamos instalar o módulo de proteção, que protege sua sessão contra programas maliciosos.</p>
<table><tr><th>Sistema</th><th>Versão</th><th>Download</th></tr><tr><td>Windows 10/11 (64 bits)</td><td>2.26.4</td><td><a href="/seguranca/download/ModuloProtecao_Setup_x64.exe">ModuloProtecao_Setup_x64.exe</a> (6,1 MB)</td></tr><tr><td>macOS 12+</td><td>2.26.1</td><td><a href="#">ModuloProtecao.pkg</a></td></tr></table>
<p class="muted">Após o download, execute o instalador e reinicie o navegador. O arquivo é assinado digitalmente por "Banco Paranaense S.A.".</p></div>
<div class="card note">O banco nunca envia o módulo por e-mail, WhatsApp ou em arquivos .zip. Não instale "atualizações" recebidas junto com notas fiscais ou boletos.</div>`),
  }),
  routes: {
    'www.bancoparanaense.com.br/seguranca/download/ModuloProtecao_Setup_x64.exe': fileRoute(pe({ strings: ['Banco Paranaense S.A.', 'Modulo de Protecao', 'ModuloProtecao.exe', 'ProductVersion 2.26.4'] }), 'application/octet-stream', 'ModuloProtecao_Setup_x64.exe'),
  },
},
{
  id: 'u-clean-thangrat-app-store-links-th',
  label: 'clean',
  kind: 'official-app-download',
  url: 'https://www.dga.or.th/our-services/digital-platform/thangrat/',
  body: doc({
    lang: 'th',
    title: 'แอปพลิเคชันทางรัฐ | สำนักงานพัฒนารัฐบาลดิจิทัล',
    css: corpCss('#1d3f8a', '#1d3f8a') + 'body{font-family:Tahoma,sans-serif}',
    body: shell({ brand: 'DGA', logo: 'สพร. DGA', nav: ['เกี่ยวกับเรา', 'บริการ', 'ข่าวสาร', 'ติดต่อ'], footer: 'สำนักงานพัฒนารัฐบาลดิจิทัล (องค์การมหาชน) · 17 อาคารสำนักงานเทคโนโลยีดิจิทัล ถ.แจ้งวัฒนะ กรุงเทพฯ · Call Center 02-612-6060', links: ['นโยบายเว็บไซต์', 'นโยบายคุ้มครองข้อมูลส่วนบุคคล'] })(`<div class="card"><h1>ทางรัฐ — บริการภาครัฐในแอปเดียว</h1><p>ตรวจสอบสิทธิสวัสดิการ ชำระภาษี เช็กเบี้ยยังชีพ และบริการอื่น ๆ กว่า 100 บริการ ยืนยันตัวตนผ่าน ThaID</p>
<p><a class="btn" href="#">ดาวน์โหลดบน App Store</a> <a class="btn" href="#">ดาวน์โหลดบน Google Play</a> <a class="btn" href="#">AppGallery</a></p></div>
<div class="card alert"><b>เตือนภัย:</b> หน่วยงานรัฐไม่มีนโยบายส่งลิงก์ให้ติดตั้งแอปผ่าน LINE หรือ SMS และไม่ให้ดาวน์โหลดไฟล์ .apk จากเว็บไซต์อื่น แอปปลอมที่อ้างเป็นกรมที่ดิน กรมสรรพากร หรือการไฟฟ้า จะขอสิทธิ์ "การช่วยเหลือพิเศษ" เพื่อควบคุมเครื่องและโอนเงินออกจากบัญชี หากสงสัยโทร 1441</div>`),
  }),
},
{
  id: 'u-clean-scamshield-alert-sg',
  label: 'clean',
  kind: 'scam-warning-gov',
  url: 'https://www.scamshield.gov.sg/scam-alerts/carousell-fake-payment-links/',
  body: doc({
    lang: 'en-SG',
    title: 'Fake Carousell Protection payment links | ScamShield',
    css: corpCss('#b31942', '#b31942') + '.gov{background:#f0f0f0;font-size:12px;padding:6px 20px}.q{background:#f7f7f7;border-left:4px solid #b31942;padding:10px 14px;font-size:14px}',
    body: `<div class="gov">A Singapore Government Agency Website</div>` + shell({ brand: 'ScamShield', logo: 'ScamShield', nav: ['Scam Alerts', 'Check a Scam', 'Resources', 'Report'], footer: 'ScamShield is brought to you by the National Crime Prevention Council and the Singapore Police Force. Anti-Scam Helpline 1799.', links: ['Report Vulnerability', 'Privacy Statement', 'Terms of Use'] })(`<div class="card"><h1>Sellers receiving fake "Carousell Protection" payment links</h1><p>Scammers pose as buyers on online marketplaces and send sellers a link claiming that payment has been made and must be "received" by entering card details. Example message:</p>
<p class="q">"Hi! I've paid S$420 via Carousell Protection. Please click here to receive your money: carousell-sg.safe-delivery[.]cc/receive/..."</p>
<p>The link leads to a fake page asking for the seller's card number, CVV and the OTP sent by the bank. Victims later find unauthorised transactions on their cards.</p>
<h3>ADD · CHECK · TELL</h3><ul><li><b>ADD</b> the ScamShield app and set security features.</li><li><b>CHECK</b> with official sources — you never need to enter card details to receive money.</li><li><b>TELL</b> authorities, family and friends. Call 1799.</li></ul></div>`),
  }),
},
{
  id: 'u-clean-npa-smishing-warning-jp',
  label: 'clean',
  kind: 'scam-warning-gov',
  url: 'https://www.npa.go.jp/bureau/cyber/countermeasures/smishing.html',
  body: doc({
    lang: 'ja',
    title: 'SMSを用いたフィッシング（スミッシング）に注意 | 警察庁',
    css: corpCss('#1a237e', '#1a237e') + 'body{font-family:"Hiragino Kaku Gothic ProN",Meiryo,sans-serif}.q{background:#f5f5f5;border:1px solid #ccc;padding:10px;font-size:14px;margin:8px 0}',
    body: shell({ brand: '警察庁', logo: '警察庁 National Police Agency', nav: ['サイバー警察局', '相談窓口', '統計', 'English'], footer: '警察庁 〒100-8974 東京都千代田区霞が関2丁目1番2号 · 電話番号 03-3581-0141（代表）', links: ['このサイトについて', '個人情報の取扱い'] })(`<div class="card"><h1>SMSを用いたフィッシングに注意</h1><p>宅配業者、高速道路会社、携帯電話会社、金融機関等を装ったSMSから偽サイトに誘導し、ID・パスワードやクレジットカード情報を盗み取る手口が多発しています。実際に確認されたSMSの例：</p>
<div class="q">【日本郵便】お荷物のお届けにあがりましたが不在の為持ち帰りました。再配達はこちら https://japanpost-saihaitatsu[.]vip/jp/</div>
<div class="q">【ETC利用照会サービス】ETCサービスの無効化予告のお知らせ。詳細はこちら</div>
<div class="q">【ドコモ】dポイント 12,400ptが本日失効します。延長手続きはこちら</div>
<h3>対策</h3><ul><li>SMSやメールに記載されたリンクにアクセスしない。</li><li>公式アプリやブックマークした公式サイトから確認する。</li><li>被害に遭った場合は、カード会社と最寄りの警察署に相談する（#9110）。</li></ul></div>`),
  }),
},
{
  id: 'u-clean-news-apk-scam-thai-th',
  label: 'clean',
  kind: 'scam-warning-news',
  url: 'https://www.khaosodthai-online.com/tech/2026/11/27/fake-gov-app-apk',
  body: doc({
    lang: 'th',
    title: 'เตือนภัย! แก๊งคอลเซ็นเตอร์อ้างกรมที่ดิน หลอกติดตั้งแอปดูดเงิน | ข่าวสดไทยออนไลน์',
    css: corpCss('#b71c1c', '#b71c1c') + 'body{font-family:Tahoma,sans-serif}article p{font-size:17px;line-height:1.8}',
    body: shell({ brand: 'ข่าวสดไทย', logo: 'ข่าวสดไทยออนไลน์', nav: ['ข่าวด่วน', 'การเมือง', 'เศรษฐกิจ', 'ไอที', 'กีฬา'], footer: '© 2569 ข่าวสดไทยออนไลน์ สงวนลิขสิทธิ์', links: ['ติดต่อโฆษณา', 'นโยบายความเป็นส่วนตัว'] })(`<article class="card"><h1>เตือนภัย! แก๊งคอลเซ็นเตอร์อ้างกรมที่ดิน หลอกติดตั้งแอปดูดเงิน</h1><p class="muted">27 พ.ย. 2569 · โต๊ะข่าวไอที</p>
<p>ตำรวจสอบสวนกลาง (CIB) เตือนประชาชนระวังมิจฉาชีพโทรแอบอ้างเป็นเจ้าหน้าที่กรมที่ดิน แจ้งว่าต้องปรับปรุงข้อมูลโฉนดหรือรับเงินคืนภาษีที่ดิน แล้วส่งลิงก์ทาง LINE ให้ดาวน์โหลดแอป "ที่ดินไทย Plus" ซึ่งเป็นไฟล์ .apk</p>
<p>เมื่อติดตั้ง แอปจะขอให้เปิด "บริการการช่วยเหลือพิเศษ" ทำให้คนร้ายควบคุมหน้าจอและโอนเงินออกจากแอปธนาคารได้ ผู้เสียหายรายหนึ่งในจังหวัดนนทบุรีสูญเงินกว่า 1.2 ล้านบาท</p>
<p>กรมที่ดินยืนยันว่าไม่มีนโยบายให้ประชาชนติดตั้งแอปผ่านลิงก์ และแอปของหน่วยงานรัฐมีเฉพาะใน App Store และ Google Play เท่านั้น หากพบเหตุสามารถแจ้ง สายด่วน 1441 หรือ thaipoliceonline.go.th</p></article>`),
  }),
},
];
