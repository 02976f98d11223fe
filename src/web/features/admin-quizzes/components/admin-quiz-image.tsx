import type { AdminQuiz } from '@shared/schemas/admin-catalog';
import { quizCoverPath } from '@shared/schemas/catalog';
import { QuizThumbnail } from '@web/components/quiz-thumbnail';
import { GraduationCap } from 'lucide-react';

/**
 * The card's image. The generated cover is public and answers 404 for an inactive quiz (learners
 * may not see it), so an inactive quiz without an image of its own shows the plain gradient
 * instead of asking for it (a failed request logs an error in the browser).
 */
export function AdminQuizImage({ quiz }: { quiz: AdminQuiz }) {
  const ownImage =
    quiz.thumbnailUrl && quiz.thumbnailUrl !== quizCoverPath(quiz.id) ? quiz.thumbnailUrl : null;
  if (quiz.isActive || ownImage)
    return <QuizThumbnail quizId={quiz.id} url={ownImage ?? quiz.thumbnailUrl} />;
  return (
    <div
      aria-hidden="true"
      className="flex aspect-video w-full items-center justify-center bg-gradient-to-br from-primary/60 via-primary/40 to-fuchsia-500/40"
    >
      <GraduationCap className="size-12 text-white/90" />
    </div>
  );
}
