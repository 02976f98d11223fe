import type { z } from 'zod';
import type { Db } from '../../../db/client';
import {
  cancelTransaction,
  checkPerformTransaction,
  checkTransaction,
  createTransaction,
  getStatement,
  type PaymeOutcome,
  performTransaction,
} from './payme.service';
import {
  isPaymeAuthorized,
  type PaymeAnswer,
  type PaymeErrorAnswer,
  paymeError,
  readBody,
  requestIdOf,
  rpcError,
  rpcResult,
} from './payme-rpc';
import {
  cancelParamsSchema,
  checkPerformParamsSchema,
  createParamsSchema,
  rpcEnvelopeSchema,
  statementParamsSchema,
  transactionParamsSchema,
} from './payme-schemas';

/** One method: its params schema and what it does with valid params. */
interface Method<S extends z.ZodType> {
  params: S;
  run: (db: Db, params: z.infer<S>) => Promise<PaymeOutcome>;
}
const method = <S extends z.ZodType>(params: S, run: Method<S>['run']) =>
  ({ params, run }) as Method<z.ZodType>;

const METHODS: Record<string, Method<z.ZodType>> = {
  CheckPerformTransaction: method(checkPerformParamsSchema, checkPerformTransaction),
  CreateTransaction: method(createParamsSchema, createTransaction),
  PerformTransaction: method(transactionParamsSchema, (db, { id }) => performTransaction(db, id)),
  CancelTransaction: method(cancelParamsSchema, cancelTransaction),
  CheckTransaction: method(transactionParamsSchema, (db, { id }) => checkTransaction(db, id)),
  GetStatement: method(statementParamsSchema, (db, { from, to }) => getStatement(db, from, to)),
};

export interface PaymeExchange {
  answer: PaymeAnswer;
  /** the method as sent, for the callback record ('-' when there is none) */
  operation: string;
  paymentId?: string;
  /** Payme's transaction id, when the params carry one */
  externalId?: string;
}

/**
 * Answers one POSTed body: authentication first (nothing else is revealed to a stranger), then the
 * envelope, the method and its params, then the method itself.
 */
export async function answerPayme(
  db: Db,
  key: string | undefined,
  raw: string,
  authorization: string | undefined,
): Promise<PaymeExchange> {
  const { parsed, value } = readBody(raw);
  const id = requestIdOf(value);
  const refuse = (error: PaymeErrorAnswer, operation = '-'): PaymeExchange => ({
    answer: rpcError(id, error),
    operation,
  });
  if (!isPaymeAuthorized(authorization, key)) return refuse(paymeError('UNAUTHORIZED'), methodNameOf(value));
  if (!parsed) return refuse(paymeError('PARSE_ERROR'));
  const envelope = rpcEnvelopeSchema.safeParse(value);
  if (!envelope.success) return refuse(paymeError('INVALID_REQUEST'));
  const name = envelope.data.method;
  const handler = Object.hasOwn(METHODS, name) ? METHODS[name] : undefined;
  if (!handler) return refuse(paymeError('METHOD_NOT_FOUND', name.slice(0, 100)), name.slice(0, 100));
  const params = handler.params.safeParse(envelope.data.params);
  if (!params.success) return refuse(paymeError('INVALID_REQUEST'), name);
  const externalId = typeof envelope.data.params.id === 'string' ? envelope.data.params.id : undefined;
  const outcome = await handler.run(db, params.data);
  const answer = 'result' in outcome ? rpcResult(id, outcome.result) : rpcError(id, outcome.error);
  return { answer, operation: name, paymentId: outcome.paymentId, externalId };
}

function methodNameOf(value: unknown): string {
  const name =
    typeof value === 'object' && value !== null ? (value as { method?: unknown }).method : undefined;
  return typeof name === 'string' ? name.slice(0, 100) : '-';
}
