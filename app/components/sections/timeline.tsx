// Spec §2.6 "Timeline steps" (§3: color, title, desc) as an ordered list.
import { Section } from "./section-heading";

export type TimelineStep = { color?: "teal" | "coral" | "sun" | "slate"; title: string; desc: string };

export function Timeline({ id, title, intro, steps }: { id: string; title: string; intro?: string; steps: TimelineStep[] }) {
  return (
    <Section id={id} title={title} intro={intro}>
      <ol className={`timeline timeline-count-${Math.min(steps.length, 5)}`}>
        {steps.map((step) => (
          <li key={step.title} className={`timeline-step step-${step.color ?? "teal"}`}>
            <h3>{step.title}</h3>
            <p>{step.desc}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
