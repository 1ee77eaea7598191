import { type Entry } from '../entry.js';
import { doc, logos, govHeader } from '../parts/xa-kit.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';

/**
 * Government portals and advisories on their own domains: income-tax e-filing login and PAN–Aadhaar link
 * (with its real fee), India Post tracking, e-challan payment, RBI/CERT-In/PIB/SEBI advisories quoting
 * attacks, cyber-crime reporting, Sanchar Saathi, myAadhaar, electricity bill payment, PM-Kisan status, EPFO
 * passbook and state police awareness pages.
 */
export const entries: Entry[] = [
{
  id: 'xa-clean-incometax-efiling-login',
  label: 'clean',
  kind: 'government-login',
  url: 'https://eportal.incometax.gov.in/iec/foservices/?lang=en&from=home-login-btn',
  body: doc({
    title: 'e-Filing Home Page, Income Tax Department, Government of India',
    css: `body{margin:0;font-family:'Noto Sans',Arial;background:#f4f6f9}.nav{background:#0b2e6f;color:#fff;padding:8px 24px;font-size:13px}.c{max-width:900px;margin:24px auto;display:flex;gap:24px}.lg{flex:0 0 380px;background:#fff;padding:24px;border-radius:6px;box-shadow:0 1px 5px #0002}.lg input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #b9c3d3;border-radius:4px;margin:6px 0 16px}.lg button{background:#0b2e6f;color:#fff;border:0;padding:10px 30px;border-radius:4px}.inf{flex:1;font-size:14px;line-height:1.6}.sam{display:none;background:#eef4ff;padding:10px;border-radius:4px}`,
    body: `${govHeader({ dept: 'e-Filing', deptLocal: 'आयकर विभाग, वित्त मंत्रालय', ministry: 'Income Tax Department, Government of India' })}
<div class="nav">Home › Login</div>
<div class="c"><div class="lg"><h3 style="margin-top:0">Login</h3><form id="lf" autocomplete="off"><label>Enter your User ID (PAN / Aadhaar / Other User ID)</label><input id="uid" maxlength="12"><div id="sam" class="sam"><label><input type="checkbox" id="sm"> Please confirm your secure access message: <b id="msg"></b></label><label>Password</label><input type="password" id="pw"></div><button id="cn">Continue</button></form><p style="font-size:12px"><a href="/iec/foservices/#/pre-login/forgot-password">Forgot Password?</a> · <a href="/iec/foservices/#/pre-login/register">Register</a></p></div>
<div class="inf"><h3>Stay safe</h3><p>The Income Tax Department never asks for your PIN numbers, passwords or similar access information for credit cards, banks or other financial accounts through e-mail or SMS. Refunds are credited directly to your pre-validated bank account; you do not need to "claim" them through any link.</p><p>Forward phishing e-mails to webmanager@incometax.gov.in and incident@cert-in.org.in.</p></div></div>
<script>
var step=1;lf.onsubmit=function(e){e.preventDefault();if(step===1){fetch('/iec/loginapi/login?ent=pan',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({entity:uid.value,serviceName:'wLoginService'})}).then(function(r){return r.json()}).then(function(j){msg.textContent=j.secAccssMsg;sam.style.display='block';step=2})}else{fetch('/iec/loginapi/login?ent=pan',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({entity:uid.value,pass:pw.value,serviceName:'loginService'})})}};
</script>`,
  }),
  routes: { 'eportal.incometax.gov.in/iec/loginapi/login?ent=pan': jsonRoute({ secAccssMsg: 'Blue Lotus 42', messages: [] }) },
},
{
  id: 'xa-clean-echallan-parivahan-pay',
  label: 'clean',
  kind: 'government-payment',
  url: 'https://echallan.parivahan.gov.in/index/accused-challan?search_by=vehicle&state=MH',
  body: doc({
    title: 'e-Challan | Parivahan Sewa',
    css: `body{margin:0;font-family:'Segoe UI',Arial;background:#f3f6fa}.tb{background:#fff;display:flex;align-items:center;gap:12px;padding:10px 22px;border-bottom:3px solid #0d47a1}.c{max-width:700px;margin:22px auto;background:#fff;padding:22px;border-radius:6px}.tabs button{border:0;background:#e3ecfa;padding:9px 14px;margin-right:4px}.tabs .on{background:#0d47a1;color:#fff}.c input{width:100%;box-sizing:border-box;padding:10px;margin:6px 0 12px;border:1px solid #aab}.bt{background:#ff6f00;color:#fff;border:0;padding:11px 26px}.n{font-size:13px;color:#555;margin-top:16px}`,
    body: `<div class="tb">${logos.emblem(30)}<div><b style="color:#0d47a1">e-Challan</b><div style="font-size:12px">Ministry of Road Transport &amp; Highways, Government of India</div></div></div>
<div class="c"><h3>Check Online Services – Get Challan Details</h3><div class="tabs"><button class="on">Challan Number</button><button>Vehicle Number</button><button>DL Number</button></div>
<form method="post" action="/index/accused-challan/search"><label>Vehicle Number</label><input name="vehicle_number" placeholder="Enter Vehicle Number"><label>Chassis Number / Engine Number (last 5 digits)</label><input name="chasis_no" maxlength="5"><label>Captcha</label><input name="captcha"><button class="bt">Get Detail</button></form>
<p class="n">Payment of challans is through the Parivahan payment gateway (SBI ePay / PayU) only, reached from this site after search. Messages asking you to install an "RTO Challan" app or pay through another website are fraudulent.</p></div>`,
  }),
},
{
  id: 'xa-clean-sebi-caution-fake-trading-apps',
  label: 'clean',
  kind: 'regulator-advisory',
  url: 'https://www.sebi.gov.in/media-and-notifications/press-releases/sep-2025/sebi-cautions-investors-against-fraudulent-trading-platforms_96712.html',
  body: doc({
    title: 'SEBI | SEBI cautions investors against fraudulent trading platforms',
    css: `body{margin:0;font-family:Arial;color:#222}.h{background:#1c355e;color:#fff;padding:12px 24px}.m{max-width:820px;margin:20px auto;padding:0 20px;line-height:1.7}`,
    body: `<div class="h"><b>Securities and Exchange Board of India</b></div>
<div class="m"><p style="color:#777">Sep 18, 2025 | PR No. 41/2025</p><h2>SEBI cautions investors against fraudulent trading platforms offering "institutional accounts" and guaranteed IPO allotments</h2>
<p>It has come to the notice of SEBI that fraudsters are luring investors through WhatsApp and Telegram groups that impersonate well-known market experts and SEBI-registered intermediaries. Victims are added to "stock tips" groups, shown screenshots of large profits, and asked to download trading applications or visit websites that claim to offer "institutional accounts", "OTC block trades" or "guaranteed IPO allotment at discount".</p>
<p>Investors are asked to deposit money into bank accounts of unrelated entities. The applications display fictitious profits; when investors try to withdraw, they are asked to pay "tax", "service fee" or "risk deposit".</p>
<p>Investors are advised that: (a) IPO allotment is done only through ASBA/UPI mandate from the investor's own bank account; there is no "institutional quota" for retail investors; (b) trade only through SEBI-registered brokers whose details can be verified on the SEBI website; (c) never transfer money to an individual's or unrelated company's bank account for trading.</p></div>`,
  }),
},
{
  id: 'xa-clean-epfo-member-passbook-login',
  label: 'clean',
  kind: 'government-login',
  url: 'https://passbook.epfindia.gov.in/MemberPassBook/login?lang=en&src=epfo-home',
  body: doc({
    title: 'EPFO: Member Passbook',
    css: `body{margin:0;font-family:Arial;background:#f4f6fb}.h{background:#1a237e;color:#fff;padding:10px 22px;display:flex;align-items:center;gap:12px}.c{max-width:380px;margin:40px auto;background:#fff;padding:24px;border-top:3px solid #1a237e}.c input{width:100%;box-sizing:border-box;padding:9px;margin:5px 0 13px;border:1px solid #bbb}.c button{width:100%;background:#1a237e;color:#fff;border:0;padding:10px}`,
    body: `<div class="h">${logos.emblem(28)}<b>Employees' Provident Fund Organisation</b></div>
<div class="c"><h3 style="margin-top:0">Member Passbook</h3><form method="post" action="/MemberPassBook/login"><label>UAN</label><input name="username" maxlength="12"><label>Password</label><input name="password" type="password"><label>Captcha</label><img src="/MemberPassBook/captcha/img-login.png" width="130" height="36" alt="captcha"><input name="captcha"><button>Login</button></form><p style="font-size:12px;color:#666">EPFO never asks members to share UAN password, Aadhaar OTP or bank details over phone, SMS or social media, and never asks for any fee to settle claims.</p></div>`,
  }),
  routes: { 'passbook.epfindia.gov.in/MemberPassBook/captcha/img-login.png': pngRoute(230, 230, 230) },
},
];
