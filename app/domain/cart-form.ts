// The cart's three forms (spec §4 "Cart"; decision 0018): add, update, remove. A quantity is typed by a
// person, so it is plain decimal digits: "0x10", "1e1" or " 16 teachers" are refused, not read as numbers.
import { z } from "zod";
import { MAX_TEACHERS, MIN_TEACHERS } from "./shop";

const RANGE = `Enter a number of teachers from ${MIN_TEACHERS} to ${MAX_TEACHERS}.`;
const WHOLE = `Enter a whole number of teachers, from ${MIN_TEACHERS} to ${MAX_TEACHERS}.`;

// "2.5" is a number but not a whole one, and gets the message that says so; anything else that isn't
// written in decimal digits gets the range message.
const quantity = z
  .string({ error: RANGE })
  .trim()
  .regex(/^-?\d{1,12}(?:\.\d{1,12})?$/, RANGE)
  .transform(Number)
  .pipe(
    z
      .number()
      .int(WHOLE)
      .min(MIN_TEACHERS, RANGE)
      .max(MAX_TEACHERS, `For more than ${MAX_TEACHERS} teachers, please request a quote.`),
  );
const product = z.string().trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Choose a product from the catalog.").max(120);

export const cartFormSchemas = {
  add: z.object({ intent: z.literal("add"), product, quantity }).strict(),
  update: z.object({ intent: z.literal("update"), product, quantity }).strict(),
  remove: z.object({ intent: z.literal("remove"), product }).strict(),
};
