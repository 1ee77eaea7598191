/**
 * In-page instrumentation the browser engine installs before any page script runs
 * (`context.addInitScript`, together with capture.ts's own init script), then reads back after load into
 * `AnalysisInput.clipboardWrites`. It records what the page puts on the clipboard —
 * `navigator.clipboard.writeText` / `write` of text, and `document.execCommand('copy')` of the current
 * selection or focused field — which is how ClickFix pages plant their command. The real clipboard is
 * never written: the hook answers as if it had been.
 *
 * ClickFix pages write the clipboard when the visitor clicks their fake check, so the hook also notes
 * which elements a script gave a click handler, and why the page deserves a click (`PROBE_REASONS_KEY`):
 * the page touched the clipboard API, issued or listened for a copy, gave an element a click handler
 * whose code names the clipboard, or tells the visitor to paste into a Run box or a terminal. The writes
 * are kept in sessionStorage as well, so a same-origin navigation (a redirect before the capture, a click
 * that navigates) does not lose them.
 *
 * After the capture, the interaction step (capture/interaction.ts) evaluates INTERACTION_SURVEY — the
 * one evaluation an ordinary page pays — then, when the page gave a reason, CLICK_HANDLERS_PROBE (a few
 * click-handler elements clicked; form submits and links never), and when it looks like a gate,
 * INTERACTION_CLICK_TARGET for a trusted click on its best control; INTERACTION_AFTER says what changed.
 */

/** Where the recorded writes live on `window` (a non-enumerable property). */
export const CLIPBOARD_WRITES_KEY = '__lookoutClipboardWrites';
/** Where the elements (or document/window) that got a click handler are noted. */
export const CLICK_TARGETS_KEY = '__lookoutClickTargets';
/** At most this many handler targets are noted, and the probe clicks at most MAX_PROBE_CLICKS of them. */
export const MAX_CLICK_TARGETS = 50;
export const MAX_PROBE_CLICKS = 5;
/** Why the page deserves the click probe: reasons the recorder noted while the page ran. */
export const PROBE_REASONS_KEY = '__lookoutProbeReasons';
/** At most this many writes, each cut to this many characters: a page cannot grow the result. */
export const MAX_CLIPBOARD_WRITES = 20;
export const MAX_CLIPBOARD_CHARS = 4096;

/** Code that names the clipboard (a click handler's source, an inline script, an onclick attribute). */
const CLIPBOARD_CODE = String.raw`clipboard|execCommand|\bcopy\b|\bselect\(\)`;
/**
 * ClickFix instructions in the page's text (hidden steps included): a Run box (Win+R), pasting
 * (Ctrl/Cmd+V), a terminal (Cmd+Space on macOS), the shells they paste into, the fake check's wording.
 */
const CLICKFIX_TEXT = String.raw`(?:win(?:dows)?(?:\s*(?:key|button|logo))?|⊞|\u229e)\s*\+\s*r\b|(?:ctrl|control|cmd|command|⌘)\s*\+\s*(?:v|space)\b|powershell|mshta|run dialog|verify (?:that )?(?:you are|you're) (?:a )?human|i'?m not a robot|verification steps`;

