// Fixed copy of the institutions' pages (spec §2.6 page sections; §3 "Fixed-copy entities").
// Figures are the spec's §9 facts only. Per spec §2.3, an institution's "Book a demo class" button
// leads to the free-trial page.
import { SCHOOL_FIGURES, SUCCESS_STORIES_HEADING, TESTIMONIALS_HEADING } from "./shared";
import { assetLink } from "~/content/build";
import type { MarketingPage } from "~/domain/page-sections";

const demoClass = { label: "Book a demo class", href: "/try-hablarte-for-free" };
const talkToUs = { label: "Talk to our team", href: "/contact-hablarte" };

const impactFigures = SCHOOL_FIGURES;

const k12Schools: MarketingPage = {
  path: "/k-12-schools",
  title: "K-12 Spanish Curriculum and Live Classes | {{brand}}",
  description:
    "An ACTFL-aligned Spanish curriculum for grades K–12 and live classes with native teachers. Licenses per teacher per level; pay by card or purchase order.",
  sections: [
    {
      type: "hero",
      eyebrow: "K-12 Schools",
      title: "Spanish for every grade, K–12",
      lines: [
        "A complete curriculum for grades K–12 that follows ACTFL standards, and live online classes taught by native teachers with a master’s degree.",
        "License it for one teacher or a whole department, one license per teacher per level.",
        "Our programs are approved by the Departments of Education of {{approvedStates}} states.",
      ],
      primary: demoClass,
      secondary: { label: "Browse the curriculum catalog", href: "/catalog" },
    },
    {
      type: "features",
      id: "what-we-offer",
      tag: "For schools and districts",
      title: "Two ways to bring Spanish to your school",
      intro: "Use one, or combine them: live classes where you have no Spanish teacher, and the curriculum where you do.",
      items: [
        {
          icon: "book",
          title: "The K–12 curriculum",
          text: "Your own teachers teach from our curriculum. Choose a single-teacher license or multiple licenses, with one license per teacher per level.",
          href: "/catalog",
        },
        {
          icon: "teacher",
          title: "Live online classes",
          text: "Native teachers with a master’s degree teach your students live online, in groups of up to {{maxGroupSize}}, whether or not you have a Spanish teacher on staff.",
        },
        {
          icon: "target",
          title: "Aligned with ACTFL standards",
          text: "Every level follows ACTFL standards, so students build on what they learned last year instead of starting over.",
        },
        {
          icon: "certificate",
          title: "State-approved programs",
          text: "Our programs are approved by the Departments of Education of {{approvedStates}} states. Our state-approved programs page has the details.",
          href: "/state-approved-spanish-programs",
        },
      ],
      tone: "tinted",
    },
    {
      type: "challenges",
      id: "school-challenges",
      title: "Common hurdles for school Spanish programs",
      items: [
        {
          iconTop: "school",
          titleTop: "No Spanish teacher on staff",
          descTop: "Many schools, especially small and rural ones, struggle to hire a qualified Spanish teacher.",
          iconBottom: "teacher",
          titleBottom: "Native teachers, live on your classroom screen",
          descBottom: "Our teachers, all native speakers with a master’s degree, teach your students live online while you keep recruiting, or instead of it.",
        },
        {
          iconTop: "chart",
          titleTop: "Every stage starts over",
          descTop: "When each grade uses different materials, students arrive in middle school and high school with uneven foundations.",
          iconBottom: "book",
          titleBottom: "One curriculum from K to 12",
          descBottom: "A single ACTFL-aligned path from kindergarten to grade 12 gives every teacher a shared starting point.",
        },
        {
          iconTop: "clock",
          titleTop: "Purchasing takes time",
          descTop: "Not every school can pay by card, and procurement rules vary.",
          iconBottom: "check",
          titleBottom: "Pay by card or by purchase order",
          descBottom: "Pay by card, or request a quote and send a purchase order. PO approval takes 1–2 business days.",
        },
      ],
    },
    {
      type: "timeline",
      id: "how-purchasing-works",
      title: "How to license the curriculum",
      intro: "From the catalog to the classroom in four steps.",
      steps: [
        {
          color: "teal",
          title: "Choose your levels",
          desc: "Browse the catalog and pick the grades you need. You need one license per teacher for each level they teach.",
        },
        {
          color: "coral",
          title: "Pick a license",
          desc: "A single-teacher license for one classroom, or multiple licenses for a department, school or district.",
        },
        {
          color: "sun",
          title: "Pay by card or purchase order",
          desc: "Check out by card, or request a quote and send us a purchase order. PO approval takes 1–2 business days.",
        },
        {
          color: "slate",
          title: "Start teaching",
          desc: "Once payment or PO approval is complete, your teachers can begin teaching the levels you licensed.",
        },
      ],
    },
    {
      type: "text",
      id: "purchase-help",
      tag: "Purchase orders",
      title: "Buying with a purchase order, step by step",
      paragraphs: [
        "Our purchase tutorial walks you through buying curriculum licenses, whether you pay by card or with a quote and a purchase order.",
        "Share it with whoever handles purchasing at your school or district, so the order goes through the first time.",
        "Setting us up as a vendor? Our W-9, certificate of insurance, accessibility conformance report and student data privacy documents are on our vendor information page.",
      ],
      button: { label: "Read the purchase tutorial", href: "/purchase-tutorial" },
    },
    {
      type: "features",
      id: "vendor-documents",
      title: "For your purchasing office",
      items: [
        { title: "Vendor information", text: "W-9, certificate of insurance, accessibility conformance report, student data privacy and a data-privacy agreement template.", href: "/vendor-information", icon: "school" },
        { title: "Sole-source letter", text: "A letter for one curriculum level, addressed to your district.", href: "/vendor-information/sole-source-letter", icon: "book" },
      ],
    },
    {
      type: "stats",
      id: "impact",
      title: "Trusted by schools across the country",
      figures: impactFigures,
    },
    { type: "successStories", ...SUCCESS_STORIES_HEADING },
    {
      type: "faq",
      id: "faq",
      title: "Questions from schools and districts",
      items: [
        {
          question: "How does curriculum licensing work?",
          answer:
            "Licenses are per teacher per level. A teacher who teaches two levels needs two licenses. You can buy a single-teacher license or multiple licenses for a whole team.",
        },
        {
          question: "Can we pay with a purchase order?",
          answer:
            "Yes. Request a quote, then send us a purchase order. Approval takes 1–2 business days. Schools can also pay by card. Our purchase tutorial explains each step.",
        },
        {
          question: "Which standards does the curriculum follow?",
          answer: "The curriculum covers grades K–12 and follows ACTFL standards at every level.",
        },
        {
          question: "Is the program approved in our state?",
          answer:
            "Our programs are approved by the Departments of Education of {{approvedStates}} states. Our state-approved programs page has the details for each one.",
        },
        {
          question: "Can our teachers see a class before we decide?",
          answer: "Yes. Book a demo class to see how a live lesson runs before you commit.",
        },
      ],
    },
    {
      type: "k12Programs",
      id: "programs",
      title: "Programs by grade band",
      intro: "Four programs take students from their first words in kindergarten to Spanish III in high school.",
    },
    {
      type: "cta",
      title: "See the curriculum in action",
      description:
        "Book a demo class and see how live Spanish and an ACTFL-aligned K–12 curriculum can work in your school, from a single classroom to a whole district.",
      buttonText: "Book a demo class",
      buttonLink: "/try-hablarte-for-free",
    },
  ],
};

