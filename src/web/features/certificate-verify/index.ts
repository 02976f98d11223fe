export { CertificateVerifyPage } from './components/certificate-verify-page';