export const CLIPBOARD_HOOK_SCRIPT = `(() => {
  const KEY = ${JSON.stringify(CLIPBOARD_WRITES_KEY)};
  const writes = [];
  // Writes made before a same-origin navigation come back from sessionStorage (absent for opaque origins).
  let store = null;
  try { store = window.sessionStorage; } catch {}
  try {
    const saved = JSON.parse((store && store.getItem(KEY)) || '[]');
    if (Array.isArray(saved)) for (const text of saved.slice(0, ${MAX_CLIPBOARD_WRITES})) if (typeof text === 'string') writes.push(text.slice(0, ${MAX_CLIPBOARD_CHARS}));
  } catch {}
  Object.defineProperty(window, KEY, { value: writes, enumerable: false });
  const reasons = [];
  Object.defineProperty(window, ${JSON.stringify(PROBE_REASONS_KEY)}, { value: reasons, enumerable: false });
  const note = (reason) => { if (!reasons.includes(reason)) reasons.push(reason); };
  if (writes.length > 0) note('clipboard-written');
  const record = (text) => {
    note('clipboard-written');
    if (typeof text !== 'string' || writes.length >= ${MAX_CLIPBOARD_WRITES}) return;
    writes.push(text.slice(0, ${MAX_CLIPBOARD_CHARS}));
    try { if (store) store.setItem(KEY, JSON.stringify(writes)); } catch {}
  };
  const clip = navigator.clipboard;
  // Any page script reaching for navigator.clipboard is a reason to probe (the hook read it just above, before this getter).
  try {
    const getter = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    if (getter && getter.get) {
      const realGet = getter.get;
      Object.defineProperty(Navigator.prototype, 'clipboard', { ...getter, get() { note('clipboard-api'); return realGet.call(this); } });
    }
  } catch {}
  if (clip) {
    try {
      clip.writeText = function (text) { record(String(text)); return Promise.resolve(); };
      clip.write = async function (items) {
        for (const item of items || []) {
          try { if (item.types.includes('text/plain')) record(await (await item.getType('text/plain')).text()); } catch {}
        }
      };
    } catch {}
  }
  const CLICKED = ${JSON.stringify(CLICK_TARGETS_KEY)};
  const targets = [];
  Object.defineProperty(window, CLICKED, { value: targets, enumerable: false });
  const add = EventTarget.prototype.addEventListener;
  const clipboardCode = new RegExp(${JSON.stringify(CLIPBOARD_CODE)}, 'i');
  const sourceOf = Function.prototype.toString;
  EventTarget.prototype.addEventListener = function (type, listener, ...rest) {
    const kind = String(type);
    if (/^(click|mousedown|mouseup|pointerdown|pointerup)$/.test(kind)) {
      if (targets.length < ${MAX_CLICK_TARGETS} && !targets.includes(this)) targets.push(this);
      try { if (typeof listener === 'function' && clipboardCode.test(sourceOf.call(listener).slice(0, 20000))) note('click-handler-clipboard'); } catch {}
    } else if (kind === 'copy' || kind === 'cut') {
      note('copy-listener');
    }
    return add.call(this, type, listener, ...rest);
  };
  const exec = Document.prototype.execCommand;
  Document.prototype.execCommand = function (command, ...rest) {
    if (String(command).toLowerCase() === 'copy') {
      note('copy-command');
      const active = document.activeElement;
      const field = active && (active.tagName === 'TEXTAREA' || active.tagName === 'INPUT') ? active : null;
      record(field ? field.value.substring(field.selectionStart || 0, field.selectionEnd ?? field.value.length) || field.value : String(document.getSelection() || ''));
      return true;
    }
    return exec.call(this, command, ...rest);
  };
  // Registered with the original addEventListener: the recorder's own listener is not the page's.
  add.call(document, 'copy', (event) => {
    // A page may set the data itself in a copy handler (clipboardData.setData).
    const set = event.clipboardData && event.clipboardData.setData;
    if (!set) return;
    event.clipboardData.setData = function (type, data) { if (/text/.test(type)) record(String(data)); return set.call(this, type, data); };
  }, true);
})();`;

/** Expression for `page.evaluate`: the writes recorded so far (an empty array when none). */
export const READ_CLIPBOARD_WRITES = `(() => Array.from(window[${JSON.stringify(CLIPBOARD_WRITES_KEY)}] || []).filter((t) => typeof t === 'string').slice(0, ${MAX_CLIPBOARD_WRITES}))()`;


/** Where the interaction survey keeps its gate candidates and the page's facts before the click. */
export const SURVEY_KEY = '__lookoutSurvey';
/** The survey looks at no more than this many elements (candidates, then links). */
const MAX_SURVEYED_ELEMENTS = 400;
/** At most this many gate candidates are returned, best first, and at most this many links. */
export const MAX_GATE_CANDIDATES = 3;
export const MAX_SURVEYED_LINKS = 300;

/**
 * Labels of what a gate asks the visitor to click — a fake human check, "Just a moment… Continue",
 * "View document", "Play voice message", "Download", "Update Chrome" — in English, French, German,
 * Spanish, Portuguese, Italian, Dutch, Polish, Turkish, Russian, Japanese, Chinese, Korean, Indonesian,
 * Vietnamese, Thai, Hindi and Arabic. Matched as whole words (letters on neither side) in the label,
 * case-insensitively. Updating and installing are what fake-update overlays ask for; on a page that is
 * a gate as a whole (little text, no password field) the click shows what the button delivers.
 */
