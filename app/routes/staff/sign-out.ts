// POST /staff/sign-out: ends the staff session. Like every /staff action, 404 for anyone but staff.
import { data, redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { currentStaff, signOutStaff } from "~/lib/staff/auth.server";

// A resource route has no error page: its 404 says so in words.
const NOT_FOUND = { error: "Not found" };

export function loader() {
  throw data(NOT_FOUND, { status: 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await currentStaff(context, request);
  if (!staff) throw data(NOT_FOUND, { status: 404 });
  return redirect("/staff/sign-in", { headers: { "Set-Cookie": await signOutStaff(context, staff) } });
}
