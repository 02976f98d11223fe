import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AdminGuard } from '../layouts/admin-guard';
import { AdminLayout } from '../layouts/admin-layout';

/*
 * The admin panel, one lazily loaded module of the app router: a learner downloads none of it.
 * Its pages are split again, each loading on its first visit.
 */
const QuizzesRoute = lazy(() => import('./admin/quizzes'));
const QuestionEditorRoute = lazy(() => import('./admin/question-editor'));
const CategoriesRoute = lazy(() => import('./admin/categories'));
const UsersRoute = lazy(() => import('./admin/users'));
const SettingsRoute = lazy(() => import('./admin/settings'));
const SessionsRoute = lazy(() => import('./admin/sessions'));
const DashboardRoute = lazy(() => import('./admin/dashboard'));
const QuizResultsRoute = lazy(() => import('./admin/quiz-results'));
const AuditRoute = lazy(() => import('./admin/audit'));
const MessagesRoute = lazy(() => import('./admin/messages'));
const PaymentsRoute = lazy(() => import('./admin/payments'));
const AdminNotFoundRoute = lazy(() => import('../layouts/admin-not-found'));

export default function AdminRoute() {
  return (
    <AdminGuard>
      {(admin) => (
        <Routes>
          <Route element={<AdminLayout user={admin} />}>
            <Route index element={<DashboardRoute />} />
            <Route path="quizzes" element={<QuizzesRoute />} />
            <Route path="question-editor" element={<QuestionEditorRoute />} />
            <Route path="categories" element={<CategoriesRoute />} />
            <Route path="users" element={<UsersRoute />} />
            <Route path="settings" element={<SettingsRoute />} />
            <Route path="sessions" element={<SessionsRoute />} />
            <Route path="quiz-results" element={<QuizResultsRoute />} />
            <Route path="audit" element={<AuditRoute />} />
            <Route path="messages" element={<MessagesRoute />} />
            <Route path="payments" element={<PaymentsRoute />} />
            <Route path="*" element={<AdminNotFoundRoute />} />
          </Route>
        </Routes>
      )}
    </AdminGuard>
  );
}
