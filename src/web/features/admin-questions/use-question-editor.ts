import { adminQuestions, savedSummary } from '@shared/i18n/admin/questions';
import type { AdminQuestionsResponse } from '@shared/schemas/admin-questions';
import { useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useCallback, useReducer, useState } from 'react';
import { questionsQueryOptions } from './api/get-questions';
import { useSaveQuestions } from './api/save-questions';
import { changeSummary, editorFromResponse, editorReducer, isDirty, toDrafts } from './editor-state';
import { describeFailure } from './save-errors';

const texts = adminQuestions;

/**
 * The editor's state and its two ways to the server: "save all" and reloading. A refused save
 * keeps every local change; a stale version (409) is kept as `conflict` until reloaded.
 */
export function useQuestionEditor(quizId: string, initial: AdminQuestionsResponse) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(editorReducer, initial, editorFromResponse);
  const [conflict, setConflict] = useState<string | null>(null);
  /** a question the server refused, by key: its row shows why */
  const [rowError, setRowError] = useState<{ key: string; message: string } | null>(null);
  const [reloading, setReloading] = useState(false);
  const save = useSaveQuestions(quizId);
  const dirty = isDirty(state);

  const replaceList = useCallback((response: AdminQuestionsResponse) => {
    dispatch({ type: 'loaded', response });
    setConflict(null);
    setRowError(null);
  }, []);

  const saveAll = useCallback(async (): Promise<boolean> => {
    try {
      const saved = await save.mutateAsync({ version: state.version, questions: toDrafts(state) });
      replaceList(saved);
      notifySuccess(savedSummary(changeSummary(state)));
      return true;
    } catch (error) {
      console.error(error);
      const failure = describeFailure(error, texts.errors.questionsSave);
      if (failure.conflict) setConflict(failure.message);
      const row = failure.questionIndex === null ? undefined : state.questions[failure.questionIndex];
      setRowError(row ? { key: row.key, message: failure.message } : null);
      notifyError(failure.message);
      return false;
    }
  }, [save, state, replaceList]);

  /** Drops local changes and loads the server's list (after the admin agreed). */
  const reload = useCallback(async () => {
    setReloading(true);
    try {
      replaceList(await queryClient.fetchQuery({ ...questionsQueryOptions(quizId), staleTime: 0 }));
    } catch (error) {
      console.error(error);
      notifyError(texts.errors.questionsLoad);
    } finally {
      setReloading(false);
    }
  }, [queryClient, quizId, replaceList]);

  return {
    state,
    dispatch,
    dirty,
    saving: save.isPending,
    saveAll,
    conflict,
    rowError,
    reload,
    reloading,
    replaceList,
  };
}
