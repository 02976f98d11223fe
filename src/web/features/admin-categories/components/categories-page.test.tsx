// @vitest-environment happy-dom
import {
  type AdminCategory,
  adminCategoriesResponseSchema,
  adminCategorySchema,
} from '@shared/schemas/admin-catalog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type FakeReply, fakeApi, noContent, refuse, reply } from '@web/test/fake-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminCategoriesPage } from './categories-page';

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

function category(n: number, extra: Partial<AdminCategory> = {}): AdminCategory {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    nameUz: `Kategoriya ${n}`,
    nameEn: `Category ${n}`,
    description: null,
    icon: null,
    isActive: true,
    displayOrder: n,
    quizCount: 0,
    createdAt: '2026-03-01T09:00:00.000Z',
    ...extra,
  };
}

const HISTORY = category(2, { nameUz: 'Tarix', nameEn: 'History', icon: 'landmark', quizCount: 3 });
const MATH = category(1, { nameUz: 'Matematika', nameEn: 'Mathematics', icon: 'calculator' });
const LIST = '/api/admin/categories';
const one = (c: AdminCategory) => `${LIST}/${c.id}`;

function open(categories: AdminCategory[], routes: Record<string, FakeReply> = {}) {
  const calls = fakeApi({
    [`GET ${LIST}`]: reply(adminCategoriesResponseSchema, { categories }),
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AdminCategoriesPage />
    </QueryClientProvider>,
  );
  const writes = () => calls.filter((call) => call.method !== 'GET');
  return { calls, writes };
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('AdminCategoriesPage', () => {
  it('shows a skeleton, then every category in display order with its facts', async () => {
    open([HISTORY, MATH, category(3, { isActive: false })]);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    const table = await screen.findByRole('table', { name: "Kategoriyalar ro'yxati" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Matematika',
      'Tarix',
      'Kategoriya 3',
    ]);
    expect(within(rows[1]!).getByText('History')).toBeTruthy();
    expect(within(rows[1]!).getByText('Faol')).toBeTruthy();
    expect(within(rows[2]!).getByText('Nofaol')).toBeTruthy();
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('3');
  });

  it('shows cards instead of the table below 768 px', async () => {
    const narrow = { matches: false, addEventListener: () => {}, removeEventListener: () => {} };
    vi.spyOn(window, 'matchMedia').mockReturnValue(narrow as unknown as MediaQueryList);
    open([HISTORY]);
    const list = await screen.findByRole('list', { name: "Kategoriyalar ro'yxati" });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getByRole('heading', { name: 'Tarix' })).toBeTruthy();
    expect(within(list).getByText('3 ta quiz')).toBeTruthy();
    expect(within(list).getByRole('button', { name: "Tarix: o'chirish" })).toBeTruthy();
  });

  it('shows the empty state with a way to add the first one', async () => {
    open([]);
    expect(await screen.findByRole('heading', { name: "Hozircha kategoriya yo'q" })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: "Kategoriya qo'shish" })[1]!);
    expect(within(dialog()).getByRole('heading', { name: 'Yangi kategoriya' })).toBeTruthy();
  });

  it('says so in a toast when the list fails to load', async () => {
    open([], { [`GET ${LIST}`]: refuse(500, 'INTERNAL', 'Ichki xatolik') });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith('Xatolik', {
      description: 'Kategoriyalarni yuklashda xatolik yuz berdi',
    });
  });

  it('requires both names, then creates the category with the chosen icon after the last one', async () => {
    const created = category(9, { nameUz: 'Musiqa', nameEn: 'Music', icon: 'music', displayOrder: 3 });
    const { writes } = open([HISTORY, MATH], { [`POST ${LIST}`]: reply(adminCategorySchema, created, 201) });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: "Kategoriya qo'shish" }));
    fireEvent.click(within(dialog()).getByRole('button', { name: "Qo'shish" }));
    // each name field says which name it wants
    expect(await within(dialog()).findByText("Kategoriyaning o'zbekcha nomini kiriting")).toBeTruthy();
    expect(within(dialog()).getByText('Kategoriyaning inglizcha nomini kiriting')).toBeTruthy();
    expect(field("Nomi (o'zbekcha)").getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toEqual([]);

    type("Nomi (o'zbekcha)", '  Musiqa ');
    type('Nomi (inglizcha)', 'Music');
    expect(field("Ko'rsatish tartibi").value).toBe('3');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Musiqa' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: "Qo'shish" }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: LIST,
        body: {
          nameUz: 'Musiqa',
          nameEn: 'Music',
          description: '',
          icon: 'music',
          isActive: true,
          displayOrder: 3,
        },
      },
    ]);
    expect(toasts.success).toHaveBeenCalledWith('Muvaffaqiyat', { description: "Kategoriya qo'shildi" });
  });

  it('refuses an order that is not a whole number, in Uzbek', async () => {
    const { writes } = open([MATH]);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: "Kategoriya qo'shish" }));
    type("Nomi (o'zbekcha)", 'Fizika');
    type('Nomi (inglizcha)', 'Physics');
    type("Ko'rsatish tartibi", '');
    fireEvent.click(within(dialog()).getByRole('button', { name: "Qo'shish" }));
    expect(
      await within(dialog()).findByText("Tartib 0 dan 100000 gacha butun son bo'lishi kerak"),
    ).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('edits a category in the same dialog, sending every field', async () => {
    const { writes } = open([HISTORY], { [`PUT ${one(HISTORY)}`]: reply(adminCategorySchema, HISTORY) });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Tarix: tahrirlash' }));
    expect(within(dialog()).getByRole('heading', { name: 'Kategoriyani tahrirlash' })).toBeTruthy();
    expect(within(dialog()).getByRole('radio', { name: 'Tarixiy bino' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    type("Nomi (o'zbekcha)", "O'zbekiston tarixi");
    fireEvent.click(within(dialog()).getByRole('radio', { name: "Belgi yo'q" }));
    fireEvent.click(within(dialog()).getByLabelText("Faol (saytda ko'rinadi)"));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'PUT',
      url: one(HISTORY),
      body: {
        nameUz: "O'zbekiston tarixi",
        nameEn: 'History',
        description: '',
        icon: null,
        isActive: false,
        displayOrder: 2,
      },
    });
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Muvaffaqiyat', { description: 'Kategoriya saqlandi' }),
    );
  });

  it("puts the server's field errors under their fields", async () => {
    const body = {
      error: { code: 'VALIDATION_FAILED', message: "Ma'lumotlar noto'g'ri", fields: { nameEn: 'Juda uzun' } },
    };
    open([MATH], { [`PUT ${one(MATH)}`]: () => Response.json(body, { status: 400 }) });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Matematika: tahrirlash' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Saqlash' }));
    expect(await within(dialog()).findByText('Juda uzun')).toBeTruthy();
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('deletes after a confirmation', async () => {
    const { writes } = open([MATH], { [`DELETE ${one(MATH)}`]: noContent });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: "Matematika: o'chirish" }));
    const confirm = screen.getByRole('alertdialog', { name: "Kategoriyani o'chirish" });
    expect(writes()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: "O'chirish" }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes()).toEqual([{ method: 'DELETE', url: one(MATH), body: undefined }]);
    expect(toasts.success).toHaveBeenCalledWith('Muvaffaqiyat', { description: "Kategoriya o'chirildi" });
  });

  it('when the row has quizzes, says it cannot be deleted without asking to delete, and offers deactivation', async () => {
    const { writes } = open([HISTORY], {
      [`PUT ${one(HISTORY)}`]: reply(adminCategorySchema, { ...HISTORY, isActive: false }),
    });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: "Tarix: o'chirish" }));

    const refused = screen.getByRole('alertdialog', { name: "Kategoriyani o'chirib bo'lmaydi" });
    expect(within(refused).getByText(/"Tarix" kategoriyasida 3 ta quiz bor/)).toBeTruthy();
    expect(within(refused).queryByText(/qaytarib bo'lmaydi/)).toBeNull();
    expect(within(refused).queryByRole('button', { name: "O'chirish" })).toBeNull();
    fireEvent.click(within(refused).getByRole('button', { name: 'Nofaol qilish' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes().map((call) => call.method)).toEqual(['PUT']);
    expect(writes()[0]!.body).toEqual({
      nameUz: 'Tarix',
      nameEn: 'History',
      description: '',
      icon: 'landmark',
      isActive: false,
      displayOrder: 2,
    });
    expect(toasts.success).toHaveBeenCalledWith('Muvaffaqiyat', { description: 'Kategoriya nofaol qilindi' });
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('an inactive category with quizzes only explains, with one button to close', async () => {
    const { writes } = open([{ ...HISTORY, isActive: false }]);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: "Tarix: o'chirish" }));

    const refused = screen.getByRole('alertdialog', { name: "Kategoriyani o'chirib bo'lmaydi" });
    expect(within(refused).getByText(/allaqachon nofaol/)).toBeTruthy();
    expect(
      within(refused)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Yopish']);
    fireEvent.click(within(refused).getByRole('button', { name: 'Yopish' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes()).toEqual([]);
  });

  it('when quizzes arrived after the list loaded, shows the server refusal and offers deactivation', async () => {
    const refusal =
      "Bu kategoriyada hali quizlar bor, shuning uchun uni o'chirib bo'lmaydi. Uning o'rniga nofaol qiling";
    const { writes } = open([MATH], {
      [`DELETE ${one(MATH)}`]: refuse(409, 'CATEGORY_HAS_QUIZZES', refusal),
      [`PUT ${one(MATH)}`]: reply(adminCategorySchema, { ...MATH, isActive: false }),
    });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: "Matematika: o'chirish" }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: "O'chirish" }));

    const refused = await screen.findByRole('alertdialog', { name: "Kategoriyani o'chirib bo'lmaydi" });
    expect(within(refused).getByText(refusal)).toBeTruthy();
    fireEvent.click(within(refused).getByRole('button', { name: 'Nofaol qilish' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes().map((call) => call.method)).toEqual(['DELETE', 'PUT']);
    expect(toasts.success).toHaveBeenCalledWith('Muvaffaqiyat', { description: 'Kategoriya nofaol qilindi' });
  });

  it('shows the spec toast when a delete fails for no rule', async () => {
    open([MATH], { [`DELETE ${one(MATH)}`]: refuse(500, 'INTERNAL', 'Ichki xatolik') });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: "Matematika: o'chirish" }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: "O'chirish" }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Xatolik', {
        description: "Kategoriyani o'chirishda xatolik yuz berdi",
      }),
    );
  });
});
