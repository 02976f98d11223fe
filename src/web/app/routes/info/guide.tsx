export { GuidePage as default } from '@web/features/info-pages';
