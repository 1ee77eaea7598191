/**
 * In-page instrumentation the browser engine installs before any page script runs
 * (`context.addInitScript`, together with capture.ts's own init script), then reads back after load with
 * `page.evaluate(READ_CLIPBOARD_WRITES)` into `AnalysisInput.clipboardWrites`. It records what the
 * page puts on the clipboard — `navigator.clipboard.writeText` / `write` of text, and
 * `document.execCommand('copy')` of the current selection or focused field — which is how ClickFix
 * pages plant their command. The real clipboard is never written: the hook answers as if it had been.
 *
 * ClickFix pages write the clipboard when the visitor clicks their fake check, so the hook also notes
 * which elements a script gave a click handler (and `CLIPBOARD_AFTER_CLICK_PROBE` clicks a few of them
 * after the capture). Form submits and links are never clicked: the probe must not send a form or
 * navigate. The click costs a scan a short wait, so it happens only when the page gave a reason
 * (`PROBE_REASONS_KEY`): the page touched the clipboard API, issued or listened for a copy, gave an element
 * a click handler whose code names the clipboard, or tells the visitor to paste into a Run box or a
 * terminal. The writes are kept in sessionStorage as well, so a same-origin navigation (a redirect
 * before the capture, a click that navigates) does not lose them, and they are read once, at the end.
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


/**
 * Expression for `page.evaluate` after the capture, the one read of the clipboard log: when the page
 * gave a reason (noted by the recorder, or ClickFix instructions / clipboard code in its text and
 * onclick attributes), clicks up to MAX_PROBE_CLICKS elements that have a click handler (set by
 * addEventListener or an `onclick`), document and window handlers through the body, skipping links,
 * submit buttons and anything inside a form with a password field — the probe wakes a fake "verify you
 * are human" button, it does not submit or navigate — and waits briefly so handlers that copy
 * asynchronously finish. Resolves to the writes, the reasons and how many elements were clicked.
 */
export const CLIPBOARD_AFTER_CLICK_PROBE = `(async () => {
  const reasons = Array.from(window[${JSON.stringify(PROBE_REASONS_KEY)}] || []);
  const onclick = Array.from(document.querySelectorAll('[onclick]'));
  if (reasons.length === 0) {
    const text = String((document.documentElement && document.documentElement.textContent) || '').slice(0, 200000);
    if (new RegExp(${JSON.stringify(CLICKFIX_TEXT)}, 'i').test(text)) reasons.push('clickfix-text');
    const code = new RegExp(${JSON.stringify(CLIPBOARD_CODE)}, 'i');
    if (code.test(Array.from(document.scripts, (s) => s.text).join('\\n').slice(0, 200000)) || onclick.some((e) => code.test(e.getAttribute('onclick') || ''))) reasons.push('clipboard-code');
  }
  const read = () => Array.from(window[${JSON.stringify(CLIPBOARD_WRITES_KEY)}] || []).filter((t) => typeof t === 'string').slice(0, ${MAX_CLIPBOARD_WRITES});
  if (reasons.length === 0) return { writes: read(), reasons, clicked: 0 };
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
  for (const element of clicked) {
    try { element.click(); } catch {}
  }
  if (clicked.length > 0) await new Promise((resolve) => setTimeout(resolve, 200));
  return { writes: read(), reasons, clicked: clicked.length };
})()`;
