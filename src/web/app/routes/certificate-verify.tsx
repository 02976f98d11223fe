import { CertificateVerifyPage } from '@web/features/certificate-verify';

export default CertificateVerifyPage;
