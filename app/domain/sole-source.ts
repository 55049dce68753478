// The sole-source letter's form (issue #26): which curriculum level, for which district. Read from the
// address's query (the form is a GET: the letter is a document to fetch, nothing is stored).
import { z } from "zod";

export const soleSourceSchema = z.strictObject({
  product: z.string({ error: "Choose a curriculum level." }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Choose a curriculum level.").max(80),
  district: z
    .string({ error: "Enter your district's or school's name." })
    .trim()
    .min(3, "Enter your district's or school's name.")
    .max(120, "Please use at most 120 characters.")
    .refine((name) => !/[\p{Cc}<>]/u.test(name), "Use letters, digits and ordinary punctuation only."),
});

export const soleSourceLetterPath = (product: string, district: string) => `/documents/vendor/sole-source-letter?${new URLSearchParams({ product, district })}`;
