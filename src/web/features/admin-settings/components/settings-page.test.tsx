// @vitest-environment happy-dom
import {
  type AdminSettings,
  type AdminSystem,
  adminSettingsSchema,
  adminSystemSchema,
  cacheClearResponseSchema,
} from '@shared/schemas/admin-settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type FakeReply, fakeApi, refuse, reply } from '@web/test/fake-api';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminSettingsPage } from './settings-page';

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const SETTINGS: AdminSettings = {
  siteName: 'Bilimdon',
  siteDescription: "O'zbek tilidagi onlayn quiz bozori",
  adminEmail: 'admin@bilimdon.uz',
  enableRegistration: true,
  enableGuestCheckout: false,
  defaultQuizPrice: 25_000,
  defaultQuizDuration: 30,
  passingPercentage: 70,
  enableCertificates: true,
  emailNotifications: true,
};

const SYSTEM: AdminSystem = {
  counts: { users: 1250, quizzes: 42, questions: 980, results: 3100, certificates: 870, purchases: 1500 },
  database: { kind: 'pglite', sizeBytes: 2_621_440 },
  uptimeSeconds: 93_784,
  startedAt: '2026-03-01T09:00:00.000Z',
  appVersion: '1.4.0',
  nodeVersion: 'v22.12.0',
};

const SETTINGS_PATH = '/api/admin/settings';
const BACKUP_MESSAGE = "Serverda pg_dump topilmadi: zaxira nusxani serverning o'zida oling";

function open(routes: Record<string, FakeReply> = {}) {
  const calls = fakeApi({
    [`GET ${SETTINGS_PATH}`]: reply(adminSettingsSchema, SETTINGS),
    'GET /api/admin/system': reply(adminSystemSchema, SYSTEM),
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminSettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: 'Saqlash' }) as HTMLButtonElement;
const loaded = () => screen.findByLabelText('Sayt nomi');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('AdminSettingsPage: the form', () => {
  it('shows a skeleton, then every setting with its saved value; Save waits for a change', async () => {
    open();
    expect(screen.getAllByRole('status')[0]?.getAttribute('aria-busy')).toBe('true');
    expect(((await loaded()) as HTMLInputElement).value).toBe('Bilimdon');
    expect(field('Sayt tavsifi').value).toBe("O'zbek tilidagi onlayn quiz bozori");
    expect(field('Admin email').value).toBe('admin@bilimdon.uz');
    expect(field("Standart narx (so'm)").value).toBe('25000');
    expect(field('Standart davomiylik (daqiqa)').value).toBe('30');
    expect(field("O'tish foizi (0-100)").value).toBe('70');
    expect(field("Ro'yxatdan o'tishga ruxsat berish").checked).toBe(true);
    expect(field('Mehmon xaridiga ruxsat berish').checked).toBe(false);
    expect(field('Sertifikatlar berish').checked).toBe(true);
    expect(field('Email bildirishnomalar').checked).toBe(true);
    // the pass mark explains that it moves only attempts started after saving
    expect(field("O'tish foizi (0-100)").getAttribute('aria-describedby')).toContain('settings-passing-hint');
    expect(screen.getByText(/avval boshlangan urinish o'z o'tish foizini saqlaydi/)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText("Barcha o'zgarishlar saqlangan")).toBeTruthy();
  });

  it("shows the contract's Uzbek messages under the fields and sends nothing", async () => {
    const { writes } = open();
    await loaded();
    type('Sayt nomi', '   ');
    type('Admin email', 'admin-at-bilimdon');
    type("O'tish foizi (0-100)", '150');
    type('Standart davomiylik (daqiqa)', '');
    expect(screen.getByText("Saqlanmagan o'zgarishlar bor")).toBeTruthy();
    fireEvent.click(saveButton());
    expect(await screen.findByText('Sayt nomini kiriting')).toBeTruthy();
    expect(screen.getByText("Administrator emailini to'g'ri kiriting")).toBeTruthy();
    expect(screen.getByText("O'tish foizi 0 dan 100 gacha butun son bo'lishi kerak")).toBeTruthy();
    expect(screen.getByText("Davomiylik butun son bo'lishi kerak")).toBeTruthy();
    expect(field('Sayt nomi').getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toEqual([]);
  });

  it('saves the whole form, toasts "Muvaffaqiyat" and is clean again', async () => {
    const saved = { ...SETTINGS, siteName: 'Zukko', passingPercentage: 80, enableGuestCheckout: true };
    const { writes } = open({ [`PUT ${SETTINGS_PATH}`]: reply(adminSettingsSchema, saved) });
    await loaded();
    type('Sayt nomi', 'Zukko');
    type("O'tish foizi (0-100)", '80');
    fireEvent.click(field('Mehmon xaridiga ruxsat berish'));
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Muvaffaqiyat', { description: 'Sozlamalar saqlandi' }),
    );
    expect(writes()).toEqual([{ method: 'PUT', url: SETTINGS_PATH, body: saved }]);
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(field('Sayt nomi').value).toBe('Zukko');
  });

  it("a failed save toasts the spec text, and a 400 puts the server's message under its field", async () => {
    open({
      [`PUT ${SETTINGS_PATH}`]: () =>
        Response.json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: "Ma'lumotlar noto'g'ri",
              fields: { siteName: 'Sayt nomi band' },
            },
          },
          { status: 400 },
        ),
    });
    await loaded();
    type('Sayt nomi', 'Zukko');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Sayt nomi band')).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith('Xatolik', {
      description: 'Sozlamalarni saqlashda xatolik yuz berdi',
    });
    expect(saveButton().disabled).toBe(false);
  });

  it('a load failure shows the error with a retry that loads the form', async () => {
    let fail = true;
    open({
      [`GET ${SETTINGS_PATH}`]: () =>
        fail ? refuse(500, 'INTERNAL', 'Xato')() : reply(adminSettingsSchema, SETTINGS)(),
    });
    const alert = await screen.findByText('Sozlamalarni yuklashda xatolik yuz berdi');
    fail = false;
    fireEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Qayta urinish' }),
    );
    expect(((await loaded()) as HTMLInputElement).value).toBe('Bilimdon');
  });
});

