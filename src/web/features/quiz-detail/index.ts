export { QuizDetailPage } from './components/quiz-detail-page';
