// @vitest-environment happy-dom
import { adminQuestions } from '@shared/i18n/admin/questions';
import { adminShell } from '@shared/i18n/admin/shell';
import { importCommitResponseSchema, importPreviewSchema } from '@shared/schemas/admin-questions';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reply } from '@web/test/fake-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE, listedTexts, question, questionList, renderEditor } from '../test/editor-fixtures';

const t = adminQuestions;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AIKEN = `Poytaxt?
A) Samarqand
B) Toshkent
ANSWER: B

Buzuq savol
A) Bir
ANSWER: Z`;

const preview = {
  questions: [
    {
      line: 1,
      questionText: 'Poytaxt?',
      options: ['Samarqand', 'Toshkent'],
      correctAnswer: 1,
      points: 1,
      explanation: null,
      isPreview: false,
      moduleId: null,
      thumbnailUrl: null,
      moduleName: null,
    },
  ],
  problems: [{ line: 8, message: "ANSWER qatoridagi harf variantlarda yo'q" }],
  newModules: [],
  duplicates: [],
};

const committed = {
  ...questionList(0, 8),
  questions: [question(1), question(2, { questionText: 'Poytaxt?', orderIndex: 1 })],
  added: 1,
  modulesCreated: 0,
  skipped: 0,
};

function importRoutes() {
  return {
    [`POST ${BASE}/import/preview`]: reply(importPreviewSchema, preview),
    [`POST ${BASE}/import`]: reply(importCommitResponseSchema, committed),
  };
}

