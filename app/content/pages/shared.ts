// Copy that recurs on many pages of the pack, written once for their section entries. The figures are
// the school's marketing figures (spec §9).
export const SCHOOL_FIGURES = [
  { value: "5,000+", label: "students taught live" },
  { value: "100+", label: "schools and organizations" },
  { value: "11", label: "states whose Departments of Education approve our programs" },
  { value: "1,000+", label: "happy learners who recommend us" },
];

export const TESTIMONIALS_HEADING = { badge: "From our students", title: "Check what they’re saying" };
export const SUCCESS_STORIES_HEADING = { title: "Success stories", button: "Read our case studies" };
