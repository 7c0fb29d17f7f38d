import type * as v from 'valibot';

/** A valibot schema of any input and output. */
export type AnySchema = v.GenericSchema;

/**
 * One HTTP endpoint of the shop's API: the one place its path, its inputs and its answer are
 * written. The server registers its route from it (the JSON schemas Fastify validates with
 * are generated from these valibot schemas) and the clients build their URLs from `path`.
 */
export interface Endpoint<
  Method extends string = string,
  Path extends string = string,
  Params extends AnySchema | undefined = AnySchema | undefined,
  Query extends AnySchema | undefined = AnySchema | undefined,
  Body extends AnySchema | undefined = AnySchema | undefined,
  Response extends AnySchema | undefined = AnySchema | undefined,
> {
  method: Method;
  path: Path;
  params?: Params;
  query?: Query;
  body?: Body;
  /** What a successful answer looks like (a type for the clients; never used to strip fields). */
  response?: Response;
  /**
   * How the body is sent when it is not JSON: a form post (application/x-www-form-urlencoded,
   * checked by `body`), or a multipart upload whose parts the route reads itself (no `body`).
   */
  bodyType?: 'form' | 'multipart';
}

/** Declares an endpoint, keeping the exact types of its parts. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/** How an endpoint is named in the server's route config and in messages: "GET /api/Cards". */
export function endpointKey(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/** The parsed type of an optional schema part. */
export type PartOf<S> = S extends AnySchema ? v.InferOutput<S> : undefined;
/** What a client sends for an optional schema part. */
export type InputOf<S> = S extends AnySchema ? v.InferInput<S> : undefined;
/** The answer a client receives from an endpoint. */
export type ResponseOf<E extends Endpoint> = PartOf<E['response']>;
