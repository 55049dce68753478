-- Visitor sessions (server side; the cookie holds only a signed id), hot-site leads and bookings.

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  data TEXT NOT NULL,
  expires_at INTEGER NOT NULL -- Unix epoch milliseconds
);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

-- One row per visitor journey (the funnel reference in the session): the questionnaire answers as they
-- come, then what the visitor chose on the funnel pages. The school's sales team reads these.
CREATE TABLE leads (
  funnel_id TEXT PRIMARY KEY,
  host TEXT NOT NULL,
  variant TEXT NOT NULL,
  answers TEXT NOT NULL DEFAULT '[]', -- JSON [{question, answer}]
  your_level TEXT,                    -- JSON {course, level}
  plan_id TEXT,
  name TEXT,
  email TEXT COLLATE NOCASE,
  gclid TEXT,
  step_booked INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Calendly invitee.created webhooks, once per invitee (the webhook may be delivered more than once).
CREATE TABLE bookings (
  invitee_uri TEXT PRIMARY KEY,
  funnel_id TEXT,
  event_uri TEXT,
  event_name TEXT,
  start_time TEXT,
  name TEXT,
  email TEXT COLLATE NOCASE,
  tracking TEXT NOT NULL DEFAULT '{}',
  received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX bookings_funnel_id ON bookings (funnel_id);
