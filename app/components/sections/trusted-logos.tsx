// Spec §2.6 "'Trusted by' logo strip": continuously auto-scrolling logos over a configurable overlay.
// The loop is a CSS animation (docs/decisions/0010): it moves from the first paint, costs the main thread
// nothing and needs no JavaScript. WCAG 2.2.2: a native checkbox pauses it; reduced motion stops it and
// leaves a list to scroll.
import { logoMarquee, logoStrip } from "~/domain/carousels";
import type { TrustedLogo } from "~/domain/section-data";
import { ContentImage } from "~/components/ui/content-image";

function LogoItem({ item }: { item: TrustedLogo }) {
  return item.logo ? (
    <ContentImage image={item.logo} alt={item.name} sizes="180px" priority="eager" />
  ) : (
    <span className="logo-fallback">{item.name}</span>
  );
}

export function TrustedLogos({ title, logos, overlay = "var(--color-surface-muted)" }: { title: string; logos: TrustedLogo[]; overlay?: string }) {
  if (logos.length === 0) return null;
  const loop = logoMarquee(logoStrip, logos.length);
  const style = {
    "--overlay": overlay,
    "--lap": `${loop.lapMs}ms`,
    "--per-view": loop.perView,
    "--gap": `${loop.gapPx}px`,
    "--narrow-per-view": loop.narrow.slidesPerView,
    "--narrow-gap": `${loop.narrow.spaceBetween}px`,
  } as React.CSSProperties;
  return (
    <section className="trusted-logos" aria-labelledby="trusted-title" style={style}>
      <h2 id="trusted-title" className="trusted-title">
        {title}
      </h2>
      <div className="logo-strip">
        <input className="logo-strip-pause" type="checkbox" id="logo-strip-pause" />
        <label className="logo-strip-pause-label" htmlFor="logo-strip-pause">
          Pause the moving logos
        </label>
        {/* Scrollable by keyboard when motion is reduced. */}
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <section className="logo-strip-viewport" aria-label="Organizations that trust us" tabIndex={0}>
          <ul className="logo-strip-track">
            {logos.map((item) => (
              <li key={item.id}>
                <LogoItem item={item} />
              </li>
            ))}
            {/* The second lap makes the loop seamless; assistive technology reads the logos once. */}
            {logos.map((item) => (
              <li key={`${item.id}-again`} className="logo-strip-again" aria-hidden="true">
                <LogoItem item={item} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
}
