import type { ImageRef } from "~/domain/content/image-ref";
import { ContentImage } from "~/components/ui/content-image";
import { useFieldTags } from "./section-heading";

/** §3 "Course overview": image (an asset of the CMS), title, description, and a titled list. */
export function CourseOverview({
  id,
  image,
  title,
  description,
  listTitle,
  list,
}: {
  id: string;
  image: ImageRef | null;
  title: string;
  description: string;
  listTitle: string;
  list: string[];
}) {
  const field = useFieldTags();
  return (
    <section className="page-section course-overview" aria-labelledby={`${id}-title`}>
      {image ? <ContentImage image={image} sizes="(max-width: 800px) 100vw, 40vw" /> : null}
      <div>
        <h2 id={`${id}-title`} {...field("title")}>
          {title}
        </h2>
        <p {...field("description")}>{description}</p>
        <h3 {...field("listTitle")}>{listTitle}</h3>
        <ul className="check-list" {...field("list")}>
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
