/** §3 "Course overview": image, title, description, and a titled list. */
export function CourseOverview({
  id,
  image,
  title,
  description,
  listTitle,
  list,
}: {
  id: string;
  image: { src: string; alt: string; width: number; height: number };
  title: string;
  description: string;
  listTitle: string;
  list: string[];
}) {
  return (
    <section className="page-section course-overview" aria-labelledby={`${id}-title`}>
      <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      <div>
        <h2 id={`${id}-title`}>{title}</h2>
        <p>{description}</p>
        <h3>{listTitle}</h3>
        <ul className="check-list">
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
