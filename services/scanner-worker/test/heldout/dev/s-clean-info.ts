import type { Entry } from '../entry.js';
import { doc } from '../parts/s-kit.js';

/** Author s: clean-info (dev split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'www.swiezykoszyk.pl';
  return E({
    id: 's-clean-prize-draw-terms-pl',
    label: 'clean',
    kind: 'prize-draw',
    url: `https://${h}/promocje/loteria-wiosenna/regulamin`,
    body: doc({
      lang: 'pl',
      title: 'Loteria „Wiosna z nagrodami" – regulamin | Świeży Koszyk',
      css: `body{margin:0;font-family:Arial;color:#222;line-height:1.6}header{background:#2e7d32;color:#fff;padding:14px 30px}.w{max-width:860px;margin:auto;padding:24px}h2{font-size:18px}.nag{background:#f1f8e9;padding:12px}`,
      body: `<header><b>Świeży Koszyk</b> · Sklepy spożywcze · Gazetka · Promocje · Karta lojalnościowa</header>
<div class="w"><h1>Loteria promocyjna „Wiosna z nagrodami" – regulamin</h1>
<h2>§1 Postanowienia ogólne</h2><p>Organizatorem loterii jest PromoLot Sp. z o.o. z siedzibą w Warszawie, na zlecenie Świeży Koszyk S.A. Loteria jest urządzana na podstawie zezwolenia Dyrektora Izby Administracji Skarbowej w Warszawie.</p>
<h2>§2 Czas trwania</h2><p>Sprzedaż promocyjna trwa od 1 do 30 kwietnia 2026 r.</p>
<h2>§3 Zasady udziału</h2><p>Aby wziąć udział, należy zrobić zakupy za min. 60 zł z kartą lojalnościową i zarejestrować paragon w aplikacji Świeży Koszyk. <b>Udział w loterii jest bezpłatny. Organizator nigdy nie pobiera opłat za wysyłkę nagród ani nie prosi o dane karty płatniczej.</b></p>
<div class="nag"><h2>§4 Nagrody</h2><p>Nagroda główna: samochód Toyota Yaris Cross o wartości 119 900 zł. 30 bonów na zakupy po 1000 zł, 3000 bonów po 50 zł. Zwycięzcy są powiadamiani telefonicznie z numeru 22 555 01 44 oraz w aplikacji.</p></div>
<h2>§8 Reklamacje</h2><p>Reklamacje można zgłaszać pisemnie na adres organizatora do 14 czerwca 2026 r.</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'www.anadolumobil.com.tr';
  return E({
    id: 's-clean-telco-rewards-tr',
    label: 'clean',
    kind: 'telco-rewards',
    url: `https://${h}/bireysel/avantajlar/puan-dunyasi`,
    body: doc({
      lang: 'tr',
      title: 'Puan Dünyası – Puanlarınızı Kullanın | Anadolu Mobil',
      css: `body{margin:0;font-family:Arial;color:#222;line-height:1.6}header{background:#1a237e;color:#fff;padding:14px 30px}.w{max-width:900px;margin:auto;padding:24px}.g{display:flex;gap:14px}.g div{flex:1;border:1px solid #e0e0e0;border-radius:8px;padding:12px}.uy{background:#fff3e0;padding:12px;font-size:14px}`,
      body: `<header><b>Anadolu Mobil</b> · Bireysel · Kurumsal · Tarifeler · Cihazlar · Avantajlar</header>
<div class="w"><h1>Puan Dünyası</h1><p>Faturanızı ödedikçe puan kazanın; puanlarınızı ek internet paketi, dijital abonelik veya iş ortaklarımızda indirim olarak kullanın. Puanlarınızı yalnızca <b>Anadolu Mobil uygulamasında</b> veya bu sitede giriş yaparak görüntüleyebilirsiniz.</p>
<div class="g"><div><b>5 GB ek internet</b><br>1.000 puan</div><div><b>1 ay dijital müzik</b><br>800 puan</div><div><b>Kahve zincirinde %20 indirim</b><br>300 puan</div></div>
<p>Puanlarınızın geçerlilik süresi kazanıldıkları tarihten itibaren 12 aydır.</p>
<p class="uy"><b>Dikkat:</b> Anadolu Mobil, SMS ile "puanlarınız bugün sona eriyor, kargo ücreti ödeyin" gibi mesajlar göndermez ve puan kullanımı için kart bilgisi istemez. Bu tür mesajları 7726'ya bildirebilirsiniz.</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'www.customs.gov.sg';
  return E({
    id: 's-clean-customs-gst-info-sg',
    label: 'clean',
    kind: 'gov-info',
    url: `https://${h}/individuals/buying-online/gst-on-imported-goods`,
    body: doc({
      lang: 'en-SG',
      title: 'GST on imported goods bought online | Singapore Customs',
      css: `body{margin:0;font-family:Lato,Arial;color:#222;line-height:1.6}.mast{background:#f0f0f0;font-size:12px;padding:4px 30px}header{background:#fff;border-bottom:3px solid #b2191d;padding:14px 30px}.w{max-width:860px;margin:auto;padding:24px}.sc{background:#fdecea;padding:12px;border-left:4px solid #b2191d}footer{background:#222;color:#bbb;padding:18px 30px;font-size:12px}`,
      body: `<div class="mast">A Singapore Government Agency Website · How to identify</div>
<header><b>Singapore Customs</b></header>
<div class="w"><h1>GST on imported goods bought online</h1><p>Goods valued up to S$400 bought online and imported by air or post are subject to GST charged by the overseas vendor at checkout, if the vendor is GST-registered. Goods above S$400 are subject to GST at the point of import; the courier or freight forwarder usually pays it on your behalf and recovers it from you, with a handling fee.</p>
<div class="sc"><b>Beware of scams:</b> Singapore Customs will not ask you to pay duties or taxes via PayNow to an individual or a UEN sent to you by WhatsApp, and does not dispose of parcels if payment isn't made within 24 hours. Verify any request with your courier directly through its official website. Call the ScamShield Helpline at 1799 if in doubt.</div>
<h2>GST rate</h2><p>GST is charged at 9% on the value of the goods, including cost, insurance and freight (CIF).</p></div>
<footer>© 2026 Government of Singapore · Report Vulnerability · Privacy Statement · Terms of Use</footer>`,
    }),
  });
})(),
];
