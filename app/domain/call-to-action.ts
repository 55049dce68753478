// Spec §2.6 "Call-to-action block": title, description, button text and link, each overridable. The
// defaults are content: the section entry that site settings name (decision 0068; the pack's is the
// spec's, "Transform Your Language Learning").

export type CallToAction = { title: string; description: string; buttonText: string; buttonLink: string };

/** The site's default, with its entry's id in an editor's preview (for the inspector, decision 0065). */
export type DefaultCallToAction = CallToAction & { entryId?: string };

/** A call to action: the site's default, with each non-empty field of `overrides` in its place. */
export function callToAction(defaults: CallToAction, overrides: Partial<CallToAction> = {}): CallToAction {
  const field = (key: keyof CallToAction) => (overrides[key] ? overrides[key] : defaults[key]);
  return { title: field("title"), description: field("description"), buttonText: field("buttonText"), buttonLink: field("buttonLink") };
}
