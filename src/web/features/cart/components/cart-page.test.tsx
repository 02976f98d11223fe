// @vitest-environment happy-dom

import type { PaymentMethod } from '@shared/domain/storefront';
import { type CartResponse, cartResponseSchema } from '@shared/schemas/storefront';
import { cleanup, screen } from '@testing-library/react';
import { fakeApi, reply } from '@web/test/fake-api';
import { publicSettingsReply } from '@web/test/public-settings';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartPage } from './cart-page';

vi.mock('@web/lib/auth-client', () => ({
  useSessionUser: () => ({
    user: { id: 'u1', name: 'Ali', email: 'ali@misol.uz', role: 'USER' },
    isPending: false,
  }),
}));

const QUIZ_ID = '3f6e2b1a-9c8d-4e7f-a6b5-c4d3e2f1a0b9';

function cart(prices: number[]): CartResponse {
  const items = prices.map((price, i) => ({
    id: `1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f${i}`,
    addedAt: '2026-11-23T10:00:00.000Z',
    quiz: {
      id: QUIZ_ID,
      title: `Algebra ${i + 1}`,
      description: null,
      thumbnailUrl: null,
      categoryId: null,
      categoryName: null,
      difficultyLevel: 2,
      durationMinutes: 30,
      totalQuestions: 10,
      price,
      language: 'uz' as const,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  }));
  return { items, total: prices.reduce((sum, price) => sum + price, 0), count: items.length };
}

function openCart(prices: number[], paymentMethods: PaymentMethod[] = ['CLICK', 'PAYME', 'UZUM']) {
  fakeApi({
    'GET /api/cart': reply(cartResponseSchema, cart(prices)),
    'GET /api/settings/public': publicSettingsReply({ paymentMethods }),
  });
  return renderWithApp(<CartPage />, '/cart');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CartPage', () => {
  it('an empty cart shows its empty state, with no checkout and no total of 0 so‘m', async () => {
    openCart([]);
    expect(await screen.findByText("Savatingiz bo'sh")).toBeTruthy();
    expect(screen.getByRole('link', { name: "Quizlarni ko'rish" }).getAttribute('href')).toBe('/quizzes');
    expect(screen.queryByText("To'lovga o'tish")).toBeNull();
    expect(screen.queryByText("0 so'm")).toBeNull();
  });

  it('leads a filled cart to the payment page', async () => {
    openCart([30000, 25000]);
    const checkout = await screen.findByRole('link', { name: "To'lovga o'tish" });
    expect(checkout.getAttribute('href')).toBe('/payment');
    expect(screen.getByTestId('cart-total').textContent).toBe("55 000 so'm");
  });

  it('names every method the server takes, Uzum included', async () => {
    openCart([30000]);
    expect(await screen.findByText("To'lov Click, Payme yoki Uzum orqali amalga oshiriladi")).toBeTruthy();
  });

  it('names only the configured methods, and says so when payments are off', async () => {
    openCart([30000], ['PAYME', 'UZUM']);
    expect(await screen.findByText("To'lov Payme yoki Uzum orqali amalga oshiriladi")).toBeTruthy();
    cleanup();
    openCart([30000], []);
    expect(await screen.findByText(/To'lov tizimi hozirda ishlab chiqilmoqda/)).toBeTruthy();
  });
});
