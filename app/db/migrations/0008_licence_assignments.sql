-- Licences given to teachers (issue #11 §2; decision 0020). A buyer assigns one of their available
-- licences to a teacher by email; the teacher claims it with a single-use link. A licence's own status is
-- 'assigned' while an assignment of it is invited or claimed, and 'available' again once that is revoked,
-- so My Products' counts (licencesOf) stay a plain GROUP BY over licences.
CREATE TABLE licence_assignments (
  id TEXT PRIMARY KEY,
  licence_id TEXT NOT NULL REFERENCES licences (id),
  -- the buyer who owns the licence (NULL once their account is deleted)
  owner_id TEXT,
  product_slug TEXT NOT NULL,
  -- shown to the teacher on the claim page: the organisation of the order, and who invited them
  organisation TEXT NOT NULL,
  inviter_name TEXT NOT NULL,
  -- the address the invitation went to, trimmed and lower-cased
  teacher_email TEXT NOT NULL,
  -- SHA-256 (hex) of the claim token: the token itself is only ever in the email
  token_hash TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('invited', 'claimed', 'revoked')),
  -- the account that claimed it, and its email then (it may differ from teacher_email: decision 0020)
  teacher_user_id TEXT,
  claimed_email TEXT,
  invited_at INTEGER NOT NULL,
  -- when the invitation was last sent (Send again makes a new link): reminders are spaced out
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  claimed_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX licence_assignments_owner ON licence_assignments (owner_id, invited_at);
CREATE INDEX licence_assignments_teacher ON licence_assignments (teacher_user_id, status);
-- Backstops for the conditional statements in app/lib/licences.server.ts: a licence has at most one live
-- assignment; a buyer invites a teacher's address at most once per level; an account holds at most one
-- claimed licence of a level from one buyer (spec §6: one licence per teacher per level).
CREATE UNIQUE INDEX licence_assignments_live_licence ON licence_assignments (licence_id) WHERE status IN ('invited', 'claimed');
CREATE UNIQUE INDEX licence_assignments_live_email ON licence_assignments (owner_id, product_slug, teacher_email) WHERE status IN ('invited', 'claimed');
CREATE UNIQUE INDEX licence_assignments_claimed_teacher ON licence_assignments (owner_id, product_slug, teacher_user_id) WHERE status = 'claimed';

-- The licence history the buyer sees in My Products: who did what, when.
CREATE TABLE licence_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  owner_id TEXT,
  licence_id TEXT NOT NULL,
  assignment_id TEXT NOT NULL,
  at INTEGER NOT NULL,
  actor_email TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('assigned', 'claimed', 'revoked', 'reminded')),
  detail TEXT NOT NULL
);
CREATE INDEX licence_events_owner ON licence_events (owner_id, at);
