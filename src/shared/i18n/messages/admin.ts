import auditRu from './admin/audit/ru';
import auditCyrillic from './admin/audit/uz-cyrl';
import audit from './admin/audit/uz-latn';
import catalogRu from './admin/catalog/ru';
import catalogCyrillic from './admin/catalog/uz-cyrl';
import catalog from './admin/catalog/uz-latn';
import categoriesRu from './admin/categories/ru';
import categoriesCyrillic from './admin/categories/uz-cyrl';
import categories from './admin/categories/uz-latn';
import dashboardRu from './admin/dashboard/ru';
import dashboardCyrillic from './admin/dashboard/uz-cyrl';
import dashboard from './admin/dashboard/uz-latn';
import messagesRu from './admin/messages/ru';
import messagesCyrillic from './admin/messages/uz-cyrl';
import messages from './admin/messages/uz-latn';
import paymentsRu from './admin/payments/ru';
import paymentsCyrillic from './admin/payments/uz-cyrl';
import payments from './admin/payments/uz-latn';
import questionsRu from './admin/questions/ru';
import questionsCyrillic from './admin/questions/uz-cyrl';
import questions from './admin/questions/uz-latn';
import resultsRu from './admin/results/ru';
import resultsCyrillic from './admin/results/uz-cyrl';
import results from './admin/results/uz-latn';
import sessionsRu from './admin/sessions/ru';
import sessionsCyrillic from './admin/sessions/uz-cyrl';
import sessions from './admin/sessions/uz-latn';
import settingsRu from './admin/settings/ru';
import settingsCyrillic from './admin/settings/uz-cyrl';
import settings from './admin/settings/uz-latn';
import settingsValidationRu from './admin/settings-validation/ru';
import settingsValidationCyrillic from './admin/settings-validation/uz-cyrl';
import settingsValidation from './admin/settings-validation/uz-latn';
import shellRu from './admin/shell/ru';
import shellCyrillic from './admin/shell/uz-cyrl';
import shell from './admin/shell/uz-latn';
import uploadsRu from './admin/uploads/ru';
import uploadsCyrillic from './admin/uploads/uz-cyrl';
import uploads from './admin/uploads/uz-latn';
import userRulesRu from './admin/user-rules/ru';
import userRulesCyrillic from './admin/user-rules/uz-cyrl';
import userRules from './admin/user-rules/uz-latn';
import usersRu from './admin/users/ru';
import usersCyrillic from './admin/users/uz-cyrl';
import users from './admin/users/uz-latn';
import adminExportsRu from './admin-exports/ru';
import adminExportsCyrillic from './admin-exports/uz-cyrl';
import adminExports from './admin-exports/uz-latn';
import type { NamespaceFiles } from './index';

/** The admin panel's texts: loaded with the panel. */
export const adminTexts: Record<string, NamespaceFiles> = {
  'admin/audit': { source: audit, ru: auditRu, cyrillic: auditCyrillic },
  'admin/catalog': { source: catalog, ru: catalogRu, cyrillic: catalogCyrillic },
  'admin/categories': { source: categories, ru: categoriesRu, cyrillic: categoriesCyrillic },
  'admin/dashboard': { source: dashboard, ru: dashboardRu, cyrillic: dashboardCyrillic },
  'admin/messages': { source: messages, ru: messagesRu, cyrillic: messagesCyrillic },
  'admin/payments': { source: payments, ru: paymentsRu, cyrillic: paymentsCyrillic },
  'admin/questions': { source: questions, ru: questionsRu, cyrillic: questionsCyrillic },
  'admin/results': { source: results, ru: resultsRu, cyrillic: resultsCyrillic },
  'admin/sessions': { source: sessions, ru: sessionsRu, cyrillic: sessionsCyrillic },
  'admin/settings': { source: settings, ru: settingsRu, cyrillic: settingsCyrillic },
  'admin/settings-validation': {
    source: settingsValidation,
    ru: settingsValidationRu,
    cyrillic: settingsValidationCyrillic,
  },
  'admin/shell': { source: shell, ru: shellRu, cyrillic: shellCyrillic },
  'admin/uploads': { source: uploads, ru: uploadsRu, cyrillic: uploadsCyrillic },
  'admin/user-rules': { source: userRules, ru: userRulesRu, cyrillic: userRulesCyrillic },
  'admin/users': { source: users, ru: usersRu, cyrillic: usersCyrillic },
  'admin-exports': { source: adminExports, ru: adminExportsRu, cyrillic: adminExportsCyrillic },
};
