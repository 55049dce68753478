// POST /logout: ends the session on the server and in the browser. A GET changes nothing (a link or an
// image on another site must not sign anyone out): it only leads to the account page.
import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "~/lib/accounts/auth.server";
import { writeNotice } from "~/lib/platform/cookies.server";

export function loader() {
  return redirect("/account");
}

export async function action({ request, context }: Route.ActionArgs) {
  const headers = await signOut(context, request);
  headers.append("Set-Cookie", await writeNotice("signedOut"));
  return redirect("/", { headers });
}
