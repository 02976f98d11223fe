export { AdminMessagesPage } from './components/messages-page';
export { UnreadMessagesBadge } from './components/unread-messages-badge';
