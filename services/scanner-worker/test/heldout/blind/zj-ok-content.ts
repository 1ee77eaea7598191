import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import * as B from '../parts/e-bin.js';
import * as Z from '../parts/zj-kit.js';

const art = (site: string, nav: string[], title: string, by: string, html: string, lang = 'en', extra = '') =>
  Z.doc({ lang, title: `${title} | ${site}`, head: Z.gtag('G-' + site.replace(/[^A-Z]/gi, '').slice(0, 6).toUpperCase() + '42') + extra, body: `${Z.top(site, nav)}<main><article><h1>${title}</h1><p style="color:#777;font-size:14px">${by}</p>${html}</article></main>${Z.foot(site, { Sections: nav }, '')}${Z.cookieBar()}` });

export const entries: Entry[] = [
  {
    id: 'zj-ok-news-drainer-kit-report',
    label: 'clean',
    kind: 'crypto-news',
    url: 'https://www.theblock.co/post/381204/drainer-kit-permit2-airdrop-phishing-losses',
    body: art('The Block', ['Latest', 'Policy', 'DeFi', 'Research', 'Data'], 'Drainer-as-a-service kits stole $84 million in October using fake airdrop pages', 'By Danny Park · Nov 3, 2026, 9:12AM EST',
      `<p>Phishing groups renting "drainer" kits stole about $84 million from roughly 41,000 wallets in October, according to a report from blockchain security firm ScamSniffer. The largest single loss was 1,155 WBTC, taken through a malicious <code>permit</code> signature.</p>
  <p>The kits are sold on Telegram for a 20–30% cut of stolen funds. Affiliates clone a project's site, say an airdrop claim or an NFT mint, and the kit's script requests token approvals or off-chain signatures once a visitor connects their wallet.</p>
  <h2>How the signature trick works</h2><p>Rather than an on-chain <code>approve</code> transaction, the kit asks the victim to sign an EIP-712 message for Uniswap's Permit2 contract:</p>
  <pre>{
    "primaryType": "PermitSingle",
    "domain": { "name": "Permit2", "chainId": 1, "verifyingContract": "0x000000000022D473030F116dDEE9F6B43aC78BA3" },
    "message": { "details": { "token": "0xA0b8...eB48", "amount": "1461501637330902918203684832716283019655932542975" },
                 "spender": "0x8f3a...f52b", "sigDeadline": "1893456000" }
  }</pre><p>The amount is the maximum <code>uint160</code>. The attacker then submits the signature to move the tokens.</p>
  <h2>Addresses flagged</h2><p>ScamSniffer shared several receiving addresses, including <code>0xb7c4e1a09d2f3b6588e04c2a1f779d30b5e6a8c1</code> and <code>0x61e2a9c4b7d8f03e15a6c92b4d7e8f1a3c05b29d</code>.</p>
  <p>"Users should treat any site that asks for a signature to 'claim' as hostile until proven otherwise," the firm said. Wallets including MetaMask and Rabby now show warnings for Permit2 requests with unlimited amounts.</p>`),
  },
  {
    id: 'zj-ok-es-news-cartas-falsas-ledger',
    label: 'clean',
    kind: 'crypto-news',
    url: 'https://www.criptonoticias.com/seguridad-bitcoin/cartas-falsas-ledger-piden-frase-semilla/',
    body: art('CriptoNoticias', ['Bitcoin', 'Seguridad', 'Regulación', 'Opinión'], 'Usuarios de Ledger reciben cartas falsas que piden su frase semilla', 'Por María José Peña · 12 nov 2026',
      `<p>Clientes de Ledger en España, Argentina y México han denunciado la recepción de cartas en papel con el logotipo de la empresa que les instan a escanear un código QR y realizar una "verificación obligatoria" del dispositivo.</p>
  <p>El código lleva a un sitio que imita a Ledger y muestra 24 casillas para introducir la frase de recuperación. Según el equipo de seguridad de la empresa, "Ledger nunca le pedirá su frase de 24 palabras, ni por carta, ni por correo, ni por teléfono".</p>
  <h2>Cómo protegerse</h2><ul><li>No escanee códigos QR de cartas no solicitadas.</li><li>Su frase semilla solo se introduce en el propio dispositivo.</li><li>Ante la duda, consulte support.ledger.com desde el navegador, no desde enlaces recibidos.</li></ul>
  <p>Dominios reportados: <code>ledger-verificacion[.]es</code>, <code>ledger-recover[.]support</code>.</p>`, 'es'),
  },
  {
    id: 'zj-ok-pt-news-golpe-taxa-saque',
    label: 'clean',
    kind: 'crypto-news',
    url: 'https://portaldobitcoin.uol.com.br/golpe-da-taxa-de-saque-corretoras-falsas-pix/',
    body: art('Portal do Bitcoin', ['Últimas', 'Mercado', 'Golpes', 'Regulação'], 'Golpe da "taxa de saque": corretoras falsas cobram imposto para liberar lucros inexistentes', 'Por Redação · 9 de novembro de 2026',
      `<p>Vítimas relatam que, depois de semanas vendo lucros crescentes em plataformas como "XPCoin" e "BitVexa", foram informadas de que precisariam pagar uma "taxa de liberação do Banco Central" ou "IOF cripto" para sacar.</p>
  <p>"Não existe taxa do Banco Central para saque de criptomoedas. Nenhuma corretora séria pede pagamento separado para liberar saldo", explica a advogada Fernanda Lima, especialista em direito digital.</p>
  <h2>Sinais de alerta</h2><ul><li>Lucros diários garantidos com "robô de IA".</li><li>Gerente de conta que só atende pelo WhatsApp.</li><li>Cobrança de taxa para saque que "não pode ser descontada do saldo".</li></ul><p>Se você foi vítima, registre boletim de ocorrência e desconfie de "empresas de recuperação" que pedem pagamento antecipado.</p>`, 'pt-BR'),
  },
  {
    id: 'zj-ok-tr-news-sahte-staking',
    label: 'clean',
    kind: 'crypto-news',
    url: 'https://www.coinkolik.com/sahte-usdt-staking-havuzlari-uyarisi/',
    body: art('Coinkolik', ['Haberler', 'Bitcoin', 'Altcoin', 'Rehber'], 'Sahte USDT staking havuzlarına dikkat: "likidite madenciliği" ile cüzdanlar boşaltılıyor', 'Coinkolik Haber Merkezi · 14 Kasım 2026',
      `<p>Son haftalarda Telegram ve WhatsApp gruplarında paylaşılan "günlük %2 getirili USDT havuzu" siteleri, kullanıcılardan cüzdan bağlamalarını ve bir "katılım onayı" vermelerini istiyor.</p>
  <p>Güvenlik araştırmacıları, bu onayın aslında sınırsız bir <code>approve</code> işlemi olduğunu ve dolandırıcıların daha sonra tüm USDT bakiyesini çektiğini belirtiyor. Bildirilen adreslerden biri: <code>0x3b9c1e7a5d2f80c4a6e91d3b7f25c08a4e6d1b92</code>.</p>
  <h2>Nasıl korunulur?</h2><ul><li>Tanımadığınız sitelerde işlem onaylamayın.</li><li>revoke.cash veya Etherscan Token Approval Checker ile onaylarınızı düzenli kontrol edin.</li><li>Garantili getiri vaadi dolandırıcılık işaretidir.</li></ul>`, 'tr'),
  },
  {
    id: 'zj-ok-vi-news-lua-dao-tien-so',
    label: 'clean',
    kind: 'crypto-news',
    url: 'https://vnexpress.net/canh-bao-lua-dao-dau-tu-tien-so-loi-nhuan-3-moi-ngay-4812233.html',
    body: art('VnExpress', ['Thời sự', 'Kinh doanh', 'Số hóa', 'Pháp luật'], 'Cảnh báo lừa đảo đầu tư tiền số "lợi nhuận 3% mỗi ngày"', 'Thứ bảy, 15/11/2026',
      `<p>Công an TP HCM cho biết đã tiếp nhận hơn 200 đơn trình báo liên quan đến các ứng dụng đầu tư tiền số hứa hẹn lợi nhuận cố định 2,5–3,8% mỗi ngày.</p>
  <p>Theo nạn nhân, ban đầu họ rút được tiền lãi nhỏ, sau đó được khuyến khích nạp thêm để nâng "gói Kim cương". Khi muốn rút vốn, ứng dụng yêu cầu nộp "phí xác minh" hoặc "thuế thu nhập" 15%.</p>
  <p>Cơ quan chức năng khuyến cáo người dân không tham gia các nền tảng không được cấp phép, không cung cấp cụm từ khôi phục (seed phrase) của ví cho bất kỳ ai và cảnh giác với các dịch vụ "lấy lại tiền bị lừa".</p>`, 'vi'),
  },
  {
    id: 'zj-ok-ru-forklog-drainers-review',
    label: 'clean',
    kind: 'crypto-news',
    url: 'https://forklog.com/news/drejnery-v-telegram-ton-obzor',
    body: art('ForkLog', ['Новости', 'Биткоин', 'DeFi', 'Безопасность'], 'Дрейнеры в экосистеме TON: как мошенники опустошают кошельки через «раздачи»', 'ForkLog · 10.11.2026',
      `<p>Аналитики зафиксировали рост числа фишинговых сайтов, имитирующих раздачи Notcoin, Hamster Kombat и DOGS. Сайты просят подключить Tonkeeper и подписать транзакцию «для подтверждения владения».</p>
  <p>На деле транзакция переводит почти весь баланс на адрес злоумышленников, например <code>UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG</code>. Некоторые наборы дополнительно предлагают «восстановить кошелёк», запрашивая 24 секретных слова.</p>
  <pre>await provider.send('ton_sendTransaction', [{ messages: [{ address: ATTACKER, amount: balance - fee }] }])</pre>
  <p>Эксперты советуют внимательно читать окно подтверждения в кошельке и никогда не вводить сид-фразу на сайтах.</p>`, 'ru'),
  },
  {
    id: 'zj-ok-metamask-docs-signtypeddata',
    label: 'clean',
    kind: 'dev-docs',
    url: 'https://docs.metamask.io/wallet/reference/json-rpc-methods/eth_signtypeddata_v4/',
    body: art('MetaMask developer documentation', ['Wallet', 'Snaps', 'Services', 'SDK'], 'Sign data', 'Wallet API · How-to',
      `<p>You can use the following RPC methods to request cryptographic signatures from users: <code>eth_signTypedData_v4</code> (recommended) and <code>personal_sign</code>.</p>
  <h2>Use eth_signTypedData_v4</h2><pre>const msgParams = JSON.stringify({
    domain: { chainId: 1, name: 'Ether Mail', verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC', version: '1' },
    message: { contents: 'Hello, Bob!', from: { name: 'Cow', wallets: ['0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826'] } },
    primaryType: 'Mail',
    types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }],
             Mail: [{ name: 'from', type: 'Person' }, { name: 'contents', type: 'string' }] }
  });
  const sign = await provider.request({ method: 'eth_signTypedData_v4', params: [from, msgParams] });</pre>
  <div class="note">Only request signatures users can understand. MetaMask shows security alerts (Blockaid) for known malicious requests, including Permit and Seaport order signatures to flagged addresses.</div>
  <h2>Example</h2><p><button class="btn" id="signTypedDataV4Button">eth_signTypedData_v4</button></p>
  <script>document.getElementById('signTypedDataV4Button').onclick=async function(){if(!window.ethereum){this.textContent='Install MetaMask to try';return}var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];this.textContent='Connected '+a.slice(0,6)}</script>`),
  },
];
