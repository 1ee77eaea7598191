/** Parses a refresh value (`<meta http-equiv=refresh content>` or the Refresh header) as the HTML spec does, loosely. */
export function parseRefresh(content: string): { delaySeconds: number; url: string | null } | null {
  const match = /^\s*(\d*)(\.[\d.]*)?\s*(?:[;,]\s*)?(.*)$/s.exec(content);
  if (!match) return null;
  const digits = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (digits === '' && fraction === '') return null;
  const delaySeconds = digits === '' ? 0 : Math.min(Number.parseInt(digits, 10), 2_147_483_647);
  let rest = (match[3] ?? '').trim();
  const urlPrefix = /^url\s*=\s*/i.exec(rest);
  if (urlPrefix) rest = rest.slice(urlPrefix[0].length);
  const quote = rest[0];
  if (quote === '"' || quote === "'") {
    const end = rest.indexOf(quote, 1);
    rest = end === -1 ? rest.slice(1) : rest.slice(1, end);
  }
  rest = rest.trim();
  return { delaySeconds, url: rest === '' ? null : rest };
}

