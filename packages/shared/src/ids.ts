import { z } from 'zod';

/** The largest id a database `integer` column holds (2^31 − 1). */
export const MAX_ID = 2_147_483_647;

const ID_MESSAGE = `Must be a whole number from 1 to ${MAX_ID}`;

/**
 * An id in a path or query string: plain decimal digits only, so `0x1`, `1e0`, `+1` and ` 1` are
 * refused instead of being read as 1, and nothing beyond the integer column reaches the database.
 */
export const idParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, ID_MESSAGE)
  .transform(Number)
  .pipe(z.number().max(MAX_ID, ID_MESSAGE));

/** An id inside a JSON body. */
export const idFieldSchema = z.int(ID_MESSAGE).positive(ID_MESSAGE).max(MAX_ID, ID_MESSAGE);

/**
 * A whole number from `min` to `max` in a query string (a page, a page size), with the same
 * strict spelling as ids: plain decimal digits, no sign, exponent or hex.
 */
export function countParamSchema(min: number, max: number) {
  const message = `Must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^[0-9]{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}