const ibSchools: MarketingPage = {
  path: "/ib-schools",
  title: "Spanish Support for IB Schools | {{brand}}",
  description:
    "Live Spanish classes that help IB students prepare for Spanish B and ab initio, with oral practice, writing feedback and themes from your own syllabus.",
  sections: [
    {
      type: "hero",
      eyebrow: "IB Schools",
      title: "More speaking time for your IB Spanish students",
      lines: [
        "Small live classes that run alongside your Spanish B and Spanish ab initio courses.",
        "Native teachers with a master’s degree help students get ready for the individual oral and the written papers.",
      ],
      primary: demoClass,
      secondary: { label: "See the IB Spanish course", href: "/ib-spanish" },
    },
    {
      type: "challenges",
      id: "ib-challenges",
      title: "What IB Spanish departments tell us",
      items: [
        {
          iconTop: "group",
          titleTop: "Mixed levels, little speaking time",
          descTop: "In a full class with mixed levels, each student gets only a few minutes to speak.",
          iconBottom: "chat",
          titleBottom: "Conversation groups by level",
          descBottom: "Weekly live groups, organized by level, where every student speaks in every session.",
        },
        {
          iconTop: "clock",
          titleTop: "Nerves before the individual oral",
          descTop: "Students know the content but freeze when they must speak spontaneously and answer follow-up questions.",
          iconBottom: "target",
          titleBottom: "Practice in the format they will meet",
          descBottom: "Students describe images, discuss texts and answer follow-up questions, with specific feedback on fluency, vocabulary and accuracy.",
        },
        {
          iconTop: "lightbulb",
          titleTop: "A stretched department",
          descTop: "Your Spanish teachers are strong but short of time to give every student extra practice.",
          iconBottom: "teacher",
          titleBottom: "Support that follows your syllabus",
          descBottom: "Our teachers work from the themes your students are already studying, so every session reinforces classroom work.",
        },
      ],
    },
    {
      type: "features",
      id: "how-we-support",
      tag: "Our support",
      title: "How we support your Spanish department",
      items: [
        {
          icon: "book",
          title: "Spanish ab initio preparation",
          text: "For students new to Spanish: core vocabulary and structures, built up theme by theme toward the ab initio assessments.",
        },
        {
          icon: "star",
          title: "Spanish B, SL and HL",
          text: "For students with prior study: richer discussion, more precise writing and, at HL, practice with literary extracts.",
        },
        {
          icon: "chat",
          title: "Individual oral practice",
          text: "Rehearsals that mirror the oral: a stimulus, a presentation and a conversation with follow-up questions.",
        },
        {
          icon: "check",
          title: "Writing feedback",
          text: "Practice with the text types of Paper 1, with comments on task, language and organization.",
        },
        {
          icon: "calendar",
          title: "Extra one-to-one classes",
          text: "Students who need more can add individual classes, up to 3 a week, in the run-up to their assessments.",
        },
      ],
      button: { label: "See the IB Spanish course", href: "/ib-spanish" },
      tone: "tinted",
    },
    {
      type: "text",
      id: "alongside-your-teachers",
      title: "Alongside your teachers, never instead of them",
      paragraphs: [
        "Your IB Spanish teachers lead the course. We add speaking and writing practice that follows their plan: share your themes and calendar, and our sessions reinforce what students are studying that week.",
        "Our classes prepare students for their assessments. Official assessment stays with your school and the IB.",
      ],
      bullets: [
        "Sessions built on the themes your students are studying",
        "Feedback on fluency, vocabulary and accuracy",
        "Groups organized by level, up to {{maxGroupSize}} students each",
      ],
    },
    {
      type: "timeline",
      id: "getting-started",
      title: "Getting started at your school",
      steps: [
        { color: "teal", title: "Tell us about your program", desc: "Which courses you offer, at which levels, and where your students need the most practice." },
        { color: "coral", title: "Try a demo class", desc: "See a live session with one of our native teachers before you decide." },
        { color: "sun", title: "Share your themes and calendar", desc: "We plan sessions around your units and your assessment dates." },
        { color: "slate", title: "Weekly classes begin", desc: "Students join live groups by level and practice every week alongside your own classes." },
      ],
    },
    { type: "successStories", ...SUCCESS_STORIES_HEADING },
    {
      type: "faq",
      id: "faq",
      title: "Questions from IB coordinators and teachers",
      items: [
        {
          question: "Do you prepare students for both Spanish B and ab initio?",
          answer: "Yes. We run separate groups by level, so ab initio beginners and Spanish B students each practice at the right level.",
        },
        {
          question: "Do your teachers mark IB assessments?",
          answer:
            "No. Official assessment stays with your school and the IB. Our teachers give students practice feedback so they arrive at their assessments better prepared.",
        },
        {
          question: "Can students practice one to one before the oral?",
          answer: "Yes. Students can add individual classes, up to 3 a week.",
        },
        {
          question: "How can our school pay?",
          answer: "Schools pay by card, or by requesting a quote and sending a purchase order. PO approval takes 1–2 business days.",
        },
      ],
    },
    {
      type: "cta",
      title: "Give your IB students more time to speak",
      description:
        "Book a demo class and see how live conversation practice can support your Spanish B and ab initio courses, theme by theme.",
      buttonText: "Book a demo class",
      buttonLink: "/try-hablarte-for-free",
    },
  ],
};

