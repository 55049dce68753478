import { Link } from "react-router";
import { callToAction, type CallToAction, type DefaultCallToAction } from "~/domain/call-to-action";
import { fieldInspectorTags } from "~/domain/content/inspector";
import { useFieldTags } from "./section-heading";

/** Spec §2.6 "Call-to-action block": the site's default with the section's own words in its place (app/domain/call-to-action.ts). */
export function CallToActionBlock({ defaults, overrides = {}, id = "cta" }: { defaults: DefaultCallToAction; overrides?: Partial<CallToAction>; id?: string }) {
  const cta = callToAction(defaults, overrides);
  const field = useFieldTags();
  // In an editor's preview each line opens the field it comes from: the section's own when it writes one,
  // else the default call to action's entry (decision 0065). Visitors' pages carry no tag.
  const tags = (key: keyof CallToAction) => (overrides[key] ? field(key) : defaults.entryId ? fieldInspectorTags(defaults.entryId, key) : undefined);
  return (
    <section className="cta-block" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} {...tags("title")}>
        {cta.title}
      </h2>
      <p {...tags("description")}>{cta.description}</p>
      <Link className="button button-accent button-large" to={cta.buttonLink} {...tags("buttonText")}>
        {cta.buttonText}
      </Link>
    </section>
  );
}
