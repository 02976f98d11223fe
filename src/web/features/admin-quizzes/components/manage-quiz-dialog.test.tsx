// @vitest-environment happy-dom

import { uzAdmin } from '@shared/i18n/admin';
import { adminModuleSchema, adminModulesResponseSchema } from '@shared/schemas/admin-catalog';
import { adminQuestionsResponseSchema } from '@shared/schemas/admin-questions';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FakeReply, fakeApi, noContent, refuse, reply } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminModule, adminQuiz, QUIZ_ID } from '../test/admin-quiz-fixtures';
import { ManageQuizDialog } from './manage-quiz-dialog';

const MODULES = `GET /api/admin/quizzes/${QUIZ_ID}/modules`;
const ORDER = `PUT /api/admin/quizzes/${QUIZ_ID}/modules/order`;
const ALGEBRA = adminModule('0b5e7c1a-1111-4a2b-8c3d-000000000001', 'Algebra', 0, 3);
const GEOMETRY = adminModule('0b5e7c1a-2222-4a2b-8c3d-000000000002', 'Geometriya', 1, 0);
const LOGIC = adminModule('0b5e7c1a-3333-4a2b-8c3d-000000000003', 'Mantiq', 2, 1);
const LONG_TEXT = 'Quyidagi tenglamalar sistemasining barcha haqiqiy yechimlarini toping va tekshiring';

let routes: Record<string, FakeReply>;
let calls: ReturnType<typeof fakeApi>;
const modulesReply = (modules: ReturnType<typeof adminModule>[]) =>
  reply(adminModulesResponseSchema, { modules });

