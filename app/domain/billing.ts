// The billing details a school gives at checkout (issue #10 §4): they go on the quote, the invoice and into
// emails, so each is text on one line (a line break is refused before any other rule is checked).
import { z } from "zod";
import { isOneLine, ONE_LINE_MESSAGE } from "./one-line";
import { US_STATES } from "./us-states";

const oneLine = () => z.string().refine(isOneLine, { error: ONE_LINE_MESSAGE, abort: true }).trim();

export const billingSchema = z
  .object({
    organisation: oneLine().min(2, "Enter your school or organization.").max(120, "Please use at most 120 characters."),
    contactName: oneLine().min(2, "Enter the name of the person we should contact.").max(100, "Please use at most 100 characters."),
    email: oneLine().max(254, "Enter a valid email").pipe(z.email("Enter a valid email")),
    address: oneLine().min(4, "Enter the street address.").max(200, "Please use at most 200 characters."),
    city: oneLine().min(2, "Enter the city.").max(100, "Please use at most 100 characters."),
    state: z.enum(US_STATES, { error: "Choose a US state." }),
    zip: oneLine().regex(/^\d{5}(?:-\d{4})?$/, "Enter a 5-digit ZIP code (or ZIP+4)."),
    /** Accounts payable (issue #26): the invoice goes there too, by a link that needs no account. Optional. */
    apEmail: oneLine()
      .max(254, "Enter a valid email for accounts payable, or leave it empty.")
      .pipe(z.union([z.literal(""), z.email("Enter a valid email for accounts payable, or leave it empty.")]))
      .transform((value) => value.toLowerCase() || undefined)
      .optional(),
  })
  .strict();

export type Billing = z.infer<typeof billingSchema>;

/** The checkout form: the billing details and which button was pressed. */
export const checkoutFormSchema = billingSchema.extend({ intent: z.enum(["pay-card", "request-quote"]) });
