-- Curriculum bought by quote and Purchase Order (issue #11; app/domain/quote-order.ts is its state machine).
-- One row per quote, carried through PO, approval, invoice and payment; `version` makes every transition a
-- conditional update, so two people acting at once can't both win. Money in integer cents (USD).
CREATE TABLE quotes (
  id TEXT PRIMARY KEY,
  seq INTEGER NOT NULL UNIQUE,
  number TEXT NOT NULL UNIQUE,
  user_id TEXT,
  status TEXT NOT NULL CHECK (status IN ('quote', 'rejected', 'pending_approval', 'pending_payment', 'paid')),
  billing TEXT NOT NULL,
  total_cents INTEGER NOT NULL CHECK (total_cents > 0),
  issued_at INTEGER NOT NULL,
  valid_until INTEGER NOT NULL,
  -- the buyer's optional reason for rejecting the quote
  reject_reason TEXT,
  -- the Purchase Order: its number, and the file in R2 under a key the server made
  po_number TEXT,
  po_key TEXT,
  po_uploaded_at INTEGER,
  -- staff's reason for refusing a PO (the buyer may upload a corrected one)
  po_decline_reason TEXT,
  invoice_seq INTEGER UNIQUE,
  invoice_number TEXT UNIQUE,
  invoiced_at INTEGER,
  due_at INTEGER,
  payment_method TEXT,
  payment_reference TEXT,
  paid_at INTEGER,
  -- the order made when the invoice is paid: it carries the licences, like a card order's
  order_id TEXT REFERENCES orders (id),
  version INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
CREATE INDEX quotes_user ON quotes (user_id, issued_at);
CREATE INDEX quotes_status ON quotes (status, updated_at);

CREATE TABLE quote_items (
  quote_id TEXT NOT NULL REFERENCES quotes (id),
  product_slug TEXT NOT NULL,
  sku TEXT NOT NULL,
  title TEXT NOT NULL,
  level TEXT NOT NULL,
  unit_cents INTEGER NOT NULL CHECK (unit_cents > 0),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 500),
  PRIMARY KEY (quote_id, product_slug)
);

-- Who did what to a quote, when: the buyer's and staff's actions, for both to see.
CREATE TABLE quote_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_id TEXT NOT NULL REFERENCES quotes (id),
  at INTEGER NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  detail TEXT
);
CREATE INDEX quote_events_quote ON quote_events (quote_id, at);
