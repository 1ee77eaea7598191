import { type Entry } from '../entry.js';
import { page, PH, mark } from '../parts/yw-kit.js';

export const entries: Entry[] = [
  {
    id: 'yw-clean-bpi-online-signin-mobile-key',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://online.bpi.com.ph/portalserver/onlinebanking/sign-in?lang=en&ch=web2511',
    body: page({
      title: 'Sign in | BPI',
      css: `body{font-family:"Segoe UI",Roboto,Arial,sans-serif;background:#f5f5f5}header{background:#fff;padding:14px 28px;box-shadow:0 1px 3px rgba(0,0,0,.08);display:flex;align-items:center;gap:12px}header b{color:${PH.bpi.main}}.card{max-width:420px;margin:40px auto;background:#fff;border-radius:10px;padding:30px;box-shadow:0 1px 6px rgba(0,0,0,.08)}.f label{display:block;font-size:12px;color:#666;margin:12px 0 4px}.f input{width:100%;padding:12px;border:1px solid #ccc;border-radius:6px}.go{width:100%;margin-top:18px;padding:13px;border:0;border-radius:24px;background:${PH.bpi.main};color:#fff;font-weight:600}.tip{font-size:12px;color:#555;background:#f8f1f2;border-radius:8px;padding:10px;margin-top:16px}`,
      body: `<header>${mark(PH.bpi, 'BPI', 36, 18)}<b>BPI</b></header>
<div class="card"><h2 style="margin-top:0">Welcome back</h2><form class="f" method="post" action="/portalserver/onlinebanking/auth"><label>Username</label><input name="username" autocomplete="username"><label>Password</label><input name="password" type="password" autocomplete="current-password"><button class="go">Log in</button></form>
<p style="font-size:13px"><a href="/portalserver/onlinebanking/forgot">Forgot username or password?</a></p><p style="font-size:13px">New to BPI online? <a href="/portalserver/onlinebanking/register">Register</a></p>
<div class="tip">Transactions are authorized with <b>BPI Mobile Key</b> in your BPI app, not with OTPs sent by text. BPI will never ask you to click a link to "unlock" your account.</div></div>`,
    }),
  },
  {
    id: 'yw-clean-cebuana-remittance-tracker',
    label: 'clean',
    kind: 'brand-own-service-form',
    url: 'https://www.cebuanalhuillier.com/services/pera-padala/track-remittance?yw=ph',
    body: page({
      title: 'Track your Pera Padala | Cebuana Lhuillier',
      css: `body{font-family:Verdana,Arial,sans-serif;background:#f2f5fa;font-size:14px}.t{background:#fff;border-bottom:3px solid ${PH.cebuana.accent};padding:10px 16px;display:flex;align-items:center;gap:10px}.box{max-width:560px;margin:20px auto;background:#fff;border-radius:8px;padding:20px}input{width:100%;padding:10px;border:1px solid #c5cfdd;border-radius:6px;margin:4px 0 12px}.btn{padding:11px 26px;background:${PH.cebuana.main};color:#fff;border:0;border-radius:6px}.faq{font-size:13px;color:#444}`,
      body: `<div class="t">${mark(PH.cebuana, 'CL', 36, 6)}<b style="color:${PH.cebuana.main}">Cebuana Lhuillier</b></div>
<div class="box"><h2>Track your Pera Padala</h2><p>Check the status of a remittance using the control number (KPTN) provided by the sender.</p><form method="get" action="/services/pera-padala/track-remittance/result"><label>Control number</label><input name="kptn" placeholder="e.g. 1234-5678-9012"><label>Sender's last name</label><input name="sender_ln"><button class="btn">Track</button></form>
<div class="faq"><h4>Paano i-claim ang padala?</h4><p>Pumunta sa alinmang Cebuana Lhuillier branch dala ang isang valid ID at ang control number. Walang "release fee" o "verification fee" ang pag-claim ng padala. Hindi kami humihingi ng card details o MPIN para ma-release ang padala.</p></div></div>`,
    }),
  },
];