const ibSpanish: MarketingPage = {
  path: "/ib-spanish",
  title: "IB Spanish Course: Spanish B and ab initio | {{brand}}",
  description:
    "Our live IB Spanish course: classes built on the five IB themes, oral rehearsals and Paper 1 and Paper 2 practice with feedback from native teachers.",
  sections: [
    {
      type: "hero",
      eyebrow: "IB Spanish",
      title: "IB Spanish, practiced out loud",
      lines: [
        "A live online course for IB Diploma students taking Spanish B (SL or HL) or Spanish ab initio.",
        "Work through the five prescribed themes with a native teacher who holds a master’s degree.",
        "Try it free for {{trialDays}} days — no charge until your trial ends.",
      ],
      primary: { label: "Book Your Free Trial Now", href: "/try-hablarte-for-free" },
      secondary: { label: "Information for IB schools", href: "/ib-schools" },
    },
    {
      type: "courseOverview",
      id: "course-overview",
      image: assetLink("img-course-exam-prep"),
      title: "What students do in the course",
      description:
        "Students speak, listen, read and write in every unit, always in the formats they will meet in their IB assessments. Classes are live and small, so each student talks a lot and gets feedback on what they say and write.",
      listTitle: "Every unit includes",
      list: [
        "A conversation on one of the five prescribed themes",
        "Listening and reading practice with authentic texts",
        "A written task in one of the Paper 1 text types",
        "Oral practice with a visual stimulus or, at HL, a literary extract",
        "Feedback on fluency, vocabulary and accuracy",
      ],
    },
    {
      type: "features",
      id: "themes",
      tag: "The syllabus",
      title: "Built around the five prescribed themes",
      intro: "Spanish B and ab initio share the same five themes. We use them to organize every unit.",
      items: [
        { icon: "heart", title: "Identities", text: "Who we are: lifestyles, health, beliefs and the languages we speak." },
        { icon: "plane", title: "Experiences", text: "Stories of our lives: holidays, customs, journeys and milestones." },
        { icon: "lightbulb", title: "Human ingenuity", text: "How people create and innovate: technology, media, art and entertainment." },
        { icon: "group", title: "Social organization", text: "How we live together: family, school, work and community." },
        { icon: "globe", title: "Sharing the planet", text: "Global challenges: the environment, human rights and equality." },
      ],
      tone: "tinted",
    },
    {
      type: "timeline",
      id: "how-a-class-runs",
      title: "How a class runs",
      steps: [
        { color: "teal", title: "Warm-up conversation", desc: "Students speak from the first minute, reviewing the vocabulary of the current theme." },
        { color: "coral", title: "New input", desc: "A short text, audio clip or image introduces a new angle on the theme." },
        { color: "sun", title: "Assessment-style task", desc: "Students practice a task in exam format: describing a stimulus, discussing a text or planning a written piece." },
        { color: "slate", title: "Feedback and next steps", desc: "The teacher gives each student specific feedback and a focus for the next class." },
      ],
    },
    {
      type: "comparison",
      id: "assessment-practice",
      title: "Assessment practice, component by component",
      intro: "We practice each external and internal assessment component of the course your student is taking.",
      caption: "Which IB assessment components our classes practice for Spanish ab initio, Spanish B SL and Spanish B HL.",
      headers: ["Assessment component", "Spanish ab initio", "Spanish B SL", "Spanish B HL"],
      rows: [
        {
          label: "Paper 1: writing",
          cells: [
            { icon: "check", color: "green", text: "Short written tasks in set text types" },
            { icon: "check", color: "green", text: "Written tasks in set text types" },
            { icon: "check", color: "green", text: "Longer, more complex written tasks" },
          ],
        },
        {
          label: "Paper 2: listening and reading",
          cells: [
            { icon: "check", color: "green", text: "Practice with authentic audio and texts" },
            { icon: "check", color: "green", text: "Practice with authentic audio and texts" },
            { icon: "check", color: "green", text: "Practice with more demanding audio and texts" },
          ],
        },
        {
          label: "Individual oral on a visual stimulus",
          cells: [
            { icon: "check", color: "green", text: "Rehearsals with images and follow-up questions" },
            { icon: "check", color: "green", text: "Rehearsals with images and follow-up questions" },
            { icon: "none", color: "gray", text: "Not part of the HL oral" },
          ],
        },
        {
          label: "Individual oral on a literary extract",
          cells: [
            { icon: "none", color: "gray", text: "Not part of the ab initio oral" },
            { icon: "none", color: "gray", text: "Not part of the SL oral" },
            { icon: "check", color: "green", text: "Rehearsals with extracts from the works studied" },
          ],
        },
      ],
    },
    { type: "testimonials", ...TESTIMONIALS_HEADING },
    {
      type: "faq",
      id: "faq",
      title: "Questions about the IB Spanish course",
      items: [
        {
          question: "Who is the course for?",
          answer:
            "IB Diploma students taking Spanish B at SL or HL, or Spanish ab initio. Students can join on their own or through their school.",
        },
        {
          question: "Does it replace my school’s Spanish class?",
          answer:
            "No. The course adds speaking and writing practice alongside your school’s IB Spanish class. Your school and the IB remain responsible for official assessment.",
        },
        {
          question: "Will I get feedback on my writing?",
          answer: "Yes. Written tasks come back with comments on the task, your language and how your text is organized.",
        },
        {
          question: "Can I add one-to-one classes before my oral?",
          answer:
            "Yes. Individual classes allow up to 3 a week, with plans at {{price:plan-1-per-week}}, {{price:plan-2-per-week}} or {{price:plan-3-per-week}} a week for 1, 2 or 3 classes.",
        },
      ],
    },
    {
      type: "cta",
      title: "Walk into your IB Spanish assessments ready",
      description:
        "Join a live class, practice in the formats you will meet and get feedback from a native teacher. Try it free for {{trialDays}} days, with no charge until your trial ends.",
    },
  ],
};

