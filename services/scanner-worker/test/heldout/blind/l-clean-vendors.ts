import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, msLogo, dataLayer, cookieBar, jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/l-kit.js';

// Vendors' invoices and payment portals on their own domains, status pages, SaaS onboarding, banks' own notices.

export const entries: Entry[] = [
{
  id: 'l-clean-githubstatus-history',
  label: 'clean',
  kind: 'status-page',
  url: 'https://www.githubstatus.com/history?page=1&kestrel=nov',
  routes: {
    'www.githubstatus.com/history': htmlRoute(page({
      title: 'GitHub Status - Incident History',
      css: `body{margin:0;font-family:-apple-system,"Segoe UI",Helvetica,Arial;color:#24292f}.c{max-width:800px;margin:30px auto;padding:0 20px}.m{border-bottom:1px solid #d0d7de;padding:16px 0}.m a{color:#0969da;text-decoration:none;font-weight:600}small{color:#57606a}`,
      body: `<div class="c"><h1>Incident History</h1><h3>November 2026</h3><div class="m"><a href="/incidents/k9x2">Disruption with some GitHub services</a><br><small>Nov 26, 15:02 – 16:11 UTC</small></div><div class="m"><a href="/incidents/p41q">Incident with Actions</a><br><small>Nov 19, 09:44 – 10:30 UTC</small></div><div class="m"><a href="/incidents/r7w0">Degraded performance for Copilot</a><br><small>Nov 12, 18:20 – 19:05 UTC</small></div><p><a href="/">&larr; Current Status</a> · Powered by Atlassian Statuspage</p></div>`,
    })),
  },
},
{
  id: 'l-clean-miro-board-invite-onboarding',
  label: 'clean',
  kind: 'saas-onboarding',
  url: 'https://miro.com/welcomeonboard/dGtLc3RyZWxCb2FyZDIwMjZRNA==?share_link_id=471129930211',
  routes: {
    'miro.com/welcomeonboard/dGtLc3RyZWxCb2FyZDIwMjZRNA==': htmlRoute(page({
      title: 'Join the board "Q1 2027 Depot Planning" | Miro',
      css: `body{margin:0;font-family:Roobert,Arial;background:#fff;color:#050038}.hd{padding:18px 30px;font-weight:900;font-size:24px}.c{max-width:460px;margin:40px auto;text-align:center}.b{display:block;width:100%;background:#4262ff;color:#fff;border:0;padding:14px;border-radius:8px;margin:10px 0;font-size:15px}.o{background:#fff;color:#050038;border:1px solid #c7cad5}`,
      body: `<div class="hd">miro</div><div class="c"><h1>Piotr Zieliński invited you to the board “Q1 2027 Depot Planning”</h1><p>Sign up for free to collaborate with your team.</p><button class="b o">Continue with Google</button><button class="b o">Continue with Microsoft</button><button class="b o">Continue with Slack</button><p>or</p><button class="b">Sign up with work email</button><p style="font-size:13px">Already have an account? <a href="https://miro.com/login/">Log in</a></p><p style="font-size:11px;color:#888">By continuing, you acknowledge Miro's <a href="https://miro.com/legal/privacy-policy/">Privacy Policy</a> and agree to the <a href="https://miro.com/legal/terms-of-service/">Terms of Service</a>.</p></div>`,
    })),
  },
},
];
