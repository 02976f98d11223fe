export { AboutPage } from './components/about-page';
export { CategoriesPage } from './components/categories-page';
export { CookiesPage } from './components/cookies-page';
export { FaqPage } from './components/faq-page';
export { GuidePage } from './components/guide-page';
export { HelpPage } from './components/help-page';
export { PrivacyPage } from './components/privacy-page';
export { TermsPage } from './components/terms-page';
