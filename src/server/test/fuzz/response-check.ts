import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { Operation } from './operations';
import type { JsonSchema } from './schema-arbitrary';

// ajv and ajv-formats come with fastify (its validator); OpenAPI 3.0's `nullable` is built into ajv 8.
const ajv = new Ajv({ strict: false, allErrors: true });
(addFormatsPlugin as unknown as (a: Ajv) => void)(ajv);

/** The one error body of the API (docs/architecture.md#api). */
const ERROR_BODY: JsonSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' },
        message: { type: 'string', minLength: 1 },
        fields: { type: 'object' },
      },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
};

const compiled = new Map<unknown, ValidateFunction>();
function validatorFor(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

export interface Answer {
  statusCode: number;
  body: string;
  contentType: string | undefined;
}

/** What is wrong with an answer, or null: no 5xx, and every body matches what its status declares. */
export function problemWith(operation: Operation, answer: Answer): string | null {
  const { statusCode } = answer;
  if (statusCode >= 500) return `${statusCode} ${summary(answer.body)}`;
  if (statusCode >= 400 && !operation.providerProtocol)
    return schemaProblem(ERROR_BODY, answer, 'error body');
  if (operation.undocumented) return null;
  const declared = operation.responses[String(statusCode)];
  if (declared === null || (declared && acceptsAnything(declared))) return null;
  if (declared) return schemaProblem(declared, answer, `${statusCode} body`);
  // a body-less 204 where the route declares no JSON answer at all
  const declaresNoBody = Object.values(operation.responses).every((schema) => schema === null);
  if (statusCode === 204 && answer.body === '' && declaresNoBody) return null;
  return `undeclared status ${statusCode}`;
}

function schemaProblem(schema: JsonSchema, answer: Answer, what: string): string | null {
  if (!answer.contentType?.includes('application/json')) return `${what} is not JSON (${answer.contentType})`;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `${what} is not valid JSON: ${summary(answer.body)}`;
  }
  const validate = validatorFor(schema);
  if (validate(body)) return null;
  const errors = validate.errors?.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
  return `${what} breaks its schema (${errors}): ${summary(answer.body)}`;
}

/** `z.any()` (a file download, say) declares no shape: only a description, if anything. */
const acceptsAnything = (schema: JsonSchema) =>
  Object.keys(schema).every((key) => key === 'description' || key === 'title');

const summary = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…` : text);
