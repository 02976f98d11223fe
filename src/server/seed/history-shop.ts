/**
 * The demo history's sales: free claims, and paid purchases taken in turn through each provider,
 * written as the payment ledger writes a completed payment (payment, provider transaction,
 * purchase, notification); the first Payme sale is refunded, as Payme's cancel of a performed
 * transaction leaves it.
 */
import { randomUUID } from 'node:crypto';
import { formatPrice, formatSum } from '../../shared/i18n/format';
import { uz } from '../../shared/i18n/uz';
import type { HistoryRows } from './history-rows';
import type { Random } from './random';

export const DEMO_PROVIDERS = ['payme', 'click', 'uzum', 'demo'] as const;
type Provider = (typeof DEMO_PROVIDERS)[number];

const METHOD = { payme: 'PAYME', click: 'CLICK', uzum: 'UZUM', demo: 'CLICK' } as const;
/** each provider's own value for a performed transaction; the demo provider keeps none */
const PERFORMED_STATE = { payme: '2', click: 'COMPLETED', uzum: 'CONFIRMED' } as const;
const PAYME_REFUNDED = { state: '-2', reason: 5 };
const HOUR_MS = 60 * 60 * 1000;

export interface ShopQuiz {
  id: string;
  price: number;
}

/** True when the learner may play the quiz afterwards (not for the refunded sale). */
export type Sale = (userId: string, quiz: ShopQuiz, at: Date) => boolean;

export function demoShop(random: Random, rows: HistoryRows): Sale {
  let paidSales = 0;
  let refunded = false;
  return (userId, quiz, at) => {
    if (quiz.price === 0) {
      rows.purchases.push({
        userId,
        quizId: quiz.id,
        amount: 0,
        paymentMethod: 'FREE',
        paymentStatus: 'COMPLETED',
        purchasedAt: at,
      });
      return true;
    }
    const provider = DEMO_PROVIDERS[paidSales++ % DEMO_PROVIDERS.length]!;
    const paymentId = sell(random, rows, { userId, quiz, at, provider });
    if (provider !== 'payme' || refunded) return true;
    refunded = true;
    refund(rows, paymentId, new Date(at.getTime() + 3 * HOUR_MS));
    return false;
  };
}

function sell(
  random: Random,
  rows: HistoryRows,
  { userId, quiz, at, provider }: { userId: string; quiz: ShopQuiz; at: Date; provider: Provider },
): string {
  const paymentId = randomUUID();
  const opened = new Date(at.getTime() - random.int(1, 5) * 60_000);
  const transactionId = provider === 'demo' ? `demo_${paymentId}` : externalId(random, provider);
  rows.payments.push({
    id: paymentId,
    userId,
    provider,
    method: METHOD[provider],
    status: 'COMPLETED',
    amount: quiz.price,
    items: [{ quizId: quiz.id, price: quiz.price }],
    providerTransactionId: transactionId,
    createdAt: opened,
    updatedAt: at,
    completedAt: at,
  });
  if (provider !== 'demo') {
    rows.paymentTransactions.push({
      paymentId,
      provider,
      externalId: transactionId,
      status: 'PERFORMED',
      state: PERFORMED_STATE[provider],
      amountTiyin: quiz.price * 100,
      providerTime: provider === 'click' ? null : opened,
      createdAt: opened,
      performedAt: at,
    });
  }
  rows.purchases.push({
    userId,
    quizId: quiz.id,
    paymentId,
    amount: quiz.price,
    paymentMethod: METHOD[provider],
    paymentStatus: 'COMPLETED',
    transactionId,
    purchasedAt: at,
  });
  rows.notifications.push({
    userId,
    type: 'purchase_made',
    title: uz.notifications.purchaseTitle,
    message: uz.notifications.purchaseMessage(1, formatPrice(quiz.price)),
    metadata: { paymentId, quizIds: [quiz.id], amount: quiz.price },
    isRead: true,
    createdAt: at,
  });
  return paymentId;
}

/** Payme's ids are 24 hex digits, Click's a number, Uzum's a UUID. */
function externalId(random: Random, provider: Exclude<Provider, 'demo'>): string {
  const hex = (length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join('');
  if (provider === 'payme') return hex(24);
  if (provider === 'click') return String(random.int(1_000_000_000, 2_000_000_000));
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

function refund(rows: HistoryRows, paymentId: string, at: Date) {
  const payment = rows.payments.find((row) => row.id === paymentId)!;
  const transaction = rows.paymentTransactions.find((row) => row.paymentId === paymentId)!;
  const purchase = rows.purchases.find((row) => row.paymentId === paymentId)!;
  Object.assign(payment, {
    status: 'REFUNDED',
    refundedAt: at,
    updatedAt: at,
    providerData: {
      reason: `Payme cancelled the performed transaction ${transaction.externalId} (reason ${PAYME_REFUNDED.reason})`,
    },
  });
  Object.assign(transaction, { status: 'REFUNDED', ...PAYME_REFUNDED, cancelledAt: at });
  purchase.paymentStatus = 'REFUNDED';
  rows.notifications.push({
    userId: payment.userId!,
    type: 'payment_refunded',
    title: uz.notifications.refundTitle,
    message: uz.notifications.refundMessage(formatSum(payment.amount)),
    metadata: { paymentId, quizIds: [purchase.quizId] },
    isRead: false,
    createdAt: at,
  });
}
