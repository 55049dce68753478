// The consent form's contract, shared by the dialog, the /cookie-preferences page and the resource route.
import { z } from "zod";

export const consentFormSchema = z.object({
  intent: z.enum(["accept-all", "decline-all", "save"], { error: "Choose Accept all, Decline all or Save." }),
  redirectTo: z.string().max(2048).optional(),
  category: z.array(z.string().max(40)).max(20).default([]),
});

export function consentFormInput(formData: FormData) {
  return {
    intent: formData.get("intent"),
    redirectTo: formData.get("redirectTo") ?? undefined,
    category: formData.getAll("category"),
  };
}
