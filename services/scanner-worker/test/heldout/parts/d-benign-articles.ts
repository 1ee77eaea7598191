import { baseCss, cookieBanner, doc, fontsHead, siteFooter, siteNav } from './d-parts.js';

/** Helpers shared by dev/d-benign-articles.ts and blind/d-benign-articles.ts (the same family's pages in both splits). */
/** Benign: security blogs, help articles and advisories that quote phishing text, ClickFix commands, drainer code, tech-support scam wording and seed-phrase warnings. Written for corpus/d. */

export const blog = (o: { title: string; site: string; accent: string; author: string; date: string; body: string; lang?: string; head?: string }): string =>
  doc({
    title: `${o.title} | ${o.site}`,
    lang: o.lang,
    head: fontsHead + (o.head ?? '') + `<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"${o.title.replace(/"/g, '')}","author":{"@type":"Person","name":"${o.author}"},"datePublished":"${o.date}"}</script>`,
    css: baseCss(o.accent) + `article{max-width:760px;margin:40px auto;padding:0 24px;font-size:17px}article h2{margin-top:36px}pre{background:#0f172a;color:#e2e8f0;padding:16px;border-radius:8px;overflow:auto;font-size:13px;white-space:pre-wrap}code{font-family:"JetBrains Mono",Menlo,Consolas,monospace}blockquote{border-left:4px solid var(--accent);margin:20px 0;padding:6px 16px;background:#f8fafc}.meta{color:var(--muted);font-size:14px}.ioc td{padding:4px 10px;border-bottom:1px solid #eee;font-family:monospace;font-size:13px}`,
    body: `${siteNav({ brand: o.site, links: ['Research', 'Threat Intel', 'Products', 'Blog', 'Contact'], cta: 'Get a demo' })}
<article><p class="meta">${o.author} · ${o.date} · 9 min read</p><h1>${o.title}</h1>${o.body}</article>
${siteFooter({ company: o.site })}${cookieBanner('en')}`,
  });
