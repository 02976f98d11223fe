import { adminResults } from '@shared/i18n/admin/results';
import type { AdminResult } from '@shared/schemas/admin-results';
import { Fact, ResponsiveList } from '@web/components/admin-list/responsive-list';
import { TimeHeader } from '@web/components/admin-list/time-header';
import { CertificateCode, LearnerCell, ResultPassBadge, resultFigures, TimeTaken } from './result-parts';

const t = adminResults;
const TH = 'px-3 py-3 font-medium';
const TD = 'px-3 py-2.5';

function ResultTable({ results }: { results: readonly AdminResult[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">{t.listLabel}</caption>
        <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={TH}>
              {t.columns.learner}
            </th>
            <th scope="col" className={TH}>
              {t.columns.quiz}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t.columns.percentage}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t.columns.correct}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t.columns.score}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t.columns.time}
            </th>
            <th scope="col" className={TH}>
              <TimeHeader label={t.columns.completedAt} />
            </th>
            <th scope="col" className={TH}>
              {t.columns.status}
            </th>
            <th scope="col" className={TH}>
              {t.columns.certificate}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {results.map((result) => {
            const f = resultFigures(result);
            return (
              <tr key={result.id} className="hover:bg-muted/30">
                <th scope="row" className={`${TD} max-w-56 text-left font-normal`}>
                  <LearnerCell person={result.learner} />
                </th>
                <td className={`${TD} max-w-56`}>
                  <span className="line-clamp-2">{result.quizTitle}</span>
                </td>
                <td className={`${TD} text-right font-medium tabular-nums`}>{f.percentage}</td>
                <td className={`${TD} text-right tabular-nums`}>{f.correct}</td>
                <td className={`${TD} text-right tabular-nums`}>{f.score}</td>
                <td className={`${TD} text-right`}>
                  <TimeTaken result={result} />
                </td>
                <td className={`${TD} whitespace-nowrap text-muted-foreground`}>{f.completedAt}</td>
                <td className={TD}>
                  <ResultPassBadge passed={result.passed} />
                </td>
                <td className={TD}>
                  <CertificateCode code={result.certificateCode} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function ResultCards({ results }: { results: readonly AdminResult[] }) {
  return (
    <ul aria-label={t.listLabel} className="grid gap-3">
      {results.map((result) => {
        const f = resultFigures(result);
        return (
          <li key={result.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 text-sm">
                <LearnerCell person={result.learner} />
              </div>
              <ResultPassBadge passed={result.passed} />
            </div>
            <p className="line-clamp-2 text-sm font-medium">{result.quizTitle}</p>
            <dl className="grid grid-cols-3 gap-3">
              <Fact term={t.columns.percentage}>
                <span className="font-semibold tabular-nums">{f.percentage}</span>
              </Fact>
              <Fact term={t.columns.correct}>
                <span className="tabular-nums">{f.correct}</span>
              </Fact>
              <Fact term={t.columns.score}>
                <span className="tabular-nums">{f.score}</span>
              </Fact>
              <Fact term={t.columns.time}>
                <TimeTaken result={result} />
              </Fact>
              <Fact term={t.columns.certificate}>
                <CertificateCode code={result.certificateCode} />
              </Fact>
            </dl>
            <p className="text-xs text-muted-foreground">
              {t.columns.completedAt}: {f.completedAt}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export function ResultList({ results }: { results: readonly AdminResult[] }) {
  return (
    <ResponsiveList
      table={() => <ResultTable results={results} />}
      cards={() => <ResultCards results={results} />}
    />
  );
}
