// The cart (spec §3 "Cart item", §4 "Cart"; decision 0018) lives on the server: a visitor's in their
// session, a buyer's on their account; a visitor's cart joins the account's when they sign in (a post,
// or the confirmation link that signs a new buyer in), never on a read. Quantities are whole numbers of
// teachers, 1–500; prices come from the catalog at read time.
import { data, redirect, type RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/context";
import { addedQuantity, MAX_TEACHERS, type CartLine } from "~/domain/shop";
import { cartFormSchemas, QUOTE_CHECKOUT } from "~/domain/cart-form";
import { catalogProducts } from "./catalog.server";
import { contentFor } from "../content/content.server";
import { readVisitor, saveVisitor } from "../platform/session.server";
import { formResult, parseForm, UNKNOWN_FORM, type FormErrors } from "~/domain/form-errors";
import type { SignedIn } from "~/domain/account";
import { readTogether, type BatchedRead } from "../platform/batched-reads.server";

type Context = Readonly<RouterContextProvider>;

/** The cart owner key of an account's cart. */
export const accountCartOwner = (userId: string) => `account:${userId}`;

/** The cart's owner key for reading (a read changes nothing): the account's, or the visitor's if they have one. */
export async function cartOwnerForRead(context: Context, request: Request, account: SignedIn | null): Promise<string | null> {
  if (account) return accountCartOwner(account.user.id);
  const { visitor } = await readVisitor(context, request);
  return visitor.cartId ? `visitor:${visitor.cartId}` : null;
}

/** At sign-in: what the visitor put in their cart before joins the account's cart (quantities add up). */
export async function adoptVisitorCart(context: Context, request: Request, userId: string): Promise<void> {
  const { visitor } = await readVisitor(context, request);
  if (visitor.cartId) await mergeCarts(context.get(cloudflareContext).env.DB, `visitor:${visitor.cartId}`, accountCartOwner(userId));
}

/** The owner key for a change: a visitor without a cart gets one (and the session cookie that keeps it). */
export async function cartOwnerForWrite(context: Context, request: Request, account: SignedIn | null): Promise<{ owner: string; headers?: HeadersInit }> {
  if (account) return { owner: accountCartOwner(account.user.id) };
  const current = await readVisitor(context, request);
  if (current.visitor.cartId) return { owner: `visitor:${current.visitor.cartId}` };
  const cartId = crypto.randomUUID();
  const headers = await saveVisitor(context, current, { ...current.visitor, cartId });
  return { owner: `visitor:${cartId}`, headers };
}

async function mergeCarts(db: D1Database, from: string, to: string) {
  await db.batch([
    db
      .prepare(
        `INSERT INTO cart_items (owner, product_slug, quantity, added_at) SELECT ?, product_slug, quantity, added_at FROM cart_items WHERE owner = ?
         ON CONFLICT (owner, product_slug) DO UPDATE SET quantity = MIN(${MAX_TEACHERS}, cart_items.quantity + excluded.quantity)`,
      )
      .bind(to, from),
    db.prepare("DELETE FROM cart_items WHERE owner = ?").bind(from),
  ]);
}

/** How many levels the cart holds, for the header's cart link (no catalog work), in the caller's batch. */
export function cartItemCountRead(db: D1Database, owner: string): BatchedRead<number> {
  return { statements: [db.prepare("SELECT COUNT(*) AS n FROM cart_items WHERE owner = ?").bind(owner)], view: ([counted]) => (counted?.results[0] as { n: number } | undefined)?.n ?? 0 };
}

/** The cart's lines, priced from the catalog; a product no longer in the catalog drops out. */
type CartRow = { product_slug: string; quantity: number };

/** The cart's rows (product and teachers), in the caller's batch; `cartLinesOf` prices them. */
export function cartRowsRead(db: D1Database, owner: string): BatchedRead<CartRow[]> {
  return { statements: [db.prepare("SELECT product_slug, quantity FROM cart_items WHERE owner = ? ORDER BY added_at, product_slug").bind(owner)], view: ([result]) => result!.results as CartRow[] };
}

/** The rows as lines at the catalog's prices; a product the catalog no longer has is left out. */
export async function cartLinesOf(context: Context, rows: CartRow[]): Promise<CartLine[]> {
  if (rows.length === 0) return [];
  const products = await catalogProducts(contentFor(context));
  return rows.flatMap((row) => {
    const found = products.get(row.product_slug);
    return found ? [{ ...found, quantity: row.quantity }] : [];
  });
}

export async function cartLines(context: Context, owner: string | null): Promise<CartLine[]> {
  if (!owner) return [];
  const db = context.get(cloudflareContext).env.DB;
  const [rows] = await readTogether(db, [cartRowsRead(db, owner)], context);
  return cartLinesOf(context, rows);
}

export async function addToCart(db: D1Database, owner: string, slug: string, count: number) {
  const row = await db.prepare("SELECT quantity FROM cart_items WHERE owner = ? AND product_slug = ?").bind(owner, slug).first<{ quantity: number }>();
  const next = addedQuantity(row?.quantity ?? 0, count);
  await db
    .prepare("INSERT INTO cart_items (owner, product_slug, quantity, added_at) VALUES (?, ?, ?, ?) ON CONFLICT (owner, product_slug) DO UPDATE SET quantity = excluded.quantity")
    .bind(owner, slug, next, Date.now())
    .run();
  return next;
}

export async function setCartQuantity(db: D1Database, owner: string, slug: string, count: number): Promise<boolean> {
  const result = await db.prepare("UPDATE cart_items SET quantity = ? WHERE owner = ? AND product_slug = ?").bind(count, owner, slug).run();
  return result.meta.changes > 0;
}

export async function removeFromCart(db: D1Database, owner: string, slug: string) {
  await db.prepare("DELETE FROM cart_items WHERE owner = ? AND product_slug = ?").bind(owner, slug).run();
}

export async function clearCart(db: D1Database, userId: string) {
  await clearCartStatement(db, userId).run();
}

/** The account's cart emptied, for a caller's batch (account deletion). */
export function clearCartStatement(db: D1Database, userId: string): D1PreparedStatement {
  return db.prepare("DELETE FROM cart_items WHERE owner = ?").bind(accountCartOwner(userId));
}

/** A refused change: the messages, and which product's line they belong to (values.product). */
function cartRefusal(intent: string, product: string, errors: FormErrors, values: Record<string, string> = {}) {
  return data(formResult(intent, errors, { ...values, product }), { status: 400 });
}

/**
 * The cart's three changes (add, update, remove). A change answers a redirect to /cart (post → redirect →
 * get, so a reload never posts twice), or the form's messages with a 400. The route says who is signed
 * in: the cart is something an account has, so it never asks the auth adapter itself (no import cycle).
 */
export async function changeCart(context: Context, request: Request, form: FormData, account: SignedIn | null) {
  const intent = String(form.get("intent") ?? "");
  const schema = cartFormSchemas[intent as keyof typeof cartFormSchemas];
  const product = String(form.get("product") ?? "").slice(0, 120);
  if (!schema) return cartRefusal(intent, product, { form: UNKNOWN_FORM });
  const parsed = parseForm(schema, form);
  if (!parsed.ok) return cartRefusal(intent, product, parsed.errors, { quantity: (parsed.values.quantity ?? "").slice(0, 10) });
  const { env } = context.get(cloudflareContext);
  if (parsed.data.intent === "add" && !(await catalogProducts(contentFor(context))).has(parsed.data.product)) {
    return cartRefusal(intent, product, { product: "This product is not in the catalog any more." });
  }
  const { owner, headers } = await cartOwnerForWrite(context, request, account);
  switch (parsed.data.intent) {
    case "add":
      await addToCart(env.DB, owner, parsed.data.product, parsed.data.quantity);
      if (parsed.data.next === "quote") return redirect(QUOTE_CHECKOUT, { headers });
      return redirect(`/cart?added=${encodeURIComponent(parsed.data.product)}`, { headers });
    case "update":
      if (!(await setCartQuantity(env.DB, owner, parsed.data.product, parsed.data.quantity))) {
        return cartRefusal(intent, product, { product: "This product is no longer in your cart." });
      }
      return redirect(`/cart?updated=${encodeURIComponent(parsed.data.product)}`, { headers });
    case "remove":
      await removeFromCart(env.DB, owner, parsed.data.product);
      return redirect(`/cart?removed=${encodeURIComponent(parsed.data.product)}`, { headers });
  }
}