export const GATE_LABEL_WORDS = [
  // en
  'verify', 'verification', 'not a robot', "i'm human", 'i am human', 'human', 'continue', 'proceed', 'next', 'view', 'open', 'play', 'listen',
  'download', 'access', 'review', 'read', 'show', 'reveal', 'unlock', 'start', 'enter', 'confirm', 'allow', 'get file', 'get document', 'see', 'click here', 'load', 'retrieve',
  // fr
  'vérifier', 'vérification', 'je ne suis pas un robot', 'continuer', 'suivant', 'voir', 'afficher', 'ouvrir', 'lire', 'écouter', 'télécharger', 'accéder', 'consulter', 'confirmer', 'autoriser',
  // de
  'bestätigen', 'verifizieren', 'überprüfen', 'ich bin kein roboter', 'weiter', 'fortfahren', 'anzeigen', 'ansehen', 'öffnen', 'abspielen', 'anhören', 'herunterladen', 'zugreifen', 'prüfen', 'erlauben',
  // es, pt
  'verificar', 'no soy un robot', 'continuar', 'siguiente', 'ver', 'abrir', 'reproducir', 'escuchar', 'descargar', 'acceder', 'consultar', 'confirmar', 'permitir',
  'não sou um robô', 'próximo', 'visualizar', 'reproduzir', 'ouvir', 'baixar', 'acessar',
  // it
  'verifica', 'non sono un robot', 'continua', 'avanti', 'visualizza', 'vedi', 'apri', 'riproduci', 'ascolta', 'scarica', 'accedi', 'conferma', 'consenti',
  // nl, pl, tr, ru
  'verifiëren', 'controleren', 'ik ben geen robot', 'doorgaan', 'verder', 'bekijken', 'bekijk', 'openen', 'afspelen', 'beluisteren', 'downloaden', 'bevestigen', 'toestaan',
  'zweryfikuj', 'weryfikuj', 'nie jestem robotem', 'kontynuuj', 'dalej', 'zobacz', 'otwórz', 'odtwórz', 'pobierz', 'potwierdź',
  'doğrula', 'robot değilim', 'devam', 'görüntüle', 'aç', 'oynat', 'indir', 'onayla',
  'подтвердить', 'проверить', 'я не робот', 'продолжить', 'далее', 'просмотреть', 'открыть', 'воспроизвести', 'скачать', 'загрузить',
  // ja, zh, ko
  '確認', 'ロボットではありません', '続行', '次へ', '表示', '開く', '再生', 'ダウンロード', '验证', '我不是机器人', '继续', '查看', '打开', '播放', '下载', '확인', '계속', '보기', '열기', '재생', '다운로드', '로봇이 아닙니다',
  // id, vi, th, hi, ar
  'verifikasi', 'bukan robot', 'lanjutkan', 'lihat', 'buka', 'unduh', 'xác minh', 'tôi không phải là người máy', 'tiếp tục', 'xem', 'mở', 'tải xuống', 'tải về',
  'ยืนยัน', 'ดำเนินการต่อ', 'ดู', 'เปิด', 'ดาวน์โหลด', 'सत्यापित करें', 'मैं रोबोट नहीं हूं', 'जारी रखें', 'देखें', 'खोलें', 'डाउनलोड', 'تحقق', 'لست روبوت', 'متابعة', 'عرض', 'فتح', 'تحميل', 'تنزيل',
  // updating and installing, every language above
  'update', 'install', 'mettre à jour', 'installer', 'aktualisieren', 'installieren', 'actualizar', 'instalar', 'atualizar', 'aggiorna', 'installa', 'bijwerken', 'installeren',
  'aktualizuj', 'zainstaluj', 'güncelle', 'yükle', 'обновить', 'установить', '更新', 'インストール', '安装', '업데이트', '설치',
  'perbarui', 'pasang', 'cập nhật', 'cài đặt', 'อัปเดต', 'ติดตั้ง', 'अपडेट', 'इंस्टॉल', 'تحديث', 'تثبيت',
];

