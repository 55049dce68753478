// Spec §2.6 "FAQ list" as native disclosures: keyboard and screen readers get them for free, no JavaScript.
import { Section, useFieldTags } from "./section-heading";

export type FaqItem = { question: string; answer: string };

export function FaqList({ id, title, intro, items }: { id: string; title: string; intro?: string; items: FaqItem[] }) {
  const field = useFieldTags();
  return (
    <Section id={id} className="narrow faq" title={title} intro={intro}>
      <div className="faq-items" {...field("items")}>
        {items.map((item) => (
          <details key={item.question} className="faq-item">
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
