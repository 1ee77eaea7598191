import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, img, orgPage, orgAssets } from '../parts/zb-kit.js';
import { fileRoute, jsRoute, jsonRoute } from '../parts/e-bin.js';
import { northfield, valmont, halvorsen, sierra, lunden, kitamura, withHost } from '../parts/zb-orgs.js';

export const entries: Entry[] = [
  {
    id: 'zb-clean-library-ezproxy-login',
    label: 'clean',
    kind: 'library-login',
    url: 'https://ezproxy.northfield-uni.ac.uk/login?url=https://www.jstor.org/stable/10.2307/1885227',
    body: orgPage(withHost(northfield, 'ezproxy.northfield-uni.ac.uk'), 'Library off-campus access | University of Northfield', `<div class="card" style="max-width:600px;margin:auto"><h1>Off-campus access to e-resources</h1><p>You are trying to reach <strong>www.jstor.org</strong>. Sign in with your university account to continue.</p>
<p><a class="btn" href="https://idp.northfield-uni.ac.uk/idp/profile/SAML2/Redirect/SSO?execution=e1s1&amp;entityID=https://ezproxy.northfield-uni.ac.uk/shibboleth">Sign in with University login</a></p>
<p class="muted">Walk-in visitors: e-resources are only available on library PCs. Alumni: see <a href="https://www.northfield-uni.ac.uk/library/alumni">alumni access</a>.</p>
<div class="notice">Library accounts do not expire mid-year and there is no "renewal" form. Your access continues automatically while you are a registered student or staff member.</div></div>`, { nav: ['Search', 'My Account', 'Opening Hours', 'Help'] }),
    routes: orgAssets(withHost(northfield, 'ezproxy.northfield-uni.ac.uk')),
  },
  {
    id: 'zb-clean-library-catalogue-search',
    label: 'clean',
    kind: 'library',
    url: 'https://catalogue.northfield-uni.ac.uk/discovery/search?query=any,contains,microplastics%20estuary&tab=Everything',
    body: doc({
      title: 'microplastics estuary - Library Search',
      css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f5f5f5}.h{background:#1d3f6e;color:#fff;padding:10px 24px;display:flex;gap:20px;align-items:center}.h input{flex:1;max-width:600px;padding:8px;border:0}.r{max-width:900px;margin:20px auto}
.it{background:#fff;padding:14px 18px;margin-bottom:8px;border-left:4px solid #1d3f6e}.it b{color:#1d3f6e}.m{font-size:13px;color:#555}.av{color:#2e7d32;font-size:13px}`,
      body: `<div class="h"><b>Library Search</b><input value="microplastics estuary"><a href="/discovery/account" style="color:#fff">Sign in</a></div><div class="r" id="res"><p>Loading results…</p></div>
<script>fetch('/primaws/rest/pub/pnxs?q=microplastics+estuary').then(function(r){return r.json();}).then(function(j){document.getElementById('res').innerHTML='<p class="m">'+j.total+' results</p>'+j.docs.map(function(d){return '<div class="it"><b>'+d.title+'</b><div class="m">'+d.author+' · '+d.source+' · '+d.year+'</div><div class="av">'+d.avail+'</div></div>';}).join('');});</script>`,
    }),
    routes: { 'catalogue.northfield-uni.ac.uk/primaws/rest/pub/pnxs': jsonRoute({ total: 1284, docs: [{ title: 'Microplastic retention in estuarine sediments', author: 'Lindqvist, A.; Moreno, P.', source: 'Marine Pollution Bulletin 198', year: 2025, avail: 'Full text available' }, { title: 'Estuaries and Coasts: Processes and Pollution', author: 'Hart, J.', source: 'Book', year: 2021, avail: 'Available at Main Library (551.46 HAR)' }, { title: 'Tidal controls on particle transport', author: 'Okafor, R. et al.', source: 'Journal of Geophysical Research: Oceans', year: 2024, avail: 'Full text available' }] }) },
  },
  {
    id: 'zb-clean-nextcloud-password-share',
    label: 'clean',
    kind: 'document-share',
    url: 'https://cloud.univ-valmont.fr/s/Zq8XkP2mWd7RcTe',
    body: doc({
      title: 'Partage protégé par mot de passe – Nextcloud Université de Valmont',
      lang: 'fr',
      css: `body{margin:0;font-family:system-ui,-apple-system,sans-serif;background:#6b1d5c linear-gradient(40deg,#6b1d5c,#9a3f85);min-height:100vh;color:#fff}.c{width:320px;margin:120px auto;text-align:center}input{width:100%;padding:11px;border-radius:8px;border:0;margin:10px 0}button{background:#fff;color:#6b1d5c;border:0;padding:10px 20px;border-radius:20px;font-weight:bold}footer{position:fixed;bottom:10px;width:100%;text-align:center;font-size:12px;opacity:.8}`,
      body: `<div class="c"><img src="/core/img/logo.png" width="100" alt="Nextcloud"><p>Ce partage est protégé par un mot de passe</p><form method="post" action="/s/Zq8XkP2mWd7RcTe/authenticate/showShare"><input type="password" name="password" placeholder="Mot de passe du partage" autocomplete="new-password"><input type="hidden" name="requesttoken" value="ZGtzVnZ2Q1dMZ"><button>Valider</button></form>
<p style="font-size:12px;opacity:.85">Le mot de passe vous a été communiqué par la personne qui a partagé le fichier. Ce n'est pas votre mot de passe Sésame.</p></div><footer>Cloud de l'Université de Valmont – Un espace sûr pour vos données · <a href="https://dsi.univ-valmont.fr/cloud" style="color:#fff">Aide</a></footer>`,
    }),
    routes: { 'cloud.univ-valmont.fr/core/img/logo.png': img(255, 255, 255) },
  },
  {
    id: 'zb-clean-grants-office-funding-es',
    label: 'clean',
    kind: 'research-office',
    url: 'https://investigacion.usierraalta.es/convocatorias/ayudas-doctorado-2027',
    body: orgPage(withHost(sierra, 'investigacion.usierraalta.es'), 'Ayudas para contratos predoctorales 2027 – Vicerrectorado de Investigación', `<div class="card"><h1>Convocatoria de ayudas para contratos predoctorales 2027</h1><p>El Vicerrectorado de Investigación convoca 24 ayudas para la formación de personal investigador.</p>
<table><tr><td>Plazo de solicitud</td><td>Del 1 al 20 de diciembre de 2026</td></tr><tr><td>Dotación</td><td>Contrato de 4 años según el Estatuto del Personal Investigador en Formación</td></tr><tr><td>Presentación</td><td>Sede electrónica de la Universidad</td></tr></table>
<p><a class="btn" href="https://sede.usierraalta.es/tramites/ayudas-predoctorales">Solicitar en la Sede Electrónica</a></p>
<div class="notice">La solicitud es gratuita. La Universidad no cobra tasas de gestión por la concesión de ayudas ni se comunica por WhatsApp.</div></div>`, { lang: 'es', nav: ['Investigación', 'Convocatorias', 'Transferencia', 'Contacto'] }),
    routes: orgAssets(withHost(sierra, 'investigacion.usierraalta.es')),
  },
];
