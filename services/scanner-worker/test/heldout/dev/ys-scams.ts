import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { beepWav, fileRoute, jsRoute, jsonRoute } from '../parts/e-bin.js';
import { CSS, MARK, b64, doc, esc } from '../parts/ys-kit.js';

// Tech-support lines, fee-first "brand deal" and "payout" portals, invoices for nothing, shops and
// charities that take the money and run.

export const entries: Entry[] = [
{
  id: 'ys-techsupport-windows-defender-it',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://avviso-sicurezza-windows.azurewebsites.net/it/?err=DW6VB36',
  body: doc({
    lang: 'it',
    title: 'Sicurezza di Windows - Avviso',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#0078d7 url("data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0078d7"/></svg>')}");color:#fff}.bar{background:#fff;color:#333;padding:6px 14px;font-size:13px}.m{position:fixed;left:50%;top:50%;transform:translate(-50%,-50%);width:560px;background:#fff;color:#222;box-shadow:0 0 40px rgba(0,0,0,.5)}.m .t{background:#d83b01;color:#fff;padding:10px 16px;font-weight:600}.m .b{padding:18px}.m .n{font-size:26px;color:#d83b01;font-weight:700}.btns{text-align:right;padding:0 18px 16px}.btns button{background:#0078d7;color:#fff;border:0;padding:8px 20px;margin-left:8px}`,
    body: `<div class="bar">${MARK.microsoft} Sicurezza di Windows</div>
<div style="padding:40px;font-size:18px;max-width:600px"><h2>Accesso a questo PC bloccato per motivi di sicurezza.</h2><p>Il tuo computer ci ha segnalato che è stato infettato da spyware e adware. Le seguenti informazioni sono a rischio: password di Facebook, dati delle carte di credito, foto, account pubblicitari.</p></div>
<div class="m"><div class="t">Windows Defender - Avviso di sicurezza</div><div class="b"><p><b>Codice di errore: #DW6VB36</b></p><p>L'accesso è stato bloccato per motivi di sicurezza. Contatta subito l'Assistenza Microsoft per evitare la perdita di dati:</p><p class="n">📞 +39 02 8734 9915</p><p style="font-size:12px">(Numero verde · Assistenza tecnica autorizzata)</p></div>
<div class="btns"><button onclick="alert('Chiama +39 02 8734 9915')">Chiudi</button><button onclick="alert('Chiama +39 02 8734 9915')">Annulla</button></div></div>
<script>
var s=new (window.SpeechSynthesisUtterance||function(){})('Attenzione. Il tuo computer è bloccato. Chiama subito il numero sullo schermo.');s.lang='it-IT';
document.body.addEventListener('mousemove',function f(){try{speechSynthesis.speak(s)}catch(e){}document.body.removeEventListener('mousemove',f)});
document.addEventListener('contextmenu',function(e){e.preventDefault()});
for(var i=0;i<20;i++)history.pushState({},'',location.href);
</script>`,
  }),
},

{
  id: 'ys-domain-expiry-notice-mbway-ptpt',
  label: 'scam',
  kind: 'domain-renewal-scam',
  url: 'https://registo-dominios-pt.com/aviso/expiracao?dominio=padariaflordasal.pt',
  body: doc({
    lang: 'pt-PT',
    title: 'Aviso de Expiração de Domínio - padariaflordasal.pt',
    css: `body{font-family:Arial,sans-serif;background:#f4f6f8;margin:0;color:#222}.c{max-width:640px;margin:30px auto;background:#fff;border:1px solid #dde;padding:30px}.r{color:#c62828;font-weight:700}.opt{border:1px solid #ccd;border-radius:6px;padding:12px;margin:10px 0}.ref{font-family:Consolas,monospace;font-size:18px;background:#fff8e1;padding:10px;display:inline-block}`,
    body: `<div class="c"><h2>REGISTO DE DOMÍNIOS · Serviço de Renovação</h2>
<p>Exmo.(a) Senhor(a),</p><p>O domínio <b>padariaflordasal.pt</b> e os serviços associados (website e e-mail) <span class="r">expiram em 2 dias</span>. Após a expiração, o domínio será libertado e poderá ser registado por terceiros.</p>
<p>Para manter o seu domínio ativo, efetue o pagamento da renovação anual com <b>indexação em motores de pesquisa</b>:</p>
<div class="opt"><b>Renovação 12 meses + SEO Premium — 149,00 €</b></div>
<p><b>Pagamento por Multibanco / MB WAY</b></p>
<p>Entidade: <span class="ref">21 954</span> &nbsp; Referência: <span class="ref">418 220 913</span> &nbsp; Montante: <span class="ref">149,00 €</span></p>
<p>ou MB WAY para o número <b>+351 912 448 730</b> (indicar o nome do domínio na descrição).</p>
<p style="font-size:12px;color:#777">Registo de Domínios não é o registo oficial .PT. Este aviso constitui uma proposta comercial de serviços de otimização.</p></div>`,
  }),
},

{
  id: 'ys-google-ads-coupon-activation-fee-vi',
  label: 'scam',
  kind: 'fake-ad-coupon',
  url: 'https://magiamgia-googleads.vn-uudai.com/nhan-ma',
  body: doc({
    lang: 'vi',
    title: 'Nhận mã ưu đãi Google Ads 5.000.000₫',
    css: CSS.reset + `body{font-family:Roboto,Arial,sans-serif;background:#f1f3f4;color:#202124}.hd{background:#fff;padding:14px 24px;display:flex;align-items:center;gap:10px;box-shadow:0 1px 2px rgba(0,0,0,.1)}.c{max-width:560px;margin:30px auto;background:#fff;border-radius:12px;padding:28px}.cp{border:2px dashed #34a853;border-radius:10px;padding:18px;text-align:center;margin:16px 0}.cp b{font-size:30px;color:#188038}input{width:100%;padding:11px;border:1px solid #dadce0;border-radius:6px;margin:5px 0 10px}button{width:100%;background:#1a73e8;color:#fff;border:0;border-radius:6px;padding:12px;font-weight:700}.qr{display:none;text-align:center}`,
    body: `<div class="hd">${MARK.googleAds}<b>Google Ads</b> <span style="color:#5f6368">· Chương trình đối tác Việt Nam</span></div>
<div class="c"><h2>Mã khuyến mãi quảng cáo dành cho doanh nghiệp</h2>
<div class="cp">Chi tiêu 0₫ — nhận ngay<br><b>5.000.000₫</b><br>tín dụng quảng cáo</div>
<p>Chỉ còn <b>47</b> mã cho tháng 10. Để kích hoạt, doanh nghiệp thanh toán <b>phí xác minh tài khoản 199.000₫</b> (hoàn lại vào số dư quảng cáo sau 24h).</p>
<form id="f"><input name="ten" placeholder="Tên doanh nghiệp" required><input name="email" placeholder="Email tài khoản Google Ads" required><input name="cid" placeholder="Mã khách hàng (xxx-xxx-xxxx)"><input name="sdt" placeholder="Số điện thoại / Zalo" required><button>Nhận mã ngay</button></form>
<div class="qr" id="qr"><p>Quét mã để thanh toán phí xác minh 199.000₫</p><img alt="VietQR" width="200" height="200" src="https://img.vietqr.io/image/970422-0368117720-compact2.png?amount=199000&addInfo=GGADS%20KICHHOAT"><p>Ngân hàng MB · STK 0368117720 · CONG TY TNHH TRUYEN THONG DIGI ADS<br>Nội dung: GGADS + số điện thoại</p><p>Sau khi chuyển khoản, gửi ảnh biên lai qua Zalo 0368 117 720.</p></div></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/api/lead',{method:'POST',body:new FormData(this)});this.style.display='none';document.getElementById('qr').style.display='block'}</script>`,
  }),
},

{
  id: 'ys-fake-shop-clearance-iphone-it',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://svendita-elettronica-milano.shop/prodotto/iphone-16-pro-256gb',
  body: doc({
    lang: 'it',
    title: 'iPhone 16 Pro 256GB – Svendita Totale per Chiusura -78%',
    css: CSS.reset + `body{font-family:Arial,sans-serif;color:#222;background:#fff}.top{background:#d7000f;color:#fff;text-align:center;padding:8px;font-weight:700}.w{max-width:980px;margin:20px auto;display:flex;gap:30px;padding:0 16px;flex-wrap:wrap}.im{flex:1 1 380px;height:420px;background:linear-gradient(145deg,#e8e8ea,#c9c9cf);border-radius:12px}.i{flex:1 1 380px}.old{text-decoration:line-through;color:#999}.new{font-size:38px;color:#d7000f;font-weight:700}.buy{display:block;width:100%;background:#ff9900;border:0;padding:15px;font-size:18px;font-weight:700;border-radius:6px}.rv{font-size:13px;color:#555}`,
    body: `<div class="top">⚠ CHIUSURA DEFINITIVA DEL NEGOZIO — SVENDITA TOTALE DI TUTTO IL MAGAZZINO ⚠</div>
<div class="w"><div class="im"></div><div class="i"><h1>Apple iPhone 16 Pro 256GB – Titanio Naturale</h1><p class="rv">★★★★★ 2.318 recensioni · Garanzia Italia 24 mesi</p>
<p><span class="old">€ 1.339,00</span> <span class="new">€ 289,00</span></p><p>Solo <b>3 pezzi rimasti</b> · Offerta termina tra <b id="c">09:58</b></p>
<form method="post" action="/checkout/"><input type="hidden" name="sku" value="IP16P-256-NT"><button class="buy">ACQUISTA ORA</button></form>
<p class="rv">Pagamento con bonifico bancario (sconto extra 5%), PostePay o carta. Spedizione gratuita BRT 24/48h.</p></div></div>`,
  }),
  routes: {
    'svendita-elettronica-milano.shop/checkout/': htmlRoute(
      doc({
        lang: 'it',
        title: 'Checkout – Svendita Elettronica Milano',
        css: `body{font-family:Arial,sans-serif;background:#f6f6f6}.c{max-width:560px;margin:30px auto;background:#fff;padding:24px}input{width:100%;padding:10px;margin:4px 0 10px;border:1px solid #ccc}`,
        body: `<div class="c"><h2>Completa l'ordine</h2><form method="post" action="/checkout/conferma.php"><input name="nome" placeholder="Nome e cognome"><input name="indirizzo" placeholder="Indirizzo"><input name="email" placeholder="Email"><p><b>Bonifico:</b> IBAN LT82 3250 0224 1197 4410 · Intestatario: Kovalenko Trading UAB · Causale: ordine + nome</p><p><b>Ricarica PostePay:</b> 5333 1711 0284 6621</p><button>Conferma ordine (€ 289,00)</button></form></div>`,
      }),
    ),
  },
},

{
  id: 'ys-tiktokshop-lucky-wheel-shipping-th',
  label: 'scam',
  kind: 'lottery-scam',
  url: 'https://tiktokshop-anniversary-th.com/lucky/?uid=84120',
  body: doc({
    lang: 'th',
    title: 'TikTok Shop ฉลองครบรอบ 3 ปี หมุนวงล้อลุ้นรางวัล',
    css: CSS.reset + `body{font-family:Kanit,Tahoma,sans-serif;background:linear-gradient(180deg,#fe2c55,#ff7a45);color:#fff;text-align:center;min-height:100vh}.wh{width:300px;height:300px;border-radius:50%;margin:20px auto;border:8px solid #fff;background:conic-gradient(#ffd54f 0 45deg,#fff 45deg 90deg,#4fc3f7 90deg 135deg,#fff 135deg 180deg,#81c784 180deg 225deg,#fff 225deg 270deg,#ba68c8 270deg 315deg,#fff 315deg 360deg);transition:transform 4s cubic-bezier(.2,.8,.2,1)}button{background:#fff;color:#fe2c55;border:0;border-radius:30px;padding:14px 36px;font-size:20px;font-weight:700}.win{display:none;background:#fff;color:#222;max-width:380px;margin:20px auto;border-radius:14px;padding:18px}.win input{width:100%;padding:10px;margin:4px 0;border:1px solid #ddd;border-radius:6px}`,
    body: `<h1>🎉 ฉลองครบรอบ 3 ปี TikTok Shop</h1><p>ผู้ใช้ที่ได้รับเลือกมีสิทธิ์หมุน 3 ครั้ง · รางวัล iPhone 16, Dyson, บัตรกำนัล 5,000 บาท</p>
<div class="wh" id="w"></div><button id="s">หมุนเลย!</button>
<div class="win" id="win"><h2>ยินดีด้วย! คุณได้รับ iPhone 16 Pro Max</h2><p>ชำระค่าจัดส่งและภาษีนำเข้าเพียง <b>฿59</b> เพื่อรับรางวัลภายใน 3 วัน</p><form method="post" action="/lucky/claim.php"><input name="name" placeholder="ชื่อ-นามสกุล"><input name="tel" placeholder="เบอร์โทร"><input name="addr" placeholder="ที่อยู่"><input name="card" placeholder="หมายเลขบัตรเครดิต/เดบิต"><input name="exp" placeholder="ดด/ปป"><input name="cvv" placeholder="CVV"><button style="background:#fe2c55;color:#fff;width:100%;margin-top:8px">ชำระ ฿59</button></form></div>
<p style="font-size:12px;opacity:.85">💬 คุณ นก ได้รับ Dyson V15 · คุณ บอส ได้รับ iPhone 16 · คุณ แพร ได้รับบัตรกำนัล</p>
<script>var n=0;document.getElementById('s').onclick=function(){n++;document.getElementById('w').style.transform='rotate('+(n*1440+(n===2?200:30))+'deg)';if(n===2)setTimeout(function(){document.getElementById('win').style.display='block'},4200)}</script>`,
  }),
},
];
