import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { CSS, MARK, analytics, b64, doc, esc, metaFooter } from '../parts/ys-kit.js';

// Help centres, appeal and verification flows on the platforms' own domains.

const helpCss = CSS.reset + `body{font-family:-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;background:#fff;color:#1c1e21;line-height:1.55}.hd{border-bottom:1px solid #dadde1;padding:12px 24px;display:flex;align-items:center;gap:14px}.hd input{margin-left:auto;width:320px;border:1px solid #ccd0d5;border-radius:20px;padding:8px 14px}.lay{display:flex;max-width:1140px;margin:0 auto;gap:30px;padding:24px}.nav{width:260px;font-size:14px}.nav a{display:block;padding:7px 0;color:#1c1e21;text-decoration:none}.art{flex:1;max-width:720px}.art h1{font-size:28px}.note{background:#f0f2f5;border-radius:8px;padding:12px 16px;font-size:14px}ol li,ul li{margin:6px 0}`;

export const entries: Entry[] = [
{
  id: 'ys-clean-meta-help-restricted-ad-account',
  label: 'clean',
  kind: 'brand-help-centre',
  url: 'https://www.facebook.com/business/help/422289316306981?id=649869995454285',
  body: doc({
    title: 'About restricted ad accounts | Meta Business Help Center',
    head: `<script src="https://static.xx.fbcdn.net/rsrc.php/v3/yT/r/bizhelp-article.js" async></script>`,
    css: helpCss,
    body: `<div class="hd">${MARK.meta}<b>Business Help Center</b><input placeholder="Search help articles..."></div>
<div class="lay"><div class="nav"><b>Policies and reporting</b><a href="#">Advertising Standards</a><a href="#">Account integrity</a><a href="#" style="font-weight:700">Restricted ad accounts</a><a href="#">Request a review</a><a href="#">Account Quality</a></div>
<div class="art"><h1>About restricted ad accounts</h1>
<p>Your ad account may be restricted if it doesn't follow our Advertising Standards or Community Standards, or if we detect suspicious activity. When an ad account is restricted, you can't run ads from it.</p>
<h2>How to request a review</h2>
<ol><li>Go to <a href="https://www.facebook.com/accountquality">Account Quality</a> in Meta Business Suite.</li><li>Select the restricted ad account.</li><li>Click <b>Request review</b> and follow the steps. You may be asked to confirm your identity.</li></ol>
<div class="note"><b>Keep your account secure:</b> Meta will never ask for your password, login codes or payment details in a message, email or on a website that isn't on facebook.com or meta.com. Messages that say your Page will be deleted unless you "appeal" through a link are scams. <a href="https://www.facebook.com/help/1584206335211143">Learn how to spot phishing</a>.</div>
<h2>What happens next</h2><p>We'll review your request, usually within 24 hours. You'll get a notification in Account Quality and in your Business Support Home. If we reverse our decision, your ad account will be reinstated and you can run ads again.</p>
<p style="font-size:13px;color:#65676b">Was this helpful? <button>Yes</button> <button>No</button></p></div></div>
${metaFooter()}`,
  }),
},

{
  id: 'ys-clean-meta-verified-business-it',
  label: 'clean',
  kind: 'brand-verification-offer',
  url: 'https://www.facebook.com/business/tools/meta-verified?locale=it_IT',
  body: doc({
    lang: 'it',
    title: 'Meta Verified per le aziende | Meta for Business',
    head: analytics('G-META4B1Z', '/ajax/bz'),
    css: CSS.reset + `body{font-family:Optimistic,-apple-system,Helvetica,Arial,sans-serif;color:#1c2b33;background:#fff}.hd{display:flex;gap:24px;align-items:center;padding:16px 40px;border-bottom:1px solid #e4e6eb;font-size:14px}.hero{max-width:1100px;margin:50px auto;padding:0 24px;display:flex;gap:40px;align-items:center}.hero h1{font-size:48px;line-height:1.1}.b{display:inline-block;background:#0866FF;color:#fff;border-radius:24px;padding:12px 24px;text-decoration:none;font-weight:600}.gr{max-width:1100px;margin:20px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:0 24px}.gr div{background:#f1f4f7;border-radius:16px;padding:22px}.pr{max-width:1100px;margin:30px auto;padding:0 24px}table{border-collapse:collapse;width:100%}td{border-bottom:1px solid #e4e6eb;padding:12px}`,
    body: `<div class="hd">${MARK.meta}<span>Per iniziare</span><span>Pubblicità</span><span>Strumenti</span><span>Assistenza</span></div>
<div class="hero"><div><h1>Meta Verified per le aziende</h1><p>Un badge di verifica, protezione dall'impersonificazione e assistenza dedicata per la tua Pagina Facebook e il tuo account Instagram.</p><a class="b" href="https://business.facebook.com/latest/meta_verified/?entry_point=bizsite">Abbonati da Meta Business Suite</a></div><div style="flex:0 0 360px;height:300px;border-radius:24px;background:linear-gradient(135deg,#e7f3ff,#d7e6ff)"></div></div>
<div class="gr"><div><b>Badge di verifica</b><p>Mostra alle persone che la tua attività è autentica.</p></div><div><b>Protezione dall'impersonificazione</b><p>Monitoraggio proattivo degli account che imitano il tuo brand.</p></div><div><b>Assistenza migliorata</b><p>Contatta un addetto dell'assistenza via chat o email.</p></div></div>
<div class="pr"><h2>Requisiti e prezzi</h2><table><tr><td>Standard (Facebook + Instagram)</td><td>a partire da € 21,99 / mese per profilo</td></tr><tr><td>Requisiti</td><td>Attività con presenza online, cronologia di pubblicazione, autenticazione a due fattori attiva</td></tr><tr><td>Dove ci si abbona</td><td>Solo all'interno di Meta Business Suite o dell'app Facebook/Instagram</td></tr></table>
<p style="font-size:14px;color:#65676b">Meta non offre il badge gratis tramite messaggi, email o siti esterni e non chiede mai la tua password per assegnarlo.</p></div>
${metaFooter('it')}`,
  }),
},

{
  id: 'ys-clean-google-ads-suspension-help',
  label: 'clean',
  kind: 'brand-help-centre',
  url: 'https://support.google.com/google-ads/answer/2375414?hl=en',
  body: doc({
    title: 'About account suspensions - Google Ads Help',
    head: `<script src="https://www.gstatic.com/support/content/js/help-center-article.js" async></script>`,
    css: CSS.reset + `body{font-family:Roboto,Arial,sans-serif;color:#202124;background:#fff;line-height:1.6}.hd{display:flex;align-items:center;gap:12px;padding:12px 24px;border-bottom:1px solid #dadce0}.a{max-width:760px;margin:30px auto;padding:0 20px}h1{font-weight:400;font-size:30px}.call{background:#e8f0fe;border-radius:8px;padding:14px 18px}`,
    body: `<div class="hd">${MARK.googleAds}<span style="font-size:20px;color:#5f6368">Google Ads Help</span></div>
<div class="a"><h1>About account suspensions</h1>
<p>We take violations of our policies and Terms and Conditions very seriously. If your Google Ads account is suspended, your ads will stop running and you will get an email and a notification in your account.</p>
<h2>Appeal a suspension</h2>
<p>If you believe that we made a mistake, you can appeal the suspension from within your account: sign in to Google Ads at <b>ads.google.com</b>, click <b>Appeal</b> in the red notification bar, and fill out the form. You can also use the <a href="https://support.google.com/google-ads/contact/account_suspended">suspended account appeal form</a>.</p>
<div class="call"><b>Beware of scams.</b> Google will never ask for your password or 2-Step Verification codes, and appeals are only submitted from ads.google.com or support.google.com. Don't enter your account details on other sites that claim to be Google Ads, even if they appear in a sponsored result.</div>
<h2>Common reasons for suspension</h2><ul><li>Circumventing systems</li><li>Unpaid balance</li><li>Suspicious payment activity</li><li>Misrepresentation</li></ul>
<p style="font-size:13px;color:#5f6368">Need more help? Try these next steps: <a href="https://support.google.com/google-ads/gethelp">Contact us</a> · <a href="https://support.google.com/google-ads/community">Ask the Help Community</a></p></div>`,
  }),
},

{
  id: 'ys-clean-tiktok-ads-help-appeal-th',
  label: 'clean',
  kind: 'brand-help-centre',
  url: 'https://ads.tiktok.com/help/article/appeal-ad-account-suspension?lang=th',
  body: doc({
    lang: 'th',
    title: 'วิธียื่นอุทธรณ์การระงับบัญชีโฆษณา | TikTok Ads Manager',
    css: CSS.reset + `body{font-family:"TikTok Sans",Tahoma,Arial,sans-serif;color:#161823;line-height:1.7}.hd{padding:14px 30px;border-bottom:1px solid #eee;display:flex;gap:12px;align-items:center}.a{max-width:780px;margin:30px auto;padding:0 20px}.w{background:#fff4f6;border-left:4px solid #FE2C55;padding:12px 16px}`,
    body: `<div class="hd">${MARK.tiktok}<b>ศูนย์ช่วยเหลือธุรกิจ</b></div>
<div class="a"><h1>วิธียื่นอุทธรณ์การระงับบัญชีโฆษณา</h1>
<p>หากบัญชีโฆษณาของคุณถูกระงับเนื่องจากละเมิดนโยบายโฆษณาของ TikTok คุณสามารถยื่นอุทธรณ์ได้ผ่าน TikTok Ads Manager</p>
<ol><li>เข้าสู่ระบบ TikTok Ads Manager ที่ ads.tiktok.com</li><li>คลิกแบนเนอร์แจ้งเตือนที่ด้านบนของแดชบอร์ด แล้วเลือก <b>ยื่นอุทธรณ์</b></li><li>อธิบายเหตุผลและแนบเอกสารประกอบ (ถ้ามี)</li><li>ติดตามสถานะได้ที่ <b>ศูนย์ความช่วยเหลือ &gt; ตั๋วของฉัน</b></li></ol>
<div class="w">TikTok จะไม่ติดต่อคุณผ่าน LINE, WhatsApp หรือ Telegram เพื่อขอรหัสผ่านหรือรหัสยืนยัน และไม่มีค่าธรรมเนียมในการปลดระงับบัญชี</div>
<p>โดยทั่วไปการตรวจสอบจะใช้เวลา 1–3 วันทำการ</p></div>`,
  }),
},

{
  id: 'ys-clean-amazon-seller-plan-of-action-it',
  label: 'clean',
  kind: 'brand-help-centre',
  url: 'https://sellercentral.amazon.it/help/hub/reference/external/G200370560?locale=it-IT',
  body: doc({
    lang: 'it',
    title: 'Riattivare il tuo account - Seller Central',
    css: CSS.reset + `body{font-family:"Amazon Ember",Arial,sans-serif;color:#0f1111;line-height:1.6}.hd{background:#232f3e;color:#fff;padding:12px 24px;display:flex;align-items:center;gap:16px}.a{max-width:820px;margin:26px auto;padding:0 20px}.b{background:#f0f8ff;border:1px solid #9ccbe6;border-radius:8px;padding:12px 16px}`,
    body: `<div class="hd">${MARK.amazon.replace(/fill="#111"/, 'fill="#fff"')}<span>seller central · Guida</span></div>
<div class="a"><h1>Riattivare il tuo account</h1>
<p>Se i tuoi privilegi di vendita sono stati rimossi, puoi presentare un ricorso dalla pagina <b>Stato dell'account</b> in Seller Central. Il ricorso deve includere un <b>piano d'azione</b> che spieghi:</p>
<ul><li>la causa principale del problema;</li><li>le azioni intraprese per risolverlo;</li><li>le misure adottate per evitare che si ripeta.</li></ul>
<div class="b">Amazon non ti chiederà mai di accedere tramite un link contenuto in un'e-mail per presentare un ricorso, né di fornire dati bancari o della carta fuori da Seller Central. In caso di dubbio, accedi direttamente a <b>sellercentral.amazon.it</b> e controlla la sezione Notifiche sullo stato dell'account.</div>
<p>Per presentare il ricorso: <b>Prestazioni &gt; Stato dell'account &gt; Riattiva il tuo account</b>.</p></div>`,
  }),
},

{
  id: 'ys-clean-shopify-help-phishing-emails',
  label: 'clean',
  kind: 'brand-help-centre',
  url: 'https://help.shopify.com/en/manual/privacy-and-security/phishing?itcat=partner_blog&itterm=phishing',
  body: doc({
    title: 'Identifying phishing emails · Shopify Help Center',
    css: CSS.reset + `body{font-family:-apple-system,"Inter",Arial,sans-serif;color:#202223;line-height:1.65}.hd{background:#fff;border-bottom:1px solid #e1e3e5;padding:14px 28px}.a{max-width:780px;margin:30px auto;padding:0 20px}blockquote{background:#f6f6f7;border-left:4px solid #8c9196;margin:12px 0;padding:10px 16px;font-size:14px}`,
    body: `<div class="hd">${MARK.shopify} <span style="color:#6d7175">Help Center</span></div>
<div class="a"><h1>Identifying phishing emails</h1>
<p>Phishing emails try to get you to share sensitive information such as your Shopify login or your bank account details. They often look like they come from Shopify. Here are examples of messages merchants have reported:</p>
<blockquote>Subject: Action required: your Shopify Payments payouts are on hold<br>"We couldn't verify your business details. Log in within 48 hours to avoid account closure: https://accounts-shopify.<i>[removed]</i>"</blockquote>
<blockquote>Subject: Your store has been flagged for copyright infringement<br>"Download the attached complaint (Complaint_Details.zip) to see the affected products."</blockquote>
<h2>How to check</h2><ul><li>Shopify only asks you to log in at <b>accounts.shopify.com</b> or <b>admin.shopify.com</b>.</li><li>Check the sender domain and hover over links before you click.</li><li>Shopify never asks for your password or two-step authentication code by email, phone or chat.</li><li>Don't download attachments that claim to be "complaints" or "invoices" you weren't expecting.</li></ul>
<p>If you received a suspicious email, forward it to <b>phishing@shopify.com</b> and delete it.</p></div>`,
  }),
},
];
