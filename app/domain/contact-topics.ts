// The contact form's topics (/contact-{brand}): the page lists them in the browser; the form's schema
// (contact-form.ts, server only) accepts nothing else.
export const CONTACT_TOPICS = ["General question", "Individual classes", "Young learners", "Schools and licenses", "Corporate programs", "Events"] as const;
