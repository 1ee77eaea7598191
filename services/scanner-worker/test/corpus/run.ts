import net from 'node:net';
import { createEgressClient, defaultPolicy, EgressError } from '@lookout/egress';
import { analyzeFetch, type AnalysisDeps } from '../../src/analysis/analyze.js';
import type { ScanResult } from '../../src/analysis/result.js';
import { buildCorpus, type CorpusPage, type Label } from './corpus.js';
import { serveCorpus } from './serve.js';

export type PageOutcome = { page: CorpusPage; result: ScanResult | null; error: string | null; flagged: boolean; categoryHit: boolean };

export type SplitFigures = { malicious: number; caught: number; benign: number; falsePositives: number; recall: number; fpRate: number; categoryAccuracy: number };

export type CorpusReport = { outcomes: PageOutcome[]; all: SplitFigures; tuning: SplitFigures; heldOut: SplitFigures; byKind: Map<string, { label: Label; total: number; right: number }> };

/**
 * Scans every corpus page through the http engine path in-process: the real egress client (SSRF
 * policy with loopback allowed, the corpus resolver and the test CA) over real HTTPS, then analysis.
 * "Flagged" means a verdict other than clean.
 */
export async function runCorpus(deps: AnalysisDeps, pages: CorpusPage[] = buildCorpus()): Promise<CorpusReport> {
  const server = await serveCorpus(pages);
  try {
    const egress = createEgressClient({ ...defaultPolicy({ allowCidrs: ['127.0.0.0/8'] }), extraCaCerts: server.caPem }, {
      resolve: server.resolve,
      // Every approved connection goes to the corpus server's port (the URLs keep their default port).
      connect: (target) => net.connect({ host: target.address, port: server.port, family: target.family, noDelay: true }),
    });
    const outcomes: PageOutcome[] = [];
    const queue = [...pages];
    const worker = async (): Promise<void> => {
      for (let p = queue.shift(); p; p = queue.shift()) {
        try {
          const response = await egress.fetch({ url: p.url, followRedirects: true }) // as the worker's scan-job.ts asks;
          const result = analyzeFetch(response, deps, undefined, p.submittedUrl ? { submittedUrl: p.submittedUrl } : {});
          const flagged = result.verdict !== 'clean';
          outcomes.push({ page: p, result, error: null, flagged, categoryHit: p.label === 'clean' ? !flagged : flagged && result.categories.includes(p.label) });
        } catch (error) {
          outcomes.push({ page: p, result: null, error: error instanceof EgressError ? `${error.code}: ${error.message}` : String(error), flagged: false, categoryHit: false });
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    outcomes.sort((a, b) => pages.indexOf(a.page) - pages.indexOf(b.page));
    const figures = (list: PageOutcome[]): SplitFigures => {
      const mal = list.filter((o) => o.page.label !== 'clean');
      const ben = list.filter((o) => o.page.label === 'clean');
      const caught = mal.filter((o) => o.flagged).length;
      const fps = ben.filter((o) => o.flagged).length;
      return {
        malicious: mal.length,
        caught,
        benign: ben.length,
        falsePositives: fps,
        recall: mal.length ? caught / mal.length : 1,
        fpRate: ben.length ? fps / ben.length : 0,
        categoryAccuracy: mal.length ? mal.filter((o) => o.categoryHit).length / mal.length : 1,
      };
    };
    const byKind = new Map<string, { label: Label; total: number; right: number }>();
    for (const o of outcomes) {
      const k = byKind.get(o.page.kind) ?? { label: o.page.label, total: 0, right: 0 };
      k.total += 1;
      if (o.page.label === 'clean' ? !o.flagged : o.flagged) k.right += 1;
      byKind.set(o.page.kind, k);
    }
    return { outcomes, all: figures(outcomes), tuning: figures(outcomes.filter((o) => !o.page.heldOut)), heldOut: figures(outcomes.filter((o) => o.page.heldOut)), byKind };
  } finally {
    await server.close();
  }
}
