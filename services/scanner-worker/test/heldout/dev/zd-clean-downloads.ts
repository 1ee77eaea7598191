import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { fileRoute, pe, cfb, zip } from '../parts/e-bin.js';
import { analytics, site, siteRoutes } from '../parts/zd-kit.js';

/**
 * Software downloads from banks and government on their own domains: the bank security module, the
 * tax-return program, app-store landing pages and a bank's own security help page.
 */

export const entries: Entry[] = [
  {
    id: 'zd-clean-bbva-app-download',
    label: 'clean',
    kind: 'bank-download',
    url: 'https://www.bbva.mx/personas/banca-digital/app-bbva-mexico.html',
    body: site({
      lang: 'es',
      title: 'App BBVA México | Descarga la app',
      brand: { name: 'BBVA', color: '#072146', logo: '/static/img/logo.png' },
      util: ['Personas', 'Empresas', 'Gobierno'],
      nav: ['Cuentas', 'Tarjetas', 'Créditos', 'Inversiones', 'Banca digital'],
      main: `<h1>App BBVA México</h1><p>Abre tu cuenta, consulta tus movimientos, envía dinero con SPEI y Dimo y genera tu Token móvil.</p>
<div class="grid"><a class="card" href="https://apps.apple.com/mx/app/bbva-m%C3%A9xico/id1049472357">Descargar en App Store</a><a class="card" href="https://play.google.com/store/apps/details?id=com.bancomer.mbanking">Disponible en Google Play</a><a class="card" href="https://appgallery.huawei.com/app/C102478147">Explorar en AppGallery</a></div>
<div class="card" style="background:#eef4fb"><b>Importante:</b> descarga la app solo desde las tiendas oficiales. BBVA nunca te enviará archivos APK por WhatsApp, SMS o correo.</div>
<h2>Requisitos</h2><ul><li>iOS 15 o superior</li><li>Android 9 o superior</li><li>Número celular registrado en BBVA</li></ul>`,
      footerCols: { 'BBVA México': ['Acerca de BBVA', 'Sala de prensa'], Ayuda: ['Línea BBVA', 'Aclaraciones'], Legal: ['Aviso de privacidad', 'Términos de uso'] },
      legal: 'BBVA México, S.A., Institución de Banca Múltiple, Grupo Financiero BBVA México.',
      scripts: analytics('/collect', 'G-BBVAMX'),
    }),
  },
  {
    id: 'zd-clean-receita-irpf-download',
    label: 'clean',
    kind: 'gov-download',
    url: 'https://www.gov.br/receitafederal/pt-br/centrais-de-conteudo/download/pgd/dirpf',
    body: site({
      lang: 'pt',
      title: 'Programa IRPF 2025 — Receita Federal',
      brand: { name: 'gov.br · Receita Federal', color: '#1351b4', logo: '/static/img/logo.png' },
      util: ['Órgãos do Governo', 'Acesso à Informação', 'Legislação', 'Acessibilidade'],
      nav: ['Assuntos', 'Serviços', 'Centrais de conteúdo', 'Acesso à informação', 'Canais de atendimento'],
      main: `<nav style="font-size:13px">Receita Federal › Centrais de Conteúdo › Download › PGD › DIRPF</nav><h1>Programa IRPF 2025</h1>
<p>Programa Gerador da Declaração do Imposto sobre a Renda da Pessoa Física 2025 (ano-calendário 2024). Versão 1.4.</p>
<table><tr><th>Sistema operacional</th><th>Arquivo</th><th>Tamanho</th></tr><tr><td>Windows 64 bits</td><td><a href="/receitafederal/pt-br/centrais-de-conteudo/download/pgd/dirpf/IRPF2025Win64v1.4.exe">IRPF2025Win64v1.4.exe</a></td><td>193 MB</td></tr><tr><td>Linux</td><td>IRPF2025Linux-x86_64v1.4.bin</td><td>197 MB</td></tr><tr><td>macOS</td><td>IRPF2025Mac-x86_64v1.4.zip</td><td>190 MB</td></tr><tr><td>Multiplataforma (Java)</td><td>IRPF2025-1.4.zip</td><td>78 MB</td></tr></table>
<p>Hash SHA-256 e instruções de instalação disponíveis na página de ajuda. Também é possível declarar pelo app Meu Imposto de Renda ou pelo e-CAC.</p>
<p style="font-size:13px">Cuidado com e-mails e SMS em nome da Receita com arquivos para download: a Receita não envia programas ou intimações por esses meios.</p>`,
      footerCols: { 'Receita Federal': ['Institucional', 'Notícias', 'Contato'], Serviços: ['Meu Imposto de Renda', 'e-CAC', 'Consulta CPF'] },
      legal: 'Ministério da Fazenda · Receita Federal do Brasil · Todo o conteúdo deste site está publicado sob a licença Creative Commons Atribuição-SemDerivações 3.0 Não Adaptada.',
      scripts: analytics('/collect', 'G-RFB'),
    }),
    routes: siteRoutes('www.gov.br', [19, 81, 180], {
      'www.gov.br/receitafederal/pt-br/centrais-de-conteudo/download/pgd/dirpf/IRPF2025Win64v1.4.exe': fileRoute(pe({ strings: ['IRPF2025', 'Receita Federal do Brasil', 'Serpro', 'install4j'] }), 'application/octet-stream', 'IRPF2025Win64v1.4.exe'),
    }),
  },
  {
    id: 'zd-clean-santander-es-ayuda-seguridad',
    label: 'clean',
    kind: 'bank-site',
    url: 'https://www.bancosantander.es/particulares/seguridad/consejos',
    body: site({
      lang: 'es',
      title: 'Consejos de seguridad | Banco Santander',
      brand: { name: 'Santander', color: '#ec0000', logo: '/static/img/logo.png' },
      util: ['Particulares', 'Empresas', 'Acceso clientes'],
      nav: ['Cuentas y tarjetas', 'Hipotecas', 'Préstamos', 'Seguridad'],
      main: `<h1>Consejos de seguridad</h1><p>Así intentan engañarte los ciberdelincuentes y cómo protegerte.</p>
<div class="grid"><div class="card"><h3>SMS fraudulentos</h3><p>Mensajes que avisan de un cargo no reconocido o un bloqueo y te envían a una web falsa. Nunca accedas a tu banca desde un enlace en un SMS.</p></div>
<div class="card"><h3>Llamadas falsas</h3><p>Alguien se hace pasar por el banco y te pide la Clave SMS para "anular" una operación. Cuelga.</p></div>
<div class="card"><h3>Aplicaciones de control remoto</h3><p>Nunca instales AnyDesk, TeamViewer o similares a petición de quien dice ser del banco.</p></div></div>
<h2>Descarga la app oficial</h2><p>Solo desde App Store, Google Play o AppGallery. <a href="/particulares/app">Más información sobre la App Santander</a>.</p>
<p>Si crees que has sido víctima, llama al <b>915 123 123</b> o bloquea tus tarjetas desde la app.</p>`,
      footerCols: { Santander: ['Accionistas', 'Sostenibilidad'], Ayuda: ['Contacto', 'Oficinas'], Legal: ['Aviso legal', 'Privacidad'] },
      legal: 'Banco Santander, S.A. NIF A-39000013.',
      scripts: analytics('/collect', 'G-SANES'),
    }),
  },
];