describe('AdminSettingsPage: system', () => {
  it("shows the server's real figures, human-readable", async () => {
    open();
    const stats = await screen.findByRole('region', { name: 'Tizim holati' });
    await within(stats).findByText('2,5 MB');
    expect(within(stats).getByText('1 250')).toBeTruthy();
    expect(within(stats).getByText('PGlite (ichki)')).toBeTruthy();
    expect(within(stats).getByText('1 kun 2 soat 3 daqiqa')).toBeTruthy();
    expect(within(stats).getByText('1.4.0')).toBeTruthy();
    expect(within(stats).getByText('v22.12.0')).toBeTruthy();
  });

  it('clears the cache only after confirmation, then says what was cleared', async () => {
    const { writes } = open({
      'POST /api/admin/system/cache/clear': reply(cacheClearResponseSchema, {
        cleared: [
          { cache: 'certificate-files', label: 'Sertifikat fayllari', entries: 12 },
          { cache: 'settings', label: 'Sozlamalar', entries: 0 },
        ],
      }),
    });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Keshni tozalash' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Keshni tozalaysizmi?' });
    expect(writes()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Bekor qilish' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Keshni tozalash' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Tozalash' }));
    const done = 'Kesh tozalandi: Sertifikat fayllari: 12';
    expect(await screen.findByText(done)).toBeTruthy();
    expect(toasts.success).toHaveBeenCalledWith('Muvaffaqiyat', { description: done });
    expect(writes()).toEqual([{ method: 'POST', url: '/api/admin/system/cache/clear', body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("shows the server's 501 message when it cannot make a backup", async () => {
    open({ 'GET /api/admin/system/backup': refuse(501, 'BACKUP_UNAVAILABLE', BACKUP_MESSAGE) });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Zaxira nusxa yuklab olish' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(BACKUP_MESSAGE);
    expect(toasts.error).toHaveBeenCalledWith('Xatolik', { description: BACKUP_MESSAGE });
    expect(
      (screen.getByRole('button', { name: 'Zaxira nusxa yuklab olish' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it("downloads the backup under the server's file name", async () => {
    const bytes = new Uint8Array(4096).fill(7);
    open({
      'GET /api/admin/system/backup': () =>
        new Response(bytes, {
          headers: {
            'Content-Type': 'application/gzip',
            'Content-Length': String(bytes.byteLength),
            'Content-Disposition': 'attachment; filename="bilimdon-2026-03-01.tar.gz"',
          },
        }),
    });
    const saved: { name: string; size: number }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', size: (blob as Blob).size });
      return 'blob:backup';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Zaxira nusxa yuklab olish' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Muvaffaqiyat', {
        description: 'Zaxira nusxa yuklab olindi',
      }),
    );
    expect(saved).toEqual([{ name: 'bilimdon-2026-03-01.tar.gz', size: 4096 }]);
  });

  it('links to the other admin pages and the storefront', async () => {
    open();
    const links = within(screen.getByRole('region', { name: 'Tezkor havolalar' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/quizzes',
      '/admin/categories',
      '/admin/users',
      '/admin/sessions',
      '/admin/quiz-results',
      '/',
    ]);
  });
});
