export { DevMailboxPage } from './components/dev-mailbox-page';
