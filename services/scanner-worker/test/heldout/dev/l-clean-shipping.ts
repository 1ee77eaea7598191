import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, cookieBar, dataLayer, jsRoute, jsonRoute } from '../parts/l-kit.js';

// Shipping notifications on the carriers' own domains, several languages.

const track = (o: { lang: string; title: string; brand: string; color: string; fg?: string; num: string; status: string; events: [string, string][]; note: string; cookie: 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl' | 'cs' | 'ja' }) => page({
  lang: o.lang,
  title: o.title,
  css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f5f5f5;color:#222}.hd{background:${o.color};color:${o.fg ?? '#fff'};padding:14px 28px;font-weight:bold;font-size:22px;display:flex;justify-content:space-between;align-items:center}.hd span{font-size:13px;font-weight:normal}.c{max-width:760px;margin:24px auto;background:#fff;padding:26px;border-radius:4px}.st{font-size:20px;font-weight:bold;margin:8px 0 18px}.ev{border-left:3px solid ${o.color};padding:4px 0 4px 14px;margin:10px 0;font-size:14px}.ev b{display:block}footer{text-align:center;font-size:12px;color:#666;padding:20px}`,
  body: `<div class="hd">${o.brand}<span>Login · Help · ${o.lang.toUpperCase()}</span></div><div class="c"><div style="font-size:13px;color:#666">${o.num}</div><div class="st">${o.status}</div>${o.events.map(([t, e]) => `<div class="ev"><b>${e}</b>${t}</div>`).join('')}<p style="font-size:13px;color:#555">${o.note}</p></div><footer>© 2026 ${o.brand}</footer>${cookieBar(o.cookie)}`,
});

