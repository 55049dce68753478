-- Decision 0082: prices are content, checked against the payment provider's at checkout. What a subscription
-- charges a week is the provider's price, as its events report it (the price's unit_amount), kept on the
-- row for the emails that name it (the trial's start and its reminder, a plan change). NULL on rows written
-- before this column: they were charged spec §9's prices, which the site then had in its code.
ALTER TABLE subscriptions ADD COLUMN price_cents INTEGER;
