// /account/tax-exemption (issue #26): the buyer's sales-tax exemption certificate — what is on file, and the
// upload of a new one (a PDF of at most 10 MB, the same rules as a Purchase Order). Quotes and invoices say the
// school is exempt while a certificate is on file. A plain multipart form: it works without JavaScript.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/tax-exemption";
import { Done } from "~/components/account/form-fields";
import { AccountActionsSection } from "~/components/account/account-actions";
import { PageHero } from "~/components/sections/page-hero";
import { FieldError, FormMessage } from "~/components/ui/form-field";
import { brand, salesTax } from "~/config/site";
import { cloudflareContext } from "~/context";
import { formResult } from "~/domain/form-errors";
import { formatLongDate } from "~/domain/shop";
import { requireAccount } from "~/lib/accounts/auth.server";
import { exemptionOf, uploadExemption } from "~/lib/commerce/tax-exemptions.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { user } = await requireAccount(context, request);
  const exemption = await exemptionOf(context.get(cloudflareContext).env.DB, user.id);
  return { received: exemption ? formatLongDate(exemption.uploadedAt) : null, done: url.searchParams.get("done") === "uploaded" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireAccount(context, request);
  const uploaded = await uploadExemption(context.get(cloudflareContext).env, user.id, request);
  if (!uploaded.ok) return data(formResult("upload-certificate", { [uploaded.field]: uploaded.message }), { status: uploaded.status });
  throw redirect("/account/tax-exemption?done=uploaded");
}

export default function TaxExemption({ loaderData, actionData }: Route.ComponentProps) {
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  return (
    <>
      <PageHero eyebrow="Your account" title="Sales-tax exemption" lines={[`${brand.name} quotes, invoices and receipts show sales tax as ${salesTax.note}. If your school is tax-exempt, keep its certificate on file here and they say so.`]} />
      <section className="page-section narrow" aria-labelledby="certificate-title">
        {loaderData.done ? (
          <Done title="Certificate received">
            <p>Your quotes and invoices now show your school as exempt. Our staff see the certificate with your orders.</p>
          </Done>
        ) : null}
        <h2 id="certificate-title">Your certificate</h2>
        {loaderData.received ? (
          <p>
            On file since {loaderData.received}.{" "}
            <a href="/documents/tax-exemption" download>
              Download it (PDF)
            </a>
          </p>
        ) : (
          <p>No certificate on file.</p>
        )}
        <Form method="post" encType="multipart/form-data" className="stack-form" noValidate>
          <FormMessage error={errors.form} />
          <div className="field">
            <label htmlFor="certificate">{loaderData.received ? "Replace it with a new certificate" : "Exemption certificate"}</label>
            <p className="field-hint" id="certificate-hint">
              A PDF of at most 10 MB: your state&apos;s exemption certificate, or the district&apos;s letter of exemption.
            </p>
            <input
              id="certificate"
              name="certificate"
              type="file"
              accept="application/pdf,.pdf"
              required
              aria-invalid={errors.certificate ? true : undefined}
              aria-describedby={errors.certificate ? "certificate-hint certificate-error" : "certificate-hint"}
            />
            <FieldError id="certificate-error" message={errors.certificate} />
          </div>
          <button type="submit" className="button button-primary">
            Upload certificate
          </button>
        </Form>
        <p>
          <Link to="/account/my-order">Back to My Order</Link>
        </p>
      </section>
      <AccountActionsSection />
    </>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: `Sales-tax exemption | ${brand.name}`, description: "Your school's sales-tax exemption certificate.", path: "/account/tax-exemption", noindex: true });
