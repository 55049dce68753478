// `npm run staff:add` (scripts/staff/add.mjs; decision 0021), run as an operator runs it, on a local
// database of its own that no server holds: the password and TOTP secret it prints once are the ones the
// row it wrote accepts; the same email twice is refused; --reset gives new ones. (The browser tests seed
// their staff before their server starts, tests/e2e/staff-members.mjs, so this is where the command runs.)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { verifyPassword } from "better-auth/crypto";
import { afterAll, describe, expect, it } from "vitest";

const state = mkdtempSync(join(tmpdir(), "hablarte-staff-add-"));
afterAll(() => rmSync(state, { recursive: true, force: true }));

const staffAdd = (...args: string[]) => spawnSync(process.execPath, ["scripts/staff/add.mjs", ...args, "--persist-to", state], { encoding: "utf8" });

function printed(stdout: string) {
  const password = /^Password: (\S+)$/m.exec(stdout)?.[1];
  const secret = /^TOTP secret: (\S+)$/m.exec(stdout)?.[1];
  expect(password, stdout).toBeDefined();
  expect(secret, stdout).toBeDefined();
  return { password: password!, secret: secret! };
}

/**
 * The member's row as stored, read straight from the local D1's SQLite file (miniflare keeps one file per
 * database under v3/d1/, beside its own metadata.sqlite). The command has exited, so nothing holds the
 * file; a `wrangler d1 execute` per read would cost a second process start each time (~4 s).
 */
function member(email: string) {
  const dir = join(state, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(dir).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  expect(files, "one local D1 database").toHaveLength(1);
  const db = new DatabaseSync(join(dir, files[0]!), { readOnly: true });
  try {
    const sql = "SELECT password_hash, totp_secret, (SELECT COUNT(*) FROM staff_audit WHERE target = ?) AS audited FROM staff_members WHERE email = ?";
    return db.prepare(sql).get(email, email) as { password_hash: string; totp_secret: string; audited: number } | undefined;
  } finally {
    db.close();
  }
}

describe("npm run staff:add", () => {
  it("writes the member it prints, once; --reset gives new credentials", async () => {
    const email = "new.member@hablarte.test";
    const added = staffAdd(email);
    expect(added.status, added.stderr).toBe(0);
    const first = printed(added.stdout);
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    const row = member(email)!;
    expect(row.totp_secret).toBe(first.secret);
    expect(await verifyPassword({ hash: row.password_hash, password: first.password })).toBe(true);
    expect(row.audited).toBe(1);

    const again = staffAdd(email);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`${email} is already a staff member. Use --reset`);

    const reset = staffAdd(email, "--reset");
    expect(reset.status, reset.stderr).toBe(0);
    const second = printed(reset.stdout);
    expect(second.secret).not.toBe(first.secret);
    const after = member(email)!;
    expect(after.totp_secret).toBe(second.secret);
    expect(await verifyPassword({ hash: after.password_hash, password: second.password })).toBe(true);
    expect(await verifyPassword({ hash: after.password_hash, password: first.password })).toBe(false);
    expect(after.audited).toBe(2);
    // Three runs of the command, each starting wrangler twice: 25–34 s on two busy cores.
  }, 90_000);
});
