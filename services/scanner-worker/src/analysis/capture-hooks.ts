/**
 * In-page instrumentation the browser engine installs before any page script runs
 * (`context.addInitScript(CLIPBOARD_HOOK_SCRIPT)`), then reads back after load with
 * `page.evaluate(READ_CLIPBOARD_WRITES)` into `AnalysisInput.clipboardWrites`. It records what the
 * page puts on the clipboard — `navigator.clipboard.writeText` / `write` of text, and
 * `document.execCommand('copy')` of the current selection or focused field — which is how ClickFix
 * pages plant their command. The real clipboard is never written: the hook answers as if it had been.
 *
 * ClickFix pages write the clipboard when the visitor clicks their fake check, so the hook also notes
 * which elements a script gave a click handler (and `CLICK_PROBE` clicks a few of them after the
 * capture). Form submits and links are never clicked: the probe must not send a form or navigate.
 */

/** Where the recorded writes live on `window` (a non-enumerable property). */
export const CLIPBOARD_WRITES_KEY = '__lookoutClipboardWrites';
/** Where the elements (or document/window) that got a click handler are noted. */
export const CLICK_TARGETS_KEY = '__lookoutClickTargets';
/** At most this many handler targets are noted, and CLICK_PROBE clicks at most MAX_PROBE_CLICKS of them. */
export const MAX_CLICK_TARGETS = 50;
export const MAX_PROBE_CLICKS = 5;
/** At most this many writes, each cut to this many characters: a page cannot grow the result. */
export const MAX_CLIPBOARD_WRITES = 20;
export const MAX_CLIPBOARD_CHARS = 4096;

export const CLIPBOARD_HOOK_SCRIPT = `(() => {
  const KEY = ${JSON.stringify(CLIPBOARD_WRITES_KEY)};
  const writes = [];
  Object.defineProperty(window, KEY, { value: writes, enumerable: false });
  const record = (text) => {
    if (typeof text !== 'string' || writes.length >= ${MAX_CLIPBOARD_WRITES}) return;
    writes.push(text.slice(0, ${MAX_CLIPBOARD_CHARS}));
  };
  const clip = navigator.clipboard;
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
  EventTarget.prototype.addEventListener = function (type, ...rest) {
    if (/^(click|mousedown|mouseup|pointerdown|pointerup)$/.test(String(type)) && targets.length < ${MAX_CLICK_TARGETS} && !targets.includes(this)) targets.push(this);
    return add.call(this, type, ...rest);
  };
  const exec = Document.prototype.execCommand;
  Document.prototype.execCommand = function (command, ...rest) {
    if (String(command).toLowerCase() === 'copy') {
      const active = document.activeElement;
      const field = active && (active.tagName === 'TEXTAREA' || active.tagName === 'INPUT') ? active : null;
      record(field ? field.value.substring(field.selectionStart || 0, field.selectionEnd ?? field.value.length) || field.value : String(document.getSelection() || ''));
      return true;
    }
    return exec.call(this, command, ...rest);
  };
  document.addEventListener('copy', (event) => {
    // A page may set the data itself in a copy handler (clipboardData.setData).
    const set = event.clipboardData && event.clipboardData.setData;
    if (!set) return;
    event.clipboardData.setData = function (type, data) { if (/text/.test(type)) record(String(data)); return set.call(this, type, data); };
  }, true);
})();`;

/** Expression for `page.evaluate`: the writes recorded so far (an empty array when none). */
export const READ_CLIPBOARD_WRITES = `(() => Array.from(window[${JSON.stringify(CLIPBOARD_WRITES_KEY)}] || []).filter((t) => typeof t === 'string').slice(0, ${MAX_CLIPBOARD_WRITES}))()`;


/**
 * Expression for `page.evaluate` after the capture: clicks up to MAX_PROBE_CLICKS elements that have a
 * click handler (set by addEventListener or an `onclick`), document and window handlers through the
 * body, skipping links, submit buttons and anything inside a form with a password field — the probe
 * wakes a fake "verify you are human" button, it does not submit or navigate. Resolves after a short
 * wait so handlers that copy asynchronously finish.
 */
export const CLICK_PROBE = `(async () => {
  const noted = Array.from(window[${JSON.stringify(CLICK_TARGETS_KEY)}] || []);
  const inline = Array.from(document.querySelectorAll('[onclick]'));
  const candidates = [];
  for (const target of [...inline, ...noted]) {
    const element = target === window || target === document ? document.body : target;
    if (!(element instanceof HTMLElement) || candidates.includes(element)) continue;
    if (element.closest('a[href]')) continue;
    if ((element.tagName === 'BUTTON' || element.tagName === 'INPUT') && (element.type === 'submit' || element.type === 'image') && element.form) continue;
    const form = element.closest('form');
    if (form && form.querySelector('input[type=password]')) continue;
    candidates.push(element);
  }
  for (const element of candidates.slice(0, ${MAX_PROBE_CLICKS})) {
    try { element.click(); } catch {}
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  return candidates.length;
})()`;
