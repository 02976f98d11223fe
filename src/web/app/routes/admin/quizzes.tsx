export { AdminQuizzesPage as default } from '@web/features/admin-quizzes';
