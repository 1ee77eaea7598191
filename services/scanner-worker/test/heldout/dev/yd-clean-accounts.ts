import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, b64, favicon, wordmark, baseCss, cookieBar, gtm, flag } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const host = 'www.abv.bg';
  const css = `body{margin:0;background:#f0f0f0;font-family:Tahoma,Arial,sans-serif;font-size:13px}#h{background:#fff;border-bottom:1px solid #ddd;padding:10px 30px;display:flex;align-items:center;gap:24px}#h nav a{margin-right:14px;color:#333;text-decoration:none}
#c{max-width:1000px;margin:20px auto;display:grid;grid-template-columns:320px 1fr;gap:20px}#lb{background:#fff;border:1px solid #d0d0d0;padding:20px}#lb h3{margin:0 0 12px;color:#c1272d;font-size:15px}
#lb input.t{width:100%;box-sizing:border-box;padding:8px;border:1px solid #bbb;margin:4px 0 10px}#lb .s{background:#c1272d;color:#fff;border:0;padding:8px 22px;border-radius:3px}
#news{background:#fff;border:1px solid #d0d0d0;padding:16px}#news h4{margin:12px 0 4px}`;
  const body = `<div id="h">${wordmark('abv.bg', '#c1272d', { mark: 'none', width: 100 })}<nav><a href="https://www.abv.bg/">Начало</a><a href="https://gbg.bg/">Новини</a><a href="https://vremeto.bg/">Времето</a><a href="https://horoskop.abv.bg/">Хороскоп</a></nav></div>
<div id="c"><div id="lb"><h3>Вход в АБВ Поща</h3>
<form method="post" action="https://passport.abv.bg/app/profiles/login"><input type="hidden" name="service" value="mail"><input type="hidden" name="host" value="https://mail.abv.bg/">
<label>Потребителско име</label><input class="t" name="username" autocomplete="username"><label>Парола</label><input class="t" type="password" name="password" autocomplete="current-password">
<label style="font-size:12px"><input type="checkbox" name="remember"> Запомни ме</label><br><br><input class="s" type="submit" value="Вход"></form>
<p style="font-size:12px"><a href="https://passport.abv.bg/app/profiles/forgottenpassword">Забравена парола</a> · <a href="https://passport.abv.bg/app/profiles/registration">Регистрация</a></p></div>
<div id="news"><h3>Новини</h3><h4>Синоптиците обещават слънчев уикенд</h4><p>Температурите ще достигнат до 24 градуса в Южна България…</p><h4>Нов график на градския транспорт в София</h4><p>От понеделник влизат в сила промени по линиите…</p>
<h4>Внимание: фалшиви писма от името на АБВ</h4><p>Получавате ли писма „Пощенската ви кутия ще бъде деактивирана“? АБВ не изпраща такива писма. Влизайте в пощата само през www.abv.bg.</p></div></div>`;
  return {
    id: 'yd-clean-abv-bg-own-login', label: 'clean', kind: 'webmail-own-domain',
    url: `https://${host}/`,
    body: page({ lang: 'bg', title: 'АБВ – Безплатна поща, новини, времето', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'www1.gsis.gr';
  const css = `${baseCss}body{background:#fff;font-family:"Roboto",Arial,sans-serif}.g{background:#003375;color:#fff;padding:14px 40px;border-bottom:4px solid #046ec5;display:flex;align-items:center}
.w{max-width:480px;margin:40px auto;border:1px solid #b1b4b6;padding:28px}h1{font-size:24px;margin-top:0}label{display:block;font-weight:700;margin:14px 0 5px}input{width:100%;padding:9px;border:2px solid #0b0c0c}
.b{background:#00703c;color:#fff;border:0;padding:10px 22px;margin-top:18px;font-size:16px}.i{font-size:14px;color:#505a5f;margin-top:18px}`;
  const body = `<div class="g"><b style="font-size:20px">ΑΑΔΕ · ΓΓΠΣΔΔ</b><span style="margin-left:auto;font-size:13px">Σύνδεση με κωδικούς TAXISnet</span></div>
<div class="w"><h1>Αυθεντικοποίηση χρήστη</h1><p>Η υπηρεσία <b>gov.gr – Επίδομα παιδιού Α21 (ΟΠΕΚΑ)</b> ζητά πρόσβαση στα βασικά στοιχεία σας (ΑΦΜ, ονοματεπώνυμο).</p>
<form method="post" action="/oauth2server/j_spring_security_check"><label>Χρήστης</label><input name="j_username" autocomplete="username"><label>Κωδικός</label><input name="j_password" type="password" autocomplete="current-password"><button class="b">Σύνδεση</button></form>
<p class="i">Οι κωδικοί TAXISnet εισάγονται μόνο σε σελίδες με διεύθυνση gsis.gr. Η ΑΑΔΕ δεν ζητά ποτέ στοιχεία κάρτας.</p></div>`;
  return {
    id: 'yd-clean-gsis-gr-taxisnet-oauth-login', label: 'clean', kind: 'gov-login-own-domain',
    url: `https://${host}/oauth2server/login.jsp?lang=el&s=yd4`,
    body: page({ lang: 'el', title: 'Γενική Γραμματεία Πληροφοριακών Συστημάτων – Σύνδεση', css, body }),
  } satisfies Entry;
})(),
];
