// Spec §2.10 and §9: the pricing cards, the individual plans and the payment options.
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { FREE_TRIAL_DAYS, formatUsd, INDIVIDUAL_PLANS, PAYMENT_OPTIONS, packageTotalCents, PRICING_CARDS, type IndividualPlan } from "~/domain/pricing";
import { useFilledCopy } from "~/components/layout/site-facts";
import { SectionHeading } from "./section-heading";

export function PricingCards({ id, title, intro }: { id: string; title: string; intro?: string }) {
  const cards = useFilledCopy(PRICING_CARDS);
  return (
    <section className="page-section" aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} title={title} intro={intro} />
      <ul className="price-grid">
        {cards.map((card) => (
          <li key={card.id} className={`price-card ${card.popular ? "price-card-popular" : ""}`}>
            {card.popular ? <p className="badge badge-popular">Most Popular</p> : null}
            <h3>{card.type}</h3>
            <p className="price">
              <span className="price-amount">{formatUsd(card.priceCents)}</span> per {card.interval}
            </p>
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
          </li>
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
        <li key={plan.id} className={`price-card ${plan.popular ? "price-card-popular" : ""}`}>
          {plan.popular ? <p className="badge badge-popular">Most Popular</p> : null}
          <Heading>{plan.title}</Heading>
          <p className="price">
            <span className="price-amount">{formatUsd(plan.priceCents)}</span> per {plan.frequency}
          </p>
          <p className="price-package">{formatUsd(plan.perClassCents)} per class</p>
          <p>Free for {FREE_TRIAL_DAYS} days, with no charge until your trial ends.</p>
          {action(plan)}
        </li>
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
