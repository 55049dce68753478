-- Payments reconciliation (issue #22 §3–§4; decision 0028). A card payment the webhook could not apply to
-- its order is money received all the same: it is kept here, shown to staff and refunded from the console,
-- never dropped. `overpayment`: the order was already paid (by staff recording a transfer, or by another
-- checkout). `mismatch`: the paid checkout session is not the one the order opened, or its amount or
-- currency differ from the order's. Money in integer cents.
CREATE TABLE payment_exceptions (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('overpayment', 'mismatch')),
  -- the order the payment named (metadata.order_id or client_reference_id); it may no longer exist
  order_id TEXT NOT NULL,
  provider TEXT NOT NULL,
  -- the provider's checkout session and payment (a Stripe PaymentIntent: what a refund names)
  session_id TEXT NOT NULL,
  payment_id TEXT,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  currency TEXT NOT NULL,
  -- what the order expected when the payment arrived, for the staff page and the books
  expected_session_id TEXT,
  expected_cents INTEGER,
  expected_currency TEXT,
  reason TEXT NOT NULL,
  event_id TEXT NOT NULL,
  -- open → refunding (one member of staff's claim, a lease) → refunded; a failed refund goes back to open
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'refunding', 'refunded')),
  claimed_at INTEGER,
  claimed_by TEXT,
  refund_id TEXT,
  refunded_at INTEGER,
  refunded_by TEXT,
  created_at INTEGER NOT NULL,
  -- One checkout session is one payment: its events (completed, async_payment_succeeded, retries) record it once.
  UNIQUE (provider, session_id)
);
CREATE INDEX payment_exceptions_order ON payment_exceptions (order_id);
CREATE INDEX payment_exceptions_status ON payment_exceptions (status, created_at);

-- The built-in test gateway's refunds, as Stripe keeps them: one per idempotency key, so a refund asked
-- twice (a double click, a retry) is made once.
CREATE TABLE gateway_refunds (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  payment_id TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  created_at INTEGER NOT NULL
);
