import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, fileRoute } from '../parts/e-bin.js';
import { page, BASE_CSS, gaStub, fbqStub, ttqStub, cookieBar, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Romance follow-ups (hospital bills, customs for "parcels"), sextortion and "your device was hacked" blackmail,
// paid account-recovery and fake appeal pages for social accounts.

export const entries: Entry[] = [
  {
    id: 'n-scam-instagram-recovery-paid-pt',
    label: 'scam',
    kind: 'account-unlock',
    url: 'https://recuperar-conta-instagram.com.br/servico',
    body: page({
      lang: 'pt-BR',
      title: 'Recupere sua conta do Instagram hackeada ou desativada em 24h',
      head: fbqStub('781122003344556') + gaStub('G-RCINSTA1'),
      css: BASE_CSS + `.hero{background:linear-gradient(45deg,#f58529,#dd2a7b,#8134af,#515bd4);color:#fff;padding:34px 24px;text-align:center}.pl{display:flex;gap:14px;flex-wrap:wrap}.pl .card{flex:1;min-width:200px}`,
      body: `<div class="hero"><h1>Sua conta do Instagram foi hackeada, desativada ou banida?</h1><p>Especialistas com contato direto na Meta. Recuperação garantida em até 24 horas ou seu dinheiro de volta.</p></div>
<main><div class="pl"><div class="card"><b>Conta hackeada</b><p>R$ 297</p></div><div class="card"><b>Conta desativada / banida</b><p>R$ 497</p></div><div class="card"><b>Selo de verificado ✔</b><p>R$ 1.290</p></div></div>
<p>Como funciona: envie o @ da conta e pague via Pix. Nosso parceiro dentro da Meta abre um chamado interno prioritário. Você recebe o link de redefinição por e-mail.</p>
<div class="card" style="text-align:center"><b>Pagamento via Pix</b><br>${qrSvg('pix-recuperacao-instagram-297', 150)}<br>Chave Pix (CNPJ): 48.221.903/0001-17 · Recupera Digital ME</div>
<p>Depoimentos: "Recuperei minha conta com 80 mil seguidores em 6 horas!" — @lojadabia</p><p class="small">Não somos afiliados ao Instagram/Meta. Serviço de consultoria.</p></main>
${chatWidget({ name: 'Suporte Recupera 24h', avatarColor: '#dd2a7b', messages: ['Oi! Tudo bem? 😊', 'Me passa o @ da sua conta e o e-mail cadastrado que eu já verifico', 'Assim que o Pix for confirmado já abro o chamado prioritário na Meta'], placeholder: 'Digite sua mensagem' })}`,
    }),
  },
];
