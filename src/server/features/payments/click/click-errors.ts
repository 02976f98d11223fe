/**
 * The codes Click's SHOP API expects from us (docs.click.uz click-api-error), with the notes its
 * official integrations send. Click reads only `error`; `error_note` is for people reading logs,
 * so it stays in Click's own English wording (a protocol text, not UI).
 */
export const CLICK_ERROR = {
  SUCCESS: 0,
  SIGN_CHECK_FAILED: -1,
  INCORRECT_AMOUNT: -2,
  ACTION_NOT_FOUND: -3,
  ALREADY_PAID: -4,
  ORDER_NOT_FOUND: -5,
  TRANSACTION_NOT_FOUND: -6,
  FAILED_TO_UPDATE: -7,
  BAD_REQUEST: -8,
  TRANSACTION_CANCELLED: -9,
} as const;

export type ClickErrorName = keyof typeof CLICK_ERROR;

export const CLICK_ERROR_NOTE: Record<ClickErrorName, string> = {
  SUCCESS: 'Success',
  SIGN_CHECK_FAILED: 'SIGN CHECK FAILED!',
  INCORRECT_AMOUNT: 'Incorrect parameter amount',
  ACTION_NOT_FOUND: 'Action not found',
  ALREADY_PAID: 'Already paid',
  ORDER_NOT_FOUND: 'User does not exist',
  TRANSACTION_NOT_FOUND: 'Transaction does not exist',
  FAILED_TO_UPDATE: 'Failed to update user',
  BAD_REQUEST: 'Error in request from click',
  TRANSACTION_CANCELLED: 'Transaction cancelled',
};

/** Click's `action` field: 0 Prepare, 1 Complete. */
export const CLICK_ACTION = { PREPARE: '0', COMPLETE: '1' } as const;
export type ClickAction = (typeof CLICK_ACTION)[keyof typeof CLICK_ACTION];
