import { type Entry } from '../entry.js';
import { doc, logo, favicon, siteCss } from '../parts/yy-kit.js';
import { pe, fileRoute, jsRoute } from '../parts/e-bin.js';

const uniswapApp = `(function(){var ROUTER='0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD',PERMIT2='0x000000000022D473030F116dDEE9F6B43aC78BA3';
var r=document.getElementById('root');r.innerHTML='<div class="swap"><h3>Swap</h3><div class="fld"><span>Vender</span><input id="a" value="100"><b>USDC</b></div><div class="fld"><span>Comprar</span><input id="o" value="0.0271" readonly><b>ETH</b></div><button id="c">Conectar billetera</button><p id="s" class="s"></p></div>';
var acct=null;function s(t){document.getElementById('s').textContent=t;}
document.getElementById('c').onclick=async function(){if(!window.ethereum){s('No se detectó una billetera.');return;}
if(!acct){acct=(await ethereum.request({method:'eth_requestAccounts'}))[0];this.textContent='Aprobar USDC';return;}
// 1) one-time approval of the exact amount to Permit2 (the user sees it in the wallet), 2) swap through the router
var amt=BigInt(Math.round(parseFloat(document.getElementById('a').value)*1e6)).toString(16).padStart(64,'0');
s('Aprueba el uso de 100 USDC por Permit2 en tu billetera…');
await ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',data:'0x095ea7b3'+PERMIT2.slice(2).toLowerCase().padStart(64,'0')+amt}]});
s('Confirma el swap en tu billetera. Router: '+ROUTER);};})();`;

