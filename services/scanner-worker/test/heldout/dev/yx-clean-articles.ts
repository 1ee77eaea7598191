import { type Entry } from '../entry.js';
import { doc, siteHeader, siteCss, siteFooter } from '../parts/yx-kit.js';

export const entries: Entry[] = [
{
  id: 'yx-clean-svt-bankid-qr-relay-article',
  label: 'clean',
  kind: 'news-article-quoting-scam',
  url: 'https://www.svt.se/nyheter/inrikes/bedragarna-skannar-qr-koden-at-dig-sa-fungerar-nya-bankid-bluffen',
  body: doc({
    lang: 'sv',
    title: 'Bedragarna skannar QR-koden åt dig – så fungerar nya BankID-bluffen | SVT Nyheter',
    css: `body{margin:0;font-family:"Publico",Georgia,serif;color:#1a1a1a}.top{background:#fff;border-bottom:1px solid #ddd;padding:12px 28px;font:bold 20px Arial}.a{max-width:700px;margin:24px auto;padding:0 16px}h1{font:800 36px/1.1 Arial}.ing{font:bold 19px/1.45 Arial}.sms{background:#f1f1f1;border-radius:14px;padding:12px 16px;font:15px Arial;max-width:420px}.meta{font:13px Arial;color:#666}`,
    body: `<div class="top">SVT Nyheter</div><div class="a"><p class="meta">Inrikes · Publicerad 14 oktober 2025</p><h1>Bedragarna skannar QR-koden åt dig – så fungerar nya BankID-bluffen</h1>
<p class="ing">Allt fler svenskar luras att skanna en QR-kod som i själva verket loggar in bedragaren på deras bank. Polisen varnar för så kallade realtidsbedrägerier.</p>
<p>Det börjar ofta med ett sms:</p><p class="sms">”BankID: Ditt BankID upphör 2025-10-16. Förnya direkt för att undvika spärr: bankid-fornyelse-se.com”</p>
<p>På den falska sidan ombeds offret att ange sitt personnummer. I bakgrunden sitter en bedragare som samtidigt startar en inloggning på offrets riktiga bank. QR-koden som banken visar för bedragaren kopieras till den falska sidan – när offret skannar den med BankID-appen loggar hon alltså in bedragaren.</p>
<p>– Sidan står och ”väntar” medan en operatör styr vad offret ser. Ibland får man signera en betalning som beskrivs som en ”säkerhetskontroll”, säger en utredare vid Nationellt bedrägericenter.</p>
<h2>Så skyddar du dig</h2><ul style="font-family:Arial"><li>Skanna bara en BankID-QR-kod när du själv har startat inloggningen på bankens egen sida.</li><li>Läs vad appen säger att du legitimerar dig för.</li><li>Ring din bank på numret på baksidan av kortet om du är osäker.</li></ul></div>`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-nrk-finn-fiks-ferdig-svindel',
  label: 'clean',
  kind: 'news-article-quoting-scam',
  url: 'https://www.nrk.no/norge/svindlere-lurer-finn-selgere-med-falsk-fiks-ferdig-1.17022841',
  body: doc({
    lang: 'no',
    title: 'Svindlere lurer Finn-selgere med falsk «Fiks ferdig» – NRK Norge',
    css: `body{margin:0;font-family:"LFT Etica",Arial;color:#000}.nrk{background:#000;color:#fff;padding:12px 28px;font-weight:900;font-size:22px}.a{max-width:680px;margin:24px auto;padding:0 16px}h1{font-size:34px;line-height:1.1}.q{background:#f4f4f4;padding:12px 16px;border-left:4px solid #0063fb;font-style:italic}`,
    body: `<div class="nrk">NRK</div><div class="a"><h1>Svindlere lurer Finn-selgere med falsk «Fiks ferdig»</h1><p><b>Bare denne høsten har politiet fått over 400 anmeldelser fra folk som har solgt ting på Finn og blitt tappet for penger.</b></p>
<p>Fremgangsmåten er nesten alltid den samme. En «kjøper» tar kontakt på Finn-chatten eller SMS og skriver:</p><p class="q">«Hei! Jeg vil gjerne kjøpe sofaen. Jeg har betalt med Fiks ferdig, du må bare bekrefte kortet ditt for å motta pengene: finn-no.fiksferdig-utbetaling.site/…»</p>
<p>Lenken går til en side som ligner på FINN, der selgeren blir bedt om å legge inn kortnummer, utløpsdato og CVC – og noen ganger saldoen på kontoen. Deretter kommer en forespørsel i BankID eller en SMS-kode som svindlerne bruker til å godkjenne et kjøp.</p>
<p>– Du skal aldri oppgi kortopplysninger for å <i>motta</i> penger, sier informasjonssjef i FINN. – Med Fiks ferdig blir pengene utbetalt til kontonummeret du har registrert hos oss.</p>
<p>Politiet oppfordrer alle som er utsatt for dette til å kontakte banken umiddelbart og anmelde forholdet på politiet.no.</p></div>`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-polisen-sa-gar-bedragerierna-till',
  label: 'clean',
  kind: 'police-advisory',
  url: 'https://polisen.se/om-polisen/polisens-arbete/bedragerier/sa-gar-bedragerierna-till/?yx=1',
  body: doc({
    lang: 'sv',
    title: 'Så går bedrägerierna till | Polismyndigheten',
    css: siteCss('#002f5f') + `.case{background:#f3f6fa;padding:16px;margin:14px 0}.case q{display:block;font-style:italic;margin:8px 0}`,
    body: `${siteHeader('<b style="font-size:20px;color:#002f5f">POLISEN</b>', [['Aktuellt', '/aktuellt/'], ['Utsatt för brott', '/utsatt-for-brott/'], ['Tjänster', '/tjanster/']])}
<main><h1>Så går bedrägerierna till</h1><p>Här beskriver vi vanliga tillvägagångssätt så att du lättare kan känna igen dem.</p>
<div class="case"><h3>Falska bankanställda</h3><q>”Det här är Johan från Swedbanks säkerhetsavdelning. Vi har stoppat en misstänkt överföring. Öppna BankID så att vi kan verifiera att det är du.”</q><p>Bedragaren använder din legitimering för att logga in på din bank eller godkänna betalningar.</p></div>
<div class="case"><h3>Blocket- och Marketplace-bedrägerier</h3><q>”Jag har betalat via Blocket Köpskydd. Klicka på länken och fyll i kortuppgifter för att ta emot pengarna.”</q><p>Du behöver aldrig uppge kortuppgifter för att ta emot pengar.</p></div>
<div class="case"><h3>Investeringsbedrägerier</h3><q>”Kändisen avslöjar: så tjänar hon 48 000 kr om dagen med AI-handel.”</q><p>Falska nyhetsartiklar leder till plattformar där pengarna aldrig går att ta ut.</p></div>
<p>Anmäl bedrägerier på polisen.se eller ring 114 14. Vid pågående brott, ring 112.</p></main>
${siteFooter(['Polismyndigheten · Box 12256, 102 26 Stockholm'], ['Om webbplatsen', 'Tillgänglighetsredogörelse'])}`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-truesec-nft-drainer-analysis',
  label: 'clean',
  kind: 'security-blog-quoting-code',
  url: 'https://www.truesec.com/hub/blog/anatomy-of-a-nordic-nft-drainer-campaign',
  body: doc({
    lang: 'en',
    title: 'Anatomy of a Nordic-themed NFT drainer campaign | Truesec',
    css: siteCss('#111') + `pre{background:#0f172a;color:#e2e8f0;padding:14px;overflow:auto;font-size:13px;border-radius:6px}`,
    body: `${siteHeader('<b style="font-size:20px">TRUESEC</b>', [['Services', '/services'], ['Hub', '/hub'], ['Contact', '/contact']])}
<main><h1>Anatomy of a Nordic-themed NFT drainer campaign</h1><p>Our threat intelligence team tracked a series of fake "free mint" sites themed on Vikings, auroras and Nordic folklore. All of them share one drainer kit sold as a service on Telegram.</p>
<h2>Stage 1: asset discovery</h2><p>After <code>eth_requestAccounts</code>, the kit queries an inventory API for the victim's most valuable collections and tokens.</p>
<h2>Stage 2: approvals</h2><p>For each NFT collection, the kit requests <code>setApprovalForAll(operator, true)</code>. The calldata looks like this:</p>
<pre>// selector 0xa22cb465 = setApprovalForAll(address,bool)
await ethereum.request({ method: 'eth_sendTransaction', params: [{
  from: victim, to: collection,
  data: '0xa22cb465' + pad(operator) + pad('0x1')
}] });</pre>
<p>For ERC-20 tokens, newer variants prefer a gasless Permit2 <code>PermitBatch</code> signature requested via <code>eth_signTypedData_v4</code>, with <code>amount</code> set to the maximum uint160 and the attacker as <code>spender</code>.</p>
<h2>Defensive advice</h2><ul><li>Read what you sign: "setApprovalForAll" or a Permit with an unknown spender is a red flag.</li><li>Review and revoke approvals regularly.</li><li>Use a separate hot wallet for mints.</li></ul></main>
${siteFooter(['Truesec AB · Stockholm'], ['Privacy', 'Cookies'])}`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-konsumentverket-prenumerationsfallor',
  label: 'clean',
  kind: 'consumer-advice-quoting-scam',
  url: 'https://www.hallakonsument.se/konsumentratt-process/prenumerationsfallor-och-gratiserbjudanden/?yx=1',
  body: doc({
    lang: 'sv',
    title: 'Prenumerationsfällor och ”gratis” erbjudanden | Hallå konsument',
    css: siteCss('#005a4e') + `.ex{background:#f0f7f5;border-left:5px solid #005a4e;padding:12px 16px;margin:12px 0}`,
    body: `${siteHeader('<b style="font-size:20px;color:#005a4e">Hallå konsument</b>', [['Köpa och betala', '/kopa-och-betala/'], ['Bedrägerier', '/bedragerier/'], ['Kontakta oss', '/kontakt/']])}
<main><h1>Prenumerationsfällor och ”gratis” erbjudanden</h1><p>Det är vanligt med annonser som lovar gratis prover eller vinster mot att du ”bara betalar frakten”. I de finstilta villkoren står det ofta att du samtidigt har tecknat en prenumeration.</p>
<div class="ex"><b>Exempel från en anmälan:</b> ”Grattis! Du har vunnit ett presentkort på 5 000 kr. Betala endast frakt 19 kr.” Villkoren: ”14 dagars provperiod, därefter 499 kr/månad.”</div>
<div class="ex"><b>Annat exempel:</b> Bantningspiller ”Som sett i TV” – ”Gratis prövpaket, betala 39 kr i frakt”. Efter två veckor dras 899 kr varje månad.</div>
<h2>Det här kan du göra</h2><ul><li>Kontakta din bank och begär återbetalning (chargeback).</li><li>Säg upp avtalet skriftligen och spara kopia.</li><li>Anmäl företaget till Konsumentverket.</li></ul></main>
${siteFooter(['Hallå konsument drivs av Konsumentverket'], ['Om webbplatsen', 'Tillgänglighet'])}`,
  }),
} satisfies Entry,
];
