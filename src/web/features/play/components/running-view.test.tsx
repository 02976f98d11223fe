// @vitest-environment happy-dom

import type { PlayQuestion } from '@shared/schemas/play';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { optionKeyPosition, RunningView } from './running-view';

const question = (n: number, moduleName: string | null, options: string[]): PlayQuestion => ({
  id: `0000000${n}-0000-4000-8000-000000000000`,
  questionText: `Savol matni ${n}`,
  thumbnailUrl: null,
  moduleId: null,
  moduleName,
  points: 1,
  // the server's shuffle: shown order differs from the original indices
  options: options.map((text, i) => ({ index: options.length - 1 - i, text })),
});

const QUESTIONS = [
  question(1, 'Mexanika', ['Birinchi', 'Ikkinchi', 'Uchinchi', "To'rtinchi"]),
  question(2, null, ['Ha', "Yo'q"]),
  question(3, 'Mexanika', ['Alfa', 'Beta', 'Gamma']),
];

/** The screen with the state its runner would keep. */
function Harness({ onChoose }: { onChoose?: (index: number) => void }) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  return (
    <RunningView
      title="Fizika"
      questions={QUESTIONS}
      index={index}
      answers={answers}
      remaining={600}
      durationSeconds={900}
      queueStatus={{ pending: 0, failing: false }}
      online
      busy={null}
      onChoose={(optionIndex) => {
        onChoose?.(optionIndex);
        setAnswers((a) => ({ ...a, [QUESTIONS[index]!.id]: optionIndex }));
      }}
      onGoTo={(target) => setIndex(Math.max(0, Math.min(QUESTIONS.length - 1, target)))}
      onFinish={() => undefined}
      onExit={() => undefined}
    />
  );
}

const key = (k: string) => act(() => void fireEvent.keyDown(window, { key: k }));
const radios = () => screen.getAllByRole('radio');
const checked = () => radios().map((r) => r.getAttribute('aria-checked') === 'true');
const position = () => screen.getByTestId('question-position').textContent;
const nextButton = () => screen.getByRole('button', { name: 'Keyingi savol' });

afterEach(cleanup);

describe('running view keyboard', () => {
  it('maps 1-6 and A-F to option positions', () => {
    expect([...'123456'].map(optionKeyPosition)).toEqual([0, 1, 2, 3, 4, 5]);
    expect([...'abcdefABCDEF'].map(optionKeyPosition)).toEqual([0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5]);
    expect(['7', 'g', 'Enter', ' '].map(optionKeyPosition)).toEqual([-1, -1, -1, -1]);
  });

  it('chooses by number and letter, sending the original index of the shown option', () => {
    const chosen = vi.fn();
    render(<Harness onChoose={chosen} />);
    expect(screen.getByRole('radiogroup')).toBeTruthy();
    expect(checked()).toEqual([false, false, false, false]);
    key('2');
    expect(checked()).toEqual([false, true, false, false]);
    expect(chosen).toHaveBeenLastCalledWith(2); // the 2nd shown option is original index 2
    key('D');
    expect(checked()).toEqual([false, false, false, true]);
    expect(chosen).toHaveBeenLastCalledWith(0);
    key('9'); // no such option: nothing changes
    expect(checked()).toEqual([false, false, false, true]);
  });

  it('keeps Next disabled until the question has an answer, and says why', () => {
    render(<Harness />);
    expect(position()).toBe('Savol 1 / 3');
    expect(nextButton().getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Oldingi' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Yakunlash' })).toBeNull();

    key('ArrowRight');
    expect(position()).toBe('Savol 1 / 3');
    expect(screen.getByRole('alert').textContent).toBe(
      "Keyingi savolga o'tish uchun javoblardan birini tanlang",
    );
    key('Enter');
    fireEvent.click(nextButton());
    expect(position()).toBe('Savol 1 / 3');

    key('a');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(nextButton().getAttribute('aria-disabled')).toBe('false');
    // at least one answer: Finish is offered
    expect(screen.getByRole('button', { name: 'Yakunlash' })).toBeTruthy();
    key('Enter');
    expect(position()).toBe('Savol 2 / 3');
    expect(screen.getByRole('button', { name: 'Oldingi' })).toBeTruthy();

    key('ArrowLeft');
    expect(position()).toBe('Savol 1 / 3');
    expect(checked()).toEqual([true, false, false, false]);
    key('ArrowRight');
    expect(position()).toBe('Savol 2 / 3');
  });

  it('ignores keys typed into a field', () => {
    render(
      <>
        <input aria-label="qidiruv" />
        <Harness />
      </>,
    );
    const input = screen.getByLabelText('qidiruv');
    act(() => void fireEvent.keyDown(input, { key: '1' }));
    expect(checked()).toEqual([false, false, false, false]);
  });

  it('groups the navigation panel by module, with the unnamed ones under "Modul belgilanmagan"', () => {
    render(<Harness />);
    const nav = screen.getByRole('navigation', { name: 'Savollar' });
    const groups = [...nav.querySelectorAll('section')].map((s) => ({
      name: s.getAttribute('aria-label'),
      numbers: [...s.querySelectorAll('button')].map((b) => b.textContent),
    }));
    expect(groups).toEqual([
      { name: 'Mexanika', numbers: ['1', '3'] },
      { name: 'Modul belgilanmagan', numbers: ['2'] },
    ]);
    key('b');
    expect(nav.querySelector('[aria-current="step"]')?.getAttribute('data-mark')).toBe('answered');
  });
});
