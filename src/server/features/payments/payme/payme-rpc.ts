import { createHash, timingSafeEqual } from 'node:crypto';
import { containsUnstorableText } from '../../../plugins/unstorable-text';

/**
 * Payme's JSON-RPC envelope: error codes with their {ru, uz, en} texts (Payme shows them to the
 * payer), the answers, and the merchant's Basic authentication (research notes, section 1).
 */
export interface PaymeMessage {
  ru: string;
  uz: string;
  en: string;
}

export const PAYME_ERRORS = {
  NOT_POST: {
    code: -32300,
    message: {
      ru: 'Метод запроса должен быть POST',
      uz: "So'rov usuli POST bo'lishi kerak",
      en: 'The request method must be POST',
    },
  },
  PARSE_ERROR: {
    code: -32700,
    message: { ru: 'Ошибка разбора JSON', uz: 'JSON tahlilida xato', en: 'JSON parse error' },
  },
  INVALID_REQUEST: {
    code: -32600,
    message: {
      ru: 'Отсутствуют обязательные поля в RPC-запросе или тип полей не соответствует спецификации',
      uz: "RPC so'rovida majburiy maydonlar yo'q yoki ularning turi spetsifikatsiyaga mos emas",
      en: 'Required fields are missing from the RPC request or their types do not match the specification',
    },
  },
  METHOD_NOT_FOUND: {
    code: -32601,
    message: { ru: 'Запрашиваемый метод не найден', uz: "So'ralgan usul topilmadi", en: 'Method not found' },
  },
  UNAUTHORIZED: {
    code: -32504,
    message: {
      ru: 'Недостаточно привилегий для выполнения метода',
      uz: 'Usulni bajarish uchun huquqlar yetarli emas',
      en: 'Insufficient privileges to perform the method',
    },
  },
  INTERNAL: {
    code: -32400,
    message: { ru: 'Системная ошибка', uz: 'Tizim xatosi', en: 'Internal system error' },
  },
  WRONG_AMOUNT: {
    code: -31001,
    message: { ru: 'Неверная сумма', uz: "Noto'g'ri summa", en: 'Wrong amount' },
  },
  TRANSACTION_NOT_FOUND: {
    code: -31003,
    message: { ru: 'Транзакция не найдена', uz: 'Tranzaksiya topilmadi', en: 'Transaction not found' },
  },
  CANNOT_CANCEL: {
    code: -31007,
    message: {
      ru: 'Заказ выполнен. Невозможно отменить транзакцию',
      uz: "Buyurtma bajarilgan. Tranzaksiyani bekor qilib bo'lmaydi",
      en: 'The order is fulfilled. The transaction cannot be cancelled',
    },
  },
  CANNOT_PERFORM: {
    code: -31008,
    message: {
      ru: 'Невозможно выполнить данную операцию',
      uz: "Ushbu amalni bajarib bo'lmaydi",
      en: 'This operation cannot be performed',
    },
  },
  // account errors (-31050..-31099): one code per reason the order cannot be paid
  ORDER_NOT_FOUND: {
    code: -31050,
    message: { ru: 'Заказ не найден', uz: 'Buyurtma topilmadi', en: 'Order not found' },
  },
  ORDER_ALREADY_PAID: {
    code: -31051,
    message: {
      ru: 'Заказ уже оплачен',
      uz: "Buyurtma allaqachon to'langan",
      en: 'The order is already paid',
    },
  },
  ORDER_REFUNDED: {
    code: -31052,
    message: {
      ru: 'Оплата заказа возвращена',
      uz: "Buyurtma to'lovi qaytarilgan",
      en: 'The order was refunded',
    },
  },
  QUIZZES_ALREADY_OWNED: {
    code: -31053,
    message: {
      ru: 'Тест из заказа уже куплен',
      uz: 'Buyurtmadagi test allaqachon sotib olingan',
      en: 'A quiz of the order is already owned',
    },
  },
  ORDER_CANCELLED: {
    code: -31054,
    message: { ru: 'Заказ отменён', uz: 'Buyurtma bekor qilingan', en: 'The order was cancelled' },
  },
  ORDER_BUSY: {
    code: -31055,
    message: {
      ru: 'По заказу уже есть другая активная транзакция',
      uz: 'Buyurtma uchun boshqa faol tranzaksiya mavjud',
      en: 'Another active transaction exists for this order',
    },
  },
  QUIZ_UNAVAILABLE: {
    code: -31056,
    message: {
      ru: 'Тест из заказа больше не продаётся',
      uz: 'Buyurtmadagi test endi sotuvda emas',
      en: 'A quiz of the order is no longer on sale',
    },
  },
} as const satisfies Record<string, { code: number; message: PaymeMessage }>;

export type PaymeErrorName = keyof typeof PAYME_ERRORS;

/** The account field that names our order (the payment id): account errors point at it. */
export const ORDER_FIELD = 'order_id';

export interface PaymeErrorAnswer {
  code: number;
  message: PaymeMessage;
  data?: string;
}

export function paymeError(name: PaymeErrorName, data?: string): PaymeErrorAnswer {
  const { code, message } = PAYME_ERRORS[name];
  return data === undefined ? { code, message } : { code, message, data };
}

export const accountError = (name: PaymeErrorName) => paymeError(name, ORDER_FIELD);

export type RpcId = number | string | null;

export type PaymeAnswer =
  | { jsonrpc: '2.0'; id: RpcId; result: unknown }
  | { jsonrpc: '2.0'; id: RpcId; error: PaymeErrorAnswer };

export const rpcResult = (id: RpcId, result: unknown): PaymeAnswer => ({ jsonrpc: '2.0', id, result });
export const rpcError = (id: RpcId, error: PaymeErrorAnswer): PaymeAnswer => ({ jsonrpc: '2.0', id, error });

/** The request's id when the body is a JSON object with a usable one, else null (for early errors). */
export function requestIdOf(parsed: unknown): RpcId {
  if (typeof parsed !== 'object' || parsed === null || !('id' in parsed)) return null;
  const { id } = parsed as { id: unknown };
  return typeof id === 'number' || typeof id === 'string' ? id : null;
}

/**
 * The body as JSON: `parsed` false when it is no JSON at all; `value` undefined also when it holds
 * text the database cannot keep (an escaped NUL, a lone surrogate), which is never echoed or stored.
 */
export function readBody(raw: string): { parsed: boolean; value: unknown } {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { parsed: false, value: undefined };
  }
  return { parsed: true, value: containsUnstorableText(value) ? undefined : value };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Payme signs in as "Paycom" with the merchant key. Compared as sha256 digests, so the comparison
 * takes the same time whatever the caller sent. No key (Payme not configured): nobody gets in.
 */
export function isPaymeAuthorized(authorization: string | undefined, key: string | undefined): boolean {
  if (!key || !authorization) return false;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization);
  if (!match) return false;
  const credentials = Buffer.from(match[1]!, 'base64').toString('utf8');
  return timingSafeEqual(digest(credentials), digest(`Paycom:${key}`));
}
