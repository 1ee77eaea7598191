import { setTimeout as sleep } from 'node:timers/promises';
import { REFUSAL_HEADER } from '@lookout/egress';
import type { Frame, Page, Response } from 'playwright-core';
import {
  CLICK_HANDLERS_PROBE,
  INTERACTION_AFTER,
  INTERACTION_CLICK_TARGET,
  INTERACTION_SURVEY,
  MAX_CLIPBOARD_WRITES,
  READ_CLIPBOARD_WRITES,
  type InteractionAfter,
  type InteractionSurvey,
} from '../analysis/capture-hooks.js';
import { parseUrl, siteOf } from '../analysis/url.js';
import { cutUtf8 } from './bodies.js';
import { withTimeout } from './browser-pool.js';
import { navigationFailure } from './capture.js';
import { MAX_URL_CHARS, type AfterInteraction, type CapturePhase, type LinkedPage } from './types.js';

/**
 * What a visitor would do next, done once the page is captured: pass a gate (a fake "verify you are
 * human" check, "Just a moment… Continue", "View document", "Play voice message") or copy a ClickFix
 * command, and follow a lure's one call to action to the page on another site it leads to. Kits hide
 * their real page behind such a click; the analysis is handed what the click revealed.
 *
 * Everything happens in the scan's own page, context and egress proxy (the policy applies to every
 * request; a refusal is recorded, never fatal), bounded by what is left of the capture's budget. An
 * ordinary page pays one evaluation (the survey) and nothing else.
 */

