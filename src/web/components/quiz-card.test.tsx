// @vitest-environment happy-dom

import type { CatalogQuizCard } from '@shared/schemas/catalog';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { QuizCard } from './quiz-card';

afterEach(cleanup);

const QUIZ_ID = '7d1c0f3e-2b4a-4c5d-8e9f-a0b1c2d3e4f5';

function card(overrides: Partial<CatalogQuizCard> = {}): CatalogQuizCard {
  return {
    id: QUIZ_ID,
    title: 'Jahon tarixi',
    description: null,
    thumbnailUrl: null,
    categoryId: null,
    categoryName: 'Tarix',
    difficultyLevel: 2,
    durationMinutes: 15,
    totalQuestions: 10,
    price: 0,
    language: 'uz',
    createdAt: '2026-11-01T00:00:00.000Z',
    learnerStats: null,
    ...overrides,
  };
}

function renderCard(quiz: CatalogQuizCard, priority?: boolean) {
  return render(
    <MemoryRouter>
      <ul>
        <QuizCard quiz={quiz} priority={priority} />
      </ul>
    </MemoryRouter>,
  );
}

describe('QuizCard', () => {
  it('shows how many learners played the quiz and their average score', () => {
    renderCard(card({ learnerStats: { learners: 12, averagePercentage: 78 } }));
    expect(screen.getByText("12 o'quvchi · o'rtacha 78%")).toBeTruthy();
  });

  it('shows no learner numbers while the server hides them', () => {
    renderCard(card());
    expect(screen.queryByText(/o'quvchi/)).toBeNull();
  });

  it("shows the quiz's own image, or its generated cover when it has none", () => {
    const { container, unmount } = renderCard(card({ thumbnailUrl: '/uploads/tarix.png' }));
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/tarix.png');
    unmount();
    const generated = renderCard(card());
    expect(generated.container.querySelector('img')?.getAttribute('src')).toBe(
      `/api/quizzes/${QUIZ_ID}/cover.svg`,
    );
  });

  it('falls back to the cover when the image fails, and to the plain gradient when that fails too', () => {
    const { container } = renderCard(card({ thumbnailUrl: '/uploads/missing.png' }));
    fireEvent.error(container.querySelector('img')!);
    const cover = container.querySelector('img')!;
    expect(cover.getAttribute('src')).toBe(`/api/quizzes/${QUIZ_ID}/cover.svg`);
    fireEvent.error(cover);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"] svg')).toBeTruthy();
  });

  it('loads its image lazily, unless it is in the first screen: then at once and first', () => {
    const lazy = renderCard(card()).container.querySelector('img');
    expect(lazy?.getAttribute('loading')).toBe('lazy');
    cleanup();
    const first = renderCard(card(), true).container.querySelector('img');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
  });
});
