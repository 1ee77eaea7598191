import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-clean-gov-refund-info-fr',
  label: 'clean',
  kind: 'help-article',
  url: 'https://www.impots.gouv.fr/particulier/questions/quand-vais-je-recevoir-mon-remboursement-dimpot',
  body: doc({
    lang: 'fr',
    title: "Quand vais-je recevoir mon remboursement d'impôt ? | impots.gouv.fr",
    body: `<header><b>RÉPUBLIQUE FRANÇAISE</b> · impots.gouv.fr<nav><a href="#">Particulier</a><a href="#">Professionnel</a><a href="#">Partenaire</a><a href="#">Votre espace particulier</a></nav></header><main>
<h1>Quand vais-je recevoir mon remboursement d'impôt ?</h1><p>Si le montant des retenues à la source et des acomptes payés en 2024 est supérieur à votre impôt définitif, la différence vous est remboursée par virement sur le compte bancaire connu de l'administration, en principe à partir de fin juillet.</p>
<p>Vous n'avez aucune démarche à effectuer. Le remboursement apparaît sur votre relevé avec le libellé « DGFIP IMPOT REMBT ».</p>
<div class="card" style="max-width:none"><b>Attention aux courriels frauduleux</b><p>L'administration fiscale ne vous demande jamais vos coordonnées bancaires ni votre numéro de carte par courriel ou SMS pour effectuer un remboursement. Si vous recevez un tel message, ne cliquez pas sur le lien et signalez-le sur <a href="#">internet-signalement.gouv.fr</a>.</p></div></main>
<footer><a href="#">Mentions légales</a><a href="#">Données personnelles</a><a href="#">Accessibilité : partiellement conforme</a></footer>`,
  }),
},
{
  id: 'zf-clean-loan-comparison-id',
  label: 'clean',
  kind: 'finance',
  url: 'https://www.bandingpinjaman.co.id/kta/',
  body: doc({
    lang: 'id',
    title: 'Bandingkan KTA Bank Terbaik 2025 – Bunga Mulai 0,88% | BandingPinjaman',
    body: `<header><b>BandingPinjaman</b><nav><a href="#">KTA</a><a href="#">Kartu Kredit</a><a href="#">KPR</a><a href="#">Asuransi</a><a href="#">Blog</a></nav></header><main>
<h1>Bandingkan Kredit Tanpa Agunan (KTA)</h1><p>Bandingkan bunga, tenor, dan biaya KTA dari bank yang terdaftar dan diawasi OJK. Pengajuan dilakukan langsung di situs resmi bank.</p>
<table border="1" cellpadding="6" cellspacing="0"><tr><th>Produk</th><th>Bunga flat / bln</th><th>Plafon</th><th>Biaya provisi</th></tr><tr><td>KTA Bank A</td><td>0,88%</td><td>Rp 300 jt</td><td>1% (dipotong dari pencairan)</td></tr><tr><td>KTA Bank B</td><td>1,05%</td><td>Rp 200 jt</td><td>2%</td></tr><tr><td>KTA Bank C</td><td>1,25%</td><td>Rp 150 jt</td><td>Rp 199.000</td></tr></table>
<div class="card" style="max-width:none"><b>Waspada pinjol ilegal:</b> Bank resmi tidak pernah meminta Anda mentransfer "biaya administrasi" atau "asuransi" terlebih dahulu sebelum dana cair. Cek legalitas di situs OJK atau hubungi 157.</div></main>
<footer>PT Banding Finansial Indonesia · <a href="#">Tentang kami</a><a href="#">Kebijakan privasi</a></footer>`,
  }),
},
];