beforeEach(() => {
  routes = { [MODULES]: modulesReply([ALGEBRA, GEOMETRY, LOGIC]) };
  calls = fakeApi(routes);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openDialog() {
  renderWithApp(<ManageQuizDialog quiz={adminQuiz()} onClose={() => {}} />);
}

const moduleNames = () =>
  within(screen.getByRole('list', { name: uzAdmin.catalog.manage.modulesTab }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('ManageQuizDialog, Modules', () => {
  it('lists the modules in order with points and question counts', async () => {
    openDialog();
    await screen.findByText('Algebra');
    expect(moduleNames()).toEqual(['Algebra', 'Geometriya', 'Mantiq']);
    expect(
      screen.getAllByText(
        `${uzAdmin.catalog.manage.pointsPerQuestion('1')} · ${uzAdmin.catalog.manage.questionCount(3)}`,
      ),
    ).toHaveLength(1);
    expect(
      (screen.getByRole('button', { name: uzAdmin.catalog.manage.moveUp('Algebra') }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: uzAdmin.catalog.manage.moveDown('Mantiq') }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('creates a module with 1 point per question by default, reads a decimal comma and refuses points below 0,1', async () => {
    const created = adminModule('0b5e7c1a-4444-4a2b-8c3d-000000000004', 'Statistika', 3);
    routes[`POST /api/admin/quizzes/${QUIZ_ID}/modules`] = reply(adminModuleSchema, created, 201);
    openDialog();
    fireEvent.click(await screen.findByRole('button', { name: uzAdmin.catalog.manage.addModule }));
    const form = await screen.findByRole('dialog', { name: uzAdmin.catalog.manage.moduleCreateTitle });
    const points = within(form).getByLabelText(uzAdmin.catalog.manage.modulePoints) as HTMLInputElement;
    expect(points.value).toBe('1');
    expect(
      within(form).getByText('Kamida 0,1 ball, 0,1 qadam bilan; masalan 1,5 (standart: 1)'),
    ).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(uzAdmin.catalog.manage.moduleName), {
      target: { value: 'Statistika' },
    });
    fireEvent.change(points, { target: { value: '0,05' } });
    fireEvent.click(within(form).getByRole('button', { name: uzAdmin.catalog.quizForm.save }));
    expect(
      await within(form).findByText(
        "Har bir savol uchun ball kamida 0,1 bo'lishi va 0,1 qadam bilan berilishi kerak",
      ),
    ).toBeTruthy();

    fireEvent.change(points, { target: { value: '1,5' } });
    routes[MODULES] = modulesReply([ALGEBRA, GEOMETRY, LOGIC, created]);
    fireEvent.click(within(form).getByRole('button', { name: uzAdmin.catalog.quizForm.save }));
    expect(await screen.findByText(uzAdmin.catalog.manage.moduleCreated)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'Statistika', description: '', pointsPerQuestion: 1.5 },
    ]);
    await waitFor(() => expect(moduleNames()).toEqual(['Algebra', 'Geometriya', 'Mantiq', 'Statistika']));
  });

  it('writes points with a comma in the list and in the edit form, and takes a point too', async () => {
    const halves = { ...ALGEBRA, pointsPerQuestion: 1.5 };
    routes[MODULES] = modulesReply([halves, GEOMETRY, LOGIC]);
    routes[`PUT /api/admin/modules/${ALGEBRA.id}`] = reply(adminModuleSchema, {
      ...halves,
      pointsPerQuestion: 2.5,
    });
    openDialog();
    expect(
      await screen.findByText(uzAdmin.catalog.manage.pointsPerQuestion('1,5'), { exact: false }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: uzAdmin.catalog.manage.editModule('Algebra') }));
    const form = await screen.findByRole('dialog', { name: uzAdmin.catalog.manage.moduleEditTitle });
    const points = within(form).getByLabelText(uzAdmin.catalog.manage.modulePoints) as HTMLInputElement;
    expect(points.value).toBe('1,5');
    fireEvent.change(points, { target: { value: '2.5' } });
    fireEvent.click(within(form).getByRole('button', { name: uzAdmin.catalog.quizForm.save }));
    expect(await screen.findByText(uzAdmin.catalog.manage.moduleUpdated)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ pointsPerQuestion: 2.5 });
  });

  it('moves a module down at once, saves the whole order and keeps the focus on the arrow', async () => {
    const server = { answer: (_response: Response) => {} };
    openDialog();
    await screen.findByText('Algebra');
    // the next fetch is the order request: it stays unanswered until the test lets it go
    vi.mocked(fetch).mockImplementationOnce(async (url, init) => {
      calls.push({ method: String(init?.method), url: String(url), body: JSON.parse(String(init?.body)) });
      return await new Promise<Response>((resolve) => {
        server.answer = resolve;
      });
    });
    const down = screen.getByRole('button', { name: uzAdmin.catalog.manage.moveDown('Algebra') });
    down.focus();
    fireEvent.click(down);

    // moved while the server has not answered yet
    await waitFor(() => expect(moduleNames()).toEqual(['Geometriya', 'Algebra', 'Mantiq']));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: uzAdmin.catalog.manage.moveDown('Algebra') }),
      ),
    );
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      url: `/api/admin/quizzes/${QUIZ_ID}/modules/order`,
      body: { ids: [GEOMETRY.id, ALGEBRA.id, LOGIC.id] },
    });
    routes[MODULES] = modulesReply([GEOMETRY, ALGEBRA, LOGIC]);
    server.answer(Response.json({ modules: [GEOMETRY, ALGEBRA, LOGIC] }));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.endsWith('/modules')).length).toBeGreaterThan(1),
    );
    expect(moduleNames()).toEqual(['Geometriya', 'Algebra', 'Mantiq']);
  });

  it("moves the module back and shows the server's reason when the order is refused", async () => {
    const mismatch = "Tartib ro'yxati joriy ro'yxatga mos emas. Sahifani yangilang";
    routes[ORDER] = refuse(409, 'REORDER_MISMATCH', mismatch);
    openDialog();
    const up = await screen.findByRole('button', { name: uzAdmin.catalog.manage.moveUp('Mantiq') });
    // the refetch after the failure fails too: only the rollback can restore the order
    routes[MODULES] = refuse(500, 'INTERNAL', 'x');
    fireEvent.click(up);
    expect(await screen.findByText(mismatch)).toBeTruthy();
    await waitFor(() => expect(moduleNames()).toEqual(['Algebra', 'Geometriya', 'Mantiq']));
  });

  it('deletes a module after a confirmation that says where its questions go', async () => {
    routes[`DELETE /api/admin/modules/${ALGEBRA.id}`] = noContent;
    openDialog();
    fireEvent.click(
      await screen.findByRole('button', { name: uzAdmin.catalog.manage.deleteModule('Algebra') }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: uzAdmin.catalog.manage.deleteModuleTitle,
    });
    expect(
      within(confirm).getByText(uzAdmin.catalog.manage.deleteModuleDescription('Algebra', 3)),
    ).toBeTruthy();
    expect(uzAdmin.catalog.manage.deleteModuleDescription('Algebra', 3)).toContain(
      uzAdmin.catalog.unassignedModule,
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    routes[MODULES] = modulesReply([GEOMETRY, LOGIC]);
    fireEvent.click(within(confirm).getByRole('button', { name: uzAdmin.catalog.quizzes.delete }));
    expect(await screen.findByText(uzAdmin.catalog.manage.moduleDeleted)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/admin/modules/${ALGEBRA.id}`,
    ]);
    await waitFor(() => expect(moduleNames()).toEqual(['Geometriya', 'Mantiq']));
  });

  it("shows the spec's text when the modules fail to load", async () => {
    routes[MODULES] = refuse(500, 'INTERNAL', 'x');
    openDialog();
    expect(await screen.findByText(uzAdmin.catalog.errors.modulesLoad)).toBeTruthy();
  });
});

describe('ManageQuizDialog, Questions', () => {
  it('lists the questions read-only, cut at 50 characters, and links to the editor', async () => {
    routes[`GET /api/admin/quizzes/${QUIZ_ID}/questions`] = reply(adminQuestionsResponseSchema, {
      quizId: QUIZ_ID,
      version: 4,
      questions: [
        { ...question(LONG_TEXT, ALGEBRA.id), points: 3, isPreview: true },
        question('2 + 2 = ?', null),
      ],
    });
    openDialog();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: uzAdmin.catalog.manage.questionsTab }));
    const list = await screen.findByRole('list', { name: uzAdmin.catalog.manage.questionsTab });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByText(`${LONG_TEXT.slice(0, 50)}…`)).toBeTruthy();
    expect(within(first).getByText('Algebra')).toBeTruthy();
    expect(within(first).getByText(uzAdmin.catalog.manage.questionPoints(3))).toBeTruthy();
    expect(within(first).getByText(uzAdmin.catalog.manage.preview)).toBeTruthy();
    expect(within(second).getByText('2 + 2 = ?')).toBeTruthy();
    expect(within(second).getByText(uzAdmin.catalog.unassignedModule)).toBeTruthy();
    expect(within(second).queryByText(uzAdmin.catalog.manage.preview)).toBeNull();
    expect(
      screen.getByRole('link', { name: uzAdmin.catalog.manage.questionEditor }).getAttribute('href'),
    ).toBe(`/admin/question-editor?quizId=${QUIZ_ID}`);
  });
});

let questionNumber = 0;
function question(questionText: string, moduleId: string | null) {
  questionNumber += 1;
  return {
    id: `9d8c7b6a-0000-4a2b-8c3d-${String(questionNumber).padStart(12, '0')}`,
    questionText,
    options: ['A', 'B'],
    correctAnswer: 0,
    points: 1,
    explanation: null,
    isPreview: false,
    moduleId,
    thumbnailUrl: null,
    orderIndex: questionNumber,
  };
}
