import type { DeviceInfo } from '@shared/schemas/account';

export type DeviceKind = 'mobile' | 'tablet' | 'desktop';

/** The browser's name from its user agent: Edge, Chrome, Firefox or Safari; null when unknown. */
export function browserName(userAgent: string | null | undefined): string | null {
  const ua = userAgent ?? '';
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox';
  if (/OPR\/|Opera/.test(ua)) return null;
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

type NavigatorLike = { userAgent: string; language?: string; platform?: string };

function platformOf(nav: NavigatorLike): string | undefined {
  const hinted = (nav as { userAgentData?: { platform?: string } }).userAgentData?.platform;
  return (hinted || nav.platform || undefined)?.slice(0, 60);
}

/** What this browser tells about itself for the sessions list (user_sessions.device_info). */
export function collectDeviceInfo(
  nav: NavigatorLike = navigator,
  screenSize: { width: number; height: number } | undefined = globalThis.screen,
): DeviceInfo {
  let timezone: string | undefined;
  try {
    timezone = Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    timezone = undefined;
  }
  const size = (n: number | undefined) =>
    typeof n === 'number' && Number.isFinite(n) ? Math.min(20_000, Math.max(0, Math.round(n))) : undefined;
  return {
    browser: browserName(nav.userAgent) ?? 'unknown',
    platform: platformOf(nav),
    language: nav.language?.slice(0, 35) || undefined,
    screenWidth: size(screenSize?.width),
    screenHeight: size(screenSize?.height),
    timezone: timezone?.slice(0, 60),
  };
}
