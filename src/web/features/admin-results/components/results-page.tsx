import { adminResults } from '@shared/i18n/admin/results';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { notifyError } from '@web/lib/notify';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useResults } from '../api/get-results';
import { type ResultView, readResultParams, withView } from '../result-list-params';
import { ExportButton } from './export-button';
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

  useEffect(() => {
    if (results.isError) notifyError(t.loadError);
  }, [results.isError]);

  const quizTitle = params.quizId ? (results.data?.results[0]?.quizTitle ?? null) : null;
  const list = <ResultsSection query={results} />;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 p-4 sm:p-6 lg:p-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
          <p className="text-muted-foreground">{t.subtitle}</p>
        </div>
        <ExportButton params={params} />
      </div>
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
    </div>
  );
}