/** Clicks and the wait for what they started never take longer than this. */
export const INTERACTION_MAX_MS = 2_500;
/** At most this many gate candidates are clicked, one after the other, until one changes the page. */
const MAX_GATE_CLICKS = 2;
/** A gate is clicked no sooner than this after the page started loading (performance.now()): human checks ignore instant clicks. */
const MIN_DWELL_MS = 1_200;
/** The lure's call-to-action target is loaded only with at least this much of the budget left. */
export const LINKED_PAGE_MIN_MS = 3_000;
/** A page with more links than this to other sites is not a lure with one call to action. */
export const MAX_OFFSITE_LINKS = 6;
/** Words a lure's call to action says (the gate's words of capture-hooks.ts, plus signing in and paying). */
const CTA_WORDS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:view|open|download|access|review|read|sign\s*in|log\s*in|login|sign\s*on|continue|proceed|play|listen|track|verify|confirm|update|check|see|retrieve|claim|pay|unlock|reactivate|restore|validate|get\s+started|click\s+here|voir|ouvrir|télécharger|accéder|consulter|se\s+connecter|connexion|continuer|écouter|ansehen|öffnen|herunterladen|anmelden|einloggen|weiter|abspielen|ver|abrir|descargar|acceder|iniciar\s+sesión|entrar|continuar|reproducir|visualizar|baixar|acessar|apri|scarica|accedi|visualizza|continua|bekijken|openen|inloggen|aanmelden|doorgaan|zobacz|otwórz|pobierz|zaloguj|görüntüle|indir|giriş|открыть|скачать|войти|ログイン|登录|로그인)(?![\p{L}\p{N}])`,
  'iu',
);
/** Material change: this many words the page did not show before (or new inputs, forms, frames, a navigation). */
const NEW_WORDS_MATERIAL = 15;

export interface InteractionDeps {
  page: Page;
  now: () => number;
  /** Milliseconds left of the capture's budget. */
  remaining: () => number;
  /** Bound of one collection step (capture.ts stepBound). */
  stepBound: () => number;
  /** Waits until what the page started is done (capture.ts settle), never past `deadline`. */
  settle: (deadline: number) => Promise<void>;
  /** Tags what the page does from now on (requests, text bodies, navigations). */
  setPhase: (phase: CapturePhase) => void;
  /** Marks the network busy now: a click's request may not have been announced yet. */
  touchNetwork: () => void;
  /**
   * The last main-frame document loaded since the page was captured (a click that navigated, the
   * linked page): its status, and the egress proxy's refusal reason when the proxy answered it.
   */
  lastDocument: () => { status: number; refused: string | null } | null;
  /** URLs of popups the page opened since the interaction began (they are closed at once). */
  popups: () => string[];
  /** Stops a renderer stuck in script (Runtime.terminateExecution), so the context closes. */
  terminate: () => Promise<void>;
  incidents: Set<string>;
  navigationTimeoutMs: number;
  networkIdleMs: number;
  maxDomBytes: number;
  signal?: AbortSignal;
  /** False: the clipboard writes are read, nothing is clicked or followed (the cloaking check's second capture). */
  interactive: boolean;
  /**
   * Frames that fill most of the viewport (capture.ts framesCoveringViewport): when the page itself
   * offers nothing to click, the first of them is where the visitor acts (a fake update or human check
   * laid over a hacked site in an iframe).
   */
  coveringFrames?: readonly Frame[];
}

/**
 * Where the gate and ClickFix clicks happen: the page, or a frame covering it. Points the frame's
 * scripts measure are offset by where the frame sits in the page.
 */
type Stage = { frame: Frame; offset: { x: number; y: number }; survey: InteractionSurvey; covering: boolean };

/** Whether a survey found something a visitor would click: a ClickFix trace or a gate. */
const hasAction = (survey: InteractionSurvey): boolean => survey.reasons.length > 0 || (survey.gate && survey.candidates.length > 0);

/** The first covering frame that has something to click, surveyed, with its place in the page. */
async function coveringStage(deps: InteractionDeps): Promise<Stage | null> {
  const frame = deps.coveringFrames?.[0];
  if (!frame || frame.isDetached()) return null;
  const bound = Math.min(1_500, deps.stepBound());
  const [survey, box] = await Promise.all([
    withTimeout(frame.evaluate<InteractionSurvey>(INTERACTION_SURVEY), bound, null),
    withTimeout(frame.frameElement().then((element) => element.boundingBox()), bound, null),
  ]);
  if (!survey || !box || !hasAction(survey)) return null;
  return { frame, offset: { x: box.x, y: box.y }, survey, covering: true };
}

export type InteractionOutcome = {
  clipboardWrites: string[];
  interaction?: { actions: string[]; changed: boolean; url?: string };
  afterInteraction?: AfterInteraction;
  linkedPage?: LinkedPage;
};

function isHttp(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function siteOfUrl(url: string): string | null {
  const parsed = parseUrl(url);
  return parsed ? siteOf(parsed.hostname) : null;
}

/** Merges the writes read before and after the interaction (a cross-origin navigation loses the page's log). */
function mergeWrites(before: readonly string[], after: readonly string[]): string[] {
  const out = [...before];
  for (const write of after.slice(before.length)) if (out.length < MAX_CLIPBOARD_WRITES) out.push(write);
  // A new document re-read from sessionStorage starts with the same writes; one that lost them is a shorter list.
  if (after.length < before.length) for (const write of after) if (!out.includes(write) && out.length < MAX_CLIPBOARD_WRITES) out.push(write);
  return out;
}

/** The page's writes, then those read in the stage: a covering frame keeps its own record, after the page's. */
function stageWrites(survey: InteractionSurvey, stage: Stage, writes: readonly string[]): string[] {
  return mergeWrites(survey.writes, stage.covering ? [...survey.writes, ...writes] : writes);
}

/** The serialised DOM of a page or frame, cut to the cap. */
async function contentOf(target: Page | Frame, boundMs: number, maxBytes: number): Promise<string | null> {
  const html = await withTimeout(target.content(), boundMs, null);
  if (html === null) return null;
  return cutUtf8(Buffer.from(html, 'utf8'), maxBytes).text;
}

/**
 * The lure's one call to action to another site, when the page is a lure: no password field, at most
 * two visible text inputs, at most 6,000 characters of text, at most MAX_OFFSITE_LINKS links to other
 * sites, and among the visible ones exactly one target that looks like a call to action (its label
 * says view / open / sign in / play… in several languages, or it is styled as a button; a large one
 * counts more). Ties between two targets leave the page alone.
 */
export function callToAction(survey: Pick<InteractionSurvey, 'passwords' | 'visibleInputs' | 'textLength' | 'links' | 'url'>): { href: string; label: string } | null {
  if (survey.passwords > 0 || survey.visibleInputs > 2 || survey.textLength > 6_000) return null;
  const here = siteOfUrl(survey.url);
  if (!here || !isHttp(survey.url)) return null;
  const offsite = survey.links.filter((link) => {
    const site = siteOfUrl(link.href);
    return site !== null && site !== here;
  });
  const targets = new Set(offsite.map((link) => link.href.split('#')[0]));
  if (targets.size === 0 || targets.size > MAX_OFFSITE_LINKS) return null;
  const best = new Map<string, { score: number; label: string }>();
  for (const link of offsite) {
    if (!link.visible) continue;
    const score = (CTA_WORDS.test(link.label) ? 2 : 0) + (link.buttonLike ? 1 : 0) + (link.area >= 3_000 ? 1 : 0);
    if (score < 2) continue;
    const href = link.href.split('#')[0] ?? link.href;
    const previous = best.get(href);
    if (!previous || previous.score < score) best.set(href, { score, label: link.label });
  }
  const ranked = [...best.entries()].sort((a, b) => b[1].score - a[1].score);
  const [first, second] = ranked;
  if (!first || (second && second[1].score === first[1].score)) return null;
  return { href: first[0], label: first[1].label };
}

/**
 * The interaction step and the linked-page step, after the capture collected the page. Returns the
 * clipboard writes (read once, as the old click probe did) and what the steps found.
 */
export async function interact(deps: InteractionDeps): Promise<InteractionOutcome> {
  const { page } = deps;
  const aborted = () => deps.signal?.aborted === true;
  const responsive = () => withTimeout(page.evaluate<boolean>('true'), Math.min(500, Math.max(50, deps.remaining())), false);
  if (!deps.interactive) return { clipboardWrites: await withTimeout(page.evaluate<string[]>(READ_CLIPBOARD_WRITES), Math.min(1_500, deps.stepBound()), [] as string[]) };
  const surveyed = await withTimeout(page.evaluate<InteractionSurvey>(INTERACTION_SURVEY), Math.min(1_500, deps.stepBound()), null);
  if (!surveyed) {
    // A page that broke the survey (or a renderer that stopped answering): the writes, as before.
    return { clipboardWrites: await withTimeout(page.evaluate<string[]>(READ_CLIPBOARD_WRITES), Math.min(500, deps.stepBound()), [] as string[]) };
  }
  const survey = surveyed;
  const outcome: InteractionOutcome = { clipboardWrites: survey.writes };
  const stage: Stage = (!hasAction(survey) && (await coveringStage(deps))) || { frame: page.mainFrame(), offset: { x: 0, y: 0 }, survey, covering: false };
  const frame = stage.frame;
  if (stage.covering) outcome.clipboardWrites = stageWrites(survey, stage, stage.survey.writes);
  const clickfix = stage.survey.reasons.length > 0;
  const gateCandidates = stage.survey.gate ? stage.survey.candidates : [];
  const actions: string[] = [];
  let stuck = false;

  if ((clickfix || gateCandidates.length > 0) && deps.remaining() > 1_000 && !aborted()) {
    const deadline = deps.now() + Math.min(INTERACTION_MAX_MS, deps.remaining() - 500);
    const left = () => Math.max(50, deadline - deps.now());
    deps.setPhase('interaction');
    let gateClicked: boolean[] = [];
    if (clickfix) {
      const clicked = await withTimeout(frame.evaluate<{ clicked: number; labels: string[]; gateClicked: boolean[] }>(CLICK_HANDLERS_PROBE), left(), null);
      if (!clicked) stuck = !(await responsive());
      else if (clicked.clicked > 0) {
        for (const label of clicked.labels) actions.push(`click-handler:${label}`.slice(0, 200));
        gateClicked = clicked.gateClicked;
        deps.touchNetwork();
        await deps.settle(deadline);
      }
    }
    let gateClicks = 0;
    for (const candidate of gateCandidates) {
      if (stuck || aborted() || gateClicks >= MAX_GATE_CLICKS || deadline - deps.now() < 300) break;
      if (actions.length > 0) {
        // Something was clicked already: another click only when it changed nothing. An element the
        // ClickFix probe clicked (a synthetic click) that changed nothing is clicked again as a visitor
        // would: gates that check event.isTrusted ignore the first.
        const now = await withTimeout(frame.evaluate<InteractionAfter>(INTERACTION_AFTER), left(), null);
        if (!now) {
          stuck = !(await responsive());
          break;
        }
        if (materialChange(stage.survey, now)) break;
        // The probe's click wrote the clipboard: it was heard, not ignored; not clicked twice.
        if (gateClicked[candidate.index] && now.writes > stage.survey.writes.length) continue;
      }
      // Not sooner than a visitor could: gates that ignore clicks in their first moments get one after.
      const since = await withTimeout(frame.evaluate<number>('performance.now()'), left(), null);
      if (since !== null && since < MIN_DWELL_MS && deadline - deps.now() > MIN_DWELL_MS - since + 300) await sleep(MIN_DWELL_MS - since);
      const point = await withTimeout(frame.evaluate<{ x: number; y: number } | null>(`(${INTERACTION_CLICK_TARGET})(${candidate.index})`), left(), null);
      if (!point) {
        if (!(await responsive())) stuck = true;
        continue;
      }
      gateClicks += 1;
      actions.push(`click:${candidate.label}`.slice(0, 200));
      // A trusted click where a visitor would click (page handlers that check isTrusted see a real one).
      const done = await withTimeout(page.mouse.click(point.x + stage.offset.x, point.y + stage.offset.y).then(() => true), left(), false);
      deps.touchNetwork();
      if (!done && !(await responsive())) {
        stuck = true;
        break;
      }
      await deps.settle(deadline);
    }
  }

  if (stuck) {
    // A click handler that never returns: stop it so the context can close; what was captured stands.
    deps.incidents.add('interaction-script-terminated');
    await deps.terminate();
    if (actions.length > 0) outcome.interaction = { actions, changed: false };
    return outcome;
  }

  let current: { url: string; changed: boolean } = { url: survey.url, changed: false };
  if (actions.length > 0) {
    const [after, writes] = await Promise.all([
      withTimeout(frame.evaluate<InteractionAfter>(INTERACTION_AFTER), deps.stepBound(), null),
      withTimeout(frame.evaluate<string[]>(READ_CLIPBOARD_WRITES), deps.stepBound(), null),
    ]);
    if (writes) outcome.clipboardWrites = stageWrites(survey, stage, writes);
    const url = stage.covering ? frame.url() : page.url();
    const changed = after !== null && isHttp(url) && materialChange(stage.survey, after);
    outcome.interaction = { actions, changed, ...(after?.navigated || url !== stage.survey.url ? { url: url.slice(0, MAX_URL_CHARS) } : {}) };
    // Only the page's own documents are tracked (a frame's navigation is not the page's).
    const document = after?.navigated && !stage.covering ? deps.lastDocument() : null;
    if (document?.refused) {
      // The click went somewhere the egress policy refused: recorded (the request list has it), not a page.
      const via = `click:${lastLabel(actions)}`.slice(0, 300);
      if (siteOfUrl(url) !== siteOfUrl(survey.url)) outcome.linkedPage = { url, finalUrl: url, via, status: null, html: null, blocked: { reason: document.refused } };
      outcome.interaction.changed = false;
      return outcome;
    }
    // A DOM that does not come in time leaves the analysis with the page as captured.
    const html = changed ? await contentOf(frame, deps.stepBound(), deps.maxDomBytes) : null;
    if (html !== null && siteOfUrl(url) === siteOfUrl(stage.survey.url)) outcome.afterInteraction = { url, html, action: actions.join(', ') };
    // A click that left for another site is the lure's call to action, followed.
    else if (html !== null) outcome.linkedPage = { url, finalUrl: url, via: `click:${lastLabel(actions)}`.slice(0, 300), status: document?.status ?? null, html };
    current = { url, changed };
  }
  // A covering frame was the page the visitor acted on: its links are not the page's call to action.
  if (stage.covering) return outcome;

  // One hop only: a page the click already took to another site is not followed further.
  if (outcome.linkedPage || siteOfUrl(current.url) !== siteOfUrl(survey.url) || aborted() || deps.remaining() < LINKED_PAGE_MIN_MS) return outcome;
  // A popup a click opened to another site is where the call to action leads.
  const popup = deps.popups().find((url) => isHttp(url) && siteOfUrl(url) !== siteOfUrl(current.url));
  let target: { href: string; via: string } | null = popup ? { href: popup, via: `popup:${lastLabel(actions)}` } : null;
  if (!target) {
    const now = current.changed || current.url !== survey.url ? await withTimeout(page.evaluate<InteractionSurvey>(INTERACTION_SURVEY), Math.min(1_500, deps.stepBound()), null) : survey;
    const cta = now ? callToAction(now) : null;
    if (cta) target = { href: cta.href, via: `link:${cta.label}` };
  }
  if (!target || deps.remaining() < LINKED_PAGE_MIN_MS || aborted()) return outcome;
  outcome.linkedPage = await loadLinkedPage(deps, target.href.slice(0, MAX_URL_CHARS), target.via.slice(0, 300), current.url);
  return outcome;
}

/** The label of the last click (`click:<label>` or `click-handler:<label>`). */
function lastLabel(actions: readonly string[]): string {
  return (actions.at(-1) ?? '').replace(/^click(?:-handler)?:/, '');
}

function materialChange(survey: InteractionSurvey, after: InteractionAfter): boolean {
  return after.navigated || after.inputs > survey.visibleInputs || after.forms > survey.forms || after.frames > survey.frames || after.newWords >= NEW_WORDS_MATERIAL;
}

/**
 * Loads the call-to-action target in the scan's page (same context, same egress proxy), lets it
 * settle briefly and reads its DOM. A refusal by the egress policy or a failure is recorded with its
 * reason; it never fails the scan.
 */
async function loadLinkedPage(deps: InteractionDeps, href: string, via: string, referer: string): Promise<LinkedPage> {
  const { page } = deps;
  deps.setPhase('linked');
  // Navigation gets what is left after a short settle and the DOM read.
  const navigationMs = Math.max(1_000, Math.min(deps.navigationTimeoutMs, deps.remaining() - 1_500));
  let response: Response | null = null;
  let error: unknown = null;
  // Playwright's own timeout ends the navigation; the outer bound only guards against a goto that never settles.
  const goto = page.goto(href, { waitUntil: 'load', timeout: navigationMs, referer }).then(
    (r) => ({ response: r, error: null as unknown }),
    (caught: unknown) => ({ response: null, error: caught }),
  );
  const settled = await withTimeout(goto, navigationMs + 500, null);
  if (settled) ({ response, error } = settled);
  else error = new Error('Timeout exceeded');
  const finalUrl = page.url();
  const refused = response?.headers()[REFUSAL_HEADER] ?? null;
  if (refused) return { url: href, finalUrl: href, via, status: null, html: null, blocked: { reason: refused } };
  if (error) {
    // The target is a file: the download is in the capture's downloads (the proxy saw it), there is no page.
    if (String(error).includes('Download is starting')) return { url: href, finalUrl: href, via, status: null, html: null };
    const failure = navigationFailure(error);
    // A timeout on a page that did arrive still gives its DOM; anything else is a refusal or a failure.
    if (failure?.code !== 'timeout' || !isHttp(finalUrl) || finalUrl === referer) {
      return { url: href, finalUrl: href, via, status: null, html: null, blocked: { reason: failure?.code ?? 'failed' } };
    }
  }
  const settleMs = Math.min(deps.networkIdleMs, 1_500, Math.max(0, deps.remaining() - 1_000));
  if (settleMs > 0) await deps.settle(deps.now() + settleMs);
  const html = await contentOf(page, deps.stepBound(), deps.maxDomBytes);
  return { url: href, finalUrl: page.url().slice(0, MAX_URL_CHARS), via, status: response?.status() ?? null, html };
}
