// Page meta from data plus site defaults (title, description, canonical, Open Graph).
import { brand } from "~/config/site";

/** `noindex`: steps of a visitor's own journey (funnel, results) stay out of search engines. */
export function pageMeta({ title, description, path, noindex = false }: { title: string; description: string; path: string; noindex?: boolean }) {
  const url = new URL(path, brand.defaultOrigin).toString();
  return [
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
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

// JSON-LD (schema.org) for rich results, rendered through `meta` as `script:ld+json`.
const absolute = (path: string) => new URL(path, brand.defaultOrigin).toString();

/** The school as search engines read it; its email and phone are site settings' (decision 0069). */
export const organizationLd = (contact: { email: string; phone: string }) => ({
  "script:ld+json": {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: brand.name,
    url: brand.defaultOrigin,
    logo: absolute("/favicon.svg"),
    email: contact.email,
    telephone: contact.phone,
    description: "Live online Spanish classes with native teachers for adults, children aged 5–18 and schools.",
  },
});

export const breadcrumbLd = (items: Array<{ name: string; path: string }>) => ({
  "script:ld+json": {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: absolute(item.path) })),
  },
});

export const faqPageLd = (items: Array<{ question: string; answer: string }>) => ({
  "script:ld+json": {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer } })),
  },
});

export const courseLd = (course: { title: string; summary: string; path: string }) => ({
  "script:ld+json": {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.summary,
    url: absolute(course.path),
    inLanguage: "es",
    provider: { "@type": "EducationalOrganization", name: brand.name, sameAs: brand.defaultOrigin },
  },
});

export const articleLd = (article: { title: string; summary: string; path: string; published: string; author?: string; image?: string }) => ({
  "script:ld+json": {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.summary,
    url: absolute(article.path),
    datePublished: article.published,
    author: { "@type": "Person", name: (article.author ?? brand.name).replace(/^By\s+/, "") },
    publisher: { "@type": "Organization", name: brand.name },
    ...(article.image ? { image: absolute(article.image) } : {}),
  },
});

export const eventLd = (event: { title: string; summary: string; path: string; startsAt: string; endsAt: string; location: string; online: boolean }) => ({
  "script:ld+json": {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.summary,
    url: absolute(event.path),
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventAttendanceMode: event.online ? "https://schema.org/OnlineEventAttendanceMode" : "https://schema.org/OfflineEventAttendanceMode",
    location: event.online ? { "@type": "VirtualLocation", url: absolute(event.path) } : { "@type": "Place", name: event.location, address: event.location },
    organizer: { "@type": "Organization", name: brand.name, url: brand.defaultOrigin },
  },
});

export const productLd = (product: { title: string; summary: string; path: string; sku: string; priceCents: number }) => ({
  "script:ld+json": {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    description: product.summary,
    sku: product.sku,
    url: absolute(product.path),
    brand: { "@type": "Brand", name: brand.name },
    offers: { "@type": "Offer", price: (product.priceCents / 100).toFixed(2), priceCurrency: "USD", availability: "https://schema.org/InStock", url: absolute(product.path) },
  },
});
