/**
 * Uzum Bank Merchant API error codes (research notes section 3). Uzum reads the code only; the
 * protocol has no message texts. Each is sent as a string in `errorCode` with HTTP 400.
 */
export const UZUM_ERRORS = {
  ACCESS_DENIED: '10001',
  JSON_PARSE_ERROR: '10002',
  INVALID_OPERATION: '10003',
  MISSING_PARAMETERS: '10005',
  INVALID_SERVICE_ID: '10006',
  ORDER_NOT_FOUND: '10007',
  ALREADY_PAID: '10008',
  PAYMENT_CANCELLED: '10009',
  ALREADY_CREATED: '10010',
  INVALID_AMOUNT: '10011',
  TRANSACTION_NOT_FOUND: '10014',
  CANNOT_CONFIRM: '10015',
  ALREADY_CONFIRMED: '10016',
  CANNOT_REVERSE: '10017',
  ALREADY_REVERSED: '10018',
  INTERNAL: '99999',
} as const;

export type UzumErrorCode = (typeof UZUM_ERRORS)[keyof typeof UZUM_ERRORS];

export const UZUM_OPERATIONS = ['check', 'create', 'confirm', 'reverse', 'status'] as const;
export type UzumOperation = (typeof UZUM_OPERATIONS)[number];

/** Each operation names the time in its answer differently (Uzum Merchant API 1.0.0). */
export const TIME_FIELD = {
  check: 'timestamp',
  create: 'transTime',
  confirm: 'confirmTime',
  reverse: 'reverseTime',
  status: 'timestamp',
} as const satisfies Record<UzumOperation, string>;

/** A refusal the service decided: the route answers it with HTTP 400 in Uzum's error body. */
export class UzumRefusal {
  constructor(
    readonly errorCode: UzumErrorCode,
    /** the order the call was about, when known: the callback record links it */
    readonly paymentId?: string,
  ) {}
}

export const refuse = (errorCode: UzumErrorCode, paymentId?: string) => new UzumRefusal(errorCode, paymentId);
