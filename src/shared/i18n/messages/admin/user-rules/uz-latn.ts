import type { SourceTree } from '../../../runtime/message';
/**
 * Validation texts of the admin users, restrictions and sessions API contract
 * (src/shared/schemas/admin-users.ts). The pages' own texts live in their part files.
 */
export default {
  reasonRequired: 'Bloklash sababini kiriting',
  reasonTooLong: 'Sabab 500 ta belgidan oshmasligi kerak',
  maxAttemptsMin: "Urinishlar soni kamida 1 bo'lishi kerak",
} satisfies SourceTree;
