import { termsPage } from '@shared/i18n/pages/terms';
import { LegalPage } from './legal-page';

export function TermsPage() {
  return <LegalPage document={termsPage} />;
}