/** Labels never clicked: leaving, refusing, closing, buying, sharing. */
export const NEGATIVE_LABEL_WORDS = [
  'cancel', 'close', 'dismiss', 'decline', 'reject', 'refuse', 'deny', 'no thanks', 'not now', 'back', 'log out', 'logout', 'sign out', 'delete', 'remove', 'unsubscribe',
  'buy', 'purchase', 'checkout', 'add to cart', 'donate', 'subscribe', 'share', 'tweet', 'print', 'menu', 'search',
  'annuler', 'fermer', 'refuser', 'abbrechen', 'schließen', 'ablehnen', 'cancelar', 'cerrar', 'rechazar', 'fechar', 'recusar', 'chiudi', 'annulla', 'rifiuta',
  '×', '✕', '✖',
];

/** Texts of a page that holds the visitor at a check ("Just a moment…", "Checking your browser"). */
const GATE_PAGE_TEXT = String.raw`just a moment|checking your browser|verify(?:ing)? (?:that )?(?:you are|you're) (?:a )?human|security check|one more step|not a robot|human verification|un instant|vérification|einen moment|sicherheitsüberprüfung|un momento|verificando|verifica di sicurezza|even geduld|chwileczkę|bir dakika|минутку|проверка`;

/** A regular expression source matching any of `words` as a whole word (no letter or digit on either side). */
export function wordsPattern(words: readonly string[]): string {
  const escaped = [...words].sort((a, b) => b.length - a.length).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
  return `(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`;
}

/** What the survey tells the capture about the page (see INTERACTION_SURVEY). */
export type InteractionSurvey = {
  /** The clipboard writes so far. */
  writes: string[];
  /** Why the page deserves the ClickFix click (recorder reasons, ClickFix text, clipboard code); empty when none. */
  reasons: string[];
  /** Whether the page as a whole looks like a gate: few visible inputs, no visible password field, little text. */
  gate: boolean;
  /** The best gate candidates, best first (index into the survey's stored list). */
  candidates: { index: number; label: string; score: number; kind: string }[];
  /** For the lure call-to-action check. */
  passwords: number;
  visibleInputs: number;
  forms: number;
  frames: number;
  textLength: number;
  links: { href: string; label: string; visible: boolean; area: number; buttonLike: boolean; newTab: boolean }[];
  url: string;
};

/**
 * Expression for `page.evaluate` after the capture: the one evaluation an ordinary page pays. It reads
 * the clipboard writes so far, whether the page gives a ClickFix reason (noted by the recorder, or
 * ClickFix instructions / clipboard code in its text and onclick attributes), whether it looks like a
 * gate and which elements a visitor would click to pass it, and the links a lure's call to action
 * could be. It stores the gate candidates and the page's facts (visible inputs, forms, frames, words)
 * for INTERACTION_CLICK_TARGET and INTERACTION_AFTER. It clicks nothing.
 *
 * A gate candidate is a visible button, checkbox, element with a click handler, or button-styled
 * same-origin link whose label reads like a gate's (GATE_LABEL_WORDS), or a checkbox / button with a
 * click handler on a page that holds the visitor at a check; never an element inside a form with a
 * password field or a visible text field, select or radio button, never a link to another origin or
 * a new window, never one whose label refuses, closes, buys or shares (NEGATIVE_LABEL_WORDS), never
 * inside `nav`. The page is a gate when it has at most one visible text input, no visible password
 * field and at most 4,000 characters of visible text.
 */
