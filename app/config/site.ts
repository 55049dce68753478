// The one brand config. Routes with the brand in their path (spec §2.2) are generated from it in
// app/routes.ts, so renaming the school is a change here, not a hunt through route files.
export const brand = {
  name: "Hablarte",
  slug: "hablarte",
  tagline: "Live Spanish classes with native teachers",
  email: "hola@hablarte.com",
  phone: "+1 (512) 555-0142",
  defaultOrigin: "https://www.hablarte.com",
} as const;

export const brandPaths = {
  freeTrial: `/try-${brand.slug}-for-free`,
  about: `/about-${brand.slug}`,
  contact: `/contact-${brand.slug}`,
  events: `/${brand.slug}-spanish-events`,
} as const;

/** The page of programs approved by state Departments of Education lives at a configured single-segment path (§2.2 "/{hash}"). */
export const stateApprovedProgramsPath = "/state-approved-spanish-programs";
