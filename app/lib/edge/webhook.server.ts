// One way to receive a vendor's webhook (the CMS's publish events, the scheduler's bookings, the payment
// provider's events): the address answers 404 while the integration has no key, the body is read as JSON
// within a size limit (413, 400), and the vendor's module checks that the call is really the vendor's and acts.
import { data } from "react-router";
import { readJsonBody } from "./form.server";

export type WebhookAnswer = { status: number; body: unknown };

export async function receiveWebhook<Key>(
  request: Request,
  { key, maxBytes }: { key: Key | null | undefined; maxBytes: number },
  receive: (read: { raw: string; body: unknown }, key: Key) => Promise<WebhookAnswer>,
) {
  if (!key) return data({ error: "Not found" }, { status: 404 });
  const read = await readJsonBody(request, maxBytes);
  if (!read.ok) return read.response;
  const answer = await receive(read, key);
  return data(answer.body, { status: answer.status });
}