export const INTERACTION_SURVEY = `(() => {
  const reasons = Array.from(window[${JSON.stringify(PROBE_REASONS_KEY)}] || []);
  const onclick = Array.from(document.querySelectorAll('[onclick]')).slice(0, ${MAX_SURVEYED_ELEMENTS});
  const body = document.body;
  const bodyText = body ? String(body.innerText || '') : '';
  if (reasons.length === 0) {
    const text = String((document.documentElement && document.documentElement.textContent) || '').slice(0, 200000);
    if (new RegExp(${JSON.stringify(CLICKFIX_TEXT)}, 'i').test(text)) reasons.push('clickfix-text');
    const code = new RegExp(${JSON.stringify(CLIPBOARD_CODE)}, 'i');
    if (code.test(Array.from(document.scripts, (s) => s.text).join('\\n').slice(0, 200000)) || onclick.some((e) => code.test(e.getAttribute('onclick') || ''))) reasons.push('clipboard-code');
  }
  const writes = Array.from(window[${JSON.stringify(CLIPBOARD_WRITES_KEY)}] || []).filter((t) => typeof t === 'string').slice(0, ${MAX_CLIPBOARD_WRITES});
  const visible = (el) => {
    if (!(el instanceof Element)) return false;
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity || '1') > 0.05;
  };
  const area = (el) => { const r = el.getBoundingClientRect(); return Math.round(r.width * r.height); };
  // Styled as a button: a role, a class saying so, a button inside, or a filled or bordered padded box.
  const buttonLike = (el) => {
    const s = getComputedStyle(el);
    const bg = s.backgroundColor || '';
    const filled = bg !== '' && bg !== 'transparent' && !/rgba\\([^)]*,\\s*0\\)$/.test(bg);
    const padded = parseFloat(s.paddingTop || '0') + parseFloat(s.paddingBottom || '0') >= 8;
    const bordered = s.borderStyle !== 'none' && parseFloat(s.borderWidth || '0') > 0;
    return el.getAttribute('role') === 'button' || /(?:^|[\\s_-])(?:btn|button|cta)(?:$|[\\s_-])/i.test(String(el.className || '')) || !!el.querySelector('button') || ((filled || bordered) && padded);
  };
  const clean = (text) => String(text || '').replace(/\\s+/g, ' ').trim();
  const labelOf = (el) => {
    let label = clean(el.getAttribute('aria-label'));
    if (!label && el.tagName === 'INPUT') label = clean(el.type === 'checkbox' ? Array.from(el.labels || [], (l) => l.innerText).join(' ') : el.value);
    if (!label) label = clean(el.innerText);
    if (!label) label = clean(el.getAttribute('title'));
    if (!label) { const img = el.querySelector && el.querySelector('img[alt]'); if (img) label = clean(img.getAttribute('alt')); }
    return label.slice(0, 200);
  };
  const textInputs = 'input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=checkbox]):not([type=radio]):not([type=image]):not([type=reset]):not([type=range]):not([type=color]), textarea, select';
  const inputs = Array.from(document.querySelectorAll(textInputs)).slice(0, 200);
  const visibleInputs = inputs.filter(visible).length;
  const passwordFields = Array.from(document.querySelectorAll('input[type=password]')).slice(0, 50);
  const visiblePasswords = passwordFields.filter(visible).length;
  const words = new Set(bodyText.toLowerCase().split(/[\\s\\p{P}\\p{S}]+/u).filter((w) => w.length > 1).slice(0, 20000));
  const before = { inputs: visibleInputs, forms: document.forms.length, frames: document.querySelectorAll('iframe, frame').length, words, textLength: bodyText.length };
  const store = { candidates: [], before };
  try { Object.defineProperty(window, ${JSON.stringify(SURVEY_KEY)}, { value: store, enumerable: false, configurable: true, writable: true }); } catch {}

  const gateWord = new RegExp(${JSON.stringify(wordsPattern(GATE_LABEL_WORDS))}, 'iu');
  const negative = new RegExp(${JSON.stringify(wordsPattern(NEGATIVE_LABEL_WORDS.filter((w) => /\p{L}/u.test(w))))} + '|[×✕✖]', 'iu');
  const gatePage = new RegExp(${JSON.stringify(GATE_PAGE_TEXT)}, 'i').test(bodyText.slice(0, 20000));
  const noted = Array.from(window[${JSON.stringify(CLICK_TARGETS_KEY)}] || []);
  const handlers = new Set([...onclick, ...noted].filter((t) => t instanceof Element));
  const gate = visibleInputs <= 1 && visiblePasswords === 0 && bodyText.length <= 4000;
  const scored = [];
  if (gate) {
    const pool = new Set(handlers);
    for (const el of document.querySelectorAll('button, input[type=button], input[type=submit], input[type=checkbox], [role=button], [role=checkbox], [role=link], a[href], label')) {
      if (pool.size >= ${MAX_SURVEYED_ELEMENTS}) break;
      pool.add(el);
    }
    for (const el of pool) {
      if (!(el instanceof HTMLElement) || el === body || el === document.documentElement) continue;
      if (!visible(el) || el.closest('nav')) continue;
      // Never a form's control where the visitor is to type or choose something (an identifier-first
      // login's "Next", a checkout's "Continue" after a payment choice): submitting it is not passing a
      // gate, it is a request on the visitor's behalf. A form with a password field is never touched.
      const form = el.closest('form');
      if (form && (form.querySelector('input[type=password]') || Array.from(form.querySelectorAll(textInputs + ', input[type=radio]')).slice(0, 50).some(visible))) continue;
      const link = el.closest('a[href]');
      let sameOriginLink = false;
      if (link) {
        let target;
        try { target = new URL(link.href, location.href); } catch { continue; }
        if (target.protocol === 'http:' || target.protocol === 'https:') {
          if (target.origin !== location.origin) continue;
          sameOriginLink = true;
        } else if (target.protocol !== 'javascript:') continue;
        if (link.target && link.target !== '_self' && link.target !== '_top' && link.target !== '_parent') continue;
      }
      const handler = handlers.has(el);
      // A fake checkbox: an empty, small square with a click handler, its words beside it ("I'm not a
      // robot" in the next cell); its label is the text of the box around both.
      const box = el.getBoundingClientRect();
      const emptySquare = handler && !labelOf(el) && box.width >= 10 && box.width <= 48 && box.height >= 10 && box.height <= 48;
      const label = emptySquare && el.parentElement ? clean(el.parentElement.innerText).slice(0, 80) : labelOf(el);
      const checkbox = (el.tagName === 'INPUT' && el.type === 'checkbox') || el.getAttribute('role') === 'checkbox' || emptySquare;
      if (!label && !checkbox) continue;
      if (label.length > 80 || negative.test(label)) continue;
      const buttonish = el.tagName === 'BUTTON' || (el.tagName === 'INPUT' && (el.type === 'button' || el.type === 'submit')) || el.getAttribute('role') === 'button';
      const worded = gateWord.test(label);
      // What makes it a gate's control at all: its label, a checkbox a script listens to, or a page
      // that holds the visitor at a check. A button with a click handler alone is an ordinary page's.
      if (!worded && !(checkbox && (handler || gatePage)) && !(gatePage && (handler || buttonish))) continue;
      let score = 0;
      if (worded) score += 3;
      if (checkbox) score += 2;
      if (handler) score += 1;
      if (buttonish) score += 1;
      if (area(el) >= 1500) score += 1;
      if (gatePage) score += 1;
      // A plain same-origin link is navigation, not a gate: only one styled as a button on a gate-like page counts.
      if (sameOriginLink && !handler) score += buttonLike(el) ? -1 : -2;
      if (score < 3) continue;
      scored.push({ el, label, score, area: area(el), kind: checkbox ? 'checkbox' : sameOriginLink ? 'link' : buttonish ? 'button' : el.tagName.toLowerCase() });
    }
    scored.sort((a, b) => b.score - a.score || b.area - a.area);
  }
  // A candidate inside another (a label around a checkbox, a div around a button) is one target: keep the best.
  const chosen = [];
  for (const entry of scored) {
    if (chosen.length >= ${MAX_GATE_CANDIDATES}) break;
    if (chosen.some((c) => c.el.contains(entry.el) || entry.el.contains(c.el))) continue;
    chosen.push(entry);
  }
  store.candidates = chosen.map((c) => c.el);

  const links = [];
  for (const a of document.querySelectorAll('a[href]')) {
    if (links.length >= ${MAX_SURVEYED_LINKS}) break;
    let target;
    try { target = new URL(a.href, location.href); } catch { continue; }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') continue;
    const shown = visible(a);
    links.push({ href: target.href.slice(0, 2048), label: labelOf(a).slice(0, 120), visible: shown, area: shown ? area(a) : 0, buttonLike: shown && buttonLike(a), newTab: a.target === '_blank' });
  }
  return {
    writes,
    reasons,
    gate,
    candidates: chosen.map((c, index) => ({ index, label: c.label.slice(0, 80), score: c.score, kind: c.kind })),
    passwords: passwordFields.length,
    visibleInputs,
    forms: before.forms,
    frames: before.frames,
    textLength: bodyText.length,
    links,
    url: location.href,
  };
})()`;

