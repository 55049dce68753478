-- Issue #27 "Who is learning": an account's weekly plan is for the account holder or for their child. A
-- child is kept as a first name and a school grade (never a surname or a birth date); one learner per
-- account, as there is one weekly plan per account. The row goes with the account.
CREATE TABLE learners (
  user_id TEXT PRIMARY KEY REFERENCES auth_users (id) ON DELETE CASCADE,
  who TEXT NOT NULL CHECK (who IN ('self', 'child')),
  first_name TEXT,
  grade TEXT,
  updated_at INTEGER NOT NULL,
  CHECK ((who = 'self' AND first_name IS NULL AND grade IS NULL) OR (who = 'child' AND first_name IS NOT NULL AND grade IS NOT NULL))
);
