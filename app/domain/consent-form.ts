// The consent form's contract, shared by the dialog, the /cookie-preferences page and the resource route.
import { z } from "zod";
import { STALE_FORM } from "./form-errors";
import { isOneLine } from "./one-line";

export const consentFormSchema = z.object({
  intent: z.enum(["accept-all", "decline-all", "save"], { error: "Choose Accept all, Decline all or Save." }),
  // The page's own path, from a hidden field: a doubled, oversized or multi-line one is a tampered form.
  redirectTo: z.string({ error: STALE_FORM }).max(2048, { error: STALE_FORM }).refine(isOneLine, { error: STALE_FORM }).optional(),
  category: z.array(z.string().max(40)).max(20).default([]),
  // Set only by the notice and the dialog with JavaScript: the choice is saved in place, without a redirect.
  inPlace: z.literal("1", { error: STALE_FORM }).optional(),
});
