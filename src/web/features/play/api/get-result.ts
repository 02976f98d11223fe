import type { ResultDetail } from '@shared/schemas/play';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { inChosenScript } from '@web/lib/original-script';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/play/results/:resultId: a finished attempt with correct answers and explanations. */
export function getResult(resultId: string, signal?: AbortSignal): Promise<ResultDetail> {
  return api.get<ResultDetail>(inChosenScript(`/api/play/results/${encodeURIComponent(resultId)}`), {
    signal,
  });
}

export const resultQueryOptions = (resultId: string) =>
  queryOptions({
    queryKey: queryKeys.playResult(resultId),
    queryFn: ({ signal }) => getResult(resultId, signal),
    // a result never changes once stored
    staleTime: Number.POSITIVE_INFINITY,
  });
