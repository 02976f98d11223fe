export { AuthDialogs } from './components/auth-dialogs';
export { ResetPasswordPage } from './components/reset-password-page';