describe('question import', () => {
  it('offers the file in Uzbek and reads the chosen one into the text, with its name shown', async () => {
    renderEditor({ questions: questionList(1), routes: importRoutes() });
    fireEvent.click(await screen.findByRole('button', { name: t.editor.import }));
    const dialog = await screen.findByRole('dialog', { name: t.importer.title });
    const choose = within(dialog).getByRole('button', { name: adminShell.fileInput.choose });
    expect(choose.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText(adminShell.fileInput.none)).toBeTruthy();

    const file = new File([AIKEN], 'tarix.txt', { type: 'text/plain' });
    fireEvent.change(within(dialog).getByLabelText(t.importer.file), { target: { files: [file] } });
    expect(await within(dialog).findByText('tarix.txt')).toBeTruthy();
    expect(within(dialog).queryByText(adminShell.fileInput.none)).toBeNull();
    await waitFor(() =>
      expect((within(dialog).getByLabelText(t.importer.text) as HTMLTextAreaElement).value).toBe(AIKEN),
    );
  });

  it('previews with line-numbered problems, writes nothing until confirmed, then shows the new list', async () => {
    const { calls } = renderEditor({ questions: questionList(1), routes: importRoutes() });
    fireEvent.click(await screen.findByRole('button', { name: t.editor.import }));
    const dialog = await screen.findByRole('dialog', { name: t.importer.title });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Aiken' }));
    fireEvent.change(within(dialog).getByLabelText(t.importer.text), { target: { value: AIKEN } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.importer.check }));

    expect(
      await within(dialog).findByText(t.importer.problemAt(8, preview.problems[0]!.message)),
    ).toBeTruthy();
    expect(within(dialog).getByText(t.importer.willAdd(1))).toBeTruthy();
    // the confirm step says the import does not wait for "save all"
    expect(within(dialog).getByText(t.importer.writtenNow)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `${BASE}/import/preview`,
    ]);
    expect(calls[calls.length - 1]?.body).toEqual({ format: 'aiken', text: AIKEN });

    fireEvent.click(within(dialog).getByRole('button', { name: t.importer.confirm(1) }));
    await screen.findByText(t.importer.done(1));
    expect(calls.find((call) => call.url === `${BASE}/import`)?.body).toEqual({
      format: 'aiken',
      text: AIKEN,
      version: 7,
      skipDuplicates: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(listedTexts()).toEqual(['Savol 1', 'Poytaxt?']);
    expect(screen.queryByText(t.editor.dirty)).toBeNull();
  });

  it('a changed text needs a new check, and nothing to add cannot be confirmed', async () => {
    const empty = { questions: [], problems: preview.problems, newModules: [], duplicates: [] };
    renderEditor({ routes: { [`POST ${BASE}/import/preview`]: reply(importPreviewSchema, empty) } });
    fireEvent.click(await screen.findByRole('button', { name: t.editor.import }));
    const dialog = await screen.findByRole('dialog', { name: t.importer.title });
    const text = within(dialog).getByLabelText(t.importer.text);
    fireEvent.change(text, { target: { value: '[1]' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.importer.check }));
    const confirm = await within(dialog).findByRole('button', { name: t.importer.confirm(0) });
    expect(confirm).toHaveProperty('disabled', true);
    expect(within(dialog).queryByText(t.importer.writtenNow)).toBeNull();
    fireEvent.change(text, { target: { value: '[2]' } });
    expect(within(dialog).queryByRole('button', { name: t.importer.confirm(0) })).toBeNull();
  });

  it('is allowed only without unsaved changes: it offers saving first', async () => {
    renderEditor();
    fireEvent.click(
      await screen.findByRole('button', { name: `${t.editor.rowLabel(1)}: ${t.editor.moveDown}` }),
    );
    fireEvent.click(screen.getByRole('button', { name: t.editor.import }));
    const ask = await screen.findByRole('alertdialog', { name: t.importer.saveFirst });
    expect(within(ask).getByRole('button', { name: t.editor.saveAll })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: t.importer.title })).toBeNull();
  });

  it('shows the questions the quiz has already, skips them by default and imports them when ticked', async () => {
    const again = { ...preview.questions[0]!, line: 6, questionText: 'Savol 1' };
    const withRepeat = { ...preview, questions: [preview.questions[0]!, again], duplicates: [6] };
    const routes = {
      [`POST ${BASE}/import/preview`]: reply(importPreviewSchema, withRepeat),
      [`POST ${BASE}/import`]: reply(importCommitResponseSchema, { ...committed, skipped: 1 }),
    };
    const { calls } = renderEditor({ questions: questionList(1), routes });
    fireEvent.click(await screen.findByRole('button', { name: t.editor.import }));
    const dialog = await screen.findByRole('dialog', { name: t.importer.title });
    fireEvent.change(within(dialog).getByLabelText(t.importer.text), { target: { value: '[]' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.importer.check }));

    expect(await within(dialog).findByText(t.importer.duplicates(1))).toBeTruthy();
    const repeated = within(dialog).getByText(t.importer.duplicateBadge).closest('li');
    expect(repeated?.textContent).toContain('Savol 1');
    expect(within(dialog).getByText(t.importer.willAdd(1))).toBeTruthy();
    const keep = within(dialog).getByRole('checkbox', { name: t.importer.importDuplicates });
    fireEvent.click(keep);
    expect(within(dialog).getByText(t.importer.willAdd(2))).toBeTruthy();
    fireEvent.click(keep);
    fireEvent.click(within(dialog).getByRole('button', { name: t.importer.confirm(1) }));
    await screen.findByText(`${t.importer.done(1)}. ${t.importer.skipped(1)}`);
    expect(calls.find((call) => call.url === `${BASE}/import`)?.body).toMatchObject({ skipDuplicates: true });
  });

  it('imports the repeats too when the admin asks for them', async () => {
    const withRepeat = { ...preview, duplicates: [1] };
    const routes = {
      [`POST ${BASE}/import/preview`]: reply(importPreviewSchema, withRepeat),
      [`POST ${BASE}/import`]: reply(importCommitResponseSchema, committed),
    };
    const { calls } = renderEditor({ questions: questionList(1), routes });
    fireEvent.click(await screen.findByRole('button', { name: t.editor.import }));
    const dialog = await screen.findByRole('dialog', { name: t.importer.title });
    fireEvent.change(within(dialog).getByLabelText(t.importer.text), { target: { value: '[]' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.importer.check }));
    // nothing new: only the box can make the import possible
    expect(await within(dialog).findByRole('button', { name: t.importer.confirm(0) })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(dialog).getByRole('checkbox', { name: t.importer.importDuplicates }));
    fireEvent.click(within(dialog).getByRole('button', { name: t.importer.confirm(1) }));
    await screen.findByText(t.importer.done(1));
    expect(calls.find((call) => call.url === `${BASE}/import`)?.body).toMatchObject({
      skipDuplicates: false,
    });
  });
});
