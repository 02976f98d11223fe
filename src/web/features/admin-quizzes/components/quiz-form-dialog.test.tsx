// @vitest-environment happy-dom

import { uzAdmin } from '@shared/i18n/admin';
import { zodUz } from '@shared/i18n/zod-errors';
import {
  adminCategoriesResponseSchema,
  adminQuizSchema,
  quizInputSchema,
} from '@shared/schemas/admin-catalog';
import { adminSettingsSchema } from '@shared/schemas/admin-settings';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, refuse, reply } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARCHIVE_ID, adminQuiz, CATEGORIES, QUIZ_ID, SCIENCE_ID } from '../test/admin-quiz-fixtures';
import { QuizFormDialog } from './quiz-form-dialog';

let routes: Parameters<typeof fakeApi>[0];
let calls: ReturnType<typeof fakeApi>;

beforeEach(() => {
  routes = { 'GET /api/admin/categories': reply(adminCategoriesResponseSchema, { categories: CATEGORIES }) };
  calls = fakeApi(routes);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const writes = () => calls.filter((call) => call.method !== 'GET');

function openNew() {
  const onClose = vi.fn();
  renderWithApp(<QuizFormDialog target="new" onClose={onClose} />);
  return onClose;
}

describe('QuizFormDialog', () => {
  it('starts a new quiz with the spec defaults and offers active categories in display order', async () => {
    openNew();
    expect(field(uzAdmin.catalog.quizForm.price).value).toBe('0');
    expect(field(uzAdmin.catalog.quizForm.duration).value).toBe('30');
    expect(field(uzAdmin.catalog.quizForm.difficulty).value).toBe('1');
    expect(field(uzAdmin.catalog.quizForm.maxAttempts).value).toBe('');
    expect(field(uzAdmin.catalog.quizForm.allowRetakes).checked).toBe(true);
    expect(field(uzAdmin.catalog.quizForm.shuffleQuestions).checked).toBe(false);
    expect(field(uzAdmin.catalog.quizForm.shuffleAnswers).checked).toBe(false);
    expect(field(uzAdmin.catalog.quizForm.strictTimer).checked).toBe(false);
    // a new quiz has no question yet: no active switch, the reason instead
    expect(screen.queryByLabelText(uzAdmin.catalog.quizForm.isActive)).toBeNull();
    expect(screen.getByText(uzAdmin.catalog.quizForm.activeNeedsQuestion)).toBeTruthy();

    await screen.findByRole('option', { name: 'Tarix' });
    const options = within(screen.getByLabelText(uzAdmin.catalog.quizForm.category)).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Kategoriyasiz', 'Tabiiy fanlar', 'Tarix']);
    const levels = within(screen.getByLabelText(uzAdmin.catalog.quizForm.difficulty)).getAllByRole('option');
    expect(levels.map((o) => o.textContent)).toEqual([
      '1: Oson',
      "2: Boshlang'ich",
      "3: O'rta",
      '4: Qiyin',
      '5: Murakkab',
    ]);
  });

  it("prefills a new quiz's price and duration from the admin settings; an edited quiz keeps its own", async () => {
    routes['GET /api/admin/settings'] = reply(adminSettingsSchema, {
      siteName: 'Bilimdon',
      siteDescription: '',
      adminEmail: 'admin@demo.uz',
      enableRegistration: true,
      enableGuestCheckout: false,
      defaultQuizPrice: 49_000,
      defaultQuizDuration: 45,
      passingPercentage: 70,
      enableCertificates: true,
      emailNotifications: true,
    });
    openNew();
    await waitFor(() => expect(field(uzAdmin.catalog.quizForm.price).value).toBe('49000'));
    expect(field(uzAdmin.catalog.quizForm.duration).value).toBe('45');
    cleanup();

    renderWithApp(
      <QuizFormDialog target={adminQuiz({ price: 15_000, durationMinutes: 20 })} onClose={() => {}} />,
    );
    await screen.findByRole('option', { name: 'Tarix' });
    expect(field(uzAdmin.catalog.quizForm.price).value).toBe('15000');
    expect(field(uzAdmin.catalog.quizForm.duration).value).toBe('20');
  });

  it('refuses out-of-range values with the Uzbek messages and sends nothing', async () => {
    openNew();
    type(uzAdmin.catalog.quizForm.price, '-1');
    type(uzAdmin.catalog.quizForm.duration, '0');
    type(uzAdmin.catalog.quizForm.maxAttempts, '0');
    fireEvent.click(screen.getByRole('button', { name: uzAdmin.catalog.quizForm.create }));

    expect(await screen.findByText(uzAdmin.catalog.validation.titleRequired)).toBeTruthy();
    expect(screen.getByText(uzAdmin.catalog.validation.priceMin)).toBeTruthy();
    expect(screen.getByText(uzAdmin.catalog.validation.durationMin)).toBeTruthy();
    expect(screen.getByText(uzAdmin.catalog.validation.maxAttemptsMin)).toBeTruthy();
    expect(field(uzAdmin.catalog.quizForm.price).getAttribute('aria-invalid')).toBe('true');

    type(uzAdmin.catalog.quizForm.duration, '');
    fireEvent.click(screen.getByRole('button', { name: uzAdmin.catalog.quizForm.create }));
    expect(await screen.findByText(zodUz.number)).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('says a fractional price and a too long duration in Uzbek, not in zod English', async () => {
    openNew();
    type(uzAdmin.catalog.quizForm.price, '1500.5');
    type(uzAdmin.catalog.quizForm.duration, '601');
    fireEvent.click(screen.getByRole('button', { name: uzAdmin.catalog.quizForm.create }));

    expect(await screen.findByText(zodUz.integer)).toBeTruthy();
    expect(screen.getByText(zodUz.numberMax(600))).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('refuses a difficulty outside 1-5 with its message (the same schema the form resolves with)', () => {
    const base = { ...quizInputSchema.parse({ ...adminQuiz(), description: null }) };
    for (const difficultyLevel of [0, 6]) {
      const result = quizInputSchema.safeParse({ ...base, difficultyLevel });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(uzAdmin.catalog.validation.difficultyRange);
    }
  });

  it('creates the quiz with the typed values, empty max attempts as null, then closes', async () => {
    routes['POST /api/admin/quizzes'] = reply(adminQuizSchema, adminQuiz({ isActive: false }), 201);
    const onClose = openNew();
    await screen.findByRole('option', { name: 'Tabiiy fanlar' });
    type(uzAdmin.catalog.quizForm.title, '  Fizika asoslari ');
    type(uzAdmin.catalog.quizForm.description, 'Mexanika');
    fireEvent.change(screen.getByLabelText(uzAdmin.catalog.quizForm.category), {
      target: { value: SCIENCE_ID },
    });
    fireEvent.change(screen.getByLabelText(uzAdmin.catalog.quizForm.difficulty), { target: { value: '4' } });
    const language = screen.getByLabelText(uzAdmin.catalog.quizLanguage.label) as HTMLSelectElement;
    expect([...language.options].map((o) => o.textContent)).toEqual(["O'zbek", 'Русский']);
    expect(language.value).toBe('uz');
    fireEvent.change(language, { target: { value: 'ru' } });
    type(uzAdmin.catalog.quizForm.price, '15000');
    type(uzAdmin.catalog.quizForm.duration, '45');
    fireEvent.click(field(uzAdmin.catalog.quizForm.strictTimer));
    fireEvent.click(screen.getByRole('button', { name: uzAdmin.catalog.quizForm.create }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/admin/quizzes',
        body: {
          title: 'Fizika asoslari',
          description: 'Mexanika',
          categoryId: SCIENCE_ID,
          price: 15000,
          durationMinutes: 45,
          difficultyLevel: 4,
          thumbnailUrl: null,
          maxAttempts: null,
          allowRetakes: true,
          shuffleQuestions: false,
          shuffleAnswers: false,
          strictTimer: true,
          language: 'ru',
          isActive: false,
        },
      },
    ]);
    expect(await screen.findByText(uzAdmin.catalog.quizzes.created)).toBeTruthy();
  });

  it("shows the server's field errors under the fields and the spec's toast", async () => {
    routes['POST /api/admin/quizzes'] = () =>
      Response.json(
        { error: { code: 'VALIDATION_FAILED', message: 'Tekshiring', fields: { title: 'Nom juda uzun' } } },
        { status: 400 },
      );
    const onClose = openNew();
    type(uzAdmin.catalog.quizForm.title, 'Fizika');
    fireEvent.click(screen.getByRole('button', { name: uzAdmin.catalog.quizForm.create }));
    expect(await screen.findByText('Nom juda uzun')).toBeTruthy();
    expect(await screen.findByText(uzAdmin.catalog.errors.quizCreate)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("edits a quiz: its values, a deactivated category kept, and the rule's own message on refusal", async () => {
    const quiz = adminQuiz({
      categoryId: ARCHIVE_ID,
      categoryName: 'Arxiv',
      maxAttempts: 3,
      isActive: false,
    });
    routes[`PUT /api/admin/quizzes/${QUIZ_ID}`] = refuse(
      422,
      'QUIZ_HAS_NO_QUESTIONS',
      "Savolsiz quizni faollashtirib bo'lmaydi: avval kamida bitta savol qo'shing",
    );
    renderWithApp(<QuizFormDialog target={quiz} onClose={() => {}} />);
    await screen.findByRole('option', { name: 'Arxiv (Nofaol)' });
    expect((screen.getByLabelText(uzAdmin.catalog.quizForm.category) as HTMLSelectElement).value).toBe(
      ARCHIVE_ID,
    );
    expect(field(uzAdmin.catalog.quizForm.maxAttempts).value).toBe('3');
    fireEvent.click(field(uzAdmin.catalog.quizForm.isActive));
    type(uzAdmin.catalog.quizForm.maxAttempts, '');
    fireEvent.click(screen.getByRole('button', { name: uzAdmin.catalog.quizForm.save }));

    expect(await screen.findByText(/Savolsiz quizni faollashtirib/)).toBeTruthy();
    expect(writes()[0]?.body).toMatchObject({ categoryId: ARCHIVE_ID, maxAttempts: null, isActive: true });
  });
});
