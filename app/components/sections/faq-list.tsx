// Spec §2.6 "FAQ list" as native disclosures: keyboard and screen readers get them for free, no JavaScript.
import { SectionHeading } from "./section-heading";

export type FaqItem = { question: string; answer: string };

export function FaqList({ id, title, intro, items, headingLevel = 2 }: { id: string; title: string; intro?: string; items: FaqItem[]; headingLevel?: 2 | 3 }) {
  return (
    <section className="page-section narrow faq" aria-labelledby={`${id}-title`}>
      {headingLevel === 2 ? (
        <SectionHeading id={`${id}-title`} title={title} intro={intro} />
      ) : (
        <h3 id={`${id}-title`} className="faq-group-title">
          {title}
        </h3>
      )}
      <div className="faq-items">
        {items.map((item) => (
          <details key={item.question} className="faq-item">
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
