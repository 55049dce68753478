// The cart's three forms (spec §4 "Cart"; decision 0018): add, update, remove. A quantity is read as the
// number field sends it: an HTML "valid floating-point number" ("3", "2.5", "1e9"). JavaScript's Number()
// reads more than that ("0x10" is 16, "0b11" 3, "Infinity", " " is 0), none of which a form sends.
import { z } from "zod";
import { MAX_TEACHERS, MIN_TEACHERS } from "./shop";

const RANGE = `Enter a number of teachers from ${MIN_TEACHERS} to ${MAX_TEACHERS}.`;
const WHOLE = `Enter a whole number of teachers, from ${MIN_TEACHERS} to ${MAX_TEACHERS}.`;

// "2.5" is a number but not a whole one, and "1e9" more than 500: each gets the message that says so;
// anything that isn't a number as HTML writes one gets the range message.
const quantity = z
  .string({ error: RANGE })
  .trim()
  .regex(/^-?(?:\d{1,20}(?:\.\d{1,20})?|\.\d{1,20})(?:[eE][-+]?\d{1,3})?$/, RANGE)
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
  // "next=quote": the product page's Request a quote, which adds the level and goes on to checkout, where
  // the quote is made at once (issue #25).
  add: z.object({ intent: z.literal("add"), product, quantity, next: z.literal("quote", { error: "Choose Add to cart or Request a quote." }).optional() }).strict(),
  update: z.object({ intent: z.literal("update"), product, quantity }).strict(),
  remove: z.object({ intent: z.literal("remove"), product }).strict(),
};

/** Where the product page's Request a quote leads: checkout, with the quote as the step to take. */
export { QUOTE_CHECKOUT } from "./shop";
