// @vitest-environment happy-dom

import { uzAdmin } from '@shared/i18n/admin';
import {
  adminCategoriesResponseSchema,
  adminQuizListResponseSchema,
  adminQuizSchema,
  quizDeleteResponseSchema,
} from '@shared/schemas/admin-catalog';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, refuse, reply } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminQuiz, CATEGORIES, HISTORY_ID, OTHER_QUIZ_ID, QUIZ_ID } from '../test/admin-quiz-fixtures';
import { AdminQuizzesPage } from './quizzes-page';

const FIRST_PAGE = 'GET /api/admin/quizzes?page=1&pageSize=12';
const HISTORY_QUIZ = adminQuiz();
const DRAFT_QUIZ = adminQuiz({
  id: OTHER_QUIZ_ID,
  title: 'Yangi qoralama',
  categoryId: null,
  categoryName: null,
  price: 0,
  isActive: false,
  totalQuestions: 0,
  moduleCount: 0,
  language: 'ru',
});
const NO_QUESTIONS = "Savolsiz quizni faollashtirib bo'lmaydi: avval kamida bitta savol qo'shing";

let routes: Parameters<typeof fakeApi>[0];
let calls: ReturnType<typeof fakeApi>;

const listOf = (quizzes: ReturnType<typeof adminQuiz>[]) =>
  reply(adminQuizListResponseSchema, { quizzes, total: quizzes.length, page: 1, pageSize: 12 });

