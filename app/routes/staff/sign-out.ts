// POST /staff/sign-out: ends the staff session. Like every /staff action, 404 for anyone but staff.
import { data, redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { requireStaff, signOutStaff } from "~/lib/staff/auth.server";

export function loader() {
  throw data(null, { status: 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  return redirect("/staff/sign-in", { headers: { "Set-Cookie": await signOutStaff(context, staff) } });
}
