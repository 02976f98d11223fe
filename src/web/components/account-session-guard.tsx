import { useInactivityTimeout } from '@web/lib/use-inactivity-timeout';
import { useSessionTracking } from '@web/lib/use-session-tracking';

/** App-wide account upkeep, mounted once in the site layout: sign-in record and inactivity. */
export function AccountSessionGuard() {
  useSessionTracking();
  useInactivityTimeout();
  return null;
}
