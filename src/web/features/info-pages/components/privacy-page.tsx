import { privacyPage } from '@shared/i18n/pages/privacy';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  return <LegalPage document={privacyPage} />;
}
