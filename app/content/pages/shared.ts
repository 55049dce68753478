// Copy that recurs on many pages of the pack, written once for their section entries. The figures are
// the school's marketing figures (spec §9), from the site-settings entry (decision 0025).
export const SCHOOL_FIGURES = [
  { value: "{{studentsTaught}}", label: "students taught live" },
  { value: "{{organizations}}", label: "schools and organizations" },
  { value: "{{approvedStates}}", label: "states whose Departments of Education approve our programs" },
  { value: "{{happyLearners}}", label: "happy learners who recommend us" },
];

export const TESTIMONIALS_HEADING = { badge: "From our students", title: "Check what they’re saying" };
export const SUCCESS_STORIES_HEADING = { title: "Success stories", button: "Read our case studies" };
