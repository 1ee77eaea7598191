import { type Entry } from '../entry.js';
import { CSS, LOGO, doc } from '../parts/yv-kit.js';

const bog = doc({
  title: 'Notice to the Public: Ghana Card Linkage for Mobile Money Wallets - Bank of Ghana',
  css: `${CSS.reset}body{line-height:1.65;background:#f8f8f4}.hd{background:#1a3c6e;color:#fff;padding:14px 30px}.c{max-width:780px;margin:20px auto;background:#fff;padding:30px}`,
  body: `<div class="hd"><b>BANK OF GHANA</b></div><div class="c"><p>Notice No. BG/GOV/2025/14</p><h1>Ghana Card Linkage for Mobile Money Wallets</h1>
<p>The Bank of Ghana reminds the public that all mobile money wallets must be linked to the holder's Ghana Card in line with the Payment Systems and Services Act, 2019 (Act 987) and the Know-Your-Customer directive.</p>
<p>Linkage is done <b>only</b> through the mobile network operator's official USSD short code, the operator's official app or at its service centres. The operators will never request a customer's mobile money PIN to link a Ghana Card.</p>
<p>The Bank has observed websites and SMS messages directing customers to web pages where they are asked to enter their MoMo number, Ghana Card number and PIN. These are fraudulent. The public is advised not to visit such pages.</p>
<p>Issued: Accra, 22 July 2025. Secretary to the Bank.</p></div>`,
});

const bceao = doc({
  title: 'Communiqué : mise en garde contre les plateformes d\'investissement frauduleuses - BCEAO',
  lang: 'fr',
  css: `${CSS.reset}body{line-height:1.65}.hd{background:#004b87;color:#fff;padding:14px 30px}.c{max-width:780px;margin:0 auto;padding:30px 20px}`,
  body: `<div class="hd"><b>BANQUE CENTRALE DES ÉTATS DE L'AFRIQUE DE L'OUEST</b></div>
<article class="c"><h1>Communiqué de presse</h1><h2>Mise en garde contre les plateformes d'investissement et de minage de cryptoactifs non autorisées</h2>
<p>Dakar, le 11 juin 2025 &mdash; La Banque Centrale des États de l'Afrique de l'Ouest (BCEAO) constate la multiplication, dans les États membres de l'UMOA, de plateformes en ligne proposant des rendements journaliers garantis (« minage de USDT », « robot de trading IA », « tontines accélérées »), ainsi que de fausses pages imitant des services de monnaie électronique pour obtenir les codes secrets des clients.</p>
<p>La BCEAO rappelle qu'aucune de ces plateformes n'est autorisée à collecter l'épargne du public, et que les émetteurs de monnaie électronique ne demandent jamais le code secret de leurs clients.</p>
<p>Le public est invité à la plus grande vigilance et à signaler tout cas suspect aux autorités compétentes ou à la Direction de la stabilité financière de la BCEAO.</p><p>Le Service de la Communication</p></article>`,
});

export const entries: Entry[] = [
  { id: 'yv-clean-bog-ghanacard-momo-notice', label: 'clean', kind: 'central-bank-circular', url: 'https://www.bog.gov.gh/news/notice-ghana-card-linkage-mobile-money/', body: bog },
  { id: 'yv-clean-bceao-communique-minage-fr', label: 'clean', kind: 'central-bank-circular', url: 'https://www.bceao.int/fr/communique-presse/mise-en-garde-plateformes-investissement', body: bceao },
];
