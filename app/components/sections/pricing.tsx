// Spec §2.10 and §9: the pricing cards, the individual plans and the payment options.
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { FREE_TRIAL_DAYS, formatUsd, INDIVIDUAL_PLANS, PAYMENT_OPTIONS, packageTotalCents, PRICING_CARDS, type IndividualPlan } from "~/domain/pricing";
import { useFilledCopy } from "~/components/layout/site-facts";
import { SectionHeading } from "./section-heading";

/** A card of the price grid: the badge of the most popular, its name, its price; what else it says is its children. */
function PriceCard({ popular, title, heading: Heading = "h3", priceCents, per, children }: { popular?: boolean; title: string; heading?: "h2" | "h3"; priceCents: number; per: string; children: React.ReactNode }) {
  return (
    <li className={`price-card ${popular ? "price-card-popular" : ""}`}>
      {popular ? <p className="badge badge-popular">Most Popular</p> : null}
      <Heading>{title}</Heading>
      <p className="price">
        <span className="price-amount">{formatUsd(priceCents)}</span> per {per}
      </p>
      {children}
    </li>
  );
}

export function PricingCards({ id, title, intro }: { id: string; title: string; intro?: string }) {
  const cards = useFilledCopy(PRICING_CARDS);
  return (
    <section className="page-section" aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} title={title} intro={intro} />
      <ul className="price-grid">
        {cards.map((card) => (
          <PriceCard key={card.id} popular={card.popular} title={card.type} priceCents={card.priceCents} per={card.interval}>
            <p className="price-package">
              {card.noOfClases} classes · {formatUsd(packageTotalCents(card))} in total
            </p>
            <p>{card.classesPerWeek}</p>
            <p>{card.desc}</p>
            <Link className={`button ${card.popular ? "button-primary" : "button-secondary"}`} to="/individual-plans">
              {card.button}
              <span className="visually-hidden">
                : {card.type}, {card.noOfClases} classes
              </span>
            </Link>
          </PriceCard>
        ))}
      </ul>
    </section>
  );
}

/** The §9 individual plans as cards; `action` is each card's call to action (a link, or a form post). */
export function IndividualPlanGrid({ headingLevel = 3, action }: { headingLevel?: 2 | 3; action: (plan: IndividualPlan) => React.ReactNode }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="price-grid price-grid-3">
      {INDIVIDUAL_PLANS.map((plan) => (
        <PriceCard key={plan.id} popular={plan.popular} title={plan.title} heading={Heading} priceCents={plan.priceCents} per={plan.frequency}>
          <p className="price-package">{formatUsd(plan.perClassCents)} per class</p>
          <p>Free for {FREE_TRIAL_DAYS} days, with no charge until your trial ends.</p>
          {action(plan)}
        </PriceCard>
      ))}
    </ul>
  );
}

export function IndividualPlans({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <section className="page-section" aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} title={title} intro={intro} />
      <IndividualPlanGrid
        action={(plan) => (
          <Link className={`button ${plan.popular ? "button-primary" : "button-secondary"}`} to={`/start-journey?plan=${plan.id}`}>
            Start with this plan<span className="visually-hidden">: {plan.title}</span>
          </Link>
        )}
      />
    </section>
  );
}

export function PaymentOptions({ id, title }: { id: string; title: string }) {
  return (
    <section className="page-section narrow" aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} title={title} />
      <ul className="payment-options">
        {PAYMENT_OPTIONS.map((option) => (
          <li key={option}>
            <Icon name={option === "Credit Card" ? "card" : "wallet"} size={20} />
            {option}
          </li>
        ))}
      </ul>
    </section>
  );
}
