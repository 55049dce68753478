// The school's name and the paths spec §2.2 builds from it ("/try-{brand}-for-free"). Rules, copy and
// routes derive from these, so they sit at the ground of the domain; renaming the school is a change
// here. What a deployment fills in (contact details, canonical origin, remit-to) is app/config/site.ts.
export const brandIdentity = {
  name: "Hablarte",
  slug: "hablarte",
} as const;

export const brandPaths = {
  freeTrial: `/try-${brandIdentity.slug}-for-free`,
  about: `/about-${brandIdentity.slug}`,
  contact: `/contact-${brandIdentity.slug}`,
  events: `/${brandIdentity.slug}-spanish-events`,
} as const;

/** The brand as the site shows it: the identity above, and what a deployment fills in (app/config/site.ts). */
export type Brand = typeof brandIdentity & { tagline: string; email: string; phone: string; defaultOrigin: string };
