import { type Entry, htmlRoute } from '../entry.js';
import { doc, logo, favicon } from '../parts/yy-kit.js';

export const entries: Entry[] = [
{
  id: 'yy-prestamo-express-co-seguro-nequi',
  label: 'scam',
  kind: 'advance-fee-loan',
  url: 'https://prestamosexpress-colombia.com/',
  body: doc({
    lang: 'es-CO',
    title: 'Préstamos Express Colombia | Crédito en 15 minutos sin estudio',
    head: favicon('#1b4fd6', 'P'),
    css: `body{margin:0;font-family:Nunito,Arial;color:#1d2b4f}.hero{background:linear-gradient(120deg,#1b4fd6,#38b6ff);color:#fff;padding:46px 30px}
.hero h1{font-size:34px;margin:0}.sim{background:#fff;color:#1d2b4f;max-width:420px;border-radius:14px;padding:22px;margin-top:22px}
input[type=range]{width:100%}.big{font-size:28px;font-weight:800}.b{display:block;width:100%;background:#ffb400;border:0;border-radius:10px;padding:14px;font-weight:800;font-size:16px;margin-top:12px}
.sec{max-width:900px;margin:30px auto;padding:0 20px}.step{display:flex;gap:14px;margin:12px 0}.step b{background:#1b4fd6;color:#fff;border-radius:50%;width:32px;height:32px;display:flex;align-items:center;justify-content:center}
.modal{display:none;position:fixed;inset:0;background:rgba(0,0,0,.6)}.modal div{background:#fff;max-width:420px;margin:10vh auto;border-radius:12px;padding:22px}`,
    body: `<div class="hero"><h1>Préstamos sin estudio de crédito, aunque estés reportado en Datacrédito</h1><p>Desembolso a Nequi, Daviplata o cuenta bancaria en 15 minutos.</p>
<div class="sim"><p>¿Cuánto necesitas?</p><div class="big" id="v">$ 3.000.000</div><input type="range" min="500000" max="20000000" step="500000" value="3000000" oninput="v.textContent='$ '+Number(this.value).toLocaleString('es-CO');mon=this.value"><button class="b" onclick="sol()">Solicitar ahora</button></div></div>
<div class="sec"><h2>¿Cómo funciona?</h2><div class="step"><b>1</b><p>Llenas la solicitud con tu cédula y celular.</p></div><div class="step"><b>2</b><p>Te aprobamos al instante sin codeudor.</p></div><div class="step"><b>3</b><p>Pagas la póliza de seguro del crédito (4% del monto) y recibes el dinero.</p></div>
<h3>Testimonios</h3><p>“Me prestaron 5 millones estando en Datacrédito, 100% recomendados” – Yesica, Soacha</p><p>“Muy rápido, en 20 minutos ya tenía la plata en mi Nequi” – Jhon Fredy, Pereira</p></div>
<div class="modal" id="m"><div><h3>¡Crédito aprobado!</h3><p id="mt"></p><p>Para el desembolso debes pagar la <b>póliza de seguro</b> por <b id="pol"></b> a la cuenta Nequi <b>312 588 0419</b> (a nombre de Financiera Andina SAS).</p><p>Envía el comprobante a nuestro asesor:</p><a href="https://wa.me/573125880419" style="background:#25d366;color:#fff;padding:10px 18px;border-radius:20px;text-decoration:none">WhatsApp asesor</a></div></div>
<script>var mon=3000000;function sol(){var p=Math.round(mon*0.04);document.getElementById('mt').textContent='Monto: $ '+Number(mon).toLocaleString('es-CO')+' a 12 meses.';document.getElementById('pol').textContent='$ '+p.toLocaleString('es-CO');document.getElementById('m').style.display='block';}</script>`,
  }),
},
{
  id: 'yy-emprestimo-negativado-taxa-pix',
  label: 'scam',
  kind: 'advance-fee-loan',
  url: 'https://credito-negativados-liberado.com.br.emprestimo-facil.online/proposta/91827',
  body: doc({
    lang: 'pt-BR',
    title: 'Empréstimo Aprovado – Liberação Imediata',
    head: favicon('#0d6efd', 'R$'),
    css: `body{margin:0;font-family:Inter,Arial;background:#f1f5fb}.h{background:#0d2b5e;color:#fff;padding:16px 24px;font-weight:700}
.c{max-width:540px;margin:22px auto;background:#fff;border-radius:12px;padding:24px}.ap{background:#e6f4ea;color:#1e7e34;padding:12px;border-radius:8px;font-weight:700}
.pix{border:2px dashed #32bcad;border-radius:10px;padding:16px;text-align:center;margin-top:16px}.qr{width:170px;height:170px;margin:10px auto;background:repeating-conic-gradient(#000 0 25%,#fff 0 50%) 0 0/17px 17px}
.k{font-family:monospace;background:#f4f4f4;padding:8px;word-break:break-all;font-size:12px}button{background:#32bcad;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-weight:700;margin-top:8px}`,
    body: `<div class="h">Banco Crédito Fácil · Correspondente bancário</div>
<div class="c"><p class="ap">✔ Proposta nº 91827 APROVADA – inclusive para negativados</p>
<p>Valor liberado: <b>R$ 15.000,00</b> em 36x de R$ 589,90. Primeira parcela só daqui a 90 dias.</p>
<p>Conforme a legislação, para liberar o crédito é necessário o pagamento antecipado da <b>Taxa de Abertura de Cadastro (TAC) e IOF</b> no valor de <b>R$ 487,00</b>. O valor é devolvido junto com o empréstimo.</p>
<div class="pix">${logo('pix', 26)}<div class="qr"></div><p>Pague com Pix copia e cola:</p><div class="k" id="k">00020126580014BR.GOV.BCB.PIX0136c91a2f33-8e1d-4b2a-9e71-5a0d4c6e7f1252040000530398654046487.005802BR5920ANDERSON L FERREIRA6009SAO PAULO62070503***6304A1B2</div>
<button onclick="navigator.clipboard.writeText(document.getElementById('k').textContent);this.textContent='Copiado!'">Copiar código Pix</button>
<p style="font-size:13px">Recebedor: Anderson L. Ferreira (financeiro). Após o pagamento o valor cai na sua conta em até 30 minutos.</p></div>
<p style="font-size:11px;color:#999">Empresa autorizada pelo Banco Central. CNPJ 12.345.678/0001-90.</p></div>`,
  }),
},
{
  id: 'yy-tarefas-avaliacao-app-deposito',
  label: 'scam',
  kind: 'task-job-scam',
  url: 'https://avaliapremios-br.com/app/#/tarefas',
  body: doc({
    lang: 'pt-BR',
    title: 'AvaliaPrêmios - Ganhe avaliando produtos',
    head: favicon('#ff9900', 'A'),
    css: `body{margin:0;font-family:Arial;background:#fff8ef;color:#222}.top{background:#ff9900;color:#fff;padding:14px;text-align:center;font-weight:700}
.s{max-width:430px;margin:0 auto;padding:14px}.saldo{background:#222;color:#fff;border-radius:12px;padding:16px}.saldo b{font-size:28px;color:#ffcc00}
.t{background:#fff;border:1px solid #eee;border-radius:10px;padding:12px;margin:10px 0;display:flex;justify-content:space-between;align-items:center}
.t button{background:#ff9900;color:#fff;border:0;border-radius:6px;padding:8px 12px}.lock{opacity:.55}.aviso{background:#ffe3e3;border-radius:8px;padding:10px;font-size:13px}`,
    body: `<div class="top">AvaliaPrêmios · parceiro oficial de lojas</div>
<div class="s"><div class="saldo">Saldo disponível<br><b>R$ 187,40</b><br><small>Comissão de hoje: R$ 37,40 · Saque mínimo R$ 200</small></div>
<div class="t"><span>Avaliar: Fone Bluetooth X12 (5★)</span><button>+R$ 2,50</button></div>
<div class="t"><span>Avaliar: Air Fryer 4L Mondial</span><button>+R$ 3,10</button></div>
<div class="t lock"><span>🔒 Pedido combinado (tarefa premium)</span><button>+R$ 96,00</button></div>
<div class="aviso">Você recebeu um <b>pedido combinado</b>! Para concluir e liberar o saque é necessário recarregar <b>R$ 450,00</b> via Pix. O valor volta para o seu saldo junto com a comissão de 30%.</div>
<p>Chave Pix (CNPJ): <b>48.221.907/0001-35</b><br>Favorecido: AP SERVICOS DIGITAIS LTDA</p>
<p style="font-size:12px">Dúvidas? Fale com sua mentora Juliana no Telegram: @juliana_avaliapremios</p></div>`,
  }),
},
{
  id: 'yy-inversion-cripto-noticia-falsa',
  label: 'scam',
  kind: 'investment-scam-fake-news',
  url: 'https://noticias-economia-hoy.info/mx/finanzas/empresario-revela-plataforma',
  body: doc({
    lang: 'es-MX',
    title: 'El empresario que reveló cómo ganar $38,000 semanales desde casa – Economía Hoy',
    head: favicon('#b30000', 'E'),
    css: `body{margin:0;font-family:Georgia,serif;background:#fff;color:#222}.mast{border-bottom:3px solid #b30000;padding:12px 30px;font:800 30px Arial;color:#b30000}
article{max-width:720px;margin:20px auto;padding:0 20px;font-size:18px;line-height:1.6}h1{font:800 32px Arial}.meta{font:13px Arial;color:#777}
blockquote{border-left:4px solid #b30000;margin:16px 0;padding:4px 16px;font-style:italic}.frm{background:#f5f5f5;border:2px solid #b30000;padding:18px;font-family:Arial}
.frm input{width:100%;box-sizing:border-box;padding:11px;margin:5px 0;border:1px solid #aaa}.frm button{width:100%;background:#0a8f4e;color:#fff;border:0;padding:14px;font-weight:700;font-size:17px}
.c{font:13px Arial;border-top:1px solid #ddd;padding:10px 0}`,
    body: `<div class="mast">Economía Hoy</div>
<article><h1>Empresario regiomontano revela en entrevista la plataforma con la que “cualquier mexicano puede ganar $38,000 a la semana”</h1>
<p class="meta">Por Redacción · 4 de noviembre de 2025 · Lectura de 4 min</p>
<p>Durante una entrevista en un conocido programa matutino, el empresario sorprendió a la conductora al mostrar en vivo cómo su inversión de <b>$5,000 pesos</b> se convirtió en <b>$41,380</b> en solo siete días con la plataforma de inteligencia artificial <b>Quantum Peso AI</b>.</p>
<blockquote>“Banxico y los bancos no quieren que la gente sepa esto. Es la forma más segura de generar ingresos pasivos: el robot compra y vende Bitcoin automáticamente”.</blockquote>
<p>Tras la transmisión, el Banco de México intentó detener la entrevista, pero ya era demasiado tarde. Miles de mexicanos ya se registraron.</p>
<p>Nuestro reportero probó la plataforma con $5,000: a las 48 horas su saldo era de $12,940.</p>
<div class="frm" id="reg"><b>Regístrate hoy – lugares limitados para México</b><input placeholder="Nombre"><input placeholder="Apellido"><input placeholder="Correo electrónico"><input placeholder="+52 Teléfono"><button onclick="location.href='https://quantumpeso-ai.app/registro?src=eh'">¡QUIERO EMPEZAR A GANAR!</button><p style="font-size:12px">Depósito mínimo: $5,000 MXN. Un asesor te llamará para activar tu cuenta.</p></div>
<div class="c"><b>Mariana López</b>: Ya llevo 3 semanas y retiré $62,000 😱</div><div class="c"><b>Ricardo S.</b>: Al principio no creía pero hoy pagué mi carro.</div></article>`,
  }),
  routes: {
    'quantumpeso-ai.app/registro': htmlRoute(doc({
      lang: 'es-MX',
      title: 'Quantum Peso AI – Abre tu cuenta',
      body: `<div style="font-family:Arial;max-width:420px;margin:40px auto"><h2>Activa tu cuenta Quantum Peso AI</h2><p>Deposita tu inversión inicial de $5,000 MXN por SPEI a la CLABE <b>646180157041287734</b> (STP) con concepto “QPAI”, o en USDT (TRC20) a <b>TQw8fLk2xN3vY7pR9sJd4mC1aB6eHgZ5uT</b>.</p><p>Rendimiento garantizado del 11 % diario.</p></div>`,
    })),
  },
},
];