const publicSectorNgos: MarketingPage = {
  path: "/public-sector-ngos",
  title: "Spanish for Public Sector and NGOs | {{brand}}",
  description:
    "Live Spanish programs for public agencies, NGOs and non-profits that serve Spanish-speaking communities. Native teachers, small groups, real scenarios.",
  sections: [
    {
      type: "hero",
      eyebrow: "Public Sector & NGOs",
      title: "Spanish for the people who serve your community",
      lines: [
        "Live online programs for public agencies, NGOs and non-profits that work with Spanish-speaking residents and families.",
        "Native teachers with a master’s degree build classes around the conversations your staff and volunteers have every day.",
      ],
      primary: demoClass,
      secondary: talkToUs,
    },
    {
      type: "features",
      id: "who-we-work-with",
      tag: "Who we work with",
      title: "Programs for every kind of public service",
      items: [
        {
          icon: "shield",
          title: "Government agencies",
          text: "Front-desk, phone and field staff who help residents with services, forms and appointments.",
        },
        {
          icon: "heart",
          title: "NGOs and non-profits",
          text: "Teams that support families, newcomers and communities, and want to welcome people in their own language.",
        },
        {
          icon: "group",
          title: "Volunteers",
          text: "Groups of volunteers who need practical, friendly Spanish for their first conversations with the people they help.",
        },
        {
          icon: "home",
          title: "Community services",
          text: "Libraries, community centers and social services that want every resident to feel at home.",
        },
      ],
      tone: "tinted",
    },
    {
      type: "challenges",
      id: "service-challenges",
      title: "Serving Spanish speakers: common challenges",
      items: [
        {
          iconTop: "chat",
          titleTop: "Routine moments lost in translation",
          descTop: "Greetings, directions and simple questions pass in awkward silence while everyone waits for help.",
          iconBottom: "check",
          titleBottom: "Confident everyday exchanges",
          descBottom:
            "Staff practice the phrases they use many times a day, and learn when to bring in a qualified interpreter for conversations that need one.",
        },
        {
          iconTop: "calendar",
          titleTop: "Shifts and busy calendars",
          descTop: "Front-line teams rarely have the same free hour every week.",
          iconBottom: "clock",
          titleBottom: "Classes planned around your teams",
          descBottom: "Live online classes mean no travel, and schedules can change with one week’s notice.",
        },
        {
          iconTop: "target",
          titleTop: "Generic courses miss the point",
          descTop: "Tourist phrases don’t help with an intake form or a difficult phone call.",
          iconBottom: "teacher",
          titleBottom: "Scenarios from your own work",
          descBottom: "Teachers build role-plays from the situations your staff and volunteers actually face.",
        },
      ],
    },
    {
      type: "timeline",
      id: "how-we-build-your-program",
      title: "How we build your program",
      steps: [
        { color: "teal", title: "Tell us who you serve", desc: "Share the communities you work with and the conversations your team finds hardest." },
        { color: "coral", title: "Place each learner", desc: "A level test places everyone, from complete beginners to confident speakers, in the right group." },
        { color: "sun", title: "Learn through real scenarios", desc: "Live groups of up to {{maxGroupSize}} practice the exchanges of your service with a native teacher." },
        { color: "slate", title: "Review and grow", desc: "We review progress with you and add groups as more staff or volunteers join." },
      ],
    },
    {
      type: "stats",
      id: "impact",
      title: "Experience you can rely on",
      figures: impactFigures,
    },
    { type: "successStories", ...SUCCESS_STORIES_HEADING },
    {
      type: "faq",
      id: "faq",
      title: "Questions from public bodies and non-profits",
      items: [
        {
          question: "Will classes replace our interpreters?",
          answer:
            "No. Classes help staff handle greetings, directions and routine questions in Spanish. For conversations that require a qualified interpreter, your language access policy still applies, and we teach staff when to call one.",
        },
        {
          question: "Can volunteers join alongside staff?",
          answer: "Yes. We can place staff and volunteers together or in separate groups, depending on their level and role.",
        },
        {
          question: "Our team has very different levels. Is that a problem?",
          answer: "Not at all. Each learner takes a level test and joins a group at the right level, with up to {{maxGroupSize}} students per group.",
        },
        {
          question: "How do we get started?",
          answer: "Book a demo class to see a live lesson, or contact our team to talk through your program.",
        },
      ],
    },
    {
      type: "cta",
      title: "Help your team welcome every resident",
      description:
        "Book a demo class and see how live Spanish classes can prepare your staff and volunteers for the conversations that matter to your community.",
      buttonText: "Book a demo class",
      buttonLink: "/try-hablarte-for-free",
    },
  ],
};

