import { apk, cfb, fileRoute as binRoute, lnk, pe, zip } from './e-bin.js';
import type { Route } from '../../corpus/corpus.js';

/** Re-exports of the e-bin builders used by the `x-` app pages, with an APK route default. */
export { apk, lnk, pe, zip };

export function fileRoute(body: Buffer, contentType = 'application/vnd.android.package-archive', filename?: string): Route {
  return binRoute(body, contentType, filename);
}

/** An MSI-shaped compound file whose strings hint at a custom action (structure only, nothing runs). */
export function msiNothing(strings: string[]): Buffer {
  return cfb(['SummaryInformation', 'Windows Installer', ...strings], 12288);
}
