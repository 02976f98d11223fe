import { Header } from '@web/components/layout/header';
import { NotificationBell } from '@web/features/notifications';

/** The site header composed with the features it shows (components/ knows no feature). */
export function SiteHeader() {
  return <Header signedInActions={<NotificationBell />} />;
}
