-- Issue #26: a school's sales-tax exemption certificate (a PDF, the same upload rules as a Purchase Order),
-- one per buyer account, the newest replacing the one before. Kept in R2 under a key the server makes; staff
-- see it with the buyer's orders, and quotes and invoices say the buyer is exempt while it is on file.
CREATE TABLE tax_exemptions (
  user_id TEXT PRIMARY KEY,
  r2_key TEXT NOT NULL,
  uploaded_at INTEGER NOT NULL
);
