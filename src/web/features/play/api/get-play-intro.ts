import type { PlayIntro } from '@shared/schemas/play';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/play/:quizId: the quiz, whether the viewer may play, attempts left, any session in progress. */
export function getPlayIntro(quizId: string, signal?: AbortSignal): Promise<PlayIntro> {
  return api.get<PlayIntro>(`/api/play/${encodeURIComponent(quizId)}`, { signal });
}

export const playIntroQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: queryKeys.playIntro(quizId),
    queryFn: ({ signal }) => getPlayIntro(quizId, signal),
    // sessions move between devices: always ask the server when the screen opens
    staleTime: 0,
  });

export function usePlayIntro(quizId: string, enabled: boolean) {
  return useQuery({ ...playIntroQueryOptions(quizId), enabled });
}
