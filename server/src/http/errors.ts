import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RawHeaderSetter } from './security-headers';

/** An error with the HTTP status and the text a client may show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'You need to be logged in.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);

/** What a person reads of a fault on the server's side (its details stay in the log). */
const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Every failure answers JSON {status: 'error', error}; server faults never leak internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      reply.status(500).send({ status: 'error', error: SERVER_FAULT_MESSAGE });
      return;
    }
    const validation = (error as FastifyError).validation;
    const message = validation ? `Invalid request: ${error.message}` : error.message;
    reply.status(status).send({ status: 'error', error: message });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ status: 'error', error: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}

/** The answer to an address the router cannot read (`GET /%`); shared/api/messages maps it. */
export const UNREADABLE_ADDRESS_MESSAGE = 'This address cannot be read. Please check the link, or go back to the shop.';

/**
 * Fastify's refusals before any route or hook runs (an address that is no valid percent-encoding,
 * a path parameter past its length): the same JSON error as every other answer, with the
 * security headers that the hooks would have set.
 */
export function frameworkErrors(securityHeaders: RawHeaderSetter): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    securityHeaders(request.raw, reply.raw);
    const status = error.statusCode ?? 400;
    if (status >= 500) request.log.error(error);
    reply.status(status).send({ status: 'error', error: status >= 500 ? SERVER_FAULT_MESSAGE : UNREADABLE_ADDRESS_MESSAGE });
  };
}
