// /faqs: the CMS's questions, grouped by category (native disclosures), with FAQPage structured data.
import type { Route } from "./+types/faqs";
import { FaqList } from "~/components/sections/faq-list";
import { PageHero } from "~/components/sections/page-hero";
import { ctaSection } from "~/components/sections/cta-section";
import { SectionList } from "~/components/sections/section-list";
import { brand } from "~/config/site";
import { brandPaths } from "~/domain/brand";
import { faqEntrySchema } from "~/domain/content/content-types";
import { groupFaqs } from "~/domain/faqs";
import { contentFor } from "~/lib/content/content.server";
import { sendSections } from "~/lib/content/page-sections.server";
import { safeParseOnce } from "~/lib/content/per-object";
import { faqPageLd, pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

const faqEntry = safeParseOnce(faqEntrySchema);

export async function loader({ context }: Route.LoaderArgs) {
  const content = contentFor(context);
  // The site's call to action closes the page: a `cta` section of its own (decision 0068), held back as an island.
  const [{ items }, cta] = await Promise.all([content.entries({ content_type: "faq", limit: 200 }), sendSections(context, content, [{ type: "cta" }])]);
  const faqs = items.flatMap((item) => {
    const parsed = faqEntry(item);
    return parsed.success ? [parsed.data.fields] : [];
  });
  return { groups: groupFaqs(faqs), cta };
}

export default function Faqs({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Help"
        title="Frequently asked questions"
        lines={["Classes, plans, young learners, school licenses and your account — answered.", "Still wondering about something? Our team replies within one business day."]}
        primary={{ label: "Ask us a question", href: brandPaths.contact }}
      />
      {loaderData.groups.map((group, i) => (
        <FaqList key={group.category} id={`faq-group-${i}`} title={group.category} items={group.items} />
      ))}
      <SectionList sent={loaderData.cta} render={ctaSection} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: `Frequently asked questions | ${brand.name}`,
    description: "Answers about live Spanish classes, plans and prices, young learners, K-12 curriculum licenses, purchase orders and your account.",
    path: "/faqs",
  }),
  ...(loaderData ? [faqPageLd(loaderData.groups.flatMap((g) => g.items))] : []),
];
