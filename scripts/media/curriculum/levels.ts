// The catalog's levels by slug, for the documents' headers. app/content/products.ts is the source of
// truth: tests/unit/curriculum-pack.test.ts checks these names against it.
export const LEVEL_NAMES: Record<string, string> = {
  "k2-level-1": "Early Elementary Spanish K–2, Level 1",
  "k2-level-2": "Early Elementary Spanish K–2, Level 2",
  "k2-level-3": "Early Elementary Spanish K–2, Level 3",
  "3-5-level-1": "Upper Elementary Spanish 3–5, Level 1",
  "3-5-level-2": "Upper Elementary Spanish 3–5, Level 2",
  "3-5-level-3": "Upper Elementary Spanish 3–5, Level 3",
  "6-8-level-1": "Middle School Spanish 6–8, Level 1",
  "6-8-level-2": "Middle School Spanish 6–8, Level 2",
  "6-8-level-3": "Middle School Spanish 6–8, Level 3",
  "9-12-spanish-1": "High School Spanish I",
  "9-12-spanish-2": "High School Spanish II",
  "9-12-spanish-3": "High School Spanish III",
};
