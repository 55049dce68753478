// Spec §2.6 "'Trusted by' logo strip": continuously auto-scrolling logos over a configurable overlay.
import { Carousel } from "~/components/ui/carousel";
import { logoStrip } from "~/domain/carousels";
import type { ImageRef } from "~/lib/content.server";

export type TrustedLogo = { id: string; name: string; logo?: ImageRef };

export function TrustedLogos({ title, logos, overlay = "var(--color-surface-muted)" }: { title: string; logos: TrustedLogo[]; overlay?: string }) {
  if (logos.length === 0) return null;
  return (
    <section className="trusted-logos" aria-labelledby="trusted-title" style={{ "--overlay": overlay } as React.CSSProperties}>
      <h2 id="trusted-title" className="trusted-title">
        {title}
      </h2>
      <Carousel
        label="Organizations that trust us"
        className="logo-strip"
        options={logoStrip}
        slides={logos.map((item) => ({
          key: item.id,
          content: item.logo ? (
            <img src={item.logo.url} alt={item.name} width={item.logo.width} height={item.logo.height} decoding="async" />
          ) : (
            <span className="logo-fallback">{item.name}</span>
          ),
        }))}
      />
    </section>
  );
}
