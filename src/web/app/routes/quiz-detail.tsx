import { QuizDetailPage } from '@web/features/quiz-detail';

export default QuizDetailPage;
