import { Link } from "react-router";
import type { CallToAction } from "~/domain/call-to-action";

/** Spec §2.6 "Call-to-action block" (defaults and overrides in app/domain/call-to-action.ts). */
export function CallToActionBlock({ cta, id = "cta" }: { cta: CallToAction; id?: string }) {
  return (
    <section className="cta-block" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{cta.title}</h2>
      <p>{cta.description}</p>
      <Link className="button button-accent button-large" to={cta.buttonLink}>
        {cta.buttonText}
      </Link>
    </section>
  );
}
