import { adminResults } from '@shared/i18n/admin/results';
import { AdminListPage } from '@web/components/admin-list/admin-list-page';
import { ExportButton } from '@web/components/admin-list/export-button';
import { useLoadErrorToast } from '@web/components/admin-list/url-paged-section';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useSearchParams } from 'react-router';
import { downloadResultsCsv } from '../api/export-results';
import { useResults } from '../api/get-results';
import { type ResultView, readResultParams, withView } from '../result-list-params';
import { ItemAnalysisView } from './item-analysis-view';
import { ResultFilters } from './result-filters';
import { ResultsSection } from './results-section';

const t = adminResults;

/**
 * /admin/quiz-results: every result, searched and filtered on the server, exported as CSV; with a
 * quiz chosen, a second tab analyses its questions (?view=items, so a link can open it).
 */
export function AdminResultsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readResultParams(searchParams);
  const results = useResults(params);
  // the list's section toasts its own load error; the item analysis tab hides the section, and
  // the list still names the chosen quiz there, so its failure is told from here
  useLoadErrorToast(results.isError && params.view === 'items', t.loadError);

  const quizTitle = params.quizId ? (results.data?.results[0]?.quizTitle ?? null) : null;
  const list = <ResultsSection query={results} />;

  return (
    <AdminListPage
      title={t.title}
      subtitle={t.subtitle}
      actions={
        <ExportButton
          download={() => downloadResultsCsv(params)}
          texts={{ label: t.exportCsv, busy: t.exporting, error: t.exportError }}
        />
      }
    >
      <ResultFilters selectedQuizTitle={quizTitle} />
      {params.quizId ? (
        <Tabs
          value={params.view}
          onValueChange={(view) => setSearchParams((prev) => withView(prev, view as ResultView))}
        >
          <TabsList>
            <TabsTrigger value="list">{t.title}</TabsTrigger>
            <TabsTrigger value="items">{t.itemAnalysisLink}</TabsTrigger>
          </TabsList>
          <TabsContent value="list" className="mt-2">
            {list}
          </TabsContent>
          <TabsContent value="items" className="mt-2">
            <ItemAnalysisView quizId={params.quizId} attempts={params.attempts} />
          </TabsContent>
        </Tabs>
      ) : (
        list
      )}
    </AdminListPage>
  );
}
