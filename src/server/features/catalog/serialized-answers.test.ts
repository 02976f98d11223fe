import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SerializedAnswers } from './serialized-answers';

const schema = z.object({ title: z.string(), count: z.number() });

describe('SerializedAnswers', () => {
  it('encodes an answer as the response schema does (unknown keys dropped), once per version and URL', () => {
    const answers = new SerializedAnswers();
    const build = vi.fn(() => ({ title: 'Tarix', secret: 'answer key', count: 3 }));
    const first = answers.answer(1, { url: '/api/quizzes?page=1', language: 'uz-Latn' }, schema, build);
    expect(JSON.parse(first.text)).toEqual({ title: 'Tarix', count: 3 });
    expect(answers.answer(1, { url: '/api/quizzes?page=1', language: 'uz-Latn' }, schema, build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);

    answers.answer(1, { url: '/api/quizzes?page=2', language: 'uz-Latn' }, schema, build);
    expect(build).toHaveBeenCalledTimes(2);
    // a new snapshot: everything is made again
    answers.answer(2, { url: '/api/quizzes?page=1', language: 'uz-Latn' }, schema, build);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('compresses an answer once per encoding and sends those bytes each time', () => {
    const answers = new SerializedAnswers();
    const long = { title: 'Tarix '.repeat(400), count: 1 };
    const answer = answers.answer(1, { url: '/api/quizzes', language: 'uz-Latn' }, schema, () => long);
    const br = answer.body('br');
    expect(brotliDecompressSync(br).toString()).toBe(answer.text);
    expect(gunzipSync(answer.body('gzip')).toString()).toBe(answer.text);
    const again = answers.answer(1, { url: '/api/quizzes', language: 'uz-Latn' }, schema, () => long);
    // the same bytes, not compressed again
    expect(again.body('br')).toBe(br);
    expect(again.body(null)).toBe(answer.text);
  });

  it('sends an answer under 1 KiB as it is', () => {
    const answer = new SerializedAnswers().answer(1, { url: '/x', language: 'uz-Latn' }, schema, () => ({
      title: 'a',
      count: 1,
    }));
    expect(answer.body('br')).toBe(answer.text);
  });

  it('refuses an answer the schema refuses, and keeps nothing of it', () => {
    const answers = new SerializedAnswers();
    expect(() =>
      answers.answer(1, { url: '/x', language: 'uz-Latn' }, schema, () => ({ title: 5 })),
    ).toThrow();
    const build = vi.fn(() => ({ title: 'ok', count: 1 }));
    answers.answer(1, { url: '/x', language: 'uz-Latn' }, schema, build);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps at most 500 answers, dropping the oldest first', () => {
    const answers = new SerializedAnswers();
    const build = vi.fn(() => ({ title: 't', count: 1 }));
    for (let page = 0; page <= 500; page++)
      answers.answer(1, { url: `/p${page}`, language: 'uz-Latn' }, schema, build);
    expect(build).toHaveBeenCalledTimes(501);
    answers.answer(1, { url: '/p500', language: 'uz-Latn' }, schema, build);
    answers.answer(1, { url: '/p1', language: 'uz-Latn' }, schema, build);
    expect(build).toHaveBeenCalledTimes(501);
    answers.answer(1, { url: '/p0', language: 'uz-Latn' }, schema, build);
    expect(build).toHaveBeenCalledTimes(502);
  });
});
