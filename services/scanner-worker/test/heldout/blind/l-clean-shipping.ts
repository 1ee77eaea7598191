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
  id: 'l-clean-ceska-posta-track-cs',
  label: 'clean',
  kind: 'carrier-tracking',
  url: 'https://www.postaonline.cz/trackandtrace/-/zasilka/cislo?parcelNumbers=DR1174422510CZ',
  routes: {
    'www.postaonline.cz/trackandtrace/-/zasilka/cislo': htmlRoute(track({ lang: 'cs', title: 'Sledování zásilek | Česká pošta', brand: 'Česká pošta', color: '#002776', fg: '#ffd100', num: 'Zásilka DR1174422510CZ', status: 'Zásilka doručena', events: [['27.11.2026 13:20 · Prostějov 1', 'Dodání zásilky'], ['27.11.2026 07:45 · Prostějov 1', 'Zásilka v přepravě'], ['26.11.2026 17:10 · Praha', 'Převzetí zásilky do přepravy']], note: 'Česká pošta nikdy nežádá doplacení cla ani poplatků prostřednictvím odkazu v SMS.', cookie: 'cs' })),
  },
},
{
  id: 'l-clean-yamato-tracking-jp',
  label: 'clean',
  kind: 'carrier-tracking',
  url: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=438912337705',
  routes: {
    'toi.kuronekoyamato.co.jp/cgi-bin/tneko': htmlRoute(track({ lang: 'ja', title: '荷物問い合わせ | ヤマト運輸', brand: 'ヤマト運輸', color: '#ffd400', fg: '#000', num: '伝票番号 4389-1233-7705', status: '配達完了', events: [['11月28日 14:02 · 札幌中央センター', '配達完了'], ['11月28日 08:55 · 札幌中央センター', '配達中'], ['11月27日 19:30 · 東京ベース店', '輸送中']], note: 'ヤマト運輸では、SMSで不在通知を送ることはありません。', cookie: 'ja' })),
  },
},
{
  id: 'l-clean-poste-it-cerca-spedizioni',
  label: 'clean',
  kind: 'carrier-tracking',
  url: 'https://www.poste.it/cerca/index.html#/risultati-spedizioni/RB847221906IT',
  routes: {
    'www.poste.it/cerca/index.html': htmlRoute(track({ lang: 'it', title: 'Cerca spedizioni | Poste Italiane', brand: 'Poste Italiane', color: '#0047bb', fg: '#ffdb00', num: 'Codice RB847221906IT', status: 'In consegna', events: [['29/11/2026 07:50 · Centro Operativo Milano', 'In consegna'], ['28/11/2026 21:14 · Centro di Smistamento Peschiera Borromeo', 'In lavorazione'], ['27/11/2026 16:03 · Roma', 'Accettata']], note: 'Poste Italiane non richiede mai pagamenti tramite link inviati via SMS o e-mail.', cookie: 'it' })),
  },
},
];
