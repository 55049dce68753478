-- Issue #27 "The plan in /account": what remains after a cancellation (the booked class, in the invitee's
-- own time zone), and the test gateway's stand-in for Stripe's customer portal (the card on file and the
-- billing history it shows; a plan change goes through the same subscription events as Stripe's).

-- The invitee's time zone as Calendly reports it (an IANA name), to say when a booked class is.
ALTER TABLE bookings ADD COLUMN timezone TEXT;
CREATE INDEX bookings_email_start ON bookings (email, start_time);

-- The test gateway's customers, as Stripe keeps them: the card on file (brand and last four digits, never the number).
CREATE TABLE gateway_customers (
  id TEXT PRIMARY KEY,
  card_brand TEXT NOT NULL,
  card_last4 TEXT NOT NULL,
  card_fingerprint TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

-- The invoices the test gateway has charged (its billing history), one per charge.
CREATE TABLE gateway_invoices (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  subscription_id TEXT NOT NULL,
  plan_id TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX gateway_invoices_customer ON gateway_invoices (customer_id, created_at);

-- A visit to the test gateway's portal, like a Stripe billing portal session: one customer, where to return.
CREATE TABLE gateway_portal_sessions (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  return_url TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- The card a checkout took, as the card on file shows it (brand and last four digits).
ALTER TABLE gateway_sessions ADD COLUMN card_brand TEXT;
ALTER TABLE gateway_sessions ADD COLUMN card_last4 TEXT;
