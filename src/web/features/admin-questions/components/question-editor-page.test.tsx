// @vitest-environment happy-dom
import { adminQuestions } from '@shared/i18n/admin/questions';
import { adminQuestionsResponseSchema } from '@shared/schemas/admin-questions';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FakeReply, refuse, reply } from '@web/test/fake-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BASE,
  listedTexts,
  MODULE_ID,
  question,
  questionId,
  questionList,
  renderEditor,
} from '../test/editor-fixtures';

const t = adminQuestions;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const dialog = () => screen.getByRole('dialog');

async function openAddDialog() {
  fireEvent.click(await screen.findByRole('button', { name: t.editor.add }));
  return screen.findByRole('dialog', { name: t.dialog.addTitle });
}

function fill(label: string, value: string) {
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
}

function fillQuestion(text: string, options: string[]) {
  fill(t.dialog.text, text);
  for (const [i, option] of options.entries()) fill(t.dialog.option(i + 1), option);
}

describe('question editor: the add/edit dialog', () => {
  it('keeps Add disabled while the text or any option is empty, with the spec messages', async () => {
    renderEditor();
    await openAddDialog();
    const add = within(dialog()).getByRole('button', { name: t.dialog.add });
    expect(add).toHaveProperty('disabled', true);
    fillQuestion('Yangi savol', ['a', 'b', 'c', 'd']);
    expect(add).toHaveProperty('disabled', false);
    fill(t.dialog.option(3), ' ');
    fireEvent.blur(within(dialog()).getByLabelText(t.dialog.option(3)));
    expect(add).toHaveProperty('disabled', true);
    expect(within(dialog()).getByText(t.validation.allOptionsFilled)).toBeTruthy();
    fill(t.dialog.text, '');
    fireEvent.blur(within(dialog()).getByLabelText(t.dialog.text));
    expect(within(dialog()).getByText(t.validation.textRequired)).toBeTruthy();
  });

  it('adds a question to a chosen module at the end of the list, unsaved', async () => {
    renderEditor({ withModules: true });
    await openAddDialog();
    fillQuestion('Yangi savol', ['a', 'b', 'c', 'd']);
    fireEvent.change(within(dialog()).getByLabelText(t.dialog.module), { target: { value: MODULE_ID } });
    fireEvent.click(within(dialog()).getByRole('button', { name: t.dialog.add }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(listedTexts()).toEqual(['Savol 1', 'Savol 2', 'Savol 3', 'Yangi savol']);
    expect(screen.getByText(t.editor.dirty)).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: t.editor.rowLabel(4) })).getByText(t.editor.isNew),
    ).toBeTruthy();
  });

  it('accepts "Modul belgilanmagan" in a quiz with modules: a question without one is edited and saved', async () => {
    const saved = { ...questionList(3, 8), questions: [question(1, { questionText: 'Tahrirlangan' })] };
    const { calls } = renderEditor({
      withModules: true,
      routes: { [`PUT ${BASE}/questions`]: reply(adminQuestionsResponseSchema, saved) },
    });
    fireEvent.click(await screen.findByRole('button', { name: `${t.editor.rowLabel(1)}: ${t.editor.edit}` }));
    expect(within(dialog()).getByLabelText<HTMLSelectElement>(t.dialog.module).value).toBe('');
    fill(t.dialog.text, 'Tahrirlangan');
    fireEvent.click(within(dialog()).getByRole('button', { name: t.dialog.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(listedTexts()).toEqual(['Tahrirlangan', 'Savol 2', 'Savol 3']);
    fireEvent.click(button(t.editor.saveAll));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')?.body as { questions: unknown[] };
    expect(put.questions[0]).toMatchObject({ questionText: 'Tahrirlangan', moduleId: null });
  });

  it('removing an option keeps the correct answer on its option', async () => {
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: `${t.editor.rowLabel(1)}: ${t.editor.edit}` }));
    const radio = (n: number) => within(dialog()).getByRole('radio', { name: t.dialog.markCorrect(n) });
    expect(radio(3).getAttribute('aria-checked')).toBe('true'); // C1
    fireEvent.click(within(dialog()).getByRole('button', { name: t.dialog.removeOption(1) }));
    expect(within(dialog()).getByLabelText<HTMLInputElement>(t.dialog.option(2)).value).toBe('C1');
    expect(radio(2).getAttribute('aria-checked')).toBe('true');
    // the last two cannot go, and six is the most
    fireEvent.click(within(dialog()).getByRole('button', { name: t.dialog.removeOption(1) }));
    expect(within(dialog()).getByRole('button', { name: t.dialog.removeOption(1) })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('disables the preview checkbox with a hint when 3 other questions are previews', async () => {
    const list = questionList(4);
    list.questions = list.questions.map((q, i) => ({ ...q, isPreview: i < 3 }));
    renderEditor({ questions: list });
    fireEvent.click(await screen.findByRole('button', { name: `${t.editor.rowLabel(4)}: ${t.editor.edit}` }));
    expect(within(dialog()).getByRole('checkbox')).toHaveProperty('disabled', true);
    expect(within(dialog()).getByText(t.dialog.previewLimit)).toBeTruthy();
  });
});

describe('question editor: save all', () => {
  it('sends the whole list in its new order with the loaded version; deletion asks first', async () => {
    const saved = {
      ...questionList(0, 8),
      questions: [question(2, { orderIndex: 0 }), question(1, { orderIndex: 1 })],
    };
    const { calls } = renderEditor({
      routes: { [`PUT ${BASE}/questions`]: reply(adminQuestionsResponseSchema, saved) },
    });
    const save = await screen.findByRole('button', { name: t.editor.saveAll });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(button(`${t.editor.rowLabel(2)}: ${t.editor.moveUp}`));
    fireEvent.click(button(`${t.editor.rowLabel(3)}: ${t.editor.remove}`));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.editor.remove }),
    );
    expect(listedTexts()).toEqual(['Savol 2', 'Savol 1']);
    fireEvent.click(save);
    await screen.findByText("1 ta savol o'chirildi, savollar tartibi o'zgartirildi");
    const put = calls.find((call) => call.method === 'PUT')?.body as {
      version: number;
      questions: unknown[];
    };
    expect(put).toMatchObject({ version: 7, questions: [{ id: questionId(2) }, { id: questionId(1) }] });
    expect(put.questions).toHaveLength(2);
    expect(screen.queryByText(t.editor.dirty)).toBeNull();
  });

  it('says what the save did: one question edited and one deleted', async () => {
    const saved = {
      ...questionList(2, 8),
      questions: [question(1, { questionText: 'Yangi matn' }), question(2)],
    };
    renderEditor({ routes: { [`PUT ${BASE}/questions`]: reply(adminQuestionsResponseSchema, saved) } });
    fireEvent.click(await screen.findByRole('button', { name: `${t.editor.rowLabel(1)}: ${t.editor.edit}` }));
    fill(t.dialog.text, 'Yangi matn');
    fireEvent.click(within(dialog()).getByRole('button', { name: t.dialog.save }));
    fireEvent.click(button(`${t.editor.rowLabel(3)}: ${t.editor.remove}`));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.editor.remove }),
    );
    fireEvent.click(button(t.editor.saveAll));
    expect(await screen.findByText("1 ta savol yangilandi, 1 ta savol o'chirildi")).toBeTruthy();
  });

  it('on 409 explains, keeps the changes, and reloads only after confirmation', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let list: FakeReply = reply(adminQuestionsResponseSchema, questionList(3));
    const message =
      "Savollar boshqa oynada o'zgartirilgan. Sahifani yangilang: o'zgarishlaringiz hali saqlanmagan";
    const { calls } = renderEditor({
      questions: () => list(),
      routes: { [`PUT ${BASE}/questions`]: refuse(409, 'QUESTIONS_CHANGED', message) },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: `${t.editor.rowLabel(1)}: ${t.editor.moveDown}` }),
    );
    fireEvent.click(button(t.editor.saveAll));
    const alert = await screen.findByText(t.editor.conflictTitle);
    expect(alert.closest('[role="alert"]')?.textContent).toContain(message);
    expect(listedTexts()).toEqual(['Savol 2', 'Savol 1', 'Savol 3']);
    list = reply(adminQuestionsResponseSchema, { ...questionList(1, 9) });
    fireEvent.click(button(t.editor.reload));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.editor.reload }),
    );
    await waitFor(() => expect(listedTexts()).toEqual(['Savol 1']));
    expect(screen.queryByText(t.editor.conflictTitle)).toBeNull();
    expect(calls.filter((call) => call.url === `${BASE}/questions` && call.method === 'GET')).toHaveLength(2);
    expect(logged).toHaveBeenCalled();
  });

  it("points a refused question's field error at its row", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fields = { 'questions.1.options.0': t.validation.allOptionsFilled };
    renderEditor({
      routes: {
        [`PUT ${BASE}/questions`]: () =>
          Response.json({ error: { code: 'VALIDATION_FAILED', message: 'x', fields } }, { status: 400 }),
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: `${t.editor.rowLabel(1)}: ${t.editor.moveDown}` }),
    );
    fireEvent.click(button(t.editor.saveAll));
    const row = screen.getByRole('listitem', { name: t.editor.rowLabel(2) });
    expect(await within(row).findByText(t.errors.atQuestion(2, t.validation.allOptionsFilled))).toBeTruthy();
  });
});

