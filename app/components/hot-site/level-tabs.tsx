// §2.7 level tabs, each with a list. Accessible tabs once interactive (arrow keys, Home, End); without
// JavaScript every level is shown under its own heading.
import { useRef, useState } from "react";
import { useHydrated } from "~/components/ui/client-only";
import type { LevelTab } from "~/domain/hot-site-content";
import { wrapIndex } from "~/domain/carousels";

const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, "-");

function WindowList({ items }: { items: string[] }) {
  return (
    <ul className="check-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function LevelTabs({ id, title, intro, levels }: { id: string; title: string; intro: string; levels: LevelTab[] }) {
  const hydrated = useHydrated();
  const [active, setActive] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  if (levels.length === 0) return null;

  const select = (index: number) => {
    const next = wrapIndex(index, levels.length);
    setActive(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: levels.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      select(moves[event.key]!);
    }
  };

  return (
    <section className="page-section hot-levels" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="section-intro">{intro}</p>
      {hydrated ? (
        <div className="level-tabs">
          <div role="tablist" aria-label={title} className="level-tablist">
            {levels.map((level, index) => (
              <button
                key={level.tab}
                ref={(node) => {
                  tabs.current[index] = node;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${slug(level.tab)}`}
                aria-controls={`${id}-panel-${slug(level.tab)}`}
                aria-selected={index === active}
                tabIndex={index === active ? 0 : -1}
                onClick={() => setActive(index)}
                onKeyDown={onKeyDown}
              >
                {level.tab}
              </button>
            ))}
          </div>
          {levels.map((level, index) => (
            <div
              key={level.tab}
              role="tabpanel"
              id={`${id}-panel-${slug(level.tab)}`}
              aria-labelledby={`${id}-tab-${slug(level.tab)}`}
              hidden={index !== active}
              className="level-panel"
            >
              <WindowList items={level.window} />
            </div>
          ))}
        </div>
      ) : (
        <div className="level-columns">
          {levels.map((level) => (
            <div key={level.tab} className="level-panel">
              <h3>{level.tab}</h3>
              <WindowList items={level.window} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
