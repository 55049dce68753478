// /cart (spec §4 "Cart", issue #10 §4): the items with title, unit price and number of teachers you can
// change (Update) or Remove, and the totals. Kept on the server; each change is a form post.
import { Form, Link } from "react-router";
import type { Route } from "./+types/cart";
import { Fact } from "~/components/ui/fact";
import { PageHero } from "~/components/sections/page-hero";
import { FormMessage, TextField } from "~/components/ui/form-field";
import { brand } from "~/config/site";
import { formatUsd } from "~/domain/pricing";
import { cartTotals, lineTotalCents, MAX_TEACHERS, MIN_TEACHERS } from "~/domain/shop";
import { currentAccount } from "~/lib/accounts/auth.server";
import { cartLines, cartOwnerForRead, changeCart } from "~/lib/commerce/cart.server";
import type { FormResult } from "~/domain/form-errors";
import { readFormOrReject } from "~/lib/edge/form.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const account = await currentAccount(context, request);
  const lines = await cartLines(context, await cartOwnerForRead(context, request, account));
  const changed = (["added", "updated", "removed"] as const).find((key) => url.searchParams.has(key));
  const changedTitle = changed ? (lines.find((line) => line.slug === url.searchParams.get(changed))?.title ?? "The product") : null;
  return { lines, totals: cartTotals(lines), signedIn: account !== null, notice: changed && changedTitle ? { kind: changed, title: changedTitle } : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  return changeCart(context, request, read.form, await currentAccount(context, request));
}

const NOTICE_TEXT = { added: "is in your cart", updated: "now has the number of teachers you chose", removed: "was removed from your cart" } as const;

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { lines, totals, notice } = loaderData;
  const refused = actionData && "errors" in actionData ? (actionData as FormResult) : undefined;
  const errorFor = (slug: string) => (refused?.values.product === slug ? refused.errors : undefined);
  const orphanError = refused && !lines.some((line) => line.slug === refused.values.product) ? (refused.errors.form ?? refused.errors.product ?? refused.errors.quantity) : undefined;
  return (
    <>
      <PageHero eyebrow="K-12 curriculum" title="Your cart" lines={["One license per teacher per level, for one school year."]} />
      <section className="page-section narrow" aria-label="Cart">
        {notice ? (
          <p className="notification notification-success" role="status">
            {notice.title} {NOTICE_TEXT[notice.kind]}.
          </p>
        ) : null}
        <FormMessage error={orphanError} />
        {lines.length === 0 ? (
          <>
            <p>Your cart is empty. Choose the levels your teachers need in the catalog.</p>
            <p>
              <Link className="button button-primary" to="/catalog">
                Browse the curriculum catalog
              </Link>
            </p>
          </>
        ) : (
          <>
            <ul className="cart-lines">
              {lines.map((line) => {
                const errors = errorFor(line.slug);
                return (
                  <li key={line.slug} className="cart-line">
                    <div className="cart-line-product">
                      <h2 className="cart-line-title">
                        <Link to={line.path}>{line.title}</Link>
                      </h2>
                      <p>
                        {line.level} · grades {line.gradeBand} · item {line.sku}
                      </p>
                      <p>{formatUsd(line.unitCents)} per teacher</p>
                    </div>
                    <Form method="post" className="cart-line-quantity" noValidate>
                      <input type="hidden" name="intent" value="update" />
                      <input type="hidden" name="product" value={line.slug} />
                      <TextField
                        name="quantity"
                        idPrefix={`${line.slug}-`}
                        label="Number of teachers"
                        type="number"
                        inputMode="numeric"
                        min={MIN_TEACHERS}
                        max={MAX_TEACHERS}
                        step={1}
                        required
                        defaultValue={errors ? (refused?.values.quantity ?? line.quantity) : line.quantity}
                        error={errors?.quantity ?? errors?.product}
                      />
                      <button type="submit" className="button button-secondary">
                        Update<span className="visually-hidden"> {line.title}</span>
                      </button>
                    </Form>
                    <p className="cart-line-total">
                      <span className="visually-hidden">Line total: </span>
                      {formatUsd(lineTotalCents(line))}
                    </p>
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="product" value={line.slug} />
                      <button type="submit" className="button button-ghost">
                        Remove<span className="visually-hidden"> {line.title}</span>
                      </button>
                    </Form>
                  </li>
                );
              })}
            </ul>
            <dl className="summary-list cart-totals">
              <Fact term="Licenses">{totals.licences}</Fact>
              <Fact term="Total">{formatUsd(totals.totalCents)}</Fact>
            </dl>
            <p className="form-note">Prices are in US dollars, per teacher for one school year.</p>
            <div className="button-row">
              <Link className="button button-primary" to="/checkout">
                Go to checkout
              </Link>
              <Link className="button button-secondary" to="/catalog">
                Keep browsing
              </Link>
            </div>
          </>
        )}
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: `Your cart | ${brand.name}`, description: `The curriculum licenses in your ${brand.name} cart.`, path: "/cart", noindex: true });
