import { createContext, useContext, type ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { ShellData } from "~/domain/shell";
import { fieldInspectorTags, type InspectorTags } from "~/domain/content/inspector";

// Live Preview's inspector inside a section (issue #28; decision 0065): in an editor's preview each of a
// section's words can open the field it comes from. The section list says which entry the section is; a
// component asks for the tags of a field by the entry's field id. Outside a preview there is no entry and
// no attribute is written: visitors' pages are unchanged. (Here, with the headings every section shows,
// so that it adds no script of its own to a page.)
const SectionEntry = createContext<string | null>(null);

/** The entry of the section rendered inside (an editor's preview only). */
export const SectionEntryProvider = SectionEntry.Provider;

/**
 * The attributes that make an element open `field` of another entry (a card's record), in an editor's preview
 * (the shell says so); none for visitors.
 */
export function useRecordTags(): (entryId: string, field: string) => InspectorTags | undefined {
  const preview = useRouteLoaderData<ShellData>("root")?.preview ?? false;
  return (entryId, field) => (preview ? fieldInspectorTags(entryId, field) : undefined);
}

/** The attributes that make an element open `field` of its section's entry, in an editor's preview; none otherwise. */
export function useFieldTags(): (field: string) => InspectorTags | undefined {
  const entryId = useContext(SectionEntry);
  return (field) => (entryId ? fieldInspectorTags(entryId, field) : undefined);
}

/** The tag, title and intro that open most sections; `id` labels the section for assistive technology. */
export function SectionHeading({ id, tag, title, intro }: { id: string; tag?: string; title: string; intro?: string }) {
  const field = useFieldTags();
  return (
    <div className="section-heading">
      {tag ? (
        <p className="eyebrow" {...field("tag")}>
          {tag}
        </p>
      ) : null}
      <h2 id={id} {...field("title")}>
        {title}
      </h2>
      {intro ? (
        <p className="section-intro" {...field("intro")}>
          {intro}
        </p>
      ) : null}
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
