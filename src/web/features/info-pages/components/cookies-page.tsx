import { cookiesPage } from '@shared/i18n/pages/cookies';
import { LegalPage } from './legal-page';

export function CookiesPage() {
  return <LegalPage document={cookiesPage} />;
}
