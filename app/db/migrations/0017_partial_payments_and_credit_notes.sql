-- Issue #26: an invoice may be paid in parts, and an overpaid one owes the school a credit note.
-- Every payment towards an invoice is one row (staff's transfers and checks, a card payment from My Order);
-- quotes.paid_cents is their running sum, written in the same transaction as the row and guarded by the
-- quote's version, so two payments recorded at once can't both count against the same balance. A payment's
-- reference is recorded once per invoice and method: the same check entered twice is refused, not counted.
CREATE TABLE invoice_payments (
  id TEXT PRIMARY KEY,
  quote_id TEXT NOT NULL REFERENCES quotes (id),
  method TEXT NOT NULL,
  reference TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  -- the day the money arrived (ISO date), as the bank statement or the check says
  paid_on TEXT NOT NULL,
  recorded_by TEXT NOT NULL,
  recorded_at INTEGER NOT NULL,
  UNIQUE (quote_id, method, reference)
);
CREATE INDEX invoice_payments_quote ON invoice_payments (quote_id, recorded_at);

ALTER TABLE quotes ADD COLUMN paid_cents INTEGER NOT NULL DEFAULT 0;
-- Invoices paid before this migration were paid in full, in one payment.
INSERT INTO invoice_payments (id, quote_id, method, reference, amount_cents, paid_on, recorded_by, recorded_at)
  SELECT lower(hex(randomblob(16))), id, payment_method, COALESCE(payment_reference, payment_method), total_cents, strftime('%Y-%m-%d', paid_at / 1000, 'unixepoch'), 'migration', paid_at
  FROM quotes WHERE status = 'paid' AND paid_at IS NOT NULL AND payment_method IS NOT NULL;
UPDATE quotes SET paid_cents = total_cents WHERE status = 'paid';

-- What the school owes back when an invoice is overpaid: CN-<year>-<seq>, one per invoice (an invoice takes
-- no payment once it is paid), open until staff record the refund they sent.
CREATE TABLE credit_notes (
  id TEXT PRIMARY KEY,
  seq INTEGER NOT NULL UNIQUE,
  number TEXT NOT NULL UNIQUE,
  quote_id TEXT NOT NULL UNIQUE REFERENCES quotes (id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  issued_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'refunded')),
  refund_method TEXT,
  refund_reference TEXT,
  refunded_on TEXT,
  refunded_by TEXT
);
