// A number a page writes into its own hidden field (a record's version, a question's index) comes back
// as plain decimal digits, and is read as such (ASVS V15.3.5): JavaScript's Number(), behind z.coerce,
// would also read "0x1f", "1e1", "Infinity" or " " (as 0).
import { z } from "zod";

export const digits = (maxDigits: number) => z.string().regex(new RegExp(`^\\d{1,${maxDigits}}$`)).transform(Number);
