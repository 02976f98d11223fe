export { AdminMessagesPage } from './components/messages-page';
