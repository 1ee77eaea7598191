import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, cardCss, cardFields, cardMaskJs, otpBoxes, otpJs, countdownJs, json, js, gtag, cookieBar, footerLinks } from '../parts/yl-kit.js';

const knetBanks = ['Al Ahli Bank of Kuwait (ABK)', 'Boubyan Bank', 'Burgan Bank', 'Commercial Bank of Kuwait (CBK)', 'Gulf Bank', 'Kuwait Finance House (KFH)', 'Kuwait International Bank (KIB)', 'National Bank of Kuwait (NBK)', 'Warba Bank'];

export const entries: Entry[] = [
{
  id: 'yl-clean-kpay-knet-gateway-real',
  label: 'clean',
  kind: 'payment-gateway-real',
  url: 'https://www.kpay.com.kw/kpg/paymentpage.htm?PaymentID=100202533471904521',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>KNET Payment Gateway</title>
<style>body{background:#f0f0f0;font-family:Arial,Helvetica,sans-serif;margin:0}.g{max-width:440px;margin:0 auto;background:#fff;min-height:100vh}.h{background:#fff;border-bottom:3px solid #0078c1;padding:12px;text-align:center}
.mi{background:#eef5fb;padding:12px 16px;font-size:13px}.mi div{display:flex;justify-content:space-between;padding:3px 0}.fm{padding:16px}.fm label{font-size:13px;color:#333;display:block;margin:12px 0 4px}
select,input{height:38px;border:1px solid #bbb;padding:0 8px;font-size:15px;width:100%;box-sizing:border-box}.cn{display:flex;gap:6px}.cn select{width:110px}.ex{display:flex;gap:6px}
.bt{display:flex;gap:8px;margin-top:20px}.bt button{flex:1;height:42px;border:0;font-size:15px;color:#fff}.ok{background:#0078c1}.no{background:#888}.ft{font-size:11px;color:#777;text-align:center;padding:14px}</style></head>
<body><div class="g"><div class="h">${wordmark('KNET', '#0078c1', { size: 28 })}</div>
<div class="mi"><div><span>Merchant:</span><b>Ministry of Interior</b></div><div><span>Website:</span><span>www.moi.gov.kw</span></div><div><span>Amount:</span><b>KD 15.000</b></div></div>
<form class="fm" method="post" action="/kpg/PaymentHTTP.htm?param=paymentInit"><input type="hidden" name="paymentId" value="100202533471904521"><label>Select Your Bank:</label><select name="bank" required><option value="">Select Your Bank</option>${knetBanks.map((b) => `<option>${b}</option>`).join('')}</select>
<label>Card Number:</label><div class="cn"><select name="prefix"><option>Prefix</option></select><input name="card" inputmode="numeric" maxlength="10" required></div>
<label>Expiration Date:</label><div class="ex"><select name="mm"><option>MM</option>${Array.from({ length: 12 }, (_, i) => `<option>${String(i + 1).padStart(2, '0')}</option>`).join('')}</select><select name="yy"><option>YYYY</option>${Array.from({ length: 10 }, (_, i) => `<option>${2025 + i}</option>`).join('')}</select></div>
<label>PIN:</label><input name="pin" type="password" inputmode="numeric" maxlength="4" autocomplete="off" required>
<div class="bt"><button class="ok">Submit</button><button type="button" class="no" onclick="location.href='/kpg/cancel.htm?PaymentID=100202533471904521'">Cancel</button></div></form>
<div class="ft">All Rights Reserved. Copyright 2025 © The Shared Electronic Banking Services Company - KNET</div></div>
<script>var pf={'Boubyan Bank':['470350','490455','404919'],'National Bank of Kuwait (NBK)':['464452','589160'],'Kuwait Finance House (KFH)':['450778','537016','532674'],'Gulf Bank':['526206','531470'],'Burgan Bank':['540759','402978']};
document.querySelector('[name=bank]').onchange=function(){var s=document.querySelector('[name=prefix]');s.innerHTML='<option>Prefix</option>'+(pf[this.value]||[]).map(function(p){return '<option>'+p+'</option>'}).join('')};</script></body></html>`,
  routes: { 'www.kpay.com.kw/kpg/PaymentHTTP.htm': redirectRoute(302, 'https://www.moi.gov.kw/main/eservices/payment/result?status=CANCELED') },
},
{
  id: 'yl-clean-turkcell-paket-kampanya',
  label: 'clean',
  kind: 'telecom-campaign-own-domain',
  url: 'https://www.turkcell.com.tr/kampanyalar/hediye-internet/gnc-hediye-10gb',
  body: doc({
    title: 'GNÇ\'lilere 10 GB Hediye | Turkcell Kampanyaları',
    lang: 'tr',
    head: gtag('G-TCELL0420'),
    css: `body{margin:0;font-family:'Greycliff CF',Arial,sans-serif;background:#fff;color:#253342}.nav{background:#ffc900;padding:14px 30px;display:flex;justify-content:space-between;align-items:center}.nav a{color:#253342;text-decoration:none;margin-left:16px;font-size:14px}
.hero{background:linear-gradient(90deg,#253342,#3a4d62);color:#fff;padding:46px 30px}.hero h1{font-size:34px;margin:0 0 10px}.c{max-width:900px;margin:26px auto;padding:0 20px;line-height:1.75}.c h3{margin-top:26px}.sms{background:#f4f6f8;border-radius:8px;padding:14px;font-family:monospace}.warn{border-left:4px solid #ffc900;background:#fffbea;padding:12px;margin-top:16px}
.b{display:inline-block;background:#ffc900;color:#253342;padding:12px 22px;border-radius:24px;text-decoration:none;font-weight:700}`,
    body: `<div class="nav">${wordmark('Turkcell', '#253342', { size: 26 })}<div><a href="/paketler">Paketler</a><a href="/cihazlar">Cihazlar</a><a href="/kampanyalar">Kampanyalar</a><a href="https://www.turkcell.com.tr/hesabim">Hesabım</a></div></div>
<div class="hero"><h1>GNÇ'lilere her ay 10 GB hediye!</h1><p>Dijital Operatör uygulamasından katıl, 3 ay boyunca her ay 10 GB hediye internet kazan.</p><a class="b" href="https://www.turkcell.com.tr/dijital-operator">Dijital Operatör'e git</a></div>
<div class="c"><h3>Nasıl katılırım?</h3><p>Kampanyaya Dijital Operatör uygulamasındaki "Kampanyalar" menüsünden veya aşağıdaki SMS ile katılabilirsiniz. Katılım ücretsizdir.</p><div class="sms">GNC10 yazıp 2222'ye gönder</div>
<h3>Kampanya koşulları</h3><ul><li>Kampanya 31.12.2025 tarihine kadar geçerlidir.</li><li>Hediye internet 30 gün geçerlidir, yurt içinde kullanılabilir.</li><li>Faturalı ve hazır kart GNÇ tarifelerindeki aboneler katılabilir.</li></ul>
<div class="warn"><b>Dikkat:</b> Turkcell kampanyalarına katılmak için hiçbir zaman Turkcell şifrenizi, SMS doğrulama kodunuzu veya kredi kartı bilgilerinizi bir web sitesine girmenizi istemeyiz. "Hediye paket" vaat eden bağlantılara itibar etmeyin.</div></div>`,
  }),
},
];