describe('question editor: leaving', () => {
  it('asks before leaving with unsaved changes; staying keeps them, leaving goes', async () => {
    const { router } = renderEditor();
    fireEvent.click(
      await screen.findByRole('button', { name: `${t.editor.rowLabel(1)}: ${t.editor.moveDown}` }),
    );
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: t.editor.back }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.editor.stay }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/question-editor');
    expect(listedTexts()).toEqual(['Savol 2', 'Savol 1', 'Savol 3']);

    fireEvent.click(screen.getByRole('link', { name: t.editor.back }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.editor.leave }),
    );
    expect(await screen.findByRole('heading', { name: 'Quizlar sahifasi' })).toBeTruthy();
  });

  it('leaves without asking when nothing changed', async () => {
    renderEditor();
    fireEvent.click(await screen.findByRole('link', { name: t.editor.back }));
    expect(await screen.findByRole('heading', { name: 'Quizlar sahifasi' })).toBeTruthy();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });

  it('says so when the quiz does not exist', async () => {
    renderEditor({ routes: { [`GET ${BASE}`]: refuse(404, 'QUIZ_NOT_FOUND', 'Quiz topilmadi') } });
    expect(await screen.findByRole('heading', { name: t.editor.quizNotFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.editor.back }).getAttribute('href')).toBe('/admin/quizzes');
  });
});
