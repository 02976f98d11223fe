// @vitest-environment happy-dom

import { adminShell } from '@shared/i18n/admin/shell';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DayRangeFilter } from './day-range-filter';

const labels = { from: 'Sanadan', to: 'Sanagacha' };

afterEach(cleanup);

function Range({
  onFrom,
  onTo,
  initial = { from: '', to: '' },
}: {
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  initial?: { from: string; to: string };
}) {
  const [range, setRange] = useState(initial);
  return (
    <>
      <DayRangeFilter
        id="f"
        labels={labels}
        from={range.from}
        to={range.to}
        onFrom={(from) => {
          onFrom(from);
          setRange((r) => ({ ...r, from }));
        }}
        onTo={(to) => {
          onTo(to);
          setRange((r) => ({ ...r, to }));
        }}
      />
      <button type="button" onClick={() => setRange({ from: '', to: '' })}>
        clear
      </button>
    </>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('DayRangeFilter', () => {
  it('is a text field showing dd.mm.yyyy, not the browser date input', () => {
    render(<Range onFrom={vi.fn()} onTo={vi.fn()} initial={{ from: '2026-11-27', to: '' }} />);
    expect(field(labels.from).type).toBe('text');
    expect(field(labels.from).value).toBe('27.11.2026');
    expect(field(labels.to).placeholder).toBe(adminShell.dayInput.placeholder);
  });

  it('hands over the day once typed whole, dots put in as the digits come', () => {
    const onFrom = vi.fn();
    render(<Range onFrom={onFrom} onTo={vi.fn()} />);
    type(labels.from, '0103');
    expect(field(labels.from).value).toBe('01.03');
    expect(onFrom).not.toHaveBeenCalled();
    type(labels.from, '01.03.2026');
    expect(onFrom).toHaveBeenLastCalledWith('2026-03-01');
    type(labels.from, '');
    expect(onFrom).toHaveBeenLastCalledWith('');
  });

  it('says in Uzbek what is wrong with a day that does not exist or is out of range', () => {
    const onFrom = vi.fn();
    const onTo = vi.fn();
    render(<Range onFrom={onFrom} onTo={onTo} initial={{ from: '2026-03-10', to: '' }} />);
    type(labels.to, '31.02.2026');
    expect(screen.getByRole('alert').textContent).toBe(adminShell.dayInput.invalid);
    expect(field(labels.to).getAttribute('aria-invalid')).toBe('true');
    type(labels.to, '05.03.2026');
    expect(screen.getByRole('alert').textContent).toBe(adminShell.dayInput.tooEarly('10.03.2026'));
    expect(onTo).not.toHaveBeenCalled();
    type(labels.to, '15.03.2026');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onTo).toHaveBeenLastCalledWith('2026-03-15');
  });

  it('follows a day cleared from outside', () => {
    render(<Range onFrom={vi.fn()} onTo={vi.fn()} initial={{ from: '2026-03-10', to: '' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(field(labels.from).value).toBe('');
  });
});
