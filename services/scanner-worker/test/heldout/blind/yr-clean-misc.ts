import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { analytics, cookieBar, cssArticle, cssBase, doc, mark } from '../parts/yr-kit.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yr-lnkd-shortlink-to-careers-posting',
    label: 'clean',
    kind: 'shortener-redirect',
    url: 'https://lnkd.in/gX7kP2Qw',
    routes: {
      'lnkd.in/gX7kP2Qw': redirectRoute(301, 'https://careers.pinecrest-distribution.com/jobs/operations-supervisor-reno-nv?utm_source=linkedin&utm_medium=social'),
      'careers.pinecrest-distribution.com/jobs/operations-supervisor-reno-nv': htmlRoute(
        doc({
          title: 'Operations Supervisor – Reno, NV | Pinecrest Distribution Careers',
          css: cssBase + `.top{background:#14532d;color:#fff;padding:16px 30px}.w{max-width:820px;margin:24px auto;background:#fff;border-radius:8px;padding:26px;border:1px solid #e5e7eb}`,
          body: `<div class="top"><b>Pinecrest Distribution</b></div><div class="w"><h1>Operations Supervisor – Night Shift</h1><p>Reno, NV · $72,000–$84,000 · Full-time, on-site</p>
<p>Lead a team of 25 associates across inbound, returns and outbound. You'll own shift productivity, safety and training.</p><ul><li>3+ years supervising in a warehouse or fulfillment center</li><li>Experience with Manhattan WMS or similar</li></ul>
<p><a class="btn" href="/jobs/operations-supervisor-reno-nv/apply" style="background:#14532d">Apply now</a></p></div>${analytics('G-PCD4X91KQ2')}`,
        }),
      ),
    },
  },
];
