// Who is looking at a page, for the header every page shows (issue #27): the signed-in account's name, how
// many levels their cart holds, and whether their plan is live. A request with none of the site's cookies is
// answered without a read (and stays eligible for the page memo, decision 0038).
import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/context";
import { ANONYMOUS, type ShellVisitor } from "~/domain/shell";
import { AUTH_SESSION_COOKIE, accountWith } from "./auth.server";
import { accountCartOwner, cartItemCountRead, cartOwnerForRead } from "../commerce/cart.server";
import { livePlanRead } from "../commerce/plans.server";
import { readTogether } from "../platform/batched-reads.server";
import { requestCookie } from "../platform/cookies.server";
import { SESSION_COOKIE_NAME } from "../platform/session.server";

export async function shellVisitor(context: Readonly<RouterContextProvider>, request: Request): Promise<ShellVisitor> {
  const signedInCookie = requestCookie(request, AUTH_SESSION_COOKIE) !== null;
  if (!signedInCookie && requestCookie(request, SESSION_COOKIE_NAME) === null) return ANONYMOUS;
  const db = context.get(cloudflareContext).env.DB;
  // The cart's count and the plan in one batch with the page's own reads, and with the session's read when
  // this isolate has seen the session before: one round trip to D1 (decisions 0047, 0055).
  const signedIn = signedInCookie ? await accountWith(context, request, (user) => [cartItemCountRead(db, accountCartOwner(user.id)), livePlanRead(db, user.id)]) : null;
  if (signedIn) {
    const [cartItems, livePlan] = signedIn.views;
    return { name: signedIn.account.user.name, cartItems, livePlan };
  }
  const owner = await cartOwnerForRead(context, request, null);
  if (!owner) return ANONYMOUS;
  const [cartItems] = await readTogether(db, [cartItemCountRead(db, owner)], context);
  return { name: null, cartItems, livePlan: false };
}
