// ASVS V15.3.2: a call out to a configured address never follows a redirect; the 3xx is its answer (and
// the outbox counts it as a failed delivery, as any answer that isn't 2xx).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post } from "~/lib/platform/outbound.server";

const hits: string[] = [];
const server = createServer((req, res) => {
  hits.push(`${req.method} ${req.url}`);
  req.resume();
  if (req.url === "/moved") res.writeHead(307, { Location: "/elsewhere" }).end();
  else res.writeHead(200).end("ok");
});
let origin = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a call out", () => {
  it("answers with the redirect and never sends the payload on to where it points", async () => {
    const earlier = hits.length;
    const response = await post(`${origin}/moved`, { headers: { "Content-Type": "application/json" }, body: '{"email":"a@b.example"}' });
    expect(response.status).toBe(307);
    expect(response.ok).toBe(false);
    expect(hits.slice(earlier)).toEqual(["POST /moved"]);
  });

  it("posts the body as given", async () => {
    expect((await post(`${origin}/contract`, { headers: {}, body: "x" })).status).toBe(200);
    expect(hits.at(-1)).toBe("POST /contract");
  });
});
