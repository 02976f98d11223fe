// @vitest-environment happy-dom

import { uz } from '@shared/i18n/uz';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { optionLetter, PreviewQuestions } from './preview-questions';

afterEach(cleanup);

const question = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  questionText: `Savol ${n}?`,
  options: ['Bir', 'Ikki', 'Uch'],
});

describe('PreviewQuestions', () => {
  it('letters the options A, B, C and shows at most 3 questions', () => {
    render(<PreviewQuestions questions={[1, 2, 3, 4].map(question)} />);
    const items = screen.getByTestId('preview-questions').querySelectorAll(':scope > li');
    expect(items).toHaveLength(3);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('Savol 1?')).toBeTruthy();
    expect(first.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'AA) Bir',
      'BB) Ikki',
      'CC) Uch',
    ]);
    expect(screen.queryByText('Savol 4?')).toBeNull();
  });

  it('says so when the quiz has no previews', () => {
    render(<PreviewQuestions questions={[]} />);
    expect(screen.getByText(uz.quizDetail.noPreview)).toBeTruthy();
  });

  it('keeps lettering past Z', () => {
    expect([0, 1, 25, 26, 27].map(optionLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB']);
  });
});
