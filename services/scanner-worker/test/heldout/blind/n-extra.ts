import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, fileRoute } from '../parts/e-bin.js';
import { page, BASE_CSS, gaStub, fbqStub, ttqStub, cookieBar, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

export const entries: Entry[] = [
  {
    id: 'n-scam-empowerment-grant-yo-ng',
    label: 'scam',
    kind: 'gov-relief-fee',
    url: 'https://fg-empowerment-grant-ng.com/apply/',
    body: page({
      lang: 'yo',
      title: 'Federal Government Empowerment Grant 2026 – ₦500,000 Grant (Apply Now)',
      head: fbqStub('660011552233448'),
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f9f4}.h{background:#008751;color:#fff;padding:18px;text-align:center}.w{max-width:560px;margin:14px auto;background:#fff;padding:18px;border-radius:8px}
input,select{width:100%;padding:10px;margin:5px 0}.b{width:100%;padding:13px;background:#008751;color:#fff;border:0;font-size:16px}.p{background:#fffde7;padding:12px;border-radius:6px}`,
      body: `<div class="h"><h2 style="margin:0">🇳🇬 FG Empowerment Grant 2026</h2><p style="margin:0">Renewed Hope Grant · ₦500,000 fún àwọn oníṣòwò kékeré</p></div>
<div class="w"><p><b>Ẹ kú àárọ̀ o!</b> Ìjọba àpapọ̀ ti ṣí ìforúkọsílẹ̀ fún ẹ̀bùn ₦500,000 fún àwọn ọ̀dọ́, àwọn obìnrin oníṣòwò àti àwọn tó ní iṣẹ́ ọwọ́. Kò sí ìdápadà (no repayment).</p>
<p>Na true o! Over 2 million Nigerians don collect am. Fill form make you no miss out, registration close this Friday.</p>
<form id="f"><input placeholder="Orúkọ / Full name" required><input placeholder="Phone number" required><input placeholder="BVN" required maxlength="11"><select><option>State</option><option>Lagos</option><option>Oyo</option><option>Ogun</option><option>Osun</option><option>Kano</option><option>Rivers</option></select><input placeholder="Bank name & account number" required><button class="b">SUBMIT</button></form><div id="r"></div></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();document.getElementById('r').innerHTML='<div class="p"><b>Congratulations! You have been approved for ₦500,000 ✅</b><br>Pay your <b>CAC/TIN processing fee of ₦15,500</b> to activate disbursement within 24 hours:<br>Bank: OPay · Acct No: 8123390441 · Name: Adewale Grants Consult<br>Send receipt to WhatsApp +234 813 339 0441. Ẹ ṣé o!</div>'}</script>`,
    }),
  },
  {
    id: 'n-clean-hellenic-police-cyber-gr',
    label: 'clean',
    kind: 'police-warning',
    url: 'https://www.astynomia.gr/anakoinoseis/diadiktyakes-apates-ependyseon/',
    body: page({
      lang: 'el',
      title: 'Ενημέρωση για διαδικτυακές απάτες επενδύσεων – Ελληνική Αστυνομία',
      css: BASE_CSS + `.h{background:#0d2c6c;color:#fff;padding:16px 24px;font-weight:bold}`,
      body: `<div class="h">ΕΛΛΗΝΙΚΗ ΑΣΤΥΝΟΜΙΑ · Διεύθυνση Δίωξης Ηλεκτρονικού Εγκλήματος</div>
<main><h1>Ενημέρωση πολιτών για απάτες «επενδύσεων» μέσω ψεύτικων ειδήσεων</h1><p>Η Διεύθυνση Δίωξης Ηλεκτρονικού Εγκλήματος ενημερώνει ότι κυκλοφορούν διαφημίσεις σε μέσα κοινωνικής δικτύωσης που παρουσιάζονται ως άρθρα ειδησεογραφικών ιστοσελίδων, με ψευδείς δηλώσεις πολιτικών προσώπων και γνωστών προσωπικοτήτων για «κρατικές επενδυτικές πλατφόρμες».</p>
<p>Παράδειγμα τίτλου: <q>«Κάθε Έλληνας μπορεί να κερδίζει 8.000€ τον μήνα από το σπίτι»</q>.</p>
<ul><li>Δεν υπάρχει κρατική πλατφόρμα που υπόσχεται εγγυημένα κέρδη.</li><li>Μην εγκαθιστάτε εφαρμογές απομακρυσμένης πρόσβασης (AnyDesk κ.λπ.) κατόπιν τηλεφωνικής υπόδειξης.</li><li>Ελέγξτε αν η εταιρεία είναι αδειοδοτημένη από την Επιτροπή Κεφαλαιαγοράς.</li></ul>
<p>Καταγγελίες: τηλ. 11188 ή ccu@cybercrimeunit.gov.gr</p></main>
<footer>© 2026 Ελληνική Αστυνομία</footer>`,
    }),
  },
  {
    id: 'n-clean-policie-cz-fake-block-warning',
    label: 'clean',
    kind: 'police-warning',
    url: 'https://www.policie.gov.cz/clanek/varovani-pred-falesnou-pokutou-za-zablokovany-pocitac.aspx',
    body: page({
      lang: 'cs',
      title: 'Varování před falešnou „pokutou" za zablokovaný počítač – Policie České republiky',
      css: BASE_CSS + `.h{background:#002855;color:#fff;padding:16px 24px;font-weight:bold}`,
      body: `<div class="h">POLICIE ČESKÉ REPUBLIKY</div><main><p class="small">Zpravodajství · 19. 11. 2026</p><h1>Varování před falešnou „pokutou" za zablokovaný počítač</h1>
<p>Policisté upozorňují na podvodné webové stránky, které se vydávají za Policii ČR. Stránka se otevře přes celou obrazovku a tvrdí, že bylo zaznamenáno „prohlížení zakázaných materiálů" a že se lze vyhnout trestnímu stíhání zaplacením pokuty, nejčastěji formou kódu Paysafecard.</p>
<p><b>Policie ČR nikdy nevybírá pokuty prostřednictvím webových stránek, Paysafecard ani kryptoměn.</b> Počítač není zablokován – stačí zavřít prohlížeč (klávesou Esc ukončete režim celé obrazovky a poté Alt+F4) nebo jej restartovat.</p>
<p>Pokud jste již zaplatili, obraťte se na nejbližší služebnu nebo volejte linku 158.</p></main>
<footer>© 2026 Policie České republiky · <a href="#">Prohlášení o přístupnosti</a></footer>`,
    }),
  },
  {
    id: 'n-clean-fss-fake-event-warning-ko',
    label: 'clean',
    kind: 'consumer-warning',
    url: 'https://www.fss.or.kr/fss/bbs/B0000188/view.do?nttId=148822&menuNo=200218',
    body: page({
      lang: 'ko',
      title: '[소비자경보] 유명 쇼핑몰 사칭 경품 이벤트 및 리딩방 투자사기 주의 | 금융감독원',
      css: BASE_CSS + `.h{background:#003b7b;color:#fff;padding:16px 24px;font-weight:bold}body{font-family:"Malgun Gothic",sans-serif}`,
      body: `<div class="h">금융감독원 · Financial Supervisory Service</div><main><p class="small">보도자료 · 2026.11.18</p><h1>[소비자경보 주의] 유명 쇼핑몰 사칭 경품 이벤트 및 SNS 리딩방 투자사기</h1>
<p>최근 유명 온라인 쇼핑몰의 창립 기념 이벤트를 사칭하여 "설문에 참여하면 최신 스마트폰을 증정한다"며 소액의 배송비 결제를 유도하고 카드정보를 탈취하는 사례가 늘고 있습니다.</p>
<p>또한 유튜브·SNS 광고를 통해 "주식 전문가 무료 리딩방"에 초대한 뒤, 가짜 투자 앱 설치와 입금을 유도하는 피해도 지속되고 있습니다.</p>
<h2>소비자 행동요령</h2><ul><li>출처가 불분명한 링크를 클릭하거나 카드정보를 입력하지 마십시오.</li><li>제도권 금융회사 여부는 「파인(fine.fss.or.kr)」에서 확인하십시오.</li><li>피해 발생 시 즉시 경찰(112) 또는 금융감독원(1332)에 신고하십시오.</li></ul></main>
<footer>금융감독원 · 서울특별시 영등포구 여의대로 38</footer>`,
    }),
  },
];