/**
 * Expression for `page.evaluate` when the page gave a ClickFix reason: clicks (synthetic `click()`) up
 * to MAX_PROBE_CLICKS elements that have a click handler (set by addEventListener or an `onclick`),
 * document and window handlers through the body, skipping links, submit buttons and anything inside a
 * form with a password field — it wakes a fake "verify you are human" button, it does not submit or
 * navigate. Resolves to how many elements were clicked and their labels; the capture then waits for
 * what the clicks started (interaction.ts).
 */
export const CLICK_HANDLERS_PROBE = `(() => {
  const onclick = Array.from(document.querySelectorAll('[onclick]')).slice(0, ${MAX_SURVEYED_ELEMENTS});
  const noted = Array.from(window[${JSON.stringify(CLICK_TARGETS_KEY)}] || []);
  const candidates = [];
  for (const target of [...onclick, ...noted]) {
    const element = target === window || target === document ? document.body : target;
    if (!(element instanceof HTMLElement) || candidates.includes(element)) continue;
    if (element.closest('a[href]')) continue;
    if ((element.tagName === 'BUTTON' || element.tagName === 'INPUT') && (element.type === 'submit' || element.type === 'image') && element.form) continue;
    const form = element.closest('form');
    if (form && form.querySelector('input[type=password]')) continue;
    candidates.push(element);
  }
  const clicked = candidates.slice(0, ${MAX_PROBE_CLICKS});
  const survey = window[${JSON.stringify(SURVEY_KEY)}];
  // Labels as the visitor saw them, before a click changes them.
  const labelOf = (e) => {
    if (e === document.body) return '(page)';
    const checkbox = e.tagName === 'INPUT' && (e.type === 'checkbox' || e.type === 'radio');
    const text = e.getAttribute('aria-label') || (checkbox ? Array.from(e.labels || [], (l) => l.innerText).join(' ') : e.innerText || e.value) || (checkbox ? e.type : e.tagName.toLowerCase());
    return String(text).replace(/\s+/g, ' ').trim().slice(0, 60);
  };
  const labels = clicked.map(labelOf);
  for (const element of clicked) {
    try { element.click(); } catch {}
  }
  // Which gate candidates were among them (clicked again, as a visitor would, only when the probe's
  // synthetic clicks did nothing: a gate may check event.isTrusted).
  const gateClicked = survey ? survey.candidates.map((c) => clicked.some((e) => e === c || e.contains(c) || c.contains(e))) : [];
  return { clicked: clicked.length, labels, gateClicked };
})()`;

