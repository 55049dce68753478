// Spec §9 "Business constants": individual plans, pricing cards, and the payment options of §2.10.
// Money is in integer cents. What the cards say about each plan is content (decision 0072: app/content/pricing.ts).

export type IndividualPlan = {
  id: string;
  title: string;
  frequency: string;
  classesPerWeek: number;
  priceCents: number;
  perClassCents: number;
  /** The card payment provider's product id (§3); set per deployment in the payments work. */
  product: string;
  popular: boolean;
};

export const INDIVIDUAL_PLANS: readonly IndividualPlan[] = [
  { id: "plan-1-per-week", title: "1 class per week", frequency: "week", classesPerWeek: 1, priceCents: 3000, perClassCents: 3000, product: "individual-plan-1", popular: false },
  { id: "plan-2-per-week", title: "2 classes per week", frequency: "week", classesPerWeek: 2, priceCents: 5000, perClassCents: 2500, product: "individual-plan-2", popular: true },
  { id: "plan-3-per-week", title: "3 classes per week", frequency: "week", classesPerWeek: 3, priceCents: 6000, perClassCents: 2000, product: "individual-plan-3", popular: false },
];

export type PricingCard = {
  id: string;
  type: "Individual class" | "Group class";
  priceCents: number;
  interval: "class";
  noOfClases: number;
  popular: boolean;
};

export const PRICING_CARDS: readonly PricingCard[] = [
  { id: "individual-4", type: "Individual class", priceCents: 3500, interval: "class", noOfClases: 4, popular: false },
  { id: "individual-8", type: "Individual class", priceCents: 3000, interval: "class", noOfClases: 8, popular: true },
  { id: "individual-12", type: "Individual class", priceCents: 2500, interval: "class", noOfClases: 12, popular: false },
  { id: "group-30", type: "Group class", priceCents: 800, interval: "class", noOfClases: 30, popular: false },
];

/** §2.10: the payment options on offer, shown with wallet icons. */
export const PAYMENT_OPTIONS = ["Credit Card", "Bank Transfer", "Link", "Digital payments"] as const;

export const FREE_TRIAL_DAYS = 7;
export const MAX_INDIVIDUAL_CLASSES_PER_WEEK = 3;

const WHOLE_DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$249.00", "$124,500.00": always with cents, as quotes, invoices and receipts show money. */
export const formatUsdCents = (cents: number) => WITH_CENTS.format(cents / 100);

/** "$249", "$1,245", "$124,500", "$12.50": whole dollars without cents, thousands grouped (US usage). */
export function formatUsd(cents: number): string {
  return (Number.isInteger(cents / 100) ? WHOLE_DOLLARS : WITH_CENTS).format(cents / 100);
}

export const packageTotalCents = (card: PricingCard) => card.priceCents * card.noOfClases;
