// Page meta from data plus site defaults (title, description, canonical, Open Graph).
import { brand } from "~/config/site";

export function pageMeta({ title, description, path }: { title: string; description: string; path: string }) {
  const url = new URL(path, brand.defaultOrigin).toString();
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: new URL("/og-image.jpg", brand.defaultOrigin).toString() },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
