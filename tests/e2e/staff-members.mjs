// Staff for the browser tests. serve.sh puts them into the test server's fresh local database before the
// server starts (`node tests/e2e/staff-members.mjs <state dir>`): no test writes to the database of a
// running server. They are rows like the ones `npm run staff:add` makes (a scrypt hash of the password, a
// TOTP secret), in a local state that is wiped at every start; production never sees them.
//
// A TOTP code signs a member in once per 30-second step, so every sign-in of a run needs a member of its
// own: each test names its member, and a retried test takes the next one (`attempt` = Playwright's retry).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Secret } from "otpauth";

/** The members the browser tests sign in as. */
export const STAFF_NAMES = ["approver-js", "approver-nojs", "axe"];
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

async function seed(stateDir) {
  const { hashPassword } = await import("better-auth/crypto");
  const hash = await hashPassword(PASSWORD);
  const now = Date.now();
  const quoted = (value) => `'${String(value).replaceAll("'", "''")}'`;
  const rows = STAFF_NAMES.flatMap((name) => Array.from({ length: ATTEMPTS }, (_, attempt) => staffMember(name, attempt)));
  const sql = rows
    .flatMap(({ email, secret }) => [
      `INSERT INTO staff_members (id, email, password_hash, totp_secret, created_at) VALUES (${quoted(crypto.randomUUID())}, ${quoted(email)}, ${quoted(hash)}, ${quoted(secret)}, ${now});`,
      `INSERT INTO staff_audit (at, staff_email, action, target) VALUES (${now}, 'staff:add', 'added staff member', ${quoted(email)});`,
    ])
    .join("\n");
  const work = mkdtempSync(join(tmpdir(), "hablarte-e2e-staff-"));
  try {
    const file = join(work, "staff.sql");
    writeFileSync(file, `${sql}\n`);
    const result = spawnSync("node_modules/.bin/wrangler", ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", file], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`Seeding the browser tests' staff failed:\n${result.stdout}\n${result.stderr}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const stateDir = process.argv[2];
  if (!stateDir) {
    process.stderr.write("Usage: node tests/e2e/staff-members.mjs <wrangler state dir>\n");
    process.exit(2);
  }
  await seed(stateDir);
}
