/**
 * The react-hook-form resolver for the valibot schemas: the library's own, so a submit handler
 * gets the schema's output (trimmed text, converted values) and each failing field its first
 * issue, whose message is a translation key. Kept as this module so that every form imports it
 * from `@pulp/shared/validation` as before, bundled with the validation rules, off the first load.
 */
export { valibotResolver } from '@hookform/resolvers/valibot';
