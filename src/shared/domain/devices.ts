/**
 * What kind of device and browser a sign-in came from, read from its user agent and what the
 * browser said about itself (user_sessions.device_info). Shared: the server labels the admin's
 * sessions list with it and the web labels the learner's own.
 */
export const DEVICE_KINDS = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const BROWSER_NAMES = ['Chrome', 'Firefox', 'Safari', 'Edge', 'unknown'] as const;
export type BrowserName = (typeof BROWSER_NAMES)[number];

/** The browser's name from its user agent: Edge, Chrome, Firefox or Safari; null when unknown. */
export function browserName(userAgent: string | null | undefined): Exclude<BrowserName, 'unknown'> | null {
  const ua = userAgent ?? '';
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox';
  // Opera and Samsung Internet say Chrome too, but they are not Chrome
  if (/OPR\/|Opera|SamsungBrowser\/|YaBrowser\//.test(ua)) return null;
  if (/Chrome\/|Chromium\/|CriOS\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua) && /Version\//.test(ua)) return 'Safari';
  return null;
}

/** Phone, tablet or computer, read from the user agent. */
export function deviceKind(userAgent: string | null | undefined): DeviceKind {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|BlackBerry|IEMobile|Opera Mini/i.test(ua)) return 'mobile';
  return 'desktop';
}

/** The user agent decides; the browser's own word (device_info.browser) fills in when it cannot. */
export function sessionBrowser(
  userAgent: string | null | undefined,
  recorded: string | undefined,
): BrowserName {
  const fromAgent = browserName(userAgent);
  if (fromAgent) return fromAgent;
  const known = BROWSER_NAMES.find((name) => name !== 'unknown' && name === recorded);
  return known ?? 'unknown';
}
