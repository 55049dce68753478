// An answer given before the body is read — a redirect to sign in, a refused cross-site post, a funnel
// step taken out of order — must still reach a client that is sending a large body, not a reset
// connection: the Worker reads what the handler left unread (up to 2 MB) before it answers.
import { describe, expect, it } from "vitest";
import { useSite } from "../worker/harness";

const site = useSite();

const MEGABYTE_FORM = `intent=continue&pad=${"A".repeat(1024 * 1024)}`;
const post = (path: string, headers: Record<string, string> = {}, ip = "203.0.113.7") =>
  site.fetch(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip, ...headers }, body: MEGABYTE_FORM });

describe("an early answer to a 1 MB post", () => {
  it.each([
    ["a funnel step taken out of order", "/external/start-journey", {}, 302],
    ["an account page, signed out", "/account/orders", {}, 302],
    ["a cross-site post", "/contact-hablarte", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }, 403],
  ] as const)("%s: every one of 12 at once gets its answer", async (_name, path, headers, status) => {
    // A reset shows as its cause ("SocketError: other side closed") in place of a status.
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post(path, headers, `203.0.113.${10 + i}`).then((r) => r.status, (e: Error) => String(e.cause ?? e))));
    expect(answers).toEqual(Array(12).fill(status));
  });
});
