// the page's own module, not the feature's index: each page's chunk then carries only its own text
export { TermsPage as default } from '@web/features/info-pages/components/terms-page';
