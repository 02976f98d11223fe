import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminQuestion, AdminQuestionsResponse } from '../../../shared/schemas/admin-questions';
import { createQuiz, signedInDemo } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { imageUpload, solidImage } from '../uploads/uploads.test-support';
import { auditRowsOf, expectNoNewAuditRow, expectOneAuditRow } from './audit.test-support';

/** The question editor's writes and image uploads record one audit row each. */
let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());

const base = (quizId: string) => `/api/admin/quizzes/${quizId}`;
const load = async (quizId: string) =>
  (await admin.get(`${base(quizId)}/questions`)).json() as AdminQuestionsResponse;
const asDraft = ({ orderIndex: _, ...q }: AdminQuestion) => q;

describe('questions', () => {
  it('save all records how many questions were created, updated and deleted', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 3, previewCount: 0 });
    const { version, questions } = await load(quiz.id);
    const [first, second] = questions.map(asDraft);
    const body = {
      version,
      questions: [
        { ...first!, questionText: 'Yangilangan' },
        second!,
        { ...second!, id: undefined, questionText: 'Yangi savol' },
        { ...second!, id: undefined, questionText: 'Yana biri' },
      ],
    };
    const res = await admin.request('PUT', `${base(quiz.id)}/questions`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(await expectOneAuditRow(app.db, quiz.id, 'questions.save', 'quiz')).toEqual({
      created: 2,
      updated: 1,
      deleted: 1,
    });
  });

  it('a stale save (409) leaves no row', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 1 });
    const { questions } = await load(quiz.id);
    const body = { version: 5, questions: questions.map(asDraft) };
    await expectNoNewAuditRow(app.db, () => admin.request('PUT', `${base(quiz.id)}/questions`, body), 409);
  });

  it('an import records its format, the questions added, the duplicates skipped and the modules created', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 1, previewCount: 0 });
    const text = 'Birinchi {=a ~b}\n\n$CATEGORY: Geometriya\n\nIkkinchi {=a ~b}';
    const res = await admin.post(`${base(quiz.id)}/import`, { format: 'gift', text, version: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await expectOneAuditRow(app.db, quiz.id, 'questions.import', 'quiz')).toEqual({
      format: 'gift',
      added: 2,
      modulesCreated: 1,
      skipped: 0,
    });
  });

  it('an import with nothing to add (422) leaves no row', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 1 });
    const body = { format: 'json', text: '{"question_text": 1}', version: 0 };
    await expectNoNewAuditRow(app.db, () => admin.post(`${base(quiz.id)}/import`, body), 422);
    expect(await auditRowsOf(app.db, quiz.id)).toEqual([]);
  });
});

describe('uploads', () => {
  it('an image upload records its bucket, stored name and size', async () => {
    const { body, headers } = imageUpload(await solidImage(8, 6));
    const res = await admin.post('/api/admin/uploads/question-images', body, headers);
    expect(res.statusCode, res.body).toBe(201);
    const { url, bytes } = res.json();
    const name = url.split('/').at(-1);
    expect(await expectOneAuditRow(app.db, `question-images/${name}`, 'upload.image', 'upload')).toEqual({
      bucket: 'question-images',
      name,
      bytes,
      width: 8,
      height: 6,
    });
  });

  it('a file that is not an image leaves no row', async () => {
    const { body, headers } = imageUpload(Buffer.from('rasm emas'), 'rasm.png');
    await expectNoNewAuditRow(
      app.db,
      () => admin.post('/api/admin/uploads/question-images', body, headers),
      400,
    );
  });
});
