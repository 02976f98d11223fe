export { CertificatesPage } from './components/certificates-page';
