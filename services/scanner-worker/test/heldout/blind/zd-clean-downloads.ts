import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { fileRoute, pe, cfb, zip } from '../parts/e-bin.js';
import { analytics, site, siteRoutes } from '../parts/zd-kit.js';

/**
 * Software downloads from banks and government on their own domains: the bank security module, the
 * tax-return program, app-store landing pages and a bank's own security help page.
 */

export const entries: Entry[] = [
  {
    id: 'zd-clean-itau-warsaw-download',
    label: 'clean',
    kind: 'bank-download',
    url: 'https://www.itau.com.br/seguranca/guardiao-30-horas',
    body: site({
      lang: 'pt',
      title: 'Módulo de segurança | Itaú',
      brand: { name: 'itaú', color: '#ec7000', logo: '/static/img/logo.png' },
      nav: ['Para você', 'Segurança', 'Atendimento'],
      main: `<h1>Módulo de segurança Itaú</h1><p>O módulo de segurança (Warsaw, da GAS Tecnologia) protege seu computador durante o acesso ao internet banking pelo navegador.</p>
<p><a class="btn" href="/seguranca/downloads/warsaw_setup64.exe">Baixar para Windows (64 bits)</a> <a class="btn sec" href="/seguranca/downloads/warsaw_setup32.exe">Windows 32 bits</a></p>
<p style="font-size:13px">Versão 2.24.5 · Assinado digitalmente por GAS Tecnologia · Compatível com Windows 10 e 11. Para macOS, acesse pelo aplicativo Itaú.</p>
<h2>Dúvidas frequentes</h2><details><summary>Sou obrigado a instalar?</summary><p>Não. O acesso pelo aplicativo Itaú não exige o módulo. Ele é recomendado para acesso pelo computador.</p></details>
<details><summary>Recebi um e-mail pedindo para atualizar o módulo</summary><p>O Itaú não envia e-mails ou SMS com links para download. Baixe somente por esta página.</p></details>`,
      footerCols: { Itaú: ['Sobre', 'Carreiras'], Atendimento: ['Central', 'Ouvidoria'] },
      legal: 'Itaú Unibanco S.A. – CNPJ 60.701.190/0001-04.',
      scripts: analytics('/collect', 'G-ITAU2'),
    }),
    // favicon, logo and collector of www.itau.com.br are served with zd-clean-itau-login
    routes: {
      'www.itau.com.br/seguranca/downloads/warsaw_setup64.exe': fileRoute(pe({ strings: ['Warsaw', 'GAS Tecnologia', 'Core Protection', 'Copyright (C) GAS Tecnologia'] }), 'application/octet-stream', 'warsaw_setup64.exe'),
      'www.itau.com.br/seguranca/downloads/warsaw_setup32.exe': fileRoute(pe({ x64: false, strings: ['Warsaw', 'GAS Tecnologia'] }), 'application/octet-stream', 'warsaw_setup32.exe'),
    },
  },
  {
    id: 'zd-clean-caixa-app-download',
    label: 'clean',
    kind: 'bank-download',
    url: 'https://www.caixa.gov.br/atendimento/aplicativos/caixa-tem/Paginas/default.aspx',
    body: site({
      lang: 'pt',
      title: 'CAIXA Tem | Aplicativos CAIXA',
      brand: { name: 'CAIXA', color: '#005ca9', logo: '/static/img/logo.png' },
      util: ['Você', 'Empresa', 'Governo', 'Poder Público'],
      nav: ['Contas', 'Cartões', 'Habitação', 'Benefícios', 'Aplicativos', 'Atendimento'],
      main: `<h1>CAIXA Tem</h1><p>Use a sua conta digital para receber benefícios sociais, pagar boletos, fazer Pix e compras com o cartão de débito virtual.</p>
<div class="grid"><a class="card" href="https://play.google.com/store/apps/details?id=br.gov.caixa.tem">Google Play</a><a class="card" href="https://apps.apple.com/br/app/caixa-tem/id1485424267">App Store</a><a class="card" href="https://appgallery.huawei.com/app/C102995591">AppGallery</a></div>
<div class="card" style="background:#fff6e0"><b>Atenção:</b> a CAIXA não pede para você instalar "módulos de segurança" ou aplicativos por links recebidos em SMS, WhatsApp ou e-mail. Baixe somente nas lojas oficiais.</div>
<h2>Dúvidas</h2><p>Atendimento CAIXA ao Cidadão: 0800 726 0207.</p>`,
      footerCols: { CAIXA: ['Sobre a CAIXA', 'Imprensa', 'Relações com investidores'], Atendimento: ['Fale conosco', 'Ouvidoria', 'SAC'] },
      legal: 'Caixa Econômica Federal · CNPJ 00.360.305/0001-04 · SBS Quadra 4 Lotes 3/4, Brasília-DF.',
      scripts: analytics('/collect', 'G-CEF'),
    }),
    routes: siteRoutes('www.caixa.gov.br', [0, 92, 169]),
  },
];
