import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { endpointKey, listEndpoints, type AnySchema } from '@pulp/shared/contract';

/** One place where an answer differs from its endpoint's `response` schema. */
export interface AnswerIssue {
  /** Where in the answer, as valibot's dot path ("data.0.cardNum"); empty for the answer itself. */
  path: string;
  message: string;
}

/** A 2xx JSON answer of a contract route with a `response` schema, checked against that schema. */
export interface CheckedAnswer {
  /** The endpoint, as the contract names it: "GET /api/Cards". */
  endpoint: string;
  /** The URL that was asked for. */
  url: string;
  status: number;
  /** Empty when the answer fits its schema. */
  issues: AnswerIssue[];
}

/** Receives every checked answer (the server's tests record them; see buildShop's options). */
export type AnswerListener = (answer: CheckedAnswer) => void;

/** The issues named in one report at most: the first ones are what the fix needs. */
const ISSUES_MAX = 5;

function bodyText(payload: unknown, reply: FastifyReply): string | undefined {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload)) return undefined;
  const encoding = reply.getHeader('content-encoding');
  if (encoding === 'br') return zlib.brotliDecompressSync(payload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(payload).toString('utf8');
  return payload.toString('utf8');
}

function issuesOf(schema: AnySchema, text: string): AnswerIssue[] {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return [{ path: '', message: 'The answer is not valid JSON.' }];
  }
  const result = v.safeParse(schema, answer);
  if (result.success) return [];
  return result.issues.slice(0, ISSUES_MAX).map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
}

/**
 * Checks every 2xx JSON answer of a contract route that has a `response` schema against that
 * schema, as a client receives it (after JSON), and hands the result to `listen`. Installed
 * only when the shop is built with the option (the server's tests): production answers go out
 * unchecked, as the contract says ("never used to strip fields"). Registered on the root before
 * the routes, so it sees each answer before compression; answers streamed from a file or made
 * elsewhere as a stream are not JSON of the contract and are left alone.
 */
export function installAnswerCheck(app: FastifyInstance, listen: AnswerListener): void {
  const schemas = new Map(listEndpoints().flatMap(({ endpoint }) => (endpoint.response ? [[endpointKey(endpoint), endpoint.response] as const] : [])));
  app.addHook('onSend', async (request, reply, payload) => {
    const endpoint = request.routeOptions.config.contract;
    const schema = endpoint === undefined ? undefined : schemas.get(endpoint);
    if (endpoint === undefined || !schema || !endpoint.startsWith(`${request.method} `)) return payload;
    if (reply.statusCode < 200 || reply.statusCode > 299) return payload;
    if (!/^application\/json\b/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const text = bodyText(payload, reply);
    if (text === undefined) return payload;
    listen({ endpoint, url: request.url, status: reply.statusCode, issues: issuesOf(schema, text) });
    return payload;
  });
}
