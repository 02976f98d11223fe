// @vitest-environment happy-dom
import { type FeaturedCategory, featuredCategoriesResponseSchema } from '@shared/schemas/catalog';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeApi, reply } from '@web/test/fake-api';
import { publicSettingsReply } from '@web/test/public-settings';
import { renderWithApp } from '@web/test/render-with-app';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AboutPage } from './about-page';
import { FaqPage } from './faq-page';
import { GuidePage } from './guide-page';
import { HelpPage } from './help-page';

const PAUSES = "vaqt to'xtaydi va qaytganingizda qolgan joyidan davom etadi";
const STRICT = "Qat'iy vaqtli quizlarda (masalan, imtihonlarda) esa vaqt boshlanganidan keyin to'xtamaydi";
/** sign-up by phone with an SMS code, or by email with a link */
const BY_PHONE = 'Telefon raqamingizni kiritsangiz, unga SMS orqali 6 xonali kod keladi';
const BY_EMAIL = "emailingizga kelgan havolani bosganingizdan so'ng hisobingiz faollashadi";
const SIGN_IN_WHERE =
  '"Kirish" tugmasini bosing: kompyuter va planshetda u sahifa tepasining o\'ng tomonida, telefonda esa o\'ng yuqori burchakdagi menyu (☰) tugmasi ichida.';

function category(n: number, nameUz: string, activeQuizCount: number): FeaturedCategory {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    nameUz,
    nameEn: nameUz.toLowerCase(),
    description: null,
    icon: null,
    activeQuizCount,
  };
}

function pageText(page: ReactNode, path: string, categories: FeaturedCategory[] = []) {
  fakeApi({
    'GET /api/settings/public': publicSettingsReply(),
    'GET /api/categories/featured': reply(featuredCategoriesResponseSchema, { categories }),
  });
  renderWithApp(page, path);
  return () => document.body.textContent ?? '';
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the information pages say what the product does', () => {
  it('/guide: the usual clock pauses, the strict one does not; where "Kirish" is; sign-up by phone or email', () => {
    const text = pageText(<GuidePage />, '/guide')();
    expect(text).toContain(PAUSES);
    expect(text).toContain(STRICT);
    expect(text).toContain(SIGN_IN_WHERE);
    expect(text).toContain(BY_PHONE);
    expect(text).toContain(BY_EMAIL);
  });

  it('/faq: the same, in the registration (phone by SMS code, or email) and timer answers', () => {
    const text = pageText(<FaqPage />, '/faq');
    fireEvent.click(screen.getByRole('button', { name: "Qanday ro'yxatdan o'taman?" }));
    expect(text()).toContain(SIGN_IN_WHERE);
    expect(text()).toContain(BY_PHONE);
    expect(text()).toContain(BY_EMAIL);
    fireEvent.click(screen.getByRole('button', { name: 'Quizlar vaqt bilan cheklanganmi?' }));
    expect(text()).toContain(PAUSES);
    expect(text()).toContain(STRICT);
  });

  it('/help: says the clock usually stops on leaving, but not on a strict quiz', () => {
    const text = pageText(<HelpPage />, '/help')();
    expect(text).toContain(
      "Sahifadan chiqsangiz, vaqt odatda to'xtaydi; qat'iy vaqtli quizlarda esa to'xtamaydi: bu quiz sahifasida yozilgan.",
    );
  });

  it("/about: counts the catalogue's categories and quizzes instead of claiming 50+", async () => {
    const text = pageText(<AboutPage />, '/about', [
      category(1, 'Matematika', 3),
      category(2, 'Tarix', 2),
      category(3, 'Biznes', 1),
    ]);
    expect(await screen.findByText("3 ta yo'nalish")).toBeTruthy();
    expect(text()).toContain("Matematika, Tarix va Biznes bo'yicha 6 ta quiz.");
    expect(text()).not.toContain('50+');
  });

  it('/about: names no figure while the catalogue is empty or unknown', () => {
    const text = pageText(<AboutPage />, '/about')();
    expect(text).toContain("Turli yo'nalishlar bo'yicha quizlar.");
    expect(text).not.toMatch(/\d+\+? (ta yo'nalish|kategoriya)/);
  });
});
