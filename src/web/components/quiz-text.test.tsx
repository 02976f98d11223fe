// @vitest-environment happy-dom

import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuizText } from './quiz-text';

afterEach(cleanup);

describe('QuizText', () => {
  it('shows text in backticks as code, the rest as written', () => {
    const { container } = render(<QuizText text="Natija: `x => x * 2` va `a != b`?" />);
    const codes = [...container.querySelectorAll('code')].map((code) => code.textContent);
    expect(codes).toEqual(['x => x * 2', 'a != b']);
    expect(container.textContent).toBe('Natija: x => x * 2 va a != b?');
  });

  it('keeps a lone backtick and plain text untouched', () => {
    const { container } = render(<QuizText text="O`zbek tili => yaxshi" />);
    expect(container.querySelector('code')).toBeNull();
    expect(container.textContent).toBe('O`zbek tili => yaxshi');
  });

  it('turns the font ligatures off, so => is not drawn as an arrow', () => {
    const { container } = render(<QuizText text="x => x" />);
    expect(container.firstElementChild?.className).toContain('[font-variant-ligatures:none]');
  });
});
