/**
 * In-page instrumentation the browser engine installs before any page script runs
 * (`context.addInitScript(CLIPBOARD_HOOK_SCRIPT)`), then reads back after load with
 * `page.evaluate(READ_CLIPBOARD_WRITES)` into `AnalysisInput.clipboardWrites`. It records what the
 * page puts on the clipboard — `navigator.clipboard.writeText` / `write` of text, and
 * `document.execCommand('copy')` of the current selection or focused field — which is how ClickFix
 * pages plant their command. The real clipboard is never written: the hook answers as if it had been.
 */

/** Where the recorded writes live on `window` (a non-enumerable property). */
export const CLIPBOARD_WRITES_KEY = '__lookoutClipboardWrites';
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
