// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe() {
  return (
    <button type="submit" disabled={!useHydrated()}>
      Yuborish
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in the server HTML (the button arrives disabled)', () => {
    expect(renderToString(<Probe />)).toContain('disabled');
  });

  it('is true in the running app', () => {
    render(<Probe />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Yuborish' }).disabled).toBe(false);
  });
});
