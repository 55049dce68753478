// FAQ entries grouped by category, in a fixed category order, ordered within each category.

export const FAQ_CATEGORIES = ["Classes", "Pricing and plans", "Young learners", "Schools and licenses", "Account and privacy"] as const;

type Faq = { question: string; answer: string; category: (typeof FAQ_CATEGORIES)[number]; order: number };

export function groupFaqs(faqs: Faq[]): Array<{ category: string; items: Array<{ question: string; answer: string }> }> {
  return FAQ_CATEGORIES.map((category) => ({
    category,
    items: faqs
      .filter((faq) => faq.category === category)
      .sort((a, b) => a.order - b.order)
      .map(({ question, answer }) => ({ question, answer })),
  })).filter((group) => group.items.length > 0);
}
