// Staff for the browser tests. serve.sh puts them into the test server's fresh local database before the
// server starts (`node tests/e2e/staff-members.mjs` prints the rows as SQL): no test writes to the
// database of a running server. They are rows like the ones `npm run staff:add` makes (a scrypt hash of
// the password, a TOTP secret), in a local state that is wiped at every start; production never sees them.
//
// A TOTP code signs a member in once per 30-second step, so every sign-in of a run needs a member of its
// own: each test names its member, and a retried test takes the next one (`attempt` = Playwright's retry).
import { createHash } from "node:crypto";
import { Secret } from "otpauth";

/** The members the browser tests sign in as. */
export const STAFF_NAMES = ["approver-js", "approver-nojs", "axe", "phone"];
/** Members seeded per name: a first run and its retries (playwright.config.ts retries once on CI). */
export const ATTEMPTS = 3;
const PASSWORD = "browser-test staff, local only";

/**
 * The credentials of a seeded member. The TOTP secret is derived from the email so the tests and the
 * seeding agree without sharing state: these accounts exist only in the browser tests' own database.
 */
export function staffMember(name, attempt = 0) {
  if (!STAFF_NAMES.includes(name)) throw new Error(`No seeded staff member "${name}": add it to STAFF_NAMES in tests/e2e/staff-members.mjs.`);
  if (attempt >= ATTEMPTS) throw new Error(`Staff member "${name}" is seeded for ${ATTEMPTS} attempts; attempt ${attempt + 1} needs a larger ATTEMPTS.`);
  const email = `${name}-${attempt + 1}@e2e.hablarte.test`;
  const secret = new Secret({ buffer: createHash("sha1").update(`e2e staff ${email}`).digest() }).base32;
  return { email, password: PASSWORD, secret };
}

/** The seeded members as SQL: a row each, and the audit line `npm run staff:add` writes beside it. */
async function seedSql() {
  const { hashPassword } = await import("better-auth/crypto");
  const hash = await hashPassword(PASSWORD);
  const now = Date.now();
  const quoted = (value) => `'${String(value).replaceAll("'", "''")}'`;
  const rows = STAFF_NAMES.flatMap((name) => Array.from({ length: ATTEMPTS }, (_, attempt) => staffMember(name, attempt)));
  return rows
    .flatMap(({ email, secret }) => [
      `INSERT INTO staff_members (id, email, password_hash, totp_secret, created_at) VALUES (${quoted(crypto.randomUUID())}, ${quoted(email)}, ${quoted(hash)}, ${quoted(secret)}, ${now});`,
      `INSERT INTO staff_audit (at, staff_email, action, target) VALUES (${now}, 'staff:add', 'added staff member', ${quoted(email)});`,
    ])
    .join("\n");
}

if (import.meta.main) process.stdout.write(`${await seedSql()}\n`);
