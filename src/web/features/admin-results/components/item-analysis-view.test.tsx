// @vitest-environment happy-dom

import { adminResults } from '@shared/i18n/admin/results';
import { uz } from '@shared/i18n/uz';
import { adminQuizListResponseSchema } from '@shared/schemas/admin-catalog';
import {
  adminResultListSchema,
  ITEM_ANALYSIS_MIN_ATTEMPTS,
  itemAnalysisSchema,
} from '@shared/schemas/admin-results';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { quizListItem } from '@web/test/admin-quiz';
import { type FakeReply, fakeApi, refuse, reply } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminResult, itemAnalysis, QUIZ_ID } from '../test/results-fixtures';
import { AdminResultsPage } from './results-page';

const t = adminResults;
const FIRST = `GET /api/admin/quizzes/${QUIZ_ID}/item-analysis?attempts=first`;
const ALL = `GET /api/admin/quizzes/${QUIZ_ID}/item-analysis?attempts=all`;

let routes: Record<string, FakeReply>;
let calls: ReturnType<typeof fakeApi>;

beforeEach(() => {
  routes = {
    [`GET /api/admin/results?quizId=${QUIZ_ID}&page=1&pageSize=20`]: reply(adminResultListSchema, {
      results: [adminResult()],
      total: 1,
      page: 1,
      pageSize: 20,
    }),
    'GET /api/admin/quizzes?page=1&pageSize=100': reply(adminQuizListResponseSchema, {
      quizzes: [quizListItem(QUIZ_ID, 'Jahon tarixi')],
      total: 1,
      page: 1,
      pageSize: 100,
    }),
    [FIRST]: reply(itemAnalysisSchema, itemAnalysis()),
  };
  calls = fakeApi(routes);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const question = async (n: number) =>
  (await screen.findByRole('article', { name: t.items.question(n) })) as HTMLElement;

describe('item analysis on the results page', () => {
  it('opens from a link with the quiz and shows F, D, options and the flags with their meaning', async () => {
    renderWithApp(<AdminResultsPage />, `/admin/quiz-results?quizId=${QUIZ_ID}&view=items`);
    expect(screen.getByRole('tab', { name: t.items.title, selected: true })).toBeTruthy();
    const first = await question(1);

    expect(within(first).getByText('16,67%')).toBeTruthy();
    expect(within(first).getByText('-42,5')).toBeTruthy();
    const flags = within(first).getByRole('list', { name: t.items.flagsLabel });
    expect(flags.textContent).toBe(
      `${t.items.flags.NEGATIVE_DISCRIMINATION.label}: ${t.items.flags.NEGATIVE_DISCRIMINATION.hint}`,
    );
    expect(flags.textContent).toContain("to'g'ri javob kaliti xato bo'lishi mumkin");
    // every option with how often it was chosen; the key is named for screen readers
    expect(within(first).getByText(t.items.chosen(4, '66,67%'))).toBeTruthy();
    expect(
      within(first).getByText(`(${t.items.correctOption})`, { exact: false }).parentElement?.textContent,
    ).toBe(`1336 (${t.items.correctOption})`);
    expect(within(first).getByText(t.items.unanswered(1))).toBeTruthy();

    const second = await question(2);
    expect(within(second).getByText(t.items.notAvailable)).toBeTruthy();
    expect(within(second).getByRole('list', { name: t.items.flagsLabel }).textContent).toContain(
      t.items.flags.TOO_EASY.label,
    );
    // fewer than 10 attempts: said, and the figures greyed
    expect(screen.getByRole('note').textContent).toBe(t.items.fewAttempts(6, ITEM_ANALYSIS_MIN_ATTEMPTS));
    expect(within(first).getByText('16,67%').closest('.opacity-60')).toBeTruthy();
    expect(screen.getByText(t.items.howComputed)).toBeTruthy();
  });

  it('switches to every attempt in the URL and the request', async () => {
    routes[ALL] = reply(
      itemAnalysisSchema,
      itemAnalysis({
        attempts: 'all',
        attemptCount: 14,
        fewAttempts: false,
        questions: itemAnalysis().questions.slice(1),
      }),
    );
    const { params } = renderWithApp(
      <AdminResultsPage />,
      `/admin/quiz-results?quizId=${QUIZ_ID}&view=items`,
    );
    await question(1);
    fireEvent.click(screen.getByRole('radio', { name: t.items.allAttempts }));
    expect(await screen.findByText(t.items.attemptCount(14))).toBeTruthy();
    expect(params().get('attempts')).toBe('all');
    expect(calls.at(-1)?.url).toBe(ALL.slice(4));
    expect(screen.queryByRole('note')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('article', { name: t.items.question(1) })).toBeNull());
    expect(
      within(await question(2))
        .getByText('100%')
        .closest('.opacity-60'),
    ).toBeNull();
  });

  it('is a tab of the list once a quiz is chosen, and says when nobody has finished the quiz', async () => {
    routes[FIRST] = reply(
      itemAnalysisSchema,
      itemAnalysis({ attemptCount: 0, questions: itemAnalysis().questions }),
    );
    routes['GET /api/admin/results?page=1&pageSize=20'] = routes[
      `GET /api/admin/results?quizId=${QUIZ_ID}&page=1&pageSize=20`
    ] as FakeReply;
    const { params } = renderWithApp(<AdminResultsPage />, '/admin/quiz-results');
    await screen.findByRole('option', { name: 'Jahon tarixi' });
    expect(screen.queryByRole('tab')).toBeNull();
    fireEvent.change(screen.getByLabelText(t.quiz), { target: { value: QUIZ_ID } });
    const tab = await screen.findByRole('tab', { name: t.items.title });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    expect(await screen.findByRole('heading', { name: t.items.noAttempts })).toBeTruthy();
    expect(params().get('view')).toBe('items');
  });

  it('shows a load failure with a retry', async () => {
    routes[FIRST] = refuse(404, 'QUIZ_NOT_FOUND', 'Quiz topilmadi');
    renderWithApp(<AdminResultsPage />, `/admin/quiz-results?quizId=${QUIZ_ID}&view=items`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.items.loadError);
    routes[FIRST] = reply(itemAnalysisSchema, itemAnalysis());
    fireEvent.click(within(alert).getByRole('button', { name: uz.common.retry }));
    expect(await question(1)).toBeTruthy();
  });
});
