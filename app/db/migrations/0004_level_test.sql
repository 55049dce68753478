-- The placement level test: each submission as the visitor sent it, scored; plus the embedded
-- defaults of two third parties (the external form service and the email provider) for local runs.

CREATE TABLE level_test_submissions (
  id TEXT PRIMARY KEY,
  bank TEXT NOT NULL CHECK (bank IN ('novice', 'intermediate', 'advanced')),
  full_name TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  state TEXT NOT NULL,
  privacy_agreed INTEGER NOT NULL,
  age_agreed INTEGER NOT NULL,
  answers TEXT NOT NULL,  -- JSON {entryId: option}
  score INTEGER NOT NULL,
  total INTEGER NOT NULL,
  cefr TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- What the form service receives when LEVEL_TEST_FORM_URL is empty (this site is its own form service).
CREATE TABLE form_responses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  submission_id TEXT NOT NULL,
  fields TEXT NOT NULL,
  received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Emails "sent" when no email API is configured: a local mail catcher staff can read.
CREATE TABLE sent_emails (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  sent_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
