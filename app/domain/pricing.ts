// Spec §9 "Business constants": what the individual plans and the pricing cards are, and the payment options
// of §2.10. Their prices, which are popular and the free trial's length are content, checked against the
// payment provider's prices at checkout (decision 0082: app/domain/content/pricing-words.ts reads them). Money
// is in integer cents.

export type IndividualPlan = {
  id: string;
  /** The plan's name in records and emails (the price cards' titles are content). */
  title: string;
  frequency: string;
  classesPerWeek: number;
  /** The card payment provider's product id (§3); its price per deployment is STRIPE_PLAN_PRICES. */
  product: string;
};

export const INDIVIDUAL_PLANS: readonly IndividualPlan[] = [
  { id: "plan-1-per-week", title: "1 class per week", frequency: "week", classesPerWeek: 1, product: "individual-plan-1" },
  { id: "plan-2-per-week", title: "2 classes per week", frequency: "week", classesPerWeek: 2, product: "individual-plan-2" },
  { id: "plan-3-per-week", title: "3 classes per week", frequency: "week", classesPerWeek: 3, product: "individual-plan-3" },
];

export type PricingCard = {
  id: string;
  type: "Individual class" | "Group class";
  interval: "class";
  noOfClases: number;
};

export const PRICING_CARDS: readonly PricingCard[] = [
  { id: "individual-4", type: "Individual class", interval: "class", noOfClases: 4 },
  { id: "individual-8", type: "Individual class", interval: "class", noOfClases: 8 },
  { id: "individual-12", type: "Individual class", interval: "class", noOfClases: 12 },
  { id: "group-30", type: "Group class", interval: "class", noOfClases: 30 },
];

/** A plan's or package's price (a week's, or a class's) and whether its card is the one marked popular. */
export type PlanPrice = { priceCents: number; popular: boolean };

/**
 * Spec §9's prices and trial: what the bundled content pack says, and the prices the built-in test gateway
 * charges (a Stripe account's prices, for development). A deployment's are its CMS entries and Stripe prices.
 */
export const SPEC_PRICING: { trialDays: number; plans: Readonly<Record<string, PlanPrice>> } = {
  trialDays: 7,
  plans: {
    "plan-1-per-week": { priceCents: 3000, popular: false },
    "plan-2-per-week": { priceCents: 5000, popular: true },
    "plan-3-per-week": { priceCents: 6000, popular: false },
    "individual-4": { priceCents: 3500, popular: false },
    "individual-8": { priceCents: 3000, popular: true },
    "individual-12": { priceCents: 2500, popular: false },
    "group-30": { priceCents: 800, popular: false },
  },
};

/**
 * Whether a payment provider's price charges what the page showed for a weekly plan: the same cents, in US
 * dollars, every week. Checkout starts a plan only then (decision 0082): a price edited in the CMS but not at
 * the provider (or the reverse) is refused rather than charged.
 */
export const chargesAsShown = (shownCents: number, price: { unitCents: number; currency: string; interval: string | null } | null) =>
  price !== null && price.unitCents === shownCents && price.currency === "usd" && price.interval === "week";

/** §2.10: the payment options on offer, shown with wallet icons. */
export const PAYMENT_OPTIONS = ["Credit Card", "Bank Transfer", "Link", "Digital payments"] as const;

export const MAX_INDIVIDUAL_CLASSES_PER_WEEK = 3;

const WHOLE_DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$249.00", "$124,500.00": always with cents, as quotes, invoices and receipts show money. */
export const formatUsdCents = (cents: number) => WITH_CENTS.format(cents / 100);

/** "$249", "$1,245", "$124,500", "$12.50": whole dollars without cents, thousands grouped (US usage). */
export function formatUsd(cents: number): string {
  return (Number.isInteger(cents / 100) ? WHOLE_DOLLARS : WITH_CENTS).format(cents / 100);
}

/** A weekly plan's price a class: "$50 per week" is "$25 per class" for 2 classes a week. */
export const perClassCents = (plan: IndividualPlan, weeklyCents: number) => Math.round(weeklyCents / plan.classesPerWeek);

/** A package's whole price: its price a class times its classes. */
export const packageTotalCents = (card: PricingCard, perClass: number) => perClass * card.noOfClases;
