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
