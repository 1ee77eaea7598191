import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, pctAll, charCodes, revB64, xorHex, doc, wordmark, pixCode, qrSvg, maskJsBR, rutJs, gtag, cookieBar, newsShell } from '../parts/yk-kit.js';
import { zip, pe, cfb, iso, lnk, apk, rar5, sevenZip, fileRoute, jsRoute, cssRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yk-clean-febraban-golpe-falso-funcionario',
  label: 'clean',
  kind: 'security-advice',
  url: 'https://portal.febraban.org.br/pagina/3287/1099/pt-br/golpe-falso-funcionario',
  body: doc({
    title: 'Golpe do falso funcionário e do falso SMS: como se proteger | FEBRABAN',
    css: `body{margin:0;font-family:'Open Sans',Arial,sans-serif;color:#2b2b2b}.h{background:#0c2340;color:#fff;padding:16px 28px;font-weight:bold}.c{max-width:780px;margin:28px auto;padding:0 18px;line-height:1.7}
.sms{background:#f1f1f1;border-radius:14px;padding:12px 16px;max-width:420px;font-family:Arial;font-size:14px;margin:10px 0}.sms small{color:#888;display:block}.box{background:#eaf4ff;border-left:4px solid #0c2340;padding:14px}`,
    body: `<div class="h">FEBRABAN · Federação Brasileira de Bancos</div><div class="c"><h1>Golpe do falso funcionário e do falso SMS: como se proteger</h1>
<p>Criminosos enviam SMS e mensagens de WhatsApp em nome de bancos com links para páginas falsas que imitam o internet banking. Veja exemplos reais denunciados por clientes:</p>
<div class="sms"><small>De: 29041</small>BRADESCO: Compra aprovada R$ 2.389,00 no cartao final 4821. Nao reconhece? Acesse bradesco-dispositivo-seguranca.net e cancele.</div>
<div class="sms"><small>De: +55 11 9xxxx-xxxx</small>Itau informa: seu iToken foi desativado. Regularize em ate 24h no link itau-atualizacao-cadastral.online para evitar o bloqueio.</div>
<div class="sms"><small>De: CAIXA</small>CAIXA TEM: Saque FGTS de R$1.412,00 liberado para seu CPF. Resgate hoje: saque-fgts-caixatem.org</div>
<p>No golpe do falso funcionário, o criminoso liga dizendo ser da central de segurança, informa uma "compra suspeita" e pede que o cliente digite a senha no telefone, informe o código do token ou entregue o cartão a um "motoboy".</p>
<div class="box"><b>O banco nunca:</b><ul><li>liga pedindo senha, código de token ou transferência para "conta segura";</li><li>envia link por SMS para atualizar cadastro ou "sincronizar" aplicativo;</li><li>manda buscar cartão na sua casa.</li></ul></div>
<p>Na dúvida, desligue e ligue você mesmo para o número que está no verso do cartão.</p></div>`,
  }),
},
{
  id: 'yk-clean-receitanet-irpf-download',
  label: 'clean',
  kind: 'real-installer',
  url: 'https://www.gov.br/receitafederal/pt-br/centrais-de-conteudo/download/pgd/dirpf/irpf-2025-versao-1-3',
  body: doc({
    title: 'IRPF 2025 — Download do programa — Receita Federal',
    css: `body{margin:0;font-family:Rawline,Arial,sans-serif;color:#333}.top{padding:12px 24px;border-bottom:1px solid #ddd}.gov{font-weight:900;font-size:22px;color:#1351b4}.gov span{color:#ffcd07}.c{max-width:820px;margin:24px auto;padding:0 18px;line-height:1.6}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{border-bottom:1px solid #e5e5e5;padding:8px;text-align:left}a.b{background:#1351b4;color:#fff;padding:6px 14px;border-radius:16px;text-decoration:none;font-size:13px}`,
    body: `<div class="top"><span class="gov">g<span>o</span>v.br</span> · Receita Federal</div><div class="c"><h1>Programa IRPF 2025</h1><p>Programa gerador da Declaração de Ajuste Anual do Imposto sobre a Renda da Pessoa Física 2025, ano-calendário 2024. Prazo de entrega: 30 de maio de 2025.</p>
<table><tr><th>Sistema</th><th>Arquivo</th><th>Tamanho</th><th></th></tr>
<tr><td>Windows</td><td>IRPF2025Win64v1.3.exe</td><td>3,4 MB</td><td><a class="b" href="https://downloadirpf.receita.fazenda.gov.br/irpf/2025/irpf/arquivos/IRPF2025Win64v1.3.exe">Baixar</a></td></tr>
<tr><td>macOS</td><td>IRPF2025Mac-v1.3.zip</td><td>3,7 MB</td><td><a class="b" href="https://downloadirpf.receita.fazenda.gov.br/irpf/2025/irpf/arquivos/IRPF2025Mac-v1.3.zip">Baixar</a></td></tr>
<tr><td>Linux</td><td>IRPF2025Linux-x86_64v1.3.sh.bin</td><td>3,5 MB</td><td><a class="b" href="https://downloadirpf.receita.fazenda.gov.br/irpf/2025/irpf/arquivos/IRPF2025Linux-x86_64v1.3.sh.bin">Baixar</a></td></tr></table>
<p>Também é possível declarar pelo app Meu Imposto de Renda ou pelo e-CAC. A Receita não envia e-mails com programas ou links para download.</p></div>`,
  }),
  routes: {
    'downloadirpf.receita.fazenda.gov.br/irpf/2025/irpf/arquivos/IRPF2025Win64v1.3.exe': fileRoute(pe({ x64: true, strings: ['IRPF2025', 'Receita Federal do Brasil', 'Serpro', 'install4j'], size: 8192 }), 'application/octet-stream', 'IRPF2025Win64v1.3.exe'),
  },
},
{
  id: 'yk-clean-bb-modulo-seguranca-warsaw',
  label: 'clean',
  kind: 'real-installer',
  url: 'https://www.bb.com.br/site/atendimento/seguranca/modulo-de-seguranca/',
  body: doc({
    title: 'Módulo de Segurança | Banco do Brasil',
    css: `body{margin:0;font-family:'BancoDoBrasil Textos',Arial,sans-serif;color:#333}.h{background:#fcfc30;color:#465eff;padding:16px 28px;font-weight:bold;font-size:20px}.c{max-width:820px;margin:26px auto;padding:0 18px;line-height:1.6}
.dl{display:flex;gap:14px}.dl a{flex:1;border:1px solid #465eff;border-radius:8px;padding:14px;text-align:center;text-decoration:none;color:#465eff}`,
    body: `<div class="h">Banco do Brasil</div><div class="c"><h1>Módulo de Segurança (Warsaw)</h1><p>O Módulo de Segurança, desenvolvido pela GAS Tecnologia, protege o acesso ao Autoatendimento BB pelo computador. Ele é opcional para pessoa física e recomendado para contas de empresas.</p>
<div class="dl"><a href="https://cloud.gastecnologia.com.br/bb/downloads/ws/warsaw_setup64.exe">Windows (64 bits)</a><a href="https://cloud.gastecnologia.com.br/bb/downloads/ws/warsaw_setup.dmg">macOS</a><a href="https://cloud.gastecnologia.com.br/bb/downloads/ws/warsaw_setup64.deb">Linux (.deb)</a></div>
<h3>Como saber se é o módulo verdadeiro</h3><ul><li>Baixe apenas por esta página em bb.com.br.</li><li>O instalador é assinado digitalmente por <b>GAS Tecnologia</b>.</li><li>O BB nunca envia o módulo por e-mail, SMS ou WhatsApp, nem exige "atualização obrigatória" por link.</li></ul></div>`,
  }),
  routes: {
    'cloud.gastecnologia.com.br/bb/downloads/ws/warsaw_setup64.exe': fileRoute(pe({ x64: true, strings: ['Warsaw', 'GAS Tecnologia', 'Topaz OFD', 'Core Technology'], size: 8192 }), 'application/octet-stream', 'warsaw_setup64.exe'),
  },
},
{
  id: 'yk-clean-ripio-wallet-backup-frase',
  label: 'clean',
  kind: 'crypto-help',
  url: 'https://support.ripio.com/hc/es/articles/4410882913-Como-respaldar-mi-billetera-Ripio-Portal',
  body: doc({
    lang: 'es-AR',
    title: '¿Cómo respaldar mi billetera Ripio Portal? – Centro de ayuda Ripio',
    css: `body{margin:0;font-family:'Inter',Arial,sans-serif;color:#1c1c1c;background:#fafafa}.h{background:#6c2bd9;color:#fff;padding:14px 28px;font-weight:700}.c{max-width:760px;margin:26px auto;background:#fff;padding:28px;border-radius:8px;line-height:1.7}
.w{background:#fff2f0;border-left:4px solid #d93025;padding:12px}.ok{background:#eefaf3;border-left:4px solid #1e8e3e;padding:12px}`,
    body: `<div class="h">Ripio · Centro de ayuda</div><div class="c"><h1>¿Cómo respaldar mi billetera Ripio Portal?</h1><p>Ripio Portal es una billetera no custodial: solo vos tenés acceso a tus fondos mediante tu <b>frase de recuperación de 12 palabras</b>.</p>
<ol><li>Abrí la extensión y andá a <b>Configuración &gt; Seguridad &gt; Ver frase de recuperación</b>.</li><li>Ingresá tu contraseña.</li><li>Anotá las 12 palabras en papel, en orden, y guardalas en un lugar seguro.</li></ol>
<div class="w"><b>Nunca</b> escribas tu frase en un sitio web, formulario, chat o correo. Ripio jamás te la va a pedir, ni para "validar", "sincronizar" o "desbloquear" tu billetera. Cualquiera que la tenga puede vaciar tus fondos.</div>
<div class="ok">Para restaurar la billetera en otro dispositivo, instalá Ripio Portal desde la Chrome Web Store y elegí "Importar billetera" dentro de la extensión.</div></div>`,
  }),
},
{
  id: 'yk-clean-dapp-stablecoin-brl-connect',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://app.brla.digital/swap',
  body: doc({
    title: 'BRLA Digital — Converta BRLA e USDC',
    css: `body{margin:0;background:#f4f7fb;font-family:'Inter',Arial,sans-serif;color:#0d1b2a}.h{display:flex;justify-content:space-between;padding:16px 26px;background:#fff;border-bottom:1px solid #e6ebf2}.h b{color:#00b37e}
.sw{max-width:420px;margin:50px auto;background:#fff;border-radius:18px;padding:22px;box-shadow:0 4px 18px rgba(0,0,0,.06)}.f{background:#f4f7fb;border-radius:12px;padding:14px;margin:8px 0;display:flex;justify-content:space-between}
.f input{border:0;background:transparent;font-size:24px;width:60%}button{width:100%;background:#00b37e;color:#fff;border:0;border-radius:12px;padding:14px;font-size:16px;font-weight:600}#acc{font-size:13px}`,
    body: `<div class="h"><b>BRLA Digital</b><button id="cn" style="width:auto;padding:8px 16px">Conectar carteira</button></div>
<div class="sw"><h3>Converter</h3><div class="f"><input id="a" value="100" inputmode="decimal"><span>BRLA</span></div><div class="f"><input id="b" readonly><span>USDC</span></div>
<p id="acc">Carteira não conectada · Rede: Polygon</p><button id="go" disabled>Conectar para converter</button><p style="font-size:12px;color:#666">Cotação: 1 USDC = 5,69 BRLA · Taxa 0,3%. Você revisa e assina cada transação na sua carteira.</p></div>
<script>
var rate=5.69;function q(){document.getElementById("b").value=(parseFloat(document.getElementById("a").value||0)/rate*0.997).toFixed(2)}document.getElementById("a").oninput=q;q();
document.getElementById("cn").onclick=async function(){if(!window.ethereum){document.getElementById("acc").textContent="Nenhuma carteira encontrada. Instale a MetaMask.";return}
 var acc=(await window.ethereum.request({method:"eth_requestAccounts"}))[0];var ch=await window.ethereum.request({method:"eth_chainId"});
 if(ch!=="0x89"){try{await window.ethereum.request({method:"wallet_switchEthereumChain",params:[{chainId:"0x89"}]})}catch(e){}}
 var bal=await window.ethereum.request({method:"eth_call",params:[{to:"0xE6A537a407488807F0bbeb0038B79004f19DDDFb",data:"0x70a08231000000000000000000000000"+acc.slice(2)},"latest"]});
 document.getElementById("acc").textContent="Conectado: "+acc.slice(0,6)+"…"+acc.slice(-4)+" · Saldo BRLA: "+(parseInt(bal,16)/1e18).toFixed(2);
 var g=document.getElementById("go");g.disabled=false;g.textContent="Revisar conversão"};
</script>`,
  }),
},
{
  id: 'yk-clean-blog-drainer-analysis-en',
  label: 'clean',
  kind: 'security-article',
  url: 'https://www.tempest.com.br/en/blog/anatomy-of-a-latam-airdrop-drainer/',
  body: doc({
    lang: 'en',
    title: 'Anatomy of a LATAM airdrop drainer | Tempest Security Intelligence',
    css: `body{margin:0;font-family:'IBM Plex Sans',Arial,sans-serif;color:#1b1b1b}.h{background:#111;color:#fff;padding:14px 28px;font-weight:bold}.c{max-width:780px;margin:28px auto;padding:0 18px;line-height:1.7}
pre{background:#0d1117;color:#c9d1d9;padding:14px;border-radius:6px;overflow:auto;font-size:13px}`,
    body: `<div class="h">Tempest · Security Intelligence</div><div class="c"><h1>Anatomy of a LATAM airdrop drainer</h1><p><i>April 2025 · Threat Research</i></p>
<p>Since February we have tracked a cluster of "airdrop" sites targeting Brazilian and Argentine crypto users, promising tokens tied to the Digital Real or local exchanges. The kits ask the victim to connect a wallet and then request a series of signatures.</p>
<p>The core of the kit loops over popular stablecoins and requests an EIP-2612 <code>Permit</code> signature with an unlimited value for each:</p>
<pre>for (const [sym, token] of TOKENS) {
  const msg = { owner: acc, spender: RECEIVER, value: MAX_UINT256, nonce, deadline };
  const sig = await ethereum.request({ method: "eth_signTypedData_v4", params: [acc, JSON.stringify(typedData(sym, token, msg))] });
  await fetch("/api/claim", { method: "POST", body: JSON.stringify({ acc, token, sig }) });
}</pre>
<p>NFT holders instead see <code>setApprovalForAll(operator, true)</code> calls on their most valuable collections, sorted by floor price fetched from a public NFT API.</p>
<h2>Defensive advice</h2><ul><li>Read what you sign: a "Permit" with an unlimited value lets the spender move all of that token.</li><li>Revoke approvals with a trusted tool after interacting with unknown sites.</li></ul>
<p>Indicators (defanged): <code>mbrl-airdrop[.]finance</code>, <code>cryptopunksbr-mint[.]xyz</code>, receiver <code>0x7a3C…E913</code>.</p></div>`,
  }),
},
{
  id: 'yk-clean-claro-atendimento-telefones',
  label: 'clean',
  kind: 'support-page',
  url: 'https://www.claro.com.br/atendimento/canais-de-atendimento',
  body: doc({
    title: 'Canais de atendimento | Claro',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f4f4;color:#333}.h{background:#da291c;color:#fff;padding:16px 26px;font-size:26px;font-weight:bold}.c{max-width:860px;margin:24px auto;padding:0 16px}
.g{display:grid;grid-template-columns:repeat(2,1fr);gap:14px}.g div{background:#fff;border-radius:8px;padding:18px}.t{font-size:24px;font-weight:bold;color:#da291c}`,
    body: `<div class="h">claro</div><div class="c"><h1>Canais de atendimento</h1><div class="g">
<div><h3>Claro móvel</h3><div class="t">1052</div><p>Do seu Claro, ligação gratuita. De outras operadoras: 0800 720 1052.</p></div>
<div><h3>Claro residencial (internet, TV, fone)</h3><div class="t">10621</div><p>Ou 0800 036 0621, 24 horas.</p></div>
<div><h3>Deficientes auditivos</h3><div class="t">0800 036 6400</div></div><div><h3>Ouvidoria</h3><div class="t">0800 701 0212</div><p>Segunda a sexta, 8h às 20h. Tenha em mãos o protocolo de atendimento.</p></div></div>
<p style="font-size:13px">A Claro não liga pedindo senhas, códigos recebidos por SMS ou pagamento de "recarga em dobro". Não informe códigos de verificação do WhatsApp a ninguém.</p></div>`,
  }),
},
];
