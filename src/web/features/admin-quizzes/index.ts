export { AdminQuizzesPage } from './components/quizzes-page';
