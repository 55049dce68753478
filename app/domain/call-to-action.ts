// Spec §2.6 "Call-to-action block": title, description, button text and link, each overridable.
import { brandIdentity } from "./brand";
import { FREE_TRIAL_PATH } from "./free-trial";

export type CallToAction = { title: string; description: string; buttonText: string; buttonLink: string };

export const DEFAULT_CALL_TO_ACTION: CallToAction = {
  title: "Transform Your Language Learning",
  description: `Spanish is one of the best languages you can learn, and ${brandIdentity.name} makes it easy. Our structured curriculum and guided programs help individuals and institutions succeed, one live class at a time.`,
  buttonText: "Book Your Free Trial Now",
  buttonLink: FREE_TRIAL_PATH,
};

export function callToAction(overrides: Partial<CallToAction> = {}): CallToAction {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => typeof value === "string" && value.length > 0));
  return { ...DEFAULT_CALL_TO_ACTION, ...defined };
}