const privateSector: MarketingPage = {
  path: "/private-sector",
  title: "Spanish Training for Teams and Businesses | {{brand}}",
  description:
    "Spanish classes for companies of any size whose teams work with Spanish-speaking customers, partners or coworkers. Live, in small groups or one to one.",
  sections: [
    {
      type: "hero",
      eyebrow: "Private Sector",
      title: "Spanish for teams that work with Spanish speakers",
      lines: [
        "Live online classes for companies of any size, built around your customers, partners and coworkers.",
        "Native teachers with a master’s degree, in small groups or one to one.",
      ],
      primary: demoClass,
      secondary: { label: "See pricing", href: "/spanish-course-pricing" },
    },
    {
      type: "features",
      id: "where-teams-use-spanish",
      tag: "Use cases",
      title: "Where your team will use Spanish",
      items: [
        { icon: "chat", title: "Customer service", text: "Greet customers, understand their questions and solve problems by phone, chat and in person." },
        { icon: "briefcase", title: "Sales and account management", text: "Build relationships, present offers and follow up clearly with Spanish-speaking clients." },
        { icon: "group", title: "Operations and the floor", text: "Give instructions, explain safety procedures and work side by side with Spanish-speaking coworkers." },
        { icon: "globe", title: "Partners in other countries", text: "Run calls and meetings with suppliers and colleagues in Spain and Latin America." },
      ],
    },
    {
      type: "challenges",
      id: "team-challenges",
      title: "Why team language training often fails, and what we do instead",
      items: [
        {
          iconTop: "clock",
          titleTop: "Training competes with the workday",
          descTop: "Courses that ignore shifts and deadlines get skipped after the first few weeks.",
          iconBottom: "calendar",
          titleBottom: "Classes that fit around work",
          descBottom: "Live online classes at times that suit your team, with schedule changes on one week’s notice.",
        },
        {
          iconTop: "group",
          titleTop: "Mixed levels on one team",
          descTop: "Beginners feel lost and stronger speakers get bored in the same class.",
          iconBottom: "target",
          titleBottom: "Placement by level",
          descBottom: "Everyone takes a level test, then joins a group of up to {{maxGroupSize}} at the right level, or takes individual classes.",
        },
        {
          iconTop: "book",
          titleTop: "Generic courses, generic results",
          descTop: "Vocabulary about hobbies and vacations doesn’t help on a sales call.",
          iconBottom: "briefcase",
          titleBottom: "Your industry’s vocabulary",
          descBottom: "Units are built around meetings, calls, emails and the situations your team faces every day.",
        },
      ],
    },
    {
      type: "comparison",
      id: "training-options",
      title: "Live classes compared with other ways to train your team",
      caption:
        "How {{brand}} live online classes compare with language apps and traditional courses as Spanish training for company teams.",
      headers: ["What your team needs", "{{brand}} live classes", "Language apps", "Traditional courses"],
      rows: [
        {
          label: "Vocabulary of your industry",
          cells: [
            { icon: "check", color: "green", text: "Units built around work situations" },
            { icon: "cross", color: "red", text: "General everyday topics" },
            { icon: "partial", color: "amber", text: "Sometimes, in specialist courses" },
          ],
        },
        {
          label: "Practice speaking with a person",
          cells: [
            { icon: "check", color: "green", text: "Every class is live with a native teacher" },
            { icon: "cross", color: "red", text: "Little or no live speaking" },
            { icon: "partial", color: "amber", text: "Limited in large classes" },
          ],
        },
        {
          label: "Fits around shifts and deadlines",
          cells: [
            { icon: "check", color: "green", text: "Online, with schedule changes on one week’s notice" },
            { icon: "check", color: "green", text: "Any time, on any device" },
            { icon: "cross", color: "red", text: "Fixed times and travel to a venue" },
          ],
        },
        {
          label: "Visibility of progress",
          cells: [
            { icon: "check", color: "green", text: "Progress reports from real teachers" },
            { icon: "partial", color: "amber", text: "Streaks and scores inside the app" },
            { icon: "partial", color: "amber", text: "Grades at the end of the course" },
          ],
        },
      ],
    },
    {
      type: "courseList",
      id: "courses-for-teams",
      tag: "Courses",
      title: "Courses for teams",
      intro: "Start with Spanish built for work, or with general conversation for beginners.",
      courseIds: ["course-spanish-for-professionals", "course-conversational-spanish", "course-medical-spanish"],
      button: { label: "View all courses", href: "/spanish-courses-overview" },
    },
    { type: "trustedLogos", title: "Trusted by teams and organizations across the US" },
    { type: "successStories", ...SUCCESS_STORIES_HEADING },
    {
      type: "faq",
      id: "faq",
      title: "Questions from businesses",
      items: [
        {
          question: "Can a single employee start on their own?",
          answer: "Yes. One person can start with individual classes, up to 3 a week, and colleagues can join later.",
        },
        {
          question: "Can classes focus on our industry?",
          answer:
            "Yes. Spanish for Professionals is built around meetings, calls and emails, and teachers bring in situations from your own work.",
        },
        {
          question: "We are a large organization. Do you run company-wide programs?",
          answer: "Yes. See our page for corporate organizations, or download the corporate brochure for a full overview.",
        },
        {
          question: "Can we try a class before we commit?",
          answer: "Yes. Book a demo class to see how a live lesson works for your team.",
        },
      ],
    },
    {
      type: "cta",
      title: "Give your team the Spanish they need at work",
      description:
        "Book a demo class and see how live Spanish training can fit around your team’s work, from a single employee to a whole department.",
      buttonText: "Book a demo class",
      buttonLink: "/try-hablarte-for-free",
    },
  ],
};

