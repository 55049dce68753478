// Who is looking at a page, for the header every page shows (issue #27): the signed-in account's name, how
// many levels their cart holds, and whether their plan is live. A request with none of the site's cookies is
// answered without a read (and stays eligible for the page memo, decision 0038).
import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/context";
import { ANONYMOUS, type ShellVisitor } from "~/domain/shell";
import { AUTH_SESSION_COOKIE, currentAccount } from "./auth.server";
import { cartItemCount, cartOwnerForRead } from "../commerce/cart.server";
import { hasLivePlan } from "../commerce/plans.server";
import { requestCookie } from "../platform/cookies.server";
import { SESSION_COOKIE_NAME } from "../platform/session.server";

export async function shellVisitor(context: Readonly<RouterContextProvider>, request: Request): Promise<ShellVisitor> {
  const signedInCookie = requestCookie(request, AUTH_SESSION_COOKIE) !== null;
  if (!signedInCookie && requestCookie(request, SESSION_COOKIE_NAME) === null) return ANONYMOUS;
  const db = context.get(cloudflareContext).env.DB;
  const account = signedInCookie ? await currentAccount(context, request) : null;
  const [cartItems, livePlan] = await Promise.all([cartItemCount(db, await cartOwnerForRead(context, request, account)), account ? hasLivePlan(db, account.user.id) : false]);
  return { name: account?.user.name ?? null, cartItems, livePlan };
}
