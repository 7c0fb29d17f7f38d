import type { AjvCompiler as AjvCompilerFactory } from '@fastify/ajv-compiler';
import type { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions, FastifyTypeProvider, RouteShorthandOptions } from 'fastify';
import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import { endpointKey, whileParsing, type AnySchema, type Endpoint, type entities, type HardenedSetting, type PartOf } from '@pulp/shared/contract';
import { badRequest } from './errors';

/**
 * The server side of the API contract (`@pulp/shared/contract`): Fastify gets JSON schemas
 * generated from the contract's valibot schemas, and a type provider gives handlers the
 * inferred types of their params, query and body.
 *
 * Validation: params and query strings arrive as text, so Ajv checks them against the
 * generated JSON schema with coercion ("4" → 4). A body is checked by the contract's valibot
 * schema itself, without coercion (a price of "12" is refused, not read as 12), with the
 * schema's own messages and transforms; the handler gets the parsed output.
 */

const SOURCE = Symbol('valibot source');

/** A JSON schema that remembers the valibot schema it was generated from (for the types). */
export type ContractJsonSchema<S> = Record<string, unknown> & { readonly [SOURCE]?: S };

/** Fastify's type provider for contract schemas. */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends ContractJsonSchema<infer S> ? (S extends v.GenericSchema ? v.InferOutput<S> : unknown) : unknown;
  serializer: this['schema'] extends ContractJsonSchema<infer S> ? (S extends v.GenericSchema ? v.InferInput<S> : unknown) : unknown;
}

const generated = new WeakMap<v.GenericSchema, ContractJsonSchema<v.GenericSchema>>();

/** The JSON schema of a valibot schema (generated once), carrying its source. */
export function jsonSchemaOf<S extends v.GenericSchema>(schema: S): ContractJsonSchema<S> {
  const known = generated.get(schema);
  if (known) return known as ContractJsonSchema<S>;
  // Checks JSON Schema cannot say (finite, transforms) are left to valibot; for params and
  // query the generated schema is what Ajv checks, and their schemas use none of those.
  const { $schema: _meta, ...json } = toJsonSchema(schema, { errorMode: 'ignore' }) as Record<string, unknown>;
  Object.defineProperty(json, SOURCE, { value: schema, enumerable: false });
  generated.set(schema, json);
  return json as ContractJsonSchema<S>;
}

function sourceOf(schema: unknown): v.GenericSchema | undefined {
  return schema && typeof schema === 'object' ? (schema as { [SOURCE]?: v.GenericSchema })[SOURCE] : undefined;
}

type SchemaPart<S> = S extends v.GenericSchema ? ContractJsonSchema<S> : undefined;

/** The Fastify `schema` of an endpoint. */
export interface SchemaOf<E extends Endpoint> {
  params: SchemaPart<E['params']>;
  querystring: SchemaPart<E['query']>;
  body: SchemaPart<E['body']>;
}

export function schemaOf<E extends Endpoint>(endpoint: E): SchemaOf<E> {
  const part = (schema: v.GenericSchema | undefined) => (schema ? jsonSchemaOf(schema) : undefined);
  return { params: part(endpoint.params), querystring: part(endpoint.query), body: part(endpoint.body) } as SchemaOf<E>;
}

/** What a handler of an endpoint receives. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: PartOf<E['params']>;
  Querystring: PartOf<E['query']>;
  Body: PartOf<E['body']>;
}>;

/** What `serve` puts in a route's config: the endpoint it serves ("GET /api/Cards"). */
export interface ContractRouteConfig {
  contract: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `serve` on every route of the API contract. */
    contract?: string;
  }
}

/** The hooks a contract route may carry (guards, body parsers). */
export type RouteHooks = Pick<RouteShorthandOptions, 'onRequest' | 'preHandler' | 'bodyLimit' | 'compress'>;

/**
 * The options of a probe route (liveness, readiness): its few bytes are never compressed, so it
 * skips the compression hook, which loads Node's fetch implementation on its first call.
 */
export const PROBE: RouteHooks = { compress: false };

/**
 * What a handler of an endpoint may answer. With a `response` schema: the answer as JSON of
 * that schema (its input type: what goes out before a client parses it), a failure it sent
 * with an error status, a body it serialised itself (text, bytes), or the reply once it has
 * sent it (`return reply.send(...)`): a handler that forgets to answer fails the type check.
 * An endpoint without a `response` schema answers anything.
 */
export type AnswerOf<E extends Endpoint> = E['response'] extends AnySchema ? Outgoing<v.InferInput<E['response']>> | FailureAnswer | PreparedAnswer : unknown;

/** A JSON answer as a handler builds it: its lists may be read-only, they are only serialised. */
export type Outgoing<T> = T extends readonly (infer U)[] ? readonly Outgoing<U>[] : T extends object ? { [K in keyof T]: Outgoing<T[K]> } : T;

/**
 * A body a handler answers after setting a failure status (reply.status), which the
 * `response` schema (successes only) does not describe: a sentence in `error`, with whatever
 * else that failure tells, or the two-factor step of a login.
 */
export type FailureAnswer = { error: string; [detail: string]: unknown } | v.InferInput<typeof entities.TwoFactorRequiredResponse>;

/** An answer a handler has made ready itself: serialised text or bytes, or the reply it sent. */
export type PreparedAnswer = string | Uint8Array | FastifyReply;

/** The handler of an endpoint of the contract. */
export type ContractHandler<E extends Endpoint> = (request: ContractRequest<E>, reply: FastifyReply) => Promise<AnswerOf<E>>;

