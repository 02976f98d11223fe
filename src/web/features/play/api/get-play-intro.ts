import type { PlayIntro } from '@shared/schemas/play';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { inChosenScript, useOriginalScript } from '@web/lib/original-script';
import { queryKeys } from '@web/lib/query-keys';
import { refetchChanged } from '@web/lib/refetch-changed';
import { useEffect, useRef } from 'react';

/**
 * GET /api/play/:quizId: the quiz (in the script this browser chose), whether the viewer may
 * play, attempts left, any session in progress.
 */
export function getPlayIntro(quizId: string, signal?: AbortSignal): Promise<PlayIntro> {
  return api.get<PlayIntro>(inChosenScript(`/api/play/${encodeURIComponent(quizId)}`), { signal });
}

export const playIntroQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: queryKeys.playIntro(quizId),
    queryFn: ({ signal }) => getPlayIntro(quizId, signal),
    // sessions move between devices: always ask the server when the screen opens
    staleTime: 0,
  });

/** The intro, asked again when the reader switches between their script and the original. */
export function usePlayIntro(quizId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const original = useOriginalScript();
  const shown = useRef(original);
  useEffect(() => {
    if (shown.current === original) return;
    shown.current = original;
    void refetchChanged(queryClient, queryKeys.playIntro(quizId));
  }, [original, queryClient, quizId]);
  return useQuery({ ...playIntroQueryOptions(quizId), enabled });
}
