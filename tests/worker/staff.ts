// Staff for the worker tests: a member made the way `npm run staff:add` makes one (a scrypt hash of a
// password, a fresh TOTP secret), signed in through /staff/sign-in with a current code. Each test gets
// its own member, since a TOTP code signs in once per 30-second step.
import { hashPassword } from "better-auth/crypto";
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import { Browser } from "./browser";
import type { Site } from "./harness";

export const STAFF_PASSWORD = "correct horse staff battery";

let counter = 0;

export async function newStaffMember(site: Site, email = `staff-${Date.now()}-${++counter}@hablarte.test`) {
  const secret = new Secret({ size: 20 }).base32;
  await site.env.DB.prepare("INSERT INTO staff_members (id, email, password_hash, totp_secret, created_at) VALUES (?, ?, ?, ?, ?)")
    .bind(crypto.randomUUID(), email, await hashPassword(STAFF_PASSWORD), secret, Date.now())
    .run();
  return { email, secret, code: (at = Date.now()) => new TOTP({ secret }).generate({ timestamp: at }) };
}

/** A browser signed in to the staff console as a new member of staff. */
export async function staffBrowser(site: Site, browser = new Browser(site)) {
  const member = await newStaffMember(site);
  const signedIn = await browser.post("/staff/sign-in", { email: member.email, password: STAFF_PASSWORD, code: member.code() });
  expect(signedIn.status).toBe(302);
  expect(signedIn.headers.get("Location")).toBe("/staff");
  return Object.assign(browser, { staffEmail: member.email });
}
