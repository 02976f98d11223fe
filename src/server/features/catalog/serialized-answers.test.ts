import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SerializedAnswers } from './serialized-answers';

const schema = z.object({ title: z.string(), count: z.number() });

describe('SerializedAnswers', () => {
  it('encodes an answer as the response schema does (unknown keys dropped), once per version and URL', () => {
    const answers = new SerializedAnswers();
    const build = vi.fn(() => ({ title: 'Tarix', secret: 'answer key', count: 3 }));
    const first = answers.text(1, '/api/quizzes?page=1', schema, build);
    expect(JSON.parse(first)).toEqual({ title: 'Tarix', count: 3 });
    expect(answers.text(1, '/api/quizzes?page=1', schema, build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);

    answers.text(1, '/api/quizzes?page=2', schema, build);
    expect(build).toHaveBeenCalledTimes(2);
    // a new snapshot: everything is made again
    answers.text(2, '/api/quizzes?page=1', schema, build);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('refuses an answer the schema refuses, and keeps nothing of it', () => {
    const answers = new SerializedAnswers();
    expect(() => answers.text(1, '/x', schema, () => ({ title: 5 }))).toThrow();
    const build = vi.fn(() => ({ title: 'ok', count: 1 }));
    answers.text(1, '/x', schema, build);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps at most 500 answers, dropping the oldest first', () => {
    const answers = new SerializedAnswers();
    const build = vi.fn(() => ({ title: 't', count: 1 }));
    for (let page = 0; page <= 500; page++) answers.text(1, `/p${page}`, schema, build);
    expect(build).toHaveBeenCalledTimes(501);
    answers.text(1, '/p500', schema, build);
    answers.text(1, '/p1', schema, build);
    expect(build).toHaveBeenCalledTimes(501);
    answers.text(1, '/p0', schema, build);
    expect(build).toHaveBeenCalledTimes(502);
  });
});
