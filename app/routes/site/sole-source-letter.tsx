// /vendor-information/sole-source-letter (issue #26): a district chooses a curriculum level and gives its
// name; the page answers with the letter to download (or the message next to the field). A GET form: it
// works without JavaScript, and the letter's address can be shared with the purchasing office.
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/sole-source-letter";
import { Done } from "~/components/account/form-fields";
import { PageHero } from "~/components/sections/page-hero";
import { FieldError, TextField } from "~/components/ui/form-field";
import { brand } from "~/config/site";
import { soleSourceLetterPath, soleSourceSchema } from "~/domain/sole-source";
import { catalogProducts } from "~/lib/commerce/catalog.server";
import { contentFor } from "~/lib/content/content.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ context, url }: Route.LoaderArgs) {
  const products = [...(await catalogProducts(contentFor(context))).values()].map((p) => ({ slug: p.slug, title: p.title }));
  if (!url.searchParams.has("product") && !url.searchParams.has("district")) return { products, values: {}, errors: {}, letter: null };
  const values = { product: url.searchParams.get("product") ?? "", district: url.searchParams.get("district") ?? "" };
  const parsed = soleSourceSchema.safeParse(values);
  const known = parsed.success && products.some((p) => p.slug === parsed.data.product);
  if (!parsed.success || !known) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0] ?? "form")] ??= issue.message;
    if (parsed.success && !known) errors.product = "Choose a curriculum level.";
    return data({ products, values: { product: values.product.slice(0, 80), district: values.district.slice(0, 120) }, errors, letter: null }, { status: 400 });
  }
  const title = products.find((p) => p.slug === parsed.data.product)!.title;
  return { products, values: parsed.data, errors: {}, letter: { href: soleSourceLetterPath(parsed.data.product, parsed.data.district), title, district: parsed.data.district } };
}

export default function SoleSourceLetter({ loaderData }: Route.ComponentProps) {
  const { products, values, errors, letter } = loaderData as { products: Array<{ slug: string; title: string }>; values: { product?: string; district?: string }; errors: Record<string, string | undefined>; letter: { href: string; title: string; district: string } | null };
  return (
    <>
      <PageHero eyebrow="Vendor information" title="Sole-source letter" lines={[`A letter from ${brand.name} for one curriculum level, addressed to your district, for a purchase that needs one.`]} />
      <section className="page-section narrow" aria-labelledby="letter-title">
        <h2 id="letter-title">Your letter</h2>
        {letter ? (
          <Done title="Your letter is ready">
            <p>
              <a href={letter.href} download>
                Download the sole-source letter for {letter.title}, addressed to {letter.district} (PDF)
              </a>
            </p>
          </Done>
        ) : null}
        <Form method="get" className="stack-form" noValidate>
          <div className="field">
            <label htmlFor="product">Curriculum level</label>
            <select id="product" name="product" defaultValue={values.product ?? ""} aria-invalid={errors.product ? true : undefined} aria-describedby={errors.product ? "product-error" : undefined}>
              <option value="">Choose a level</option>
              {products.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.title}
                </option>
              ))}
            </select>
            <FieldError id="product-error" message={errors.product} />
          </div>
          <TextField name="district" label="District or school" autoComplete="organization" maxLength={120} required defaultValue={values.district ?? ""} error={errors.district} />
          <button type="submit" className="button button-primary">
            Prepare the letter
          </button>
        </Form>
        <p>
          <Link to="/vendor-information">Back to vendor information</Link>
        </p>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: `Sole-Source Letter | ${brand.name}`, description: `A sole-source letter from ${brand.name} for one curriculum level, addressed to your district.`, path: "/vendor-information/sole-source-letter" });