export const entries: Entry[] = [
{
  id: 'l-clean-dhl-de-sendungsverfolgung',
  label: 'clean',
  kind: 'carrier-tracking',
  url: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434299917751203',
  routes: {
    'www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html': htmlRoute(track({ lang: 'de', title: 'Sendungsverfolgung | DHL', brand: 'DHL', color: '#ffcc00', fg: '#d40511', num: 'Sendungsnummer 00340434299917751203', status: 'Die Sendung wurde erfolgreich zugestellt.', events: [['Sa, 28.11.2026, 11:42 Uhr · Bremen', 'Zugestellt an Nachbar/in'], ['Sa, 28.11.2026, 07:10 Uhr · Bremen', 'In Zustellung'], ['Fr, 27.11.2026, 21:34 Uhr · Paketzentrum Bremen', 'Sendung bearbeitet']], note: 'Hinweis: DHL fordert Sie niemals per SMS zur Zahlung von Zustellgebühren auf.', cookie: 'de' })),
  },
},
{
  id: 'l-clean-ups-tracking-en',
  label: 'clean',
  kind: 'carrier-tracking',
  url: 'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784&requester=ST/trackdetails',
  routes: {
    'www.ups.com/track': htmlRoute(track({ lang: 'en', title: 'Tracking | UPS - United States', brand: 'UPS', color: '#351c15', fg: '#ffb500', num: 'Tracking Number 1Z999AA10123456784', status: 'Out for Delivery Today · Estimated delivery 2:00 PM – 6:00 PM', events: [['11/29/2026 6:58 A.M. · Louisville, KY', 'Out For Delivery Today'], ['11/29/2026 3:12 A.M. · Louisville, KY', 'Arrived at Facility'], ['11/27/2026 9:40 P.M. · Chicago, IL', 'Departed from Facility']], note: 'Want to change delivery? Sign in to UPS My Choice®.', cookie: 'en' })),
  },
},
{
  id: 'l-clean-postnl-track-trace-nl',
  label: 'clean',
  kind: 'carrier-tracking',
  url: 'https://jouw.postnl.nl/track-and-trace/3SKFG0012345678-NL-3011AB',
  routes: {
    'jouw.postnl.nl/track-and-trace/3SKFG0012345678-NL-3011AB': htmlRoute(track({ lang: 'nl', title: 'Track & Trace | PostNL', brand: 'PostNL', color: '#ed7000', num: '3SKFG0012345678', status: 'Je pakket wordt vandaag bezorgd tussen 14:15 en 16:45', events: [['zo 29 nov · 08:02', 'Pakket is onderweg naar jou'], ['za 28 nov · 22:15', 'Pakket is gesorteerd'], ['za 28 nov · 14:30', 'Pakket is aangemeld door de afzender (bol)']], note: 'PostNL vraagt je nooit via sms of WhatsApp om te betalen voor een bezorging.', cookie: 'nl' })),
  },
},
{
  id: 'l-clean-laposte-suivi-colissimo-fr',
  label: 'clean',
  kind: 'carrier-tracking',
  url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A24518877301',
  routes: {
    'www.laposte.fr/outils/suivre-vos-envois': htmlRoute(track({ lang: 'fr', title: 'Suivre un colis | La Poste', brand: 'La Poste', color: '#003da5', fg: '#ffc700', num: 'Colissimo n° 6A24518877301', status: 'Votre colis est disponible dans votre point de retrait', events: [['sam. 28/11/2026 · 10:05', 'Disponible au bureau de poste Lyon Bellecour'], ['ven. 27/11/2026 · 18:40', 'En cours d’acheminement'], ['jeu. 26/11/2026 · 16:21', 'Pris en charge par La Poste']], note: 'Votre colis sera conservé 10 jours ouvrables. Munissez-vous d’une pièce d’identité.', cookie: 'fr' })),
  },
},
{
  id: 'l-clean-inpost-sledzenie-pl',
  label: 'clean',
  kind: 'carrier-tracking',
  url: 'https://inpost.pl/sledzenie-przesylek?number=602117730049281664221930',
  routes: {
    'inpost.pl/sledzenie-przesylek': htmlRoute(track({ lang: 'pl', title: 'Śledzenie przesyłek | InPost', brand: 'InPost', color: '#ffcd00', fg: '#1d1d1b', num: 'Numer przesyłki 602117730049281664221930', status: 'Gotowa do odbioru w Paczkomacie GDY07M', events: [['29.11.2026 09:14', 'Umieszczona w Paczkomacie'], ['29.11.2026 05:31', 'Wydana do doręczenia'], ['28.11.2026 23:02', 'Przyjęta w oddziale Gdańsk']], note: 'Kod odbioru wysłaliśmy SMS-em i w aplikacji InPost Mobile. Nie prosimy o dopłaty przez link w SMS.', cookie: 'pl' })),
  },
},
{
  id: 'l-clean-correos-localizador-es',
  label: 'clean',
  kind: 'carrier-tracking',
  url: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=PQ4K3S7R0E1L2026',
  routes: {
    'www.correos.es/es/es/herramientas/localizador/envios/detalle': htmlRoute(track({ lang: 'es', title: 'Localizador de envíos | Correos', brand: 'Correos', color: '#ffcd00', fg: '#002e6d', num: 'Envío PQ4K3S7R0E1L2026', status: 'En reparto', events: [['29/11/2026 08:40 · Zaragoza', 'En reparto'], ['28/11/2026 19:12 · CTA Zaragoza', 'En tránsito'], ['27/11/2026 12:30 · Madrid', 'Admitido']], note: 'Recuerda: Correos nunca te pedirá datos bancarios por SMS para entregar un paquete.', cookie: 'es' })),
  },
},
{
  id: 'l-clean-ctt-seguimento-pt',
  label: 'clean',
  kind: 'carrier-tracking',
  url: 'https://www.ctt.pt/feapl_2/app/open/objectSearch/objectSearch.jspx?objects=RK204771938PT',
  routes: {
    'www.ctt.pt/feapl_2/app/open/objectSearch/objectSearch.jspx': htmlRoute(track({ lang: 'pt', title: 'Seguir objeto | CTT', brand: 'CTT', color: '#df0024', num: 'Objeto RK204771938PT', status: 'Entregue', events: [['28-11-2026 12:10 · Porto', 'Entregue'], ['28-11-2026 08:01 · CDP Porto', 'Em distribuição'], ['26-11-2026 15:44 · Lisboa', 'Aceite']], note: 'Os CTT nunca solicitam pagamentos por SMS ou email com ligações para sites externos.', cookie: 'pt' })),
  },
},
];
