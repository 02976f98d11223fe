import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizResults } from '../../db/schema';
import { createQuiz } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCertificate, insertResult, insertUser, signedInNewAdmin } from './admin-results.test-support';
import { resultsCsv } from './results-export';

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInNewAdmin(app)).client;
});
afterAll(() => app.close());

const HEADER =
  "Natija ID,O'quvchi,Email,Turi,Quiz,Ball,To'g'ri javoblar,Jami savollar,Foiz,Natija," +
  'Sarflangan vaqt (soniya),Vaqt tugadi,Yakunlangan vaqt (Toshkent),Sertifikat kodi';

describe('GET /api/admin/results/export.csv', () => {
  it('writes an Excel-ready CSV: BOM, CRLF, Uzbek header, RFC 4180 quoting, inert formulas, the filters', async () => {
    const quiz = await createQuiz(app.db, { title: 'Tarix, "birinchi" qism' });
    const attacker = await insertUser(app.db, '=HYPERLINK("http://x")', '+998@example.uz');
    const learner = await insertUser(app.db, 'Gʻayrat Oʻrinboyev', 'gayrat@example.uz');
    await insertResult(app.db, {
      userId: attacker.id,
      quizId: quiz.id,
      percentage: 40,
      timeUp: true,
      completedAt: new Date('2026-03-02T19:30:05Z'),
    });
    const passed = await insertResult(app.db, { userId: learner.id, quizId: quiz.id, percentage: 90 });
    const certificate = await insertCertificate(app.db, passed);
    await insertResult(app.db, {
      userId: null,
      quizId: quiz.id,
      percentage: 12.345,
      completedAt: new Date('2026-03-01T00:00:00Z'),
    });

    const res = await admin.get(`/api/admin/results/export.csv?passed=false&quizId=${quiz.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="natijalar-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.some((line) => line.includes('\n'))).toBe(false);
    expect(lines[0]).toBe(HEADER);
    const quizCell = '"Tarix, ""birinchi"" qism"';
    expect(lines.slice(1).map((line) => line.slice(line.indexOf(',') + 1))).toEqual([
      `"'=HYPERLINK(""http://x"")",'+998@example.uz,Foydalanuvchi,${quizCell},4,4,10,40,O'tmadi,125,Ha,2026-03-03 00:30:05,`,
      `O'chirilgan foydalanuvchi,,O'chirilgan foydalanuvchi,${quizCell},1,1,10,12.3,O'tmadi,125,Yo'q,2026-03-01 05:00:00,`,
    ]);

    const all = await admin.get(`/api/admin/results/export.csv?search=${encodeURIComponent("g'ayrat")}`);
    const row = all.rawPayload.toString('utf8').split('\r\n')[1]!;
    expect(row).toContain('Gʻayrat Oʻrinboyev,gayrat@example.uz'); // Uzbek letters intact
    expect(row.endsWith(`,${certificate.code}`)).toBe(true);
  });

  it('refuses bad filters before it starts writing', async () => {
    const res = await admin.get('/api/admin/results/export.csv?quizId=nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('quizId');
  });
});

describe('the export in the admin’s language', () => {
  it.each([
    ['ru', 'ID результата,Ученик,Эл. почта,Тип,Квиз', 'Сдан'],
    ['uz-Cyrl', 'Натижа ID,Ўқувчи,Электрон почта,Тури,Квиз', 'Ўтди'],
    ['uz-Latn', "Natija ID,O'quvchi,Email,Turi,Quiz", "O'tdi"],
  ])('writes the header and cell words in %s', async (language, header, passed) => {
    const quiz = await createQuiz(app.db);
    const learner = await insertUser(app.db, 'Til Sinovchi', `til-${language}@example.uz`);
    await insertResult(app.db, { userId: learner.id, quizId: quiz.id, percentage: 90 });
    admin.cookies.set('lang', language);
    const res = await admin.get(`/api/admin/results/export.csv?quizId=${quiz.id}`);
    admin.cookies.delete('lang');
    expect(res.statusCode).toBe(200);
    const [first, row] = res.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(first?.startsWith(`${header},`)).toBe(true);
    expect(row?.split(',')).toContain(passed);
  });
});

describe('a large export', () => {
  const ROWS = 3_000;
  let quizId: string;
  beforeAll(async () => {
    quizId = (await createQuiz(app.db, { title: 'Katta eksport' })).id;
    const base = {
      quizId,
      userId: null,
      score: 5,
      totalQuestions: 10,
      correctAnswers: 5,
      timeTaken: 60,
      answers: {},
    };
    await app.db
      .insert(quizResults)
      .values(Array.from({ length: ROWS }, () => ({ ...base, percentage: 50, passed: false })));
    // five distinct instants a microsecond apart: many ties, and precision a JS Date cannot hold
    await app.db.execute(sql`update quiz_results
      set completed_at = timestamptz '2026-01-01 10:00:00+00' + (abs(hashtext(id::text)) % 5) * interval '1 microsecond'
      where quiz_id = ${quizId}`);
  });

  it('reads the rows in batches, never more than a batch at a time, each row once in order', async () => {
    const chunks: string[] = [];
    for await (const chunk of resultsCsv(app.db, { quizId }, 500)) chunks.push(chunk);
    expect(chunks).toHaveLength(1 + ROWS / 500);
    expect(chunks.slice(1).every((chunk) => chunk.split('\r\n').length - 1 === 500)).toBe(true);
    const exported = chunks.slice(1).flatMap((chunk) =>
      chunk
        .split('\r\n')
        .slice(0, -1)
        .map((line) => line.split(',')[0]),
    );
    const { rows } = await app.db.execute<{ id: string }>(
      sql`select id from quiz_results where quiz_id = ${quizId} order by completed_at desc, id desc`,
    );
    expect(exported).toEqual(rows.map((row) => row.id));
  });

  it('is sent as a chunked stream, not one buffered body', async () => {
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.server.address() as AddressInfo;
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: string }>(
      (resolve, reject) => {
        const req = httpRequest(
          {
            port,
            host: '127.0.0.1',
            path: `/api/admin/results/export.csv?quizId=${quizId}`,
            headers: { cookie },
          },
          (res) => {
            const parts: Buffer[] = [];
            res.on('data', (part: Buffer) => parts.push(part));
            res.on('end', () =>
              resolve({ headers: res.headers, body: Buffer.concat(parts).toString('utf8') }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(headers['transfer-encoding']).toBe('chunked');
    expect(headers['content-length']).toBeUndefined();
    expect(body.split('\r\n').length - 2).toBe(ROWS);
  });
});
