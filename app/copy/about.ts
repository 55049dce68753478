// The About page's tabs (spec §2.2 "/about-{brand}/:tab?"): the academic team and the teachers. The page
// itself is a page entry (app/content/pages/about.ts).
export const ABOUT_TABS = [
  { id: "academic-team", label: "Academic team", intro: "The people who design our curriculum, train our teachers and look after every school partnership." },
  { id: "teachers", label: "Teachers", intro: "Native speakers from across the Spanish-speaking world, each with a master’s degree, who make every class a real conversation." },
] as const;

export type AboutTab = (typeof ABOUT_TABS)[number]["id"];
