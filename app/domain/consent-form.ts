// The consent form's contract, shared by the dialog, the /cookie-preferences page and the resource route.
import { z } from "zod";
import { STALE_FORM } from "./form-errors";
import { isOneLine } from "./one-line";

export const consentFormSchema = z.object({
  intent: z.enum(["accept-all", "decline-all", "save"], { error: "Choose Accept all, Decline all or Save." }),
  // The page's own path, from a hidden field: a doubled, oversized or multi-line one is a tampered form.
  redirectTo: z.string({ error: STALE_FORM }).max(2048, { error: STALE_FORM }).refine(isOneLine, { error: STALE_FORM }).optional(),
  category: z.array(z.string().max(40)).max(20).default([]),
});

export function consentFormInput(formData: FormData) {
  return {
    // A field sent twice is passed as both values, so its rule refuses it rather than keeping one.
    intent: one(formData, "intent"),
    redirectTo: one(formData, "redirectTo") ?? undefined,
    category: formData.getAll("category"),
  };
}

function one(formData: FormData, name: string) {
  const values = formData.getAll(name);
  return values.length > 1 ? values : (values[0] ?? null);
}
