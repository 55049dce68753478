// Who is looking at a page, for the header every page shows (issue #27): the signed-in account's name, how
// many levels their cart holds, and whether their plan is live. A request with none of the site's cookies is
// answered without a read (and stays eligible for the page memo, decision 0038).
import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/context";
import { ANONYMOUS, type ShellVisitor } from "~/domain/shell";
import { AUTH_SESSION_COOKIE, currentAccount } from "./auth.server";
import { cartItemCountRead, cartOwnerForRead } from "../commerce/cart.server";
import { livePlanRead } from "../commerce/plans.server";
import { readTogether, type BatchedRead } from "../platform/batched-reads.server";
import { requestCookie } from "../platform/cookies.server";
import { SESSION_COOKIE_NAME } from "../platform/session.server";

const NOTHING_IN_CART: BatchedRead<number> = { statements: [], view: () => 0 };
const NO_PLAN: BatchedRead<boolean> = { statements: [], view: () => false };

export async function shellVisitor(context: Readonly<RouterContextProvider>, request: Request): Promise<ShellVisitor> {
  const signedInCookie = requestCookie(request, AUTH_SESSION_COOKIE) !== null;
  if (!signedInCookie && requestCookie(request, SESSION_COOKIE_NAME) === null) return ANONYMOUS;
  const db = context.get(cloudflareContext).env.DB;
  const account = signedInCookie ? await currentAccount(context, request) : null;
  const owner = await cartOwnerForRead(context, request, account);
  if (!owner && !account) return ANONYMOUS;
  // The cart's count and the plan in one batch, with the page's own reads: one round trip to D1 (decision 0047).
  const [cartItems, livePlan] = await readTogether(db, [owner ? cartItemCountRead(db, owner) : NOTHING_IN_CART, account ? livePlanRead(db, account.user.id) : NO_PLAN], context);
  return { name: account?.user.name ?? null, cartItems, livePlan };
}
