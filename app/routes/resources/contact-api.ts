// POST /api/webpage/contact: the product backend's contact contract (spec §7). With no external
// backend configured, this site is its own backend, and the outbox delivers here.
import { data } from "react-router";
import type { Route } from "./+types/contact-api";
import { contactRequestSchema } from "~/domain/newsletter-schema";
import { cloudflareContext } from "~/context";
import { storeContactRequest } from "~/lib/platform/db.server";
import { readJsonBody } from "~/lib/edge/form.server";
import { withinRateLimit } from "~/lib/platform/rate-limit.server";
import { requestContext } from "~/context";
import { methodNotAllowed } from "~/lib/edge/methods.server";

/** The endpoint is public (it is the backend's contract), so it is limited per client like the forms. */
const CONTACT_API_RATE_LIMIT = { limit: 30, windowSeconds: 600 };

const MAX_BODY_BYTES = 4096;

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  if (!request.headers.get("Content-Type")?.includes("application/json")) {
    return data({ error: "Send JSON" }, { status: 415 });
  }
  const read = await readJsonBody(request, MAX_BODY_BYTES);
  if (!read.ok) return read.response;
  const parsed = contactRequestSchema.safeParse(read.body);
  if (!parsed.success) return data({ error: "Invalid contact request", issues: parsed.error.issues.map((i) => i.path.join(".")) }, { status: 422 });
  const { env } = context.get(cloudflareContext);
  const { clientIp } = context.get(requestContext);
  if (!(await withinRateLimit(env, "contact-api", clientIp ?? "unknown", CONTACT_API_RATE_LIMIT))) {
    return data({ error: "Too many requests" }, { status: 429, headers: { "Retry-After": "600" } });
  }
  await storeContactRequest(env.DB, parsed.data);
  return data({ ok: true }, { status: 201 });
}
