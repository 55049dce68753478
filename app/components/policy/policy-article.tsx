// A policy page's article (spec §2.2): title, summary, last update and the rich text.
import { RichText } from "~/components/ui/rich-text";
import type { PolicyView } from "~/domain/content/content-types";

export function PolicyArticle({ policy }: { policy: PolicyView }) {
  const updated = new Date(`${policy.lastUpdated}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  return (
    <article className="page-section narrow policy" aria-labelledby="policy-title">
      <h1 id="policy-title">{policy.title}</h1>
      <p className="section-intro">{policy.summary}</p>
      <p className="policy-updated">
        Last updated <time dateTime={policy.lastUpdated}>{updated}</time>
      </p>
      <RichText document={policy.body} />
    </article>
  );
}