const corporateOrganizations: MarketingPage = {
  path: "/corporate-organizations",
  title: "Company-Wide Spanish Programs | {{brand}}",
  description:
    "Company-wide Spanish programs for large organizations: live classes by level and role, native teachers with master’s degrees and progress reporting.",
  sections: [
    {
      type: "hero",
      eyebrow: "Corporate Organizations",
      title: "A Spanish program for your whole organization",
      lines: [
        "One program for every team and level, taught live online by native teachers with a master’s degree.",
        "Placement by level, content by role and progress reporting you can share with leadership.",
      ],
      primary: demoClass,
      secondary: talkToUs,
    },
    {
      type: "features",
      id: "program-features",
      tag: "What’s included",
      title: "Everything a company-wide program needs",
      items: [
        { icon: "target", title: "Placement by level", text: "Every employee takes a level test and joins the group that fits, from first words to fluent discussion." },
        { icon: "briefcase", title: "Content by role", text: "Customer-facing, operations and leadership teams each practice the Spanish of their own work." },
        { icon: "group", title: "Groups and one to one", text: "Groups of up to {{maxGroupSize}} for most teams, and individual classes of up to 3 a week for those who need more." },
        { icon: "teacher", title: "Qualified native teachers", text: "Every teacher is a native speaker with a master’s degree." },
        { icon: "chart", title: "Progress reporting", text: "Progress reports from teachers help program leads see how each group is moving." },
        { icon: "calendar", title: "Schedules that flex", text: "Live online classes with schedule changes on one week’s notice, so training survives busy seasons." },
      ],
      tone: "tinted",
    },
    {
      type: "timeline",
      id: "rollout",
      title: "How a rollout works",
      steps: [
        { color: "teal", title: "Define your goals", desc: "Tell us which teams need Spanish, what they use it for and how you will measure success." },
        { color: "coral", title: "Place every learner", desc: "Employees take a level test and are grouped by level and role." },
        { color: "sun", title: "Launch live classes", desc: "Groups start with native teachers, at times planned around your teams’ work." },
        { color: "slate", title: "Review and expand", desc: "Progress reports show what is working, so you can extend the program to new teams." },
      ],
    },
    {
      type: "missionVisionValues",
      id: "our-commitments",
      title: "What we commit to your teams",
      items: [
        { icon: "chat", title: "Live, not recorded", description: "Every class is a real conversation with a teacher who corrects learners as they speak." },
        { icon: "heart", title: "Respect for every learner", description: "Beginners and fluent speakers alike get classes at their level, with teachers who make speaking feel safe." },
        { icon: "chart", title: "Progress you can see", description: "Structured levels aligned with ACTFL standards, and reports that show how each group is advancing." },
      ],
    },
    {
      type: "stats",
      id: "scale",
      title: "Experience at scale",
      figures: impactFigures,
    },
    {
      type: "text",
      id: "brochure",
      tag: "Corporate brochure",
      title: "Everything your leadership team needs, in one brochure",
      paragraphs: [
        "Our corporate brochure gives an overview of our programs for organizations, in a format that is easy to pass on to HR, learning and leadership teams.",
        "Download it to share with colleagues before your first conversation with us.",
      ],
      button: { label: "Download the corporate brochure", href: "/corporate-brochure-all" },
    },
    { type: "trustedLogos", title: "Organizations that learn Spanish with us" },
    {
      type: "faq",
      id: "faq",
      title: "Questions about company-wide programs",
      items: [
        {
          question: "Can different departments learn different kinds of Spanish?",
          answer: "Yes. Groups are organized by level and role, so a customer service team and a leadership team each practice the Spanish of their work.",
        },
        {
          question: "How big is each group?",
          answer: "Group classes have up to {{maxGroupSize}} students. Employees who need more support can add individual classes, up to 3 a week.",
        },
        {
          question: "What happens when schedules change?",
          answer: "Class schedules can change with one week’s notice, so busy seasons don’t derail the program.",
        },
        {
          question: "How can we see progress?",
          answer: "Teachers track each learner’s progress, and we share progress reports so program leads can follow every group.",
        },
      ],
    },
    {
      type: "cta",
      title: "Build a Spanish program that reaches every team",
      description:
        "Book a demo class to see a live lesson, then let us help you plan a program for your organization, team by team.",
      buttonText: "Book a demo class",
      buttonLink: "/try-hablarte-for-free",
    },
  ],
};

