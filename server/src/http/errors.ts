import type { FastifyError, FastifyInstance } from 'fastify';

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

/** Every failure answers JSON {status: 'error', error}; server faults never leak internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      reply.status(500).send({ status: 'error', error: 'Something went wrong on our side. Please try again.' });
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
