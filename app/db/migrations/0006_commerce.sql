-- The shop (decision 0018): carts, card orders and their items, curriculum licences, weekly-plan
-- subscriptions, the payment provider's events, and the built-in test gateway's checkout sessions.
-- Money is in integer cents (USD).

-- A cart belongs to a visitor session ('visitor:<session id>') or an account ('account:<user id>');
-- a visitor's cart joins their account's at sign-in. One row per product; quantity 1–500 teachers.
CREATE TABLE cart_items (
  owner TEXT NOT NULL,
  product_slug TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 500),
  added_at INTEGER NOT NULL,
  PRIMARY KEY (owner, product_slug)
);

-- An order: curriculum licences paid by card. user_id and the contact fields of billing go when the
-- account is deleted; the order stays, anonymised, for the school's books.
CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  seq INTEGER NOT NULL UNIQUE,
  number TEXT NOT NULL UNIQUE,
  user_id TEXT,
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
  total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
  currency TEXT NOT NULL DEFAULT 'usd',
  billing TEXT NOT NULL,
  provider TEXT NOT NULL,
  provider_session_id TEXT,
  provider_payment_id TEXT,
  failure TEXT,
  created_at INTEGER NOT NULL,
  paid_at INTEGER
);
CREATE INDEX orders_user ON orders (user_id, created_at);
CREATE INDEX orders_provider_session ON orders (provider_session_id);

CREATE TABLE order_items (
  order_id TEXT NOT NULL REFERENCES orders (id),
  product_slug TEXT NOT NULL,
  sku TEXT NOT NULL,
  title TEXT NOT NULL,
  level TEXT NOT NULL,
  unit_cents INTEGER NOT NULL CHECK (unit_cents > 0),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 500),
  PRIMARY KEY (order_id, product_slug)
);

-- One licence per teacher per level (spec §6). (order_id, product_slug, seq) is unique, so a duplicate
-- or late payment event can never create a licence twice.
CREATE TABLE licences (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders (id),
  product_slug TEXT NOT NULL,
  seq INTEGER NOT NULL,
  user_id TEXT,
  sku TEXT NOT NULL,
  title TEXT NOT NULL,
  level TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'available',
  created_at INTEGER NOT NULL,
  UNIQUE (order_id, product_slug, seq)
);
CREATE INDEX licences_user ON licences (user_id);

-- The weekly plan (§3 Individual plan): the provider's subscription, as its last event described it.
CREATE TABLE subscriptions (
  id TEXT PRIMARY KEY,
  user_id TEXT,
  plan_id TEXT NOT NULL,
  status TEXT NOT NULL,
  provider TEXT NOT NULL,
  provider_customer_id TEXT,
  trial_end INTEGER,
  current_period_end INTEGER,
  cancel_at_period_end INTEGER NOT NULL DEFAULT 0,
  -- the provider's time of the event that last changed this row: an older event never overwrites a newer one
  event_created INTEGER NOT NULL,
  reminder_sent_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX subscriptions_user ON subscriptions (user_id);

-- Every payment event processed, by the provider's event id: a duplicate or replay changes nothing.
CREATE TABLE payment_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  received_at INTEGER NOT NULL
);

-- The built-in test gateway (APP_ENV development/test with no Stripe key): its hosted checkout sessions.
CREATE TABLE gateway_sessions (
  id TEXT PRIMARY KEY,
  mode TEXT NOT NULL CHECK (mode IN ('payment', 'subscription')),
  status TEXT NOT NULL,
  params TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
