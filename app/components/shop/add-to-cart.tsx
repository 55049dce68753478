// /product/:id's buying form (issue #10 §4): the number of teachers (one licence per teacher per level,
// spec §6), Add to cart, and Request a quote (the same, then checkout's instant quote). A plain form post to the product page, which answers with /cart or with the
// message next to the field: it works before and without JavaScript.
import { Form } from "react-router";
import { FormMessage, TextField } from "~/components/ui/form-field";
import type { FormResult } from "~/domain/form-errors";
import { MAX_TEACHERS, MIN_TEACHERS } from "~/domain/shop";

/** A refused post: its messages, and the number typed. */
export type AddToCartRefusal = Pick<FormResult, "errors"> & { values?: FormResult["values"] };

/** `action`: the product page that answers the post (it is the page itself unless the form sits elsewhere). */
export function AddToCart({ slug, title, price, refused, action }: { slug: string; title: string; price: string; refused?: AddToCartRefusal; action?: string }) {
  const formError = refused?.errors.form ?? refused?.errors.product ?? refused?.errors.next;
  return (
    <Form method="post" action={action} className="stack-form add-to-cart" aria-label={`Buy ${title}`} noValidate>
      <FormMessage error={formError} />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product" value={slug} />
      <TextField
        name="quantity"
        idPrefix={`${slug}-`}
        label="Number of teachers"
        hint={`One license per teacher, ${price} each per school year. From ${MIN_TEACHERS} to ${MAX_TEACHERS}.`}
        type="number"
        inputMode="numeric"
        min={MIN_TEACHERS}
        max={MAX_TEACHERS}
        step={1}
        defaultValue={refused?.values?.quantity ?? 1}
        error={refused?.errors.quantity}
        required
      />
      <div className="button-row">
        <button type="submit" className="button button-primary">
          Add to cart
        </button>
        {/* The same teachers, straight to checkout, where the quote is made at once (issue #25). */}
        <button type="submit" name="next" value="quote" className="button button-secondary">
          Request a quote
        </button>
      </div>
    </Form>
  );
}