/**
 * Function source, called as `(${INTERACTION_CLICK_TARGET})(index)`: scrolls gate candidate `index` into view and
 * returns the centre of its box (where a visitor would click), or null when it is gone or has no box.
 */
export const INTERACTION_CLICK_TARGET = `(index) => {
  const survey = window[${JSON.stringify(SURVEY_KEY)}];
  const el = survey && survey.candidates[index];
  if (!el || !el.isConnected) return null;
  try { el.scrollIntoView({ block: 'center', inline: 'center' }); } catch {}
  const r = el.getBoundingClientRect();
  if (r.width < 1 || r.height < 1) return null;
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}`;

/** What changed since the survey (INTERACTION_AFTER). `navigated`: the survey's document is gone. */
export type InteractionAfter = { navigated: boolean; inputs: number; forms: number; frames: number; newWords: number; textLength: number; url: string; /** Clipboard writes so far. */ writes: number };

/**
 * Expression for `page.evaluate` after the interaction: the page's facts now, beside those the survey
 * stored (new visible inputs, forms, frames, words the page did not show before). On a new document
 * (the click navigated) the survey's store is gone and `navigated` is true.
 */
export const INTERACTION_AFTER = `(() => {
  const survey = window[${JSON.stringify(SURVEY_KEY)}];
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity || '1') > 0.05;
  };
  const textInputs = 'input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=checkbox]):not([type=radio]):not([type=image]):not([type=reset]):not([type=range]):not([type=color]), textarea, select';
  const inputs = Array.from(document.querySelectorAll(textInputs)).slice(0, 200).filter(visible).length;
  const text = document.body ? String(document.body.innerText || '') : '';
  let newWords = 0;
  const seen = survey ? survey.before.words : new Set();
  const counted = new Set();
  for (const word of text.toLowerCase().split(/[\\s\\p{P}\\p{S}]+/u).slice(0, 20000)) {
    if (word.length > 1 && !seen.has(word) && !counted.has(word)) { counted.add(word); newWords += 1; }
  }
  const writes = (window[${JSON.stringify(CLIPBOARD_WRITES_KEY)}] || []).length;
  return { navigated: !survey, inputs, forms: document.forms.length, frames: document.querySelectorAll('iframe, frame').length, newWords, textLength: text.length, url: location.href, writes };
})()`;
