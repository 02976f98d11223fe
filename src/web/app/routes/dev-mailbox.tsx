import { DevMailboxPage } from '@web/features/dev-mailbox';

export default DevMailboxPage;
