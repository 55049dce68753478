// A browser for the worker tests: a cookie jar over the harness's fetch, with form posts and multipart
// uploads encoded as a browser would; and a buyer whose account is created and confirmed by email.
import { expect } from "vitest";
import { eventually, type Site, type SiteResponse } from "./harness";


let ipCounter = 0;
/** A different client IP for each post, so per-IP throttles never pause a test. */
export const nextIp = () => `198.19.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`;

export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly site: Site) {}

  header = () => [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

  keep(response: SiteResponse) {
    for (const cookie of response.headers.getSetCookie()) {
      const [name, ...rest] = cookie.split(";")[0]!.split("=");
      const value = rest.join("=");
      if (/Max-Age=0/i.test(cookie) || value === "") this.cookies.delete(name!);
      else this.cookies.set(name!, value);
    }
    return response;
  }

  async get(path: string) {
    return this.keep(await this.site.fetch(path, { headers: { Cookie: this.header() } }));
  }

  async post(path: string, fields: Record<string, string>) {
    const headers = { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": nextIp(), Cookie: this.header() };
    return this.keep(await this.site.fetch(path, { method: "POST", headers, body: new URLSearchParams(fields).toString() }));
  }

  /** A multipart form post, encoded here as a browser would (the body and its boundary as sent); a FormData for repeated names. */
  async upload(path: string, fields: Record<string, string | File> | FormData) {
    const form = fields instanceof FormData ? fields : new FormData();
    if (!(fields instanceof FormData)) for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const encoded = new Request("http://encode.invalid/", { method: "POST", body: form });
    const headers = { Cookie: this.header(), "Content-Type": encoded.headers.get("Content-Type")!, "CF-Connecting-IP": nextIp() };
    return this.keep(await this.site.fetch(path, { method: "POST", headers, body: await encoded.arrayBuffer() }));
  }
}

export const TEST_PASSWORD = "tres tristes tigres";

/** The newest outbox email to `to` whose subject matches, once it is there. */
export async function mailTo(site: Site, to: string, subject: RegExp) {
  return eventually(async () => {
    const { results } = await site.env.DB.prepare("SELECT payload FROM outbox WHERE kind = 'email' ORDER BY created_at DESC, rowid DESC").all<{ payload: string }>();
    return results.map((r) => JSON.parse(r.payload) as { to: string; subject: string; text: string }).find((m) => m.to === to && subject.test(m.subject));
  });
}

/** A buyer signed in through the confirmation link of a new account. */
export async function confirmedBuyer(site: Site, email: string, browser = new Browser(site)) {
  const created = await browser.post("/create-account", { intent: "create-account", name: "Ana López", email, organisation: "Riverside ISD", password: TEST_PASSWORD, redirectTo: "/account" });
  expect(created.status).toBe(200);
  const mail = await mailTo(site, email, /Confirm your email/);
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  expect((await browser.get(link.pathname + link.search)).status).toBe(302);
  return browser;
}
