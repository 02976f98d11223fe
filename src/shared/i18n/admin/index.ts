import { adminAudit } from './audit';
import { adminCatalog } from './catalog';
import { adminCategories } from './categories';
import { adminDashboard } from './dashboard';
import { adminMessages } from './messages';
import { adminQuestions } from './questions';
import { adminResults } from './results';
import { adminSessions } from './sessions';
import { adminSettings } from './settings';
import { adminShell } from './shell';
import { adminUploads } from './uploads';
import { adminUsers } from './users';

const areas = {
  catalog: adminCatalog,
  categories: adminCategories,
  questions: adminQuestions,
  uploads: adminUploads,
  dashboard: adminDashboard,
  results: adminResults,
  users: adminUsers,
  sessions: adminSessions,
  settings: adminSettings,
  audit: adminAudit,
  messages: adminMessages,
};

/**
 * Every admin text, one part per area so the areas can grow apart. Kept out of `uz` so a
 * learner's bundle carries none of it; error messages by code stay in `uz.errors`. The frame's
 * texts (`nav`, `dayInput`, ...) sit at the top, read from the shell at each access.
 */
export const uzAdmin = new Proxy(areas, {
  get: (target, key) => (key in target ? Reflect.get(target, key) : Reflect.get(adminShell, key)),
}) as typeof areas & typeof adminShell;
