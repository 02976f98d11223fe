export { QuestionEditorPage as default } from '@web/features/admin-questions';
