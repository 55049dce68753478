// A record of a content collection (spec §2.2): found by slug, or by record id when it has no slug;
// anything else is the not-found page with status 404.
import { data } from "react-router";
import type { Route } from "./+types/collection-detail";
import { RecordDetail } from "~/components/collections/record-detail";
import { ctaSection } from "~/components/sections/cta-section";
import { SectionList } from "~/components/sections/section-list";
import { COLLECTIONS } from "~/domain/collections/kinds";
import { pageWordsOf } from "~/domain/content/collection-pages";
import { brand } from "~/config/site";
import { recordView } from "~/lib/content/collection-detail.server";
import { findRecord } from "~/lib/content/collections.server";
import { contentFor } from "~/lib/content/content.server";
import { sendSections } from "~/lib/content/page-sections.server";
import { currentAccount } from "~/lib/accounts/auth.server";
import { changeCart } from "~/lib/commerce/cart.server";
import { readFormOrReject } from "~/lib/edge/form.server";
import { articleLd, breadcrumbLd, courseLd, eventLd, pageMeta, productLd } from "~/lib/content/seo";
import { formResult, UNKNOWN_FORM } from "~/domain/form-errors";
import { holdForDocument } from "~/lib/content/held-content.server";
import { useHeldContent } from "~/components/ui/held-content";
import { StaticIsland } from "~/components/ui/static-island";
import { RichText } from "~/components/ui/rich-text";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const config = Object.values(COLLECTIONS).find((c) => url.pathname.toLowerCase().startsWith(`${c.detailBase.toLowerCase()}/`));
  if (!config) throw data(null, { status: 404 });
  const content = contentFor(context);
  const entry = await findRecord(content, config.kind, params.id);
  // The site's call to action follows the record: a `cta` section (decision 0068), held back as an island.
  // The page's words are its collection's `collectionPage` entry's (decision 0069).
  const [record, cta, pages, navigation] = await Promise.all([
    entry ? recordView(content, config.kind, entry, new Date()) : null,
    sendSections(context, content, [{ type: "cta" }]),
    content.collectionPages(),
    content.navigation(),
  ]);
  if (!record) throw data(null, { status: 404 });
  // The rich text is a static island: a document's hydration data holds it back (decision 0075).
  const { body, ...shown } = record;
  return { record: shown, body: body ? holdForDocument(context, body) : null, cta, words: pageWordsOf(pages[config.kind]), home: navigation.labels.home };
}

/** A product page's Add to cart (the only form of a record page): messages show next to the field here. */
export async function action({ request, context, url }: Route.ActionArgs) {
  if (!url.pathname.toLowerCase().startsWith(`${COLLECTIONS.products.detailBase.toLowerCase()}/`)) throw data(null, { status: 405 });
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  if (read.form.get("intent") !== "add") return data(formResult("", { form: UNKNOWN_FORM }), { status: 400 });
  return changeCart(context, request, read.form, await currentAccount(context, request));
}

export default function CollectionDetail({ loaderData, actionData }: Route.ComponentProps) {
  // A post that isn't a readable form (wrong type, too large) has its message next to Add to cart too.
  const refused = actionData && "errors" in actionData ? actionData : undefined;
  const body = useHeldContent(loaderData.body);
  return (
    <>
      <RecordDetail
        record={loaderData.record}
        words={loaderData.words}
        home={loaderData.home}
        addToCart={refused}
        body={
          loaderData.body ? (
            // Keyed by the record: an island keeps the HTML it first showed, so another record's text is another island.
            <StaticIsland key={loaderData.record.path} keep={{ id: "record-body", scope: "page" }}>
              {body ? <RichText document={body} /> : null}
            </StaticIsland>
          ) : null
        }
      />
      <SectionList sent={loaderData.cta} render={ctaSection} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { record, words, home } = loaderData;
  const config = COLLECTIONS[record.kind];
  const crumbs = [{ name: home, path: "/" }, ...(config.listPath ? [{ name: words.listTitle, path: config.listPath }] : []), { name: record.title, path: record.path }];
  const description = record.summary.length > 40 || !words.listIntro ? record.summary : `${record.title}: ${words.listIntro}`;
  const structured =
    record.kind === "courses"
      ? [courseLd(record)]
      : record.kind === "articles"
        ? [articleLd({ ...record, image: record.image?.url })]
        : record.kind === "events"
          ? [eventLd({ ...record, online: record.format === "Online" })]
          : record.kind === "products"
            ? [productLd(record)]
            : [];
  // Courses share names with audience pages ("Spanish for Heritage Speakers"), so their titles say "course".
  const title = record.kind === "courses" ? `${record.title} course | ${brand.name}` : `${record.title} | ${brand.name}`;
  return [...pageMeta({ title, description, path: record.path }), breadcrumbLd(crumbs), ...structured];
};