const higherEducation: MarketingPage = {
  path: "/higher-education",
  title: "Spanish Programs for Colleges and Universities | {{brand}}",
  description:
    "Live Spanish conversation labs and courses for colleges and universities, taught by native teachers with master’s degrees and aligned to your syllabus.",
  sections: [
    {
      type: "hero",
      eyebrow: "Higher Education",
      title: "More conversation for your Spanish students",
      lines: [
        "Live online classes that complement your department’s courses, taught by native teachers who hold a master’s degree.",
        "Groups of up to {{maxGroupSize}} students follow your syllabus week by week.",
      ],
      primary: demoClass,
      secondary: { label: "Read our case studies", href: "/spanish-case-studies" },
    },
    {
      type: "challenges",
      id: "department-challenges",
      title: "Challenges Spanish departments face",
      items: [
        {
          iconTop: "group",
          titleTop: "Large sections, little talk",
          descTop: "Courses cover grammar, reading and writing well, but students rarely get to speak at length.",
          iconBottom: "chat",
          titleBottom: "Weekly conversation labs",
          descBottom: "Groups of up to {{maxGroupSize}} students with a native teacher, so everyone speaks in every session.",
        },
        {
          iconTop: "chart",
          titleTop: "Enrollment outpaces faculty",
          descTop: "Adding a full new course means hiring, and hiring takes time.",
          iconBottom: "teacher",
          titleBottom: "Qualified teachers when you need them",
          descBottom: "Our native teachers, all with a master’s degree, add live practice without a new faculty search.",
        },
        {
          iconTop: "home",
          titleTop: "Heritage speakers in mixed classes",
          descTop: "Students who grew up with Spanish are bored by the basics but need help with writing and formal Spanish.",
          iconBottom: "target",
          titleBottom: "Classes for heritage speakers",
          descBottom: "A dedicated course builds reading, writing and formal Spanish on the language they already speak.",
        },
      ],
    },
    {
      type: "features",
      id: "what-we-offer",
      tag: "For colleges and universities",
      title: "What we offer colleges and universities",
      items: [
        { icon: "chat", title: "Conversation labs", text: "Weekly live sessions that follow your syllabus, so students use new structures right after studying them." },
        { icon: "book", title: "Courses aligned to your syllabus", text: "Share your syllabus and we plan classes around its themes and learning outcomes." },
        { icon: "home", title: "Heritage speaker courses", text: "Spanish for Heritage Speakers, levels B1–C1, for students who grew up with the language." },
        { icon: "heart", title: "Spanish for future professionals", text: "Medical Spanish and Spanish for Professionals for students heading into healthcare, business and public service." },
        { icon: "plane", title: "Before study abroad", text: "Conversation practice that helps students arrive in Spain or Latin America ready to talk." },
      ],
      tone: "tinted",
    },
    {
      type: "comparison",
      id: "conversation-options",
      title: "Adding conversation practice: your options compared",
      caption:
        "How {{brand}} live conversation labs compare with language apps and peer conversation tables as extra speaking practice for college Spanish students.",
      headers: ["What your students need", "{{brand}} live labs", "Language apps", "Peer conversation tables"],
      rows: [
        {
          label: "Led by a qualified teacher",
          cells: [
            { icon: "check", color: "green", text: "Native teachers with a master’s degree" },
            { icon: "cross", color: "red", text: "No teacher" },
            { icon: "partial", color: "amber", text: "Usually led by students or volunteers" },
          ],
        },
        {
          label: "Follows your syllabus",
          cells: [
            { icon: "check", color: "green", text: "Themes follow your course week by week" },
            { icon: "cross", color: "red", text: "Generic content" },
            { icon: "partial", color: "amber", text: "Informal, open topics" },
          ],
        },
        {
          label: "Feedback on spoken Spanish",
          cells: [
            { icon: "check", color: "green", text: "Corrections as students speak" },
            { icon: "partial", color: "amber", text: "Automated checks on set answers" },
            { icon: "partial", color: "amber", text: "Depends on who is at the table" },
          ],
        },
        {
          label: "Structured by level",
          cells: [
            { icon: "check", color: "green", text: "Groups of up to {{maxGroupSize}} at the right level" },
            { icon: "check", color: "green", text: "Self-paced levels" },
            { icon: "cross", color: "red", text: "Mixed levels at one table" },
          ],
        },
      ],
    },
    {
      type: "courseList",
      id: "courses-for-students",
      tag: "Courses",
      title: "Courses your students can join",
      courseIds: ["course-conversational-spanish", "course-heritage-spanish", "course-medical-spanish", "course-spanish-for-professionals"],
      button: { label: "View all courses", href: "/spanish-courses-overview" },
    },
    { type: "successStories", ...SUCCESS_STORIES_HEADING },
    {
      type: "faq",
      id: "faq",
      title: "Questions from faculty and program directors",
      items: [
        {
          question: "Can our students earn credit for these classes?",
          answer:
            "Credit is always your institution’s decision. Because we build classes around your syllabus and learning outcomes, departments can include them in their own credit-bearing courses.",
        },
        {
          question: "Do you follow our syllabus?",
          answer: "Yes. Share your syllabus and we plan sessions around the same themes, week by week.",
        },
        {
          question: "How large are the groups?",
          answer: "Each group has up to {{maxGroupSize}} students and a native teacher, so everyone speaks in every session.",
        },
        {
          question: "Can we start with a pilot?",
          answer: "Yes. Book a demo class to see a live session, then start with a single course or lab and grow from there.",
        },
      ],
    },
    {
      type: "cta",
      title: "Bring more conversation into your Spanish courses",
      description:
        "Book a demo class and see how live conversation labs with native teachers can complement your department’s Spanish courses.",
      buttonText: "Book a demo class",
      buttonLink: "/try-hablarte-for-free",
    },
  ],
};

export const institutionPages: MarketingPage[] = [
  k12Schools,
  ibSchools,
  ibSpanish,
  publicSectorNgos,
  privateSector,
  corporateOrganizations,
  higherEducation,
];
