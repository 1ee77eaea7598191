import { type Entry } from '../entry.js';
import { CSS, doc, jsR, naira } from '../parts/yv-kit.js';

// Church and NGO donation pages: bank account numbers, Paystack/Flutterwave card checkouts, M-PESA Paybill,
// Wave and Orange Money numbers. All legitimate.

const rccg = doc({
  title: 'Give Online | RCCG Jesus House Parish, Ikeja',
  css: `${CSS.reset}body{background:#f8f5ef;line-height:1.6}.hd{background:#3b1f5c;color:#fff;padding:16px 30px}.c{max-width:820px;margin:24px auto;padding:0 20px}.card{background:#fff;border-radius:10px;padding:20px;margin:12px 0}.acc td{padding:4px 14px 4px 0}.b{background:#3b1f5c;color:#fff;border:0;padding:12px 24px;border-radius:6px}${CSS.field}`,
  body: `<div class="hd"><b>RCCG Jesus House Parish, Ikeja</b><br><small>The Redeemed Christian Church of God &middot; Lagos Province 4</small></div>
<div class="c"><h1>Give online</h1><p>"Each of you should give what you have decided in your heart to give, not reluctantly or under compulsion, for God loves a cheerful giver." &mdash; 2 Corinthians 9:7</p>
<div class="card"><h3>Bank transfer</h3><table class="acc"><tr><td>Tithe</td><td>GTBank 0123456789 &mdash; RCCG JESUS HOUSE IKEJA TITHE</td></tr><tr><td>Offering</td><td>Zenith Bank 1012345678 &mdash; RCCG JESUS HOUSE IKEJA</td></tr><tr><td>Building fund</td><td>Access Bank 0098765432 &mdash; RCCG JHI BUILDING PROJECT</td></tr></table><p style="font-size:13px">All church accounts are in the name of the parish. The church will never ask you to pay into a personal account.</p></div>
<div class="card"><h3>Give with your card</h3><form id="gf"><label>Purpose</label><select name="purpose"><option>Tithe</option><option>Offering</option><option>Thanksgiving</option><option>Building fund</option><option>Welfare</option></select><label>Amount (&#8358;)</label><input name="amount" value="5000"><label>Email for receipt</label><input name="email" type="email"><button class="b" style="margin-top:14px">Give with Paystack</button></form></div></div>
<script src="/give/vendor/paystack-inline.min.js"></script><script src="/give/give.js"></script>`,
});
const paystackStub = `/* Paystack Inline v1 (self-hosted copy) */window.PaystackPop={setup:function(o){return{openIframe:function(){var f=document.createElement('iframe');f.src='https://checkout.paystack.com/popup?key='+encodeURIComponent(o.key)+'&email='+encodeURIComponent(o.email)+'&amount='+o.amount;f.style.cssText='position:fixed;inset:0;width:100%;height:100%;border:0;z-index:9999';document.body.appendChild(f);}};}};`;
const rccgJs = `document.getElementById('gf').addEventListener('submit',function(e){e.preventDefault();var f=this;if(!window.PaystackPop){alert('Payment window could not load. Please use bank transfer.');return;}var h=PaystackPop.setup({key:'pk_live_6d3f2a9e1b7c4d8e0f5a2b3c4d5e6f7a8b9c0d1e',email:f.email.value,amount:Math.round(parseFloat(f.amount.value)*100),currency:'NGN',metadata:{purpose:f.purpose.value},callback:function(r){location.href='/give/thank-you?ref='+r.reference;}});h.openIframe();});`;

const archdiocese = doc({
  title: 'Support the Archdiocese of Lagos | Donate',
  css: `${CSS.reset}body{background:#fff;line-height:1.6;font-family:Georgia,serif}.hd{background:#7a1c1c;color:#fff;padding:18px 30px}.c{max-width:760px;margin:0 auto;padding:30px 20px}.opts{display:flex;gap:10px;flex-wrap:wrap}.opts a{border:2px solid #7a1c1c;color:#7a1c1c;padding:10px 16px;border-radius:6px;text-decoration:none}.b{display:inline-block;background:#7a1c1c;color:#fff;padding:13px 26px;border-radius:6px;text-decoration:none;margin-top:16px}`,
  body: `<div class="hd"><b>Catholic Archdiocese of Lagos</b></div><div class="c"><h1>Support the mission</h1><p>Your gift supports our schools, hospitals, the Archdiocesan Justice, Development and Peace Commission and the seminary formation of our priests.</p>
<div class="opts"><a href="https://flutterwave.com/pay/archlagos-seminary?amount=10000">${naira(10000)}</a><a href="https://flutterwave.com/pay/archlagos-seminary?amount=25000">${naira(25000)}</a><a href="https://flutterwave.com/pay/archlagos-seminary?amount=50000">${naira(50000)}</a><a href="https://flutterwave.com/pay/archlagos-seminary">Other amount</a></div>
<a class="b" href="https://flutterwave.com/pay/archlagos-seminary">Donate securely with Flutterwave</a>
<p style="font-size:14px;margin-top:20px">Diaspora donors can give in USD, GBP or EUR on the same page. For enquiries contact the Finance Office, Holy Cross Cathedral, Lagos Island.</p></div>`,
});

export const entries: Entry[] = [
  { id: 'yv-clean-rccg-parish-give-paystack', label: 'clean', kind: 'church-donation', url: 'https://rccgjesushouseikeja.org/give', body: rccg, routes: { 'rccgjesushouseikeja.org/give/give.js': jsR(rccgJs), 'rccgjesushouseikeja.org/give/vendor/paystack-inline.min.js': jsR(paystackStub) } },
  { id: 'yv-clean-archdiocese-lagos-flutterwave', label: 'clean', kind: 'church-donation', url: 'https://archdioceseoflagos.org/donate/', body: archdiocese },
];
