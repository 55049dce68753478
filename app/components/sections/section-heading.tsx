import type { ReactNode } from "react";

/** The tag, title and intro that open most sections; `id` labels the section for assistive technology. */
export function SectionHeading({ id, tag, title, intro }: { id: string; tag?: string; title: string; intro?: string }) {
  return (
    <div className="section-heading">
      {tag ? <p className="eyebrow">{tag}</p> : null}
      <h2 id={id}>{title}</h2>
      {intro ? <p className="section-intro">{intro}</p> : null}
    </div>
  );
}

/** A page section opened by its heading, which names it for assistive technology (`${id}-title`). */
export function Section({ id, className, tag, title, intro, children }: { id: string; className?: string; tag?: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section className={className ? `page-section ${className}` : "page-section"} aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} tag={tag} title={title} intro={intro} />
      {children}
    </section>
  );
}
