import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-casino-adm-licenziato-bonus',
  label: 'clean',
  kind: 'licensed-casino',
  url: 'https://www.snai.it/casino/promozioni/bonus-benvenuto',
  body: doc({
    lang: 'it',
    title: 'Bonus di benvenuto Casinò | SNAI',
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#0d1b2a;color:#fff}.h{display:flex;justify-content:space-between;align-items:center;padding:14px 26px;background:#06111d}.h b{font-size:26px;color:#ffd000;letter-spacing:1px}.h a{color:#fff;margin-left:14px;font-size:14px}
.hero{padding:40px 26px;background:linear-gradient(90deg,#0d1b2a,#1b3a5c)}.hero h1{font-size:38px;margin:0 0 10px}.hero .cta{display:inline-block;background:#ffd000;color:#111;padding:12px 30px;border-radius:4px;font-weight:700;text-decoration:none;margin-top:14px}
.t{max-width:900px;margin:26px auto;padding:0 16px;font-size:14px;line-height:1.6;color:#cdd6e0}.t h2{color:#fff}
.ft{background:#06111d;padding:20px 26px;font-size:12px;color:#9aa7b5}.ft .b{display:flex;gap:14px;align-items:center;margin-bottom:8px}.ft .b span{border:1px solid #9aa7b5;padding:4px 8px;border-radius:3px}`,
    body: `<div class="h"><b>SNAI</b><nav><a href="/scommesse">Scommesse</a><a href="/casino">Casinò</a><a href="/account/registrazione">Registrati</a><a href="/account/login">Accedi</a></nav></div>
<div class="hero"><h1>Bonus di benvenuto Casinò fino a 1.000€</h1><p>Il 100% del primo deposito, fino a 1.000€ in Fun Bonus, convertibile in Real Bonus secondo i requisiti di puntata.</p><a class="cta" href="/account/registrazione?promo=casino-welcome">Registrati</a></div>
<div class="t"><h2>Termini e condizioni principali</h2><p>Offerta riservata ai nuovi clienti maggiorenni che aprono un conto di gioco e completano la verifica del documento d'identità. Deposito minimo 10€. Requisito di puntata 35x entro 30 giorni. Giochi esclusi: roulette, blackjack, giochi con jackpot. Prelievo possibile solo dopo l'invio della documentazione ai sensi della normativa antiriciclaggio.</p>
<p>Il gioco è vietato ai minori di 18 anni e può causare dipendenza patologica. Probabilità di vincita consultabili sul sito www.adm.gov.it e sulle schede dei singoli giochi. Puoi impostare limiti di deposito e l'autoesclusione dal Registro Unico delle Autoesclusioni (RUA).</p></div>
<div class="ft"><div class="b"><span>18+</span><span>ADM</span><span>Gioco legale e responsabile</span></div>SNAITECH S.p.A. - concessione ADM GAD n. 15215 - P.IVA 06024640967. Telefono Verde Nazionale per le problematiche legate al Gioco d'Azzardo: 800 558822.</div>
${cookieBar('Usiamo cookie tecnici e, con il tuo consenso, di profilazione.', 'Accetta')}`,
  }),
},
{
  id: 'yg-casino-mga-malta-registratie',
  label: 'clean',
  kind: 'licensed-casino',
  url: 'https://www.lucentbet.com.mt/en/register',
  body: doc({
    lang: 'en',
    title: 'Create your account | LucentBet',
    css: cardCss('#6c2bd9', '#f3f0fa', "Inter, Arial, sans-serif") + `.top b{color:#6c2bd9;font-size:22px}.wrap{max-width:520px}.rg{font-size:12px;color:#555;border-top:1px solid #eee;padding-top:12px;margin-top:18px}`,
    body: `<div class="top"><b>LucentBet</b><nav><a href="/en/casino">Casino</a><a href="/en/sports">Sports</a><a href="/en/login">Log in</a></nav></div>
<div class="wrap"><div class="card"><h1>Create your account</h1><p class="sub">Welcome offer: 100% up to €200 on your first deposit. Wagering 30x, 18+, T&amp;Cs apply.</p>
<form method="post" action="/en/api/register"><div class="row"><div><label>First name</label><input type="text" name="first" autocomplete="given-name"></div><div><label>Last name</label><input type="text" name="last" autocomplete="family-name"></div></div>
<label>Email</label><input type="email" name="email" autocomplete="email"><label>Password</label><input type="password" name="password" autocomplete="new-password"><label>Date of birth</label><input type="text" name="dob" placeholder="DD/MM/YYYY"><label>Country of residence</label><select name="country"><option>Malta</option><option>Ireland</option><option>Finland</option><option>Norway</option></select>
<label style="font-weight:400"><input type="checkbox" name="limits" checked style="width:auto"> Set a monthly deposit limit now</label>
<button class="btn">Create account</button></form>
<p class="rg">LucentBet is operated by Lucent Gaming Ltd, Level 3, Portomaso Business Tower, St Julian's STJ 4011, Malta, licensed by the Malta Gaming Authority (MGA/B2C/${digits('mga', 3)}/2019). Identity verification is required before withdrawals. Gambling can be addictive — play responsibly. Support: RGF Malta, 1777.</p></div></div>`,
  }),
},
];