beforeEach(() => {
  routes = {
    'GET /api/admin/categories': reply(adminCategoriesResponseSchema, { categories: CATEGORIES }),
    [FIRST_PAGE]: listOf([HISTORY_QUIZ, DRAFT_QUIZ]),
  };
  calls = fakeApi(routes);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = async (title: string) => (await screen.findByRole('listitem', { name: title })) as HTMLElement;
const listCalls = () => calls.filter((call) => call.url.startsWith('/api/admin/quizzes?'));

describe('AdminQuizzesPage', () => {
  it('shows each quiz as a card with its facts and Faol/Nofaol', async () => {
    renderWithApp(<AdminQuizzesPage />, '/admin/quizzes');
    const history = await card('Jahon tarixi');
    for (const fact of [
      'Tarix',
      "25 000 so'm",
      '30 daqiqa',
      "O'rta",
      '12 savol',
      '2 ta modul',
      uzAdmin.catalog.quizzes.active,
    ]) {
      expect(within(history).getByText(fact)).toBeTruthy();
    }
    const draft = await card('Yangi qoralama');
    for (const fact of [
      uzAdmin.catalog.quizzes.uncategorized,
      'Bepul',
      '0 savol',
      uzAdmin.catalog.quizzes.inactive,
      uzAdmin.catalog.quizzes.activate,
    ]) {
      expect(within(draft).getByText(fact)).toBeTruthy();
    }
    // the quiz's language, named for a screen reader too
    expect(within(history).getByText("O'zbek").closest('li')?.textContent).toBe("Til: O'zbek");
    expect(within(draft).getByText('Русский').closest('li')?.getAttribute('lang')).toBe('ru');
  });

  it('keeps search and filters in the URL and asks the server for them', async () => {
    routes['GET /api/admin/quizzes?search=tarix&page=1&pageSize=12'] = listOf([HISTORY_QUIZ]);
    routes[`GET /api/admin/quizzes?search=tarix&categoryId=${HISTORY_ID}&active=false&page=1&pageSize=12`] =
      listOf([]);
    const { params } = renderWithApp(<AdminQuizzesPage />, '/admin/quizzes?page=2');
    await screen.findByRole('option', { name: 'Tarix' });

    fireEvent.change(screen.getByRole('searchbox', { name: uzAdmin.catalog.quizzes.searchLabel }), {
      target: { value: 'tarix ' },
    });
    await waitFor(() => expect(params().get('search')).toBe('tarix'), { timeout: 3000 });
    expect(params().has('page')).toBe(false);
    // the grid asked for the search: the page has rendered the new URL
    await waitFor(() =>
      expect(listCalls().at(-1)?.url).toBe('/api/admin/quizzes?search=tarix&page=1&pageSize=12'),
    );
    fireEvent.change(screen.getByLabelText(uzAdmin.catalog.quizzes.category), {
      target: { value: HISTORY_ID },
    });
    fireEvent.change(screen.getByLabelText(uzAdmin.catalog.quizzes.status), {
      target: { value: 'inactive' },
    });

    expect(await screen.findByText(uzAdmin.catalog.quizzes.noMatches)).toBeTruthy();
    expect(listCalls().at(-1)?.url).toBe(
      `/api/admin/quizzes?search=tarix&categoryId=${HISTORY_ID}&active=false&page=1&pageSize=12`,
    );
    fireEvent.click(screen.getByRole('button', { name: uzAdmin.catalog.quizzes.clearFilters }));
    await waitFor(() => expect(params().toString()).toBe(''));
    expect(await card('Jahon tarixi')).toBeTruthy();
  });

  it('starts from the URL on reload', async () => {
    routes['GET /api/admin/quizzes?search=fizika&active=true&page=1&pageSize=12'] = listOf([HISTORY_QUIZ]);
    renderWithApp(<AdminQuizzesPage />, '/admin/quizzes?search=fizika&status=active');
    expect(await card('Jahon tarixi')).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('fizika');
    expect((screen.getByLabelText(uzAdmin.catalog.quizzes.status) as HTMLSelectElement).value).toBe('active');
  });

  it('says there are no quizzes yet and offers to create one', async () => {
    routes[FIRST_PAGE] = listOf([]);
    renderWithApp(<AdminQuizzesPage />, '/admin/quizzes');
    expect(await screen.findByText(uzAdmin.catalog.quizzes.empty)).toBeTruthy();
    fireEvent.click(
      screen.getAllByRole('button', { name: uzAdmin.catalog.quizzes.create })[1] as HTMLElement,
    );
    expect(await screen.findByRole('dialog', { name: uzAdmin.catalog.quizForm.createTitle })).toBeTruthy();
  });

  it("activating a quiz without questions shows the server's reason", async () => {
    routes[`PUT /api/admin/quizzes/${OTHER_QUIZ_ID}/active`] = refuse(
      422,
      'QUIZ_HAS_NO_QUESTIONS',
      NO_QUESTIONS,
    );
    renderWithApp(<AdminQuizzesPage />, '/admin/quizzes');
    fireEvent.click(
      within(await card('Yangi qoralama')).getByRole('button', { name: uzAdmin.catalog.quizzes.activate }),
    );
    expect(await screen.findByText(NO_QUESTIONS)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ isActive: true });
  });

  it('deactivates a quiz and refreshes the grid', async () => {
    routes[`PUT /api/admin/quizzes/${QUIZ_ID}/active`] = reply(adminQuizSchema, {
      ...HISTORY_QUIZ,
      isActive: false,
    });
    renderWithApp(<AdminQuizzesPage />, '/admin/quizzes');
    const history = await card('Jahon tarixi');
    const before = listCalls().length;
    routes[FIRST_PAGE] = listOf([{ ...HISTORY_QUIZ, isActive: false }, DRAFT_QUIZ]);
    fireEvent.click(within(history).getByRole('button', { name: uzAdmin.catalog.quizzes.deactivate }));
    expect(await screen.findByText(uzAdmin.catalog.quizzes.deactivated)).toBeTruthy();
    await waitFor(() => expect(within(history).getByText(uzAdmin.catalog.quizzes.inactive)).toBeTruthy());
    expect(listCalls().length).toBeGreaterThan(before);
  });

  it('deletes only after confirmation and tells when the quiz was kept and deactivated', async () => {
    const kept = "Quizning xaridlari yoki natijalari bor: u o'chirilmadi, nofaol qilindi";
    routes[`DELETE /api/admin/quizzes/${QUIZ_ID}`] = reply(quizDeleteResponseSchema, {
      outcome: 'deactivated',
      message: kept,
    });
    renderWithApp(<AdminQuizzesPage />, '/admin/quizzes');
    fireEvent.click(
      within(await card('Jahon tarixi')).getByRole('button', { name: uzAdmin.catalog.quizzes.delete }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: uzAdmin.catalog.quizzes.deleteTitle });
    expect(within(confirm).getByText(uzAdmin.catalog.quizzes.deleteDescription('Jahon tarixi'))).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(within(confirm).getByRole('button', { name: uzAdmin.catalog.quizzes.delete }));
    expect(await screen.findByText(kept)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/admin/quizzes/${QUIZ_ID}`,
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("shows the spec's toast when a delete fails on the server", async () => {
    routes[`DELETE /api/admin/quizzes/${QUIZ_ID}`] = refuse(500, 'INTERNAL', 'Server xatosi');
    renderWithApp(<AdminQuizzesPage />, '/admin/quizzes');
    fireEvent.click(
      within(await card('Jahon tarixi')).getByRole('button', { name: uzAdmin.catalog.quizzes.delete }),
    );
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: uzAdmin.catalog.quizzes.delete,
      }),
    );
    expect(await screen.findByText(uzAdmin.catalog.errors.quizDelete)).toBeTruthy();
  });
});
