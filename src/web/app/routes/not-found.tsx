import { NotFoundPage } from '@web/components/not-found-page';

export default NotFoundPage;
