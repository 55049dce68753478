import { Link } from "react-router";
import { brandPaths } from "~/domain/brand";

/** Spec §2.1 / §9: on screens ≤ 800 px, a fixed call to action to the free-trial page. */
/** `label`: the free-trial button's, from the navigation entry. */
export function MobileCta({ label }: { label: string }) {
  return (
    <aside className="mobile-cta" aria-label="Free trial">
      <Link className="button button-primary" to={brandPaths.freeTrial}>
        {label}
      </Link>
    </aside>
  );
}
