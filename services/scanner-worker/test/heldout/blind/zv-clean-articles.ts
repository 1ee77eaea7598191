import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, footerDe } from '../parts/zv-kit.js';
const art = (title: string, site: string, inner: string, lang = 'de') => doc({ title: `${title} | ${site}`, lang, css: '.art{max-width:760px;margin:0 auto;background:#fff;padding:28px}blockquote{background:#f4f4f4;border-left:4px solid #999;margin:12px 0;padding:10px 14px}code{background:#eee;padding:2px 4px}', body: `<header><div class="wrap"><b>${site}</b></div></header><div class="art"><h1>${title}</h1>${inner}</div>${footerDe(site)}` });

export const entries: Entry[] = [
{
  id: 'zv-ok-saferinternet-sextortion-ratgeber', label: 'clean', kind: 'consumer-advice-article',
  url: 'https://www.saferinternet.at/news-detail/erpressungs-e-mails-mit-angeblichem-video',
  body: art('Erpressungs-E-Mails: „Ich habe Sie über Ihre Webcam gefilmt“', 'Saferinternet.at', `<p>Massenhaft versendete E-Mails behaupten, der Absender habe Ihren Computer gehackt und Sie beim Besuch von Erwachsenenseiten gefilmt. Gefordert werden meist 1.000 bis 1.500 Euro in Bitcoin.</p><blockquote>„Überweisen Sie 1.350 EUR in Bitcoin an folgende Adresse. Sie haben 48 Stunden.“</blockquote><p>Es gibt kein Video. Zahlen Sie nicht, antworten Sie nicht und ändern Sie vorsorglich das Passwort, falls ein echtes Passwort in der Mail genannt wird. Hilfe bietet die Watchlist Internet.</p>`, 'de-AT'),
},
{
  id: 'zv-ok-kk-hilfe-passwort-vergessen', label: 'clean', kind: 'password-help',
  url: 'https://www.barmer.de/hilfe/meine-barmer/passwort-vergessen',
  body: art('Passwort vergessen – so setzen Sie es zurück', 'BARMER', `<ol><li>Öffnen Sie die BARMER-App oder barmer.de und tippen Sie auf „Anmelden“.</li><li>Wählen Sie „Passwort vergessen“ und geben Sie Ihre E-Mail-Adresse ein.</li><li>Sie erhalten einen Link per E-Mail, der 24 Stunden gültig ist.</li><li>Vergeben Sie ein neues Passwort mit mindestens 10 Zeichen.</li></ol><p>Die BARMER fordert Sie niemals per SMS auf, eine „Bonusprämie“ mit Ihren Kartendaten auszuzahlen. Verdächtige Nachrichten leiten Sie bitte an <b>phishing@barmer.de</b> weiter.</p><p><a href="https://www.barmer.de/meine-barmer/passwort-zuruecksetzen">Zum Passwort-Reset</a></p>`),
},
{
  id: 'zv-ok-meinesv-at-login', label: 'clean', kind: 'insurer-own-login',
  url: 'https://www.meinesv.at/portal/',
  body: doc({ title: 'meineSV – Ihr Zugang zur Sozialversicherung', lang: 'de-AT', css: '.btn{background:#00a19a;color:#fff}', body: `<div class="wrap" style="max-width:560px"><div class="box" style="margin-top:30px"><h2>meineSV</h2><p>Versicherungsdatenauszug, Kostenerstattung einreichen, e-card-Services und Wahlarztrechnungen – für Versicherte von ÖGK, BVAEB und SVS.</p><p><a class="btn" href="/portal/login/idaustria">Mit ID Austria anmelden</a></p><p style="font-size:12px">Die Sozialversicherung verlangt keine Gebühren für den Tausch der e-card. Die neue Karte wird automatisch zugeschickt.</p></div></div>` }),
},
];
