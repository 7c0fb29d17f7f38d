import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** How one numeric body field must look. */
export interface NumberRule {
  field: string;
  /** Used in the error message ("The price …"). */
  label: string;
  min: number;
  max: number;
  integer?: boolean;
}

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * A preValidation hook that checks numeric fields as the client sent them. The JSON schema
 * alone would coerce (null to 0, "12" to 12, true to 1): an edit of a price or a stock count
 * must be a real JSON number, so anything else gets a clear 400 before the schema runs.
 */
export function strictNumbers(...rules: NumberRule[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = bodyOf(request);
    for (const rule of rules) {
      const value = body[rule.field];
      if (typeof value !== 'number' || !Number.isFinite(value)) throw badRequest(`The ${rule.label} must be a number.`);
      if (value < rule.min) throw badRequest(`The ${rule.label} cannot be less than ${rule.min}.`);
      if (value > rule.max) throw badRequest(`The ${rule.label} cannot be more than ${rule.max}.`);
      if (rule.integer && !Number.isInteger(value)) throw badRequest(`The ${rule.label} must be a whole number.`);
    }
  };
}

/** A preValidation hook that requires real JSON booleans (no coercion of "false" or 0). */
export function strictBooleans(...fields: string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = bodyOf(request);
    for (const field of fields) {
      if (typeof body[field] !== 'boolean') throw badRequest(`${field} must be true or false.`);
    }
  };
}
