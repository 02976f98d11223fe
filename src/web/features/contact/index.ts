export { ContactPage, SupportPage } from './components/contact-page';
