import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ErrorStatus, errorResponses } from './error-responses';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a read gets from the request: the parsed querystring and path parameters. */
interface ReadInput<Query, Params> {
  query: Query;
  params: Params;
}

interface AdminReadOptions<Query extends z.ZodType, Params extends z.ZodType, Response extends z.ZodType> {
  querystring?: Query;
  params?: Params;
  response: Response;
  read: (input: ReadInput<z.output<Query>, z.output<Params>>) => Promise<z.input<Response>>;
}

interface AdminCsvOptions<Query extends z.ZodType> {
  querystring: Query;
  /** what the file holds, for the API reference */
  description: string;
  fileName: () => string;
  lines: (query: z.output<Query>) => AsyncIterable<string>;
}

const tags = ['admin'];
const config = { access: 'admin' } as const;

/** 400 for bad input, 404 where a path names a record that may not exist; 401, 403, 429 always. */
function readErrors(hasInput: boolean, namesRecord: boolean) {
  const statuses: ErrorStatus[] = [401, 403, 429];
  if (hasInput) statuses.push(400);
  if (namesRecord) statuses.push(404);
  return errorResponses(...statuses);
}

/**
 * The admin pages' reads (a list, one record, a report, a CSV export), each admin only, in the
 * API reference under "admin", and never kept by a cache: what they show changes with every write.
 */
export function adminReads(app: ZodApp) {
  return {
    get<
      Response extends z.ZodType,
      Query extends z.ZodType = z.ZodUndefined,
      Params extends z.ZodType = z.ZodUndefined,
    >(url: string, { querystring, params, response, read }: AdminReadOptions<Query, Params, Response>) {
      // absent parts stay out of the schema rather than in it as undefined
      const input = { ...(querystring && { querystring }), ...(params && { params }) };
      const errors = readErrors(Boolean(querystring || params), Boolean(params));
      app.get(
        url,
        { config, schema: { tags, ...input, response: { 200: response, ...errors } } },
        async (request, reply) =>
          reply
            .header('cache-control', 'no-store')
            .send(await read(request as ReadInput<z.output<Query>, z.output<Params>>)),
      );
    },

    /** A CSV file (UTF-8 with BOM, CRLF; an attachment), streamed as `lines` yields it. */
    csv<Query extends z.ZodType>(
      url: string,
      { querystring, description, fileName, lines }: AdminCsvOptions<Query>,
    ) {
      const file = z.any().describe(`${description} as CSV (UTF-8 with BOM, CRLF; an attachment), streamed`);
      app.get(
        url,
        { config, schema: { tags, querystring, response: { 200: file, ...readErrors(true, false) } } },
        async (request, reply) =>
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${fileName()}"`)
            .header('cache-control', 'no-store')
            .send(Readable.from(lines(request.query as z.output<Query>))),
      );
    },
  };
}
