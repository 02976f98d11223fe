import { uzAdmin } from '@shared/i18n/admin';
import type { AdminQuiz } from '@shared/schemas/admin-catalog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ModulesTab } from './modules-tab';
import { QuestionsTab } from './questions-tab';

/** A quiz's modules (create, edit, delete, reorder) and its questions (read-only) in two tabs. */
export function ManageQuizDialog({ quiz, onClose }: { quiz: AdminQuiz | null; onClose: () => void }) {
  return (
    <Dialog open={quiz !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        {quiz ? (
          <>
            <DialogHeader>
              <DialogTitle className="leading-snug break-words">
                {uzAdmin.catalog.manage.title(quiz.title)}
              </DialogTitle>
              <DialogDescription>{uzAdmin.catalog.manage.description}</DialogDescription>
            </DialogHeader>
            <Tabs defaultValue="modules" className="min-w-0">
              <TabsList className="w-full sm:w-fit">
                <TabsTrigger value="modules">{uzAdmin.catalog.manage.modulesTab}</TabsTrigger>
                <TabsTrigger value="questions">{uzAdmin.catalog.manage.questionsTab}</TabsTrigger>
              </TabsList>
              <TabsContent value="modules" className="pt-2">
                <ModulesTab quizId={quiz.id} />
              </TabsContent>
              <TabsContent value="questions" className="pt-2">
                <QuestionsTab quizId={quiz.id} />
              </TabsContent>
            </Tabs>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
