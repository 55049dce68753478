// Spec §2.10 and §9: the pricing cards, the individual plans and the payment options. The prices, the trial and
// the words are content (decisions 0072, 0082); checkout charges a weekly plan's price only when the payment
// provider's is the same.
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { fillFacts } from "~/domain/content/fill-facts";
import type { PlanWords, Pricing } from "~/domain/content/pricing-words";
import { formatUsd, INDIVIDUAL_PLANS, PAYMENT_OPTIONS, packageTotalCents, perClassCents, PRICING_CARDS, type IndividualPlan } from "~/domain/pricing";
import { SectionHeading } from "./section-heading";

/** A card of the price grid: the badge of the most popular, its name, its price; what else it says is its children. */
function PriceCard({ badge, title, heading: Heading = "h3", priceCents, unit, children }: { badge?: string; title: string; heading?: "h2" | "h3"; priceCents: number; unit: string; children: React.ReactNode }) {
  return (
    <li className={`price-card ${badge ? "price-card-popular" : ""}`}>
      {badge ? <p className="badge badge-popular">{badge}</p> : null}
      <Heading>{title}</Heading>
      <p className="price">
        <span className="price-amount">{formatUsd(priceCents)}</span>
        {` ${unit}`}
      </p>
      {children}
    </li>
  );
}

export function PricingCards({ id, title, intro, words }: { id: string; title: string; intro?: string; words: Pricing }) {
  const { labels, plans } = words;
  return (
    <section className="page-section" aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} title={title} intro={intro} />
      <ul className="price-grid">
        {PRICING_CARDS.map((card) => {
          const plan = plans[card.id]!;
          return (
            <PriceCard key={card.id} badge={plan.popular ? labels.popularBadge : undefined} title={plan.title} priceCents={plan.priceCents} unit={labels.classUnit}>
              <p className="price-package">{fillFacts(labels.packageLine, { classes: String(card.noOfClases), total: formatUsd(packageTotalCents(card, plan.priceCents)) })}</p>
              {plan.schedule ? <p>{plan.schedule}</p> : null}
              {plan.description ? <p>{plan.description}</p> : null}
              <Link className={`button ${plan.popular ? "button-primary" : "button-secondary"}`} to="/individual-plans">
                {plan.button ?? labels.planButton}
                <span className="visually-hidden">{`: ${plan.title}, ${card.noOfClases} classes`}</span>
              </Link>
            </PriceCard>
          );
        })}
      </ul>
    </section>
  );
}

/** The §9 individual plans as cards; `action` is each card's call to action (a link, or a form post), given the plan and its card's words. */
export function IndividualPlanGrid({ headingLevel = 3, words, action }: { headingLevel?: 2 | 3; words: Pricing; action: (plan: IndividualPlan, card: PlanWords) => React.ReactNode }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { labels, plans } = words;
  return (
    <ul className="price-grid price-grid-3">
      {INDIVIDUAL_PLANS.map((plan) => {
        const card = plans[plan.id]!;
        return (
          <PriceCard key={plan.id} badge={card.popular ? labels.popularBadge : undefined} title={card.title} heading={Heading} priceCents={card.priceCents} unit={labels.weekUnit}>
            <p className="price-package">{fillFacts(labels.perClassLine, { perClass: formatUsd(perClassCents(plan, card.priceCents)) })}</p>
            <p>{labels.trialLine}</p>
            {action(plan, card)}
          </PriceCard>
        );
      })}
    </ul>
  );
}

export function IndividualPlans({ id, title, intro, words }: { id: string; title: string; intro?: string; words: Pricing }) {
  return (
    <section className="page-section" aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} title={title} intro={intro} />
      <IndividualPlanGrid
        words={words}
        action={(plan, card) => (
          <Link className={`button ${card.popular ? "button-primary" : "button-secondary"}`} to={`/start-journey?plan=${plan.id}`}>
            {words.labels.planButton}
            <span className="visually-hidden">{`: ${card.title}`}</span>
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
