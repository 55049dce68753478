-- The school's back office (issue #11 §3; decision 0021). Staff accounts are made by a command
-- (`npm run staff:add`), never by sign-up, and sign in with a password and a TOTP code.

CREATE TABLE staff_members (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  -- better-auth's scrypt format (salt:key, hex), the same as buyers' passwords
  password_hash TEXT NOT NULL,
  -- RFC 6238: base32, SHA-1, 6 digits, 30-second steps
  totp_secret TEXT NOT NULL,
  -- the last time step a code was accepted for: a code signs in once, never twice
  totp_last_step INTEGER NOT NULL DEFAULT 0,
  disabled_at INTEGER,
  created_at INTEGER NOT NULL
);

-- One row per signed-in staff browser. The cookie holds a random token; only its SHA-256 is stored.
CREATE TABLE staff_sessions (
  id TEXT PRIMARY KEY,
  staff_id TEXT NOT NULL REFERENCES staff_members (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

-- Every staff action, kept: who, when, what, on which record.
CREATE TABLE staff_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at INTEGER NOT NULL,
  staff_email TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT,
  detail TEXT
);
CREATE INDEX staff_audit_at ON staff_audit (at);

-- Approval issues the invoice (its number and dates are already columns of quotes; the PDF is kept in
-- R2 under invoices/<quote id>/<invoice number>.pdf) and makes the order its payment settles: a card
-- payment of the invoice finds its quote through order_id.
ALTER TABLE quotes ADD COLUMN approved_by TEXT;
CREATE INDEX quotes_order ON quotes (order_id);
