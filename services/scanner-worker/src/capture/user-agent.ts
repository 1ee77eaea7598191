/**
 * The user agent a scan presents by default: a visitor's Chrome of the same major version as the
 * Chromium that renders the page, in Chrome's reduced format (minor, build and patch are 0.0.0). The
 * version must be the browser's own: Chromium sends it in its client hints (`sec-ch-ua`,
 * `navigator.userAgentData`), and a user agent that names another version is a bot's tell that
 * cloaking kits check. Headless Chromium's own user agent says "HeadlessChrome", hence the override.
 * On the desktop the visitor runs Windows, as most visitors do and as malware delivery, fake updates
 * and ClickFix pages expect: they show their payload to Windows only. Playwright derives the client
 * hints' platform from this string and the capture's init script navigator.platform.
 */
export function visitorUserAgent(browserVersion: string, mobile: boolean): string {
  const major = /^(\d+)\./.exec(browserVersion)?.[1] ?? '131';
  return mobile
    ? `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`
    : `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`;
}
