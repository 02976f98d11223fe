import { browserName } from '@shared/domain/devices';
import type { DeviceInfo } from '@shared/schemas/account';

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
