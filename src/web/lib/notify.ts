import { adminShell } from '@shared/i18n/admin/shell';
import { toast } from '@web/lib/toast';

/** The admin panel's toasts (docs/product/admin-and-pages.md section 8): titled "Xatolik" or "Muvaffaqiyat", the text below. */
export function notifyError(description: string) {
  toast.error(adminShell.errorTitle, { description });
}

export function notifySuccess(description: string) {
  toast.success(adminShell.successTitle, { description });
}
