import { GuestAccessPage } from '@web/features/guest';

export default GuestAccessPage;
