// A local fake of the product backend's POST /api/webpage/contact (spec §7). It can be told to fail a
// number of times first, to prove the outbox retries. Tests only.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeBackend = {
  url: string;
  received: unknown[];
  failuresLeft: number;
  attempts: number;
  /** Holds each answer this long: a delivery stays in flight. */
  delayMs: number;
  /** The Idempotency-Key of each request received. */
  keys: string[];
  close: () => Promise<void>;
};

export async function startFakeBackend(): Promise<FakeBackend> {
  const fake = { received: [] as unknown[], failuresLeft: 0, attempts: 0, delayMs: 0, keys: [] as string[] };
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/api/webpage/contact") {
        res.writeHead(404).end();
        return;
      }
      fake.attempts += 1;
      fake.keys.push(String(req.headers["idempotency-key"] ?? ""));
      if (fake.delayMs > 0) {
        setTimeout(() => answer(body), fake.delayMs);
        return;
      }
      answer(body);
    });
    function answer(body: string) {
      if (fake.failuresLeft > 0) {
        fake.failuresLeft -= 1;
        res.writeHead(503).end("backend down");
        return;
      }
      fake.received.push(JSON.parse(body));
      res.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
