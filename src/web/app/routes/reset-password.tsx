import { ResetPasswordPage } from '@web/features/auth';

export default ResetPasswordPage;
