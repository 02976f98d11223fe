import contactRu from './contact/ru';
import contactCyrillic from './contact/uz-cyrl';
import contact from './contact/uz-latn';
import type { NamespaceFiles } from './index';
import aboutRu from './pages/about/ru';
import aboutCyrillic from './pages/about/uz-cyrl';
import about from './pages/about/uz-latn';
import categoriesRu from './pages/categories/ru';
import categoriesCyrillic from './pages/categories/uz-cyrl';
import categories from './pages/categories/uz-latn';
import certificatesRu from './pages/certificates/ru';
import certificatesCyrillic from './pages/certificates/uz-cyrl';
import certificates from './pages/certificates/uz-latn';
import cookiesRu from './pages/cookies/ru';
import cookiesCyrillic from './pages/cookies/uz-cyrl';
import cookies from './pages/cookies/uz-latn';
import faqRu from './pages/faq/ru';
import faqCyrillic from './pages/faq/uz-cyrl';
import faq from './pages/faq/uz-latn';
import guideRu from './pages/guide/ru';
import guideCyrillic from './pages/guide/uz-cyrl';
import guide from './pages/guide/uz-latn';
import helpRu from './pages/help/ru';
import helpCyrillic from './pages/help/uz-cyrl';
import help from './pages/help/uz-latn';
import infoCommonRu from './pages/info-common/ru';
import infoCommonCyrillic from './pages/info-common/uz-cyrl';
import infoCommon from './pages/info-common/uz-latn';
import privacyRu from './pages/privacy/ru';
import privacyCyrillic from './pages/privacy/uz-cyrl';
import privacy from './pages/privacy/uz-latn';
import termsRu from './pages/terms/ru';
import termsCyrillic from './pages/terms/uz-cyrl';
import terms from './pages/terms/uz-latn';
import paymentStatusRu from './payment-status/ru';
import paymentStatusCyrillic from './payment-status/uz-cyrl';
import paymentStatus from './payment-status/uz-latn';

/** The texts of pages a learner seldom lands on first (information pages, support and contact, payment outcomes) (about, FAQ, guide, terms, ...): loaded with such a page. */
export const pagesTexts: Record<string, NamespaceFiles> = {
  contact: { source: contact, ru: contactRu, cyrillic: contactCyrillic },
  'payment-status': { source: paymentStatus, ru: paymentStatusRu, cyrillic: paymentStatusCyrillic },
  'pages/about': { source: about, ru: aboutRu, cyrillic: aboutCyrillic },
  'pages/categories': { source: categories, ru: categoriesRu, cyrillic: categoriesCyrillic },
  'pages/certificates': { source: certificates, ru: certificatesRu, cyrillic: certificatesCyrillic },
  'pages/cookies': { source: cookies, ru: cookiesRu, cyrillic: cookiesCyrillic },
  'pages/faq': { source: faq, ru: faqRu, cyrillic: faqCyrillic },
  'pages/guide': { source: guide, ru: guideRu, cyrillic: guideCyrillic },
  'pages/help': { source: help, ru: helpRu, cyrillic: helpCyrillic },
  'pages/info-common': { source: infoCommon, ru: infoCommonRu, cyrillic: infoCommonCyrillic },
  'pages/privacy': { source: privacy, ru: privacyRu, cyrillic: privacyCyrillic },
  'pages/terms': { source: terms, ru: termsRu, cyrillic: termsCyrillic },
};