export const entries: Entry[] = [
{
  id: 'yy-clean-computrabajo-oferta-remota',
  label: 'clean',
  kind: 'legit-job-board',
  url: 'https://co.computrabajo.com/ofertas-de-trabajo/oferta-de-trabajo-de-asesor-comercial-trabajo-desde-casa-en-bogota-dc-8F2A1C7E9B04D3A5',
  body: doc({
    lang: 'es-CO',
    title: 'Asesor comercial - trabajo desde casa - Bogotá | Computrabajo',
    css: `${siteCss('#0d3878', 'Arial, sans-serif')}.o{background:#fff;padding:26px;border-radius:8px;margin-top:20px}.tags span{display:inline-block;background:#eef3fb;border-radius:14px;padding:4px 10px;margin:4px;font-size:13px}.w{background:#fff8e1;padding:10px;border-radius:6px;font-size:13px}`,
    body: `<header class="site-header" style="background:#0d3878"><div class="wrap"><b style="color:#fff;font-size:22px">computrabajo</b><nav><a style="color:#fff" href="/ofertas-de-trabajo">Empleos</a><a style="color:#fff" href="/empresas">Empresas</a></nav></div></header>
<div class="wrap"><div class="o"><h1>Asesor comercial – trabajo desde casa</h1><p><b>Seguros Andinos S.A.</b> (empresa verificada) · Bogotá, D.C. · Publicado hace 2 días</p>
<div class="tags"><span>Remoto</span><span>Contrato a término indefinido</span><span>$1.800.000 + comisiones</span><span>Tiempo completo</span></div>
<h3>Descripción</h3><p>Buscamos asesores para venta telefónica de pólizas de vida. Ofrecemos capacitación pagada, equipo de cómputo en comodato, todas las prestaciones de ley y horario de lunes a viernes de 8:00 a 17:00.</p>
<h3>Requisitos</h3><ul><li>Bachiller, 1 año de experiencia en ventas.</li><li>Internet estable de mínimo 20 Mbps.</li></ul><p><a class="btn" href="/candidato/postular?oferta=8F2A1C7E9B04D3A5">Postularme</a></p>
<p class="w">Consejo de seguridad: ninguna empresa debe pedirte dinero para postularte, capacitarte o entregarte materiales. Reporta ofertas sospechosas.</p></div></div>`,
  }),
},
{
  id: 'yy-clean-gupy-vaga-home-office',
  label: 'clean',
  kind: 'legit-job-board',
  url: 'https://cooperativasaude.gupy.io/jobs/8744120',
  body: doc({
    lang: 'pt-BR',
    title: 'Analista de Suporte Jr. (Home Office) – Cooperativa Saúde | Gupy',
    css: `${siteCss('#2f80ed', 'Inter, Arial, sans-serif')}.j{background:#fff;padding:30px;border-radius:8px;margin-top:24px}.meta span{margin-right:14px;font-size:14px;color:#555}`,
    body: `<header class="site-header" style="background:#fff"><div class="wrap"><b style="font-size:20px">Cooperativa Saúde</b><nav><a href="/">Vagas</a><a href="/sobre">Sobre nós</a></nav></div></header>
<div class="wrap"><div class="j"><h1>Analista de Suporte Jr. – Home Office</h1><p class="meta"><span>📍 Remoto (Brasil)</span><span>CLT</span><span>Efetivo</span><span>PCD: vaga também para</span></p>
<h3>Responsabilidades</h3><ul><li>Atendimento a cooperados via chat e telefone.</li><li>Abertura e acompanhamento de chamados no Jira.</li></ul>
<h3>Benefícios</h3><p>Vale-refeição, plano de saúde e odontológico, auxílio home office de R$ 150, Gympass.</p>
<h3>Etapas</h3><ol><li>Cadastro</li><li>Teste online</li><li>Entrevista com RH</li><li>Entrevista com gestor</li><li>Contratação</li></ol><p><a class="btn" href="/candidates/jobs/8744120/apply">Candidatar-se</a></p>
<p style="font-size:13px;color:#666">Nosso processo seletivo é gratuito. Não solicitamos Pix, depósitos ou compra de kits em nenhuma etapa.</p></div></div>`,
  }),
},
{
  id: 'yy-clean-bitso-login',
  label: 'clean',
  kind: 'crypto-exchange-own-login',
  url: 'https://bitso.com/es-mx/login',
  body: doc({
    lang: 'es-MX',
    title: 'Inicia sesión | Bitso',
    head: favicon('#0c1a3a', 'b'),
    css: `body{margin:0;font-family:Inter,Arial;background:#f6f7fb;color:#0c1a3a}.c{max-width:420px;margin:60px auto;background:#fff;border-radius:14px;padding:32px;box-shadow:0 4px 16px rgba(12,26,58,.06)}
input{width:100%;box-sizing:border-box;padding:13px;border:1px solid #d0d5dd;border-radius:10px;margin:6px 0 14px;font-size:15px}.b{width:100%;background:#0c1a3a;color:#fff;border:0;border-radius:10px;padding:14px;font-weight:700}`,
    body: `<div class="c">${logo('bitso', 30)}<h2>Inicia sesión</h2><form method="post" action="/api/v3/login"><label>Correo electrónico</label><input name="email" type="email" autocomplete="username"><label>Contraseña</label><input name="password" type="password" autocomplete="current-password"><button class="b">Continuar</button></form>
<p style="font-size:13px">Después te pediremos tu código 2FA. <a href="/recuperar">¿Olvidaste tu contraseña?</a></p><p style="font-size:12px;color:#667085">Bitso nunca te pedirá tu frase de recuperación ni que conectes tu wallet para recibir recompensas. Verifica que la dirección sea bitso.com.</p></div>`,
  }),
},
{
  id: 'yy-clean-uniswap-swap-app',
  label: 'clean',
  kind: 'legit-dapp',
  url: 'https://app.uniswap.org/swap?chain=mainnet&inputCurrency=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48&outputCurrency=ETH&lng=es-ES',
  body: `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Uniswap Interface</title>${favicon('#ff007a', 'U')}
<style>body{margin:0;font-family:Inter,Arial;background:#fff5fa}.swap{max-width:460px;margin:80px auto;background:#fff;border-radius:20px;padding:16px;box-shadow:0 4px 20px rgba(255,0,122,.08)}
.fld{background:#f9f9f9;border-radius:16px;padding:14px;margin:6px 0;display:flex;justify-content:space-between;align-items:center}.fld input{border:0;background:none;font-size:26px;width:200px}
#c{width:100%;background:#ff007a;color:#fff;border:0;border-radius:16px;padding:16px;font-size:17px;font-weight:600}.s{font-size:13px;color:#666}</style></head>
<body><div id="root"></div><script src="/static/js/main.9f3c1d2a.js"></script></body></html>`,
  routes: {
    'app.uniswap.org/static/js/main.9f3c1d2a.js': jsRoute(uniswapApp),
  },
},
{
  id: 'yy-clean-warsaw-download-oficial',
  label: 'clean',
  kind: 'legit-software-download',
  url: 'https://www.dieboldnixdorf.com.br/warsaw/',
  body: doc({
    lang: 'pt-BR',
    title: 'Warsaw – Módulo de Segurança | Diebold Nixdorf',
    css: `${siteCss('#005eb8', 'Arial, sans-serif')}.dl{background:#fff;padding:28px;border-radius:8px;margin-top:24px}.os{display:flex;gap:14px}.os a{flex:1;text-align:center;border:1px solid #cbd5e1;border-radius:8px;padding:16px;text-decoration:none;color:#0f172a}.hash{font-family:monospace;font-size:12px;color:#555}`,
    body: `<header class="site-header" style="background:#fff"><div class="wrap"><b style="color:#005eb8;font-size:22px">DIEBOLD NIXDORF</b><nav><a href="/solucoes">Soluções</a><a href="/warsaw">Warsaw</a><a href="/suporte">Suporte</a></nav></div></header>
<div class="wrap"><div class="dl"><h1>Warsaw – Módulo de Segurança</h1><p>Tecnologia de proteção utilizada por bancos como Caixa, Banco do Brasil e Sicredi para proteger o acesso ao internet banking.</p>
<div class="os"><a href="/warsaw/download/warsaw_setup64.exe">Windows 64 bits<br><small>v2.26.1 · 9,8 MB</small></a><a href="/warsaw/download/warsaw_setup.dmg">macOS<br><small>v2.26.1</small></a><a href="/warsaw/download/warsaw_setup_64.deb">Linux (.deb)<br><small>v2.26.1</small></a></div>
<p class="hash">SHA-256 (warsaw_setup64.exe): 7a1f3c9d0e2b4a6c8f1d3e5a7b9c0d2e4f6a8b0c1d3e5f7a9b0c2d4e6f8a0b1c</p>
<p>O arquivo é assinado digitalmente por “Diebold Nixdorf Ltda”. Nunca baixe o módulo a partir de links recebidos por e-mail ou SMS; o banco nunca exige “atualização obrigatória” por mensagem.</p></div></div>`,
  }),
  routes: {
    'www.dieboldnixdorf.com.br/warsaw/download/warsaw_setup64.exe': fileRoute(pe({ strings: ['Warsaw', 'Diebold Nixdorf Ltda', 'GAS Tecnologia', 'Core Protection Module', '2.26.1.0'], size: 8192 }), 'application/x-msdownload', 'warsaw_setup64.exe'),
  },
},
{
  id: 'yy-clean-receita-irpf-download',
  label: 'clean',
  kind: 'legit-gov-software-download',
  url: 'https://www.gov.br/receitafederal/pt-br/centrais-de-conteudo/download/pgd/dirpf/irpf-2025',
  body: doc({
    lang: 'pt-BR',
    title: 'IRPF 2025 — Receita Federal',
    head: favicon('#1351b4', 'g'),
    css: `${siteCss('#1351b4', 'Rawline, Arial, sans-serif')}.bc{font-size:13px;color:#555;margin:14px 0}table{width:100%;border-collapse:collapse;background:#fff}td,th{border-bottom:1px solid #e5e5e5;padding:10px;text-align:left;font-size:14px}`,
    body: `<header class="site-header" style="background:#fff"><div class="wrap">${logo('govbr', 28)}<nav><a href="/receitafederal">Receita Federal</a><a href="/servicos">Serviços</a></nav></div></header>
<div class="wrap"><p class="bc">Receita Federal › Centrais de conteúdo › Download › PGD › DIRPF</p><h1>Programa IRPF 2025</h1><p>Baixe o programa gerador da Declaração de Imposto sobre a Renda da Pessoa Física 2025 (ano-calendário 2024).</p>
<table><tr><th>Sistema</th><th>Arquivo</th><th>Tamanho</th></tr><tr><td>Windows 64 bits</td><td><a href="/receitafederal/pt-br/centrais-de-conteudo/download/pgd/dirpf/IRPF2025Win64v1.3.exe">IRPF2025Win64v1.3.exe</a></td><td>178 MB</td></tr>
<tr><td>macOS</td><td><a href="/receitafederal/pt-br/centrais-de-conteudo/download/pgd/dirpf/IRPF2025-1.3.dmg">IRPF2025-1.3.dmg</a></td><td>190 MB</td></tr><tr><td>Linux</td><td><a href="/receitafederal/pt-br/centrais-de-conteudo/download/pgd/dirpf/IRPF2025Linux-x86_64v1.3.sh.bin">IRPF2025Linux-x86_64v1.3.sh.bin</a></td><td>182 MB</td></tr></table>
<p>A Receita Federal não envia e-mails ou SMS com links para download de programas, nem cobra taxas para regularizar CPF. Consulte pendências apenas pelo e-CAC.</p></div>`,
  }),
  routes: {
    'www.gov.br/receitafederal/pt-br/centrais-de-conteudo/download/pgd/dirpf/IRPF2025Win64v1.3.exe': fileRoute(pe({ strings: ['IRPF2025', 'Receita Federal do Brasil', 'SERPRO', 'install4j'], size: 6144 }), 'application/octet-stream', 'IRPF2025Win64v1.3.exe'),
  },
},
{
  id: 'yy-clean-portal-nfe-consulta',
  label: 'clean',
  kind: 'legit-gov-invoice-portal',
  url: 'https://www.nfe.fazenda.gov.br/portal/consultaRecaptcha.aspx?tipoConsulta=resumo&tipoConteudo=7PhJ+gAVw2g=',
  body: doc({
    lang: 'pt-BR',
    title: 'Portal da Nota Fiscal Eletrônica – Consulta',
    css: `body{margin:0;font-family:Verdana,Arial;font-size:13px;background:#fff}.t{background:#00547a;color:#fff;padding:16px 24px;font-size:18px}.c{max-width:760px;margin:24px auto}
input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #999;font-family:monospace}.b{background:#00547a;color:#fff;border:0;padding:8px 20px;margin-top:10px}.n{background:#f2f7fa;padding:10px;margin-top:14px}`,
    body: `<div class="t">Portal da Nota Fiscal Eletrônica</div><div class="c"><h2>Consulta Resumo da NF-e</h2><form method="post" action="/portal/consultaRecaptcha.aspx?tipoConsulta=resumo"><label>Chave de Acesso (44 dígitos)</label><input name="ctl00$ContentPlaceHolder1$txtChaveAcessoResumo" maxlength="44"><div style="margin-top:10px">☐ Não sou um robô (reCAPTCHA)</div><button class="b">Continuar</button></form>
<p class="n">A consulta retorna os dados da nota. O download do XML completo é feito pelo destinatário com certificado digital. O Portal da NF-e não envia e-mails com links ou anexos para download de notas.</p></div>`,
  }),
},
{
  id: 'yy-clean-metamask-descarga-es',
  label: 'clean',
  kind: 'legit-wallet-download',
  url: 'https://metamask.io/es/download/',
  body: doc({
    lang: 'es',
    title: 'Descargar MetaMask',
    head: favicon('#f6851b', 'M'),
    css: `body{margin:0;font-family:"Euclid Circular B",Inter,Arial;background:#fff;color:#24272a}.h{padding:18px 40px;display:flex;justify-content:space-between;border-bottom:1px solid #eee}.w{max-width:900px;margin:40px auto;padding:0 20px}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.g a{border:1px solid #ddd;border-radius:12px;padding:20px;text-align:center;text-decoration:none;color:#24272a}.warn{background:#fff4e5;border-radius:10px;padding:14px;margin-top:24px}`,
    body: `<div class="h"><b style="color:#f6851b;font-size:22px">🦊 MetaMask</b><span>Soporte · Desarrolladores</span></div>
<div class="w"><h1>Instala MetaMask para tu navegador</h1><div class="g"><a href="https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn">Chrome</a><a href="https://addons.mozilla.org/es/firefox/addon/ether-metamask/">Firefox</a><a href="https://apps.apple.com/app/metamask/id1438144202">iOS</a></div>
<div class="warn"><b>Protege tu frase secreta de recuperación.</b> MetaMask nunca te la pedirá. Ningún soporte, airdrop o “validación de billetera” legítima requiere que la escribas en un sitio web. Si alguien la pide, es una estafa.</div></div>`,
  }),
},
];
