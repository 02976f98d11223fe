import type source from '../messages/admin/user-rules/uz-latn';
import { texts } from '../runtime/texts';

/**
 * Validation texts of the admin users, restrictions and sessions API contract
 * (src/shared/schemas/admin-users.ts). The pages' own texts live in their part files.
 */
export const adminUserRules = texts<typeof source>('admin/user-rules');
