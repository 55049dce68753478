// Local fakes of two third parties, for tests only: a Google-Forms-style form service
// (POST /forms/d/e/<form>/formResponse with urlencoded entry.<id>=<value>) and a Resend-compatible email
// API (POST /emails with a bearer key and {from, to, subject, text}). Each can be told to fail first.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeThirdParties = {
  url: string;
  formResponses: Array<Record<string, string>>;
  emails: Array<{ from: string; to: string[]; subject: string; text: string }>;
  formFailuresLeft: number;
  formAttempts: number;
  emailFailuresLeft: number;
  emailAttempts: number;
  close: () => Promise<void>;
};

export const FAKE_FORM_PATH = "/forms/d/e/1FAIpQLSf-hablarte-level-test/formResponse";
export const FAKE_EMAIL_KEY = "re_test_key";

export async function startFakeThirdParties(): Promise<FakeThirdParties> {
  const fake = { formResponses: [] as FakeThirdParties["formResponses"], emails: [] as FakeThirdParties["emails"], formFailuresLeft: 0, formAttempts: 0, emailFailuresLeft: 0, emailAttempts: 0 };
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (req.method === "POST" && req.url === FAKE_FORM_PATH) {
        fake.formAttempts += 1;
        if (fake.formFailuresLeft > 0) {
          fake.formFailuresLeft -= 1;
          res.writeHead(503).end("form service unavailable");
          return;
        }
        if (!req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
          res.writeHead(400).end();
          return;
        }
        fake.formResponses.push(Object.fromEntries(new URLSearchParams(body)));
        res.writeHead(200, { "Content-Type": "text/html" }).end("<p>Your response has been recorded.</p>");
        return;
      }
      if (req.method === "POST" && req.url === "/emails") {
        if (req.headers.authorization !== `Bearer ${FAKE_EMAIL_KEY}`) {
          res.writeHead(401).end();
          return;
        }
        fake.emailAttempts += 1;
        if (fake.emailFailuresLeft > 0) {
          fake.emailFailuresLeft -= 1;
          res.writeHead(503).end("email API unavailable");
          return;
        }
        fake.emails.push(JSON.parse(body));
        res.writeHead(200, { "Content-Type": "application/json" }).end('{"id":"email_1"}');
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
