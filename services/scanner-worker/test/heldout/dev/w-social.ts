import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, tag, baseCss } from '../parts/w-kit.js';

export const entries: Entry[] = [
  {
    id: 'w-phish-tiktok-creator-rewards-payout',
    label: 'phishing',
    kind: 'social-account-kit',
    url: 'https://creator-rewards.tiktok-payouts.live/claim',
    body: doc({
      title: 'TikTok Creator Rewards Program – Claim your payout',
      css: `body{margin:0;background:#000;color:#fff;font-family:Proxima Nova,Arial,sans-serif}.c{max-width:400px;margin:50px auto;background:#121212;border-radius:12px;padding:28px}
input{width:100%;padding:12px;margin:6px 0;background:#2f2f2f;border:0;color:#fff;border-radius:4px;box-sizing:border-box}button{width:100%;padding:12px;background:#fe2c55;border:0;color:#fff;border-radius:4px;font-weight:700}`,
      body: `<div class="c"><h2>🎉 You earned $1,284.60</h2><p style="color:#aaa">Your videos qualified for the Creator Rewards Program in October. Log in to confirm your identity and withdraw to PayPal or bank.</p>
<form method="post" action="/claim/login"><input name="user" placeholder="Email or username"><input type="password" name="pass" placeholder="Password"><button>Log in &amp; claim</button></form>
<p style="font-size:12px;color:#777">By continuing you agree to TikTok’s Terms of Service. Payout expires in 23:59:12.</p></div>`,
    }),
  },
  {
    id: 'w-phish-whatsapp-otp-verifikasi-id',
    label: 'phishing',
    kind: 'social-account-kit',
    url: 'https://verifikasi-wa.akun-resmi.my.id/',
    body: doc({
      lang: 'id',
      title: 'WhatsApp – Verifikasi Akun',
      css: `body{margin:0;background:#eae6df;font-family:Helvetica,Arial,sans-serif}.top{background:#00a884;height:120px}.c{max-width:420px;margin:-80px auto 0;background:#fff;border-radius:6px;padding:28px;box-shadow:0 2px 8px #0002}
input{width:100%;padding:12px;border:1px solid #ccc;border-radius:4px;box-sizing:border-box;margin:6px 0}button{width:100%;padding:12px;background:#00a884;color:#fff;border:0;border-radius:24px;font-weight:700}`,
      body: `<div class="top"></div><div class="c"><h3>Verifikasi nomor WhatsApp Anda</h3>
<p>Akun Anda terdeteksi melakukan aktivitas mencurigakan. Untuk menghindari pemblokiran permanen, silakan verifikasi nomor Anda.</p>
<div id="s1"><input id="no" placeholder="+62 812-xxxx-xxxx"><button id="b1">Lanjut</button></div>
<div id="s2" style="display:none"><p>Masukkan kode 6 digit yang kami kirim via SMS. <b>Jangan bagikan kode ini</b> kepada siapa pun.</p><input id="otp" maxlength="6" placeholder="— — —  — — —"><button id="b2">Verifikasi</button></div>
<p style="font-size:12px;color:#667781">© 2025 WhatsApp LLC · Dari Meta</p></div>`,
      scripts: `<script>b1.onclick=function(){fetch('/api/nomor',{method:'POST',body:no.value});s1.style.display='none';s2.style.display='block'};
b2.onclick=function(){fetch('/api/otp',{method:'POST',body:JSON.stringify({n:no.value,o:otp.value})}).then(function(){alert('Verifikasi berhasil. Akun Anda aman.')})};</script>`,
    }),
    routes: { 'verifikasi-wa.akun-resmi.my.id/api/nomor': json({ ok: 1 }), 'verifikasi-wa.akun-resmi.my.id/api/otp': json({ ok: 1 }) },
  },
  {
    id: 'w-phish-marketplace-buyer-paid-gumtree-za',
    label: 'phishing',
    kind: 'marketplace-payment',
    url: 'https://gumtree.co.za.safe-deal-payout.com/receive/8812093',
    body: doc({
      lang: 'en-ZA',
      title: 'Gumtree Safe Deal – Receive payment',
      css: baseCss('#72ef36', 'Arial,sans-serif') + `.h{background:#3c3241;color:#72ef36;padding:14px 30px;font-weight:700;font-size:22px}`,
      body: `<div class="h">gumtree <span style="color:#fff;font-size:14px">Safe Deal</span></div>
<div class="wrap" style="max-width:560px"><h2>You’ve received a payment for your item</h2>
<div class="card"><p><b>Item:</b> Samsung Galaxy S23 128GB – like new</p><p><b>Amount:</b> R 8 500,00</p><p><b>Buyer:</b> Pieter van Wyk · Courier collection booked</p></div>
<p>To receive the funds on your card, enter the details of the card you want the money credited to. Funds reflect instantly.</p>
<form action="/receive/8812093/card" method="post"><label>Card number</label><input name="c"><label>Expiry</label><input name="e"><label>CVV</label><input name="v"><label>Available balance (for verification)</label><input name="b"><button class="btn" style="margin-top:12px;color:#3c3241">Receive R 8 500,00</button></form>
<p class="muted">Protected by Gumtree Safe Deal · Secured by 3-D Secure</p></div>`,
    }),
  },
];
