// The appointment types of /book/:id (spec §2.2; the funnel uses /book/demo). Their scheduling pages
// come from config (SCHEDULER_URLS); this is the copy around them.
export type AppointmentCopy = { title: string; intro: string };

export const APPOINTMENT_COPY: Record<string, AppointmentCopy> = {
  demo: {
    title: "Book your free demo class",
    intro: "Meet a native teacher in a live 30-minute class, see how lessons work and get advice on the right course and level.",
  },
  class: {
    title: "Book your first class",
    intro: "Choose a day and time for your first live class. Your teacher will have your level and goals before you meet.",
  },
  school: {
    title: "Book a consultation for your school",
    intro: "Talk with our academic team about live classes, the K-12 curriculum, licenses and pricing for your school or organization.",
  },
};

export const DEFAULT_APPOINTMENT_COPY: AppointmentCopy = {
  title: "Book a time with us",
  intro: "Choose a day and time that suits you; you’ll get a confirmation email right away.",
};