/**
 * Registers the handler of one endpoint of the contract: its method, path and schemas come
 * from the contract, its input types from the type provider, and what it answers is typed by
 * the endpoint's `response` schema.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: ContractHandler<E>,
  hooks: RouteHooks = {},
): void {
  const schema = Object.fromEntries(Object.entries(schemaOf(endpoint)).filter(([, part]) => part !== undefined));
  app.withTypeProvider<ContractTypeProvider>().route({
    ...hooks,
    method: endpoint.method as 'GET',
    url: endpoint.path,
    schema,
    config: { contract: endpointKey(endpoint) } satisfies ContractRouteConfig,
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/**
 * The sentence a refused body gets: a contract message written as a sentence is shown as it
 * is; valibot's own messages are prefixed with where the problem is.
 */
function refusal(issue: v.BaseIssue<unknown>): string {
  if (/[.!?]$/.test(issue.message)) return issue.message;
  const where = v.getDotPath(issue);
  // Valibot's own message quotes what was received: a 1 MB string would come back 1 MB long,
  // so the answer names only the place and what was expected there.
  const expected = issue.expected ? ` must be ${issue.expected}` : ' is not valid';
  return `Invalid request: body${where ? `/${where.replaceAll('.', '/')}` : ''}${expected}`.slice(0, 300);
}

/** An Ajv validation function: true or false, with the errors of the last call on itself. */
type AjvValidate = ((data: unknown) => boolean | PromiseLike<unknown>) & { errors?: unknown };

/** Validators whose compilation still waits (see compileDeferredValidators). */
const pending = new Set<() => void>();

/**
 * Ajv compiles each route's schema into code, which took about a third of the server's start
 * (measured with node --cpu-prof) although the first request needs none of them. So a
 * validator is compiled when its route is first called, or by compileDeferredValidators once the
 * server listens, whichever comes first. Fastify reads `errors` from the function it was given
 * after a failed check, so the stand-in passes that through.
 */
function deferred(compile: () => AjvValidate): AjvValidate {
  let validate: AjvValidate | undefined;
  const ensure = () => {
    validate ??= compile();
    pending.delete(ensure);
    return validate;
  };
  pending.add(ensure);
  const standIn = ((data: unknown) => ensure()(data)) as AjvValidate;
  Object.defineProperty(standIn, 'errors', { get: () => validate?.errors, set: (errors: unknown) => void (validate && (validate.errors = errors)) });
  return standIn;
}

/**
 * Compiles the validators no request has needed yet, a few at a time between other work, so
 * that they are ready before most routes are first called without delaying the first answer.
 */
export function compileDeferredValidators(batch = 8): Promise<void> {
  return new Promise((resolve) => {
    const step = () => {
      let done = 0;
      for (const ensure of pending) {
        ensure();
        if ((done += 1) >= batch) break;
      }
      if (pending.size) setImmediate(step);
      else resolve();
    };
    setImmediate(step);
  });
}

type BuildValidator = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']>;

/**
 * Fastify's validator factory with contract bodies checked by valibot; everything else
 * (params, query, and the routes not yet on the contract) goes to Fastify's own Ajv compiler.
 * `hardened` is the shop's challenges.hardened: a contract spot's schema reads it while a body
 * is parsed (shared/src/contract/hardening.ts), so a hardened challenge gets the strict schema.
 */
export function contractValidators(hardened: HardenedSetting = []): BuildValidator {
  let ajvCompilers: ReturnType<typeof AjvCompilerFactory> | undefined;
  const build = (externalSchemas: Parameters<BuildValidator>[0], options: Parameters<BuildValidator>[1]) => {
    // Ajv itself (and @fastify/ajv-compiler, which loads it) is loaded with the first compilation.
    let ajv: ReturnType<NonNullable<typeof ajvCompilers>> | undefined;
    const compile = (route: unknown): AjvValidate => {
      ajvCompilers ??= (require('@fastify/ajv-compiler') as { AjvCompiler: typeof AjvCompilerFactory }).AjvCompiler();
      ajv ??= ajvCompilers(externalSchemas, options as Parameters<typeof ajvCompilers>[1]);
      // Ajv's compiler takes Fastify's own route description, passed on as it came.
      return ajv(route as never) as AjvValidate;
    };
    return (route: { schema: unknown; httpPart?: string }) => {
      if (route.httpPart !== 'body') return deferred(() => compile(route));
      const source = sourceOf(route.schema);
      if (!source) return deferred(() => compile(route));
      return (data: unknown) => {
        // The first problem is all the answer names, so valibot stops there.
        const result = whileParsing(hardened, () => v.safeParse(source, data, { abortEarly: true }));
        return result.success ? { value: result.output } : { error: badRequest(refusal(result.issues[0])) };
      };
    };
  };
  // Fastify accepts a validator returning {value} or {error}; its type only names Ajv's.
  return build as unknown as BuildValidator;
}

type BuildSerializer = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']>;

/**
 * Fastify's own serializer compiler, loaded when the first route with a response schema is
 * set up. No route of the shop has one (answers are plain JSON.stringify), but Fastify loaded
 * the compiler, fast-json-stringify and a second Ajv at every start (about 10 ms).
 */
export function lazySerializers(): BuildSerializer {
  return (externalSchemas, options) => {
    let compiler: ReturnType<ReturnType<typeof SerializerSelector>> | undefined;
    return (route) => {
      compiler ??= (require('@fastify/fast-json-stringify-compiler') as { SerializerSelector: typeof SerializerSelector }).SerializerSelector()(externalSchemas, options);
      return compiler(route);
    };
  };
}

