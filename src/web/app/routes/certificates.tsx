import { CertificatesPage } from '@web/features/certificates';

export default CertificatesPage;
