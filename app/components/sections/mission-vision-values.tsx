import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/domain/page-sections";
import { SectionHeading } from "./section-heading";

/** Spec §2.6 "Mission, vision and values" (§3: icon, title, description). */
export function MissionVisionValues({ id, title, items }: { id: string; title: string; items: Array<{ icon: IconName; title: string; description: string }> }) {
  return (
    <section className="page-section mvv" aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} title={title} />
      <ul className="mvv-grid">
        {items.map((item) => (
          <li key={item.title} className="mvv-item">
            <Icon name={item.icon} size={32} className="mvv-icon" />
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
