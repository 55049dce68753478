#!/usr/bin/env node
// npm run lint runs this: each D1 table is written by its owner only (issue #23; docs/architecture.md,
// "Tables and their owners", is the same map in prose). Another module that must change a table asks the
// owner: a function, or a statement builder for its own batch. Reads every INSERT, UPDATE, DELETE and
// REPLACE in the SQL of app/ and workers/ (comments stripped), and exits non-zero, naming file, line and
// table, on a write outside the owner, a table with no owner, or a table name it cannot read.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { listFiles, withoutComments } from "./import-graph.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** table → the modules (under app/lib, without extension) that may write it. */
const OWNERS = {
  // better-auth writes these through its D1 adapter; our own SQL on them is auth.server's.
  auth_users: ["accounts/auth.server"],
  auth_accounts: ["accounts/auth.server"],
  auth_verifications: ["accounts/auth.server"],
  auth_sessions: ["accounts/auth.server"],
  sessions: ["platform/session.server"],
  rate_limits: ["platform/rate-limit.server"],
  outbox: ["platform/outbox.server"],
  sent_emails: ["platform/outbox.server"],
  form_responses: ["platform/outbox.server"],
  contact_requests: ["platform/db.server"],
  cart_items: ["commerce/cart.server"],
  orders: ["commerce/orders.server"],
  order_items: ["commerce/orders.server"],
  // A quote's status changes only through its state machine (decision 0019); the rest is quotes.server's.
  quotes: ["commerce/quotes.server", "commerce/quote-events.server"],
  quote_items: ["commerce/quotes.server"],
  quote_events: ["commerce/quote-events.server"],
  licences: ["commerce/licences.server"],
  licence_assignments: ["commerce/licences.server"],
  licence_events: ["commerce/licences.server"],
  // What teachers do with the curriculum (issue #25): last opened, and each download, per licence.
  licence_usage: ["commerce/licence-usage.server"],
  curriculum_downloads: ["commerce/licence-usage.server"],
  tax_exemptions: ["commerce/tax-exemptions.server"],
  invoice_payments: ["commerce/invoice-payments.server"],
  credit_notes: ["commerce/invoice-payments.server"],
  subscriptions: ["commerce/plans.server"],
  learners: ["accounts/learners.server"],
  trial_claims: ["commerce/trials.server"],
  payment_events: ["commerce/payments/events.server"],
  payment_exceptions: ["commerce/payments/settle.server"],
  gateway_sessions: ["commerce/payments/test-gateway.server"],
  gateway_refunds: ["commerce/payments/test-gateway.server"],
  gateway_customers: ["commerce/payments/test-gateway-billing.server"],
  gateway_invoices: ["commerce/payments/test-gateway-billing.server"],
  gateway_portal_sessions: ["commerce/payments/test-gateway-billing.server"],
  bookings: ["funnel/bookings.server"],
  leads: ["funnel/leads.server"],
  level_test_submissions: ["funnel/level-test.server"],
  newsletter_subscriptions: ["funnel/newsletter.server"],
  contact_messages: ["funnel/contact.server"],
  staff_members: ["staff/auth.server"],
  staff_sessions: ["staff/auth.server"],
  staff_audit: ["staff/audit.server"],
};

// Upper-case keywords only, as this codebase writes SQL: prose in strings and comments says "update".
// `ON CONFLICT … DO UPDATE SET` is the same statement's upsert, not a write of another table.
const WRITE = /\b(?:INSERT(?:\s+OR\s+[A-Z]+)?\s+INTO|(?<!\bDO\s+)UPDATE(?:\s+OR\s+[A-Z]+)?|DELETE\s+FROM|REPLACE\s+INTO)\s+([^\s(,;`'"]+)/g;

const toPosix = (path) => path.split(sep).join("/");
const moduleOf = (file) => file.replace(/^app\/lib\//, "").replace(/\.[cm]?[jt]sx?$/, "");
const problems = [];

// Every table the migrations create has an owner, and the map names no table that doesn't exist.
const migrations = join(root, "app/db/migrations");
const created = new Set(
  readdirSync(migrations)
    .filter((name) => name.endsWith(".sql"))
    .flatMap((name) => [...readFileSync(join(migrations, name), "utf8").matchAll(/\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?["`]?(\w+)/gi)].map((match) => match[1])),
);
for (const table of created) if (!OWNERS[table]) problems.push(`    ${table}: created by a migration, has no owner in scripts/check/table-owners.mjs`);
for (const table of Object.keys(OWNERS)) if (!created.has(table)) problems.push(`    ${table}: has an owner but no migration creates it`);

let writes = 0;
for (const path of ["app", "workers"].flatMap((dir) => listFiles(join(root, dir)))) {
  const file = toPosix(relative(root, path));
  const code = withoutComments(readFileSync(path, "utf8"));
  for (const match of code.matchAll(WRITE)) {
    writes++;
    const table = match[1];
    const line = code.slice(0, match.index).split("\n").length;
    const owners = OWNERS[table];
    if (!owners) problems.push(`    ${file}:${line} writes "${table}": not a table with an owner (write the table's name out in the SQL)`);
    else if (!owners.includes(moduleOf(file))) problems.push(`    ${file}:${line} writes ${table}, owned by ${owners.join(" and ")}: call a function the owner exports`);
  }
}

if (problems.length) {
  console.error(`check:table-owners failed (docs/architecture.md, "Tables and their owners"):\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(`check:table-owners: ${writes} writes to ${created.size} tables, each by its owner`);
