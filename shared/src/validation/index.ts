/**
 * `@pulp/shared/validation`: the valibot schemas of the form rules (docs/behaviour.md, "Validation") and the react-hook-form
 * resolver. Not a federation singleton: schemas hold no state, so each app bundles just the
 * rules its forms use, and the shop's first screen carries no validation code at all.
 */
export * from './schemas';
export { valibotResolver } from './resolver';
