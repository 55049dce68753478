// The corporate brochure pages (spec §2.2 "Corporate brochure pages"): an overview and one brochure per sector.
// Figures and programme facts are the spec's §9 facts; nothing here adds prices for corporate programs.
import { SCHOOL_FIGURES, TESTIMONIALS_HEADING } from "./shared";
import { assetLink } from "~/content/build";
import type { MarketingPage } from "~/domain/page-sections";

const medicalImage = assetLink("img-course-medical");

const travelImage = assetLink("img-course-travel");

const conversationImage = assetLink("img-course-conversation");

const businessImage = assetLink("img-course-business");

export const brochurePages: MarketingPage[] = [
  {
    path: "/corporate-brochure-all",
    title: "Corporate Spanish Programs by Sector | {{brand}}",
    description:
      "Browse {{brand}}’s corporate brochures: live Spanish classes with native teachers for healthcare, hospitality, construction, finance, retail and leaders.",
    sections: [
      {
        type: "hero",
        eyebrow: "Corporate brochures",
        title: "Corporate Spanish programs for every team",
        lines: [
          "Live online Spanish classes taught by native teachers who all hold a master’s degree.",
          "Open the brochure written for your sector, or start with our general workplace program.",
        ],
        primary: { label: "Book a demo", href: "/book-demo" },
        secondary: { label: "Talk to our team", href: "/contact-hablarte" },
      },
      {
        type: "features",
        id: "brochures",
        tag: "Seven brochures",
        title: "Choose the brochure for your team",
        intro: "Each brochure shows the conversations we practice, the formats that fit the sector and how a program gets started.",
        items: [
          {
            title: "Spanish for the workplace",
            text: "Our general corporate program: meetings, calls, emails and everyday conversations with Spanish-speaking customers and colleagues.",
            href: "/corporate-brochure",
            icon: "briefcase",
          },
          {
            title: "Healthcare organizations",
            text: "Spanish for clinical, nursing and front-desk teams, from check-in and patient history to clear discharge instructions.",
            href: "/corporate-brochure-two",
            icon: "heart",
          },
          {
            title: "Hospitality and customer service",
            text: "Welcome guests, answer questions and resolve complaints in Spanish at the front desk, in the restaurant and on the phone.",
            href: "/corporate-brochure-three",
            icon: "chat",
          },
          {
            title: "Construction, manufacturing and logistics",
            text: "Practical Spanish for supervisors and crews: instructions, safety vocabulary, tools, materials and shift handovers.",
            href: "/corporate-brochure-four",
            icon: "shield",
          },
          {
            title: "Financial services and insurance",
            text: "Explain accounts, loans, coverage and claims in plain, respectful Spanish, in branches, in offices and over the phone.",
            href: "/corporate-brochure-2",
            icon: "chart",
          },
          {
            title: "Retail and sales teams",
            text: "Greet shoppers, compare products, handle returns and follow up with customers and prospects in Spanish.",
            href: "/corporate-brochure-3",
            icon: "target",
          },
          {
            title: "Leadership and executive Spanish",
            text: "One-to-one coaching for leaders who present, negotiate and build relationships in Spanish-speaking markets.",
            href: "/corporate-brochure-4",
            icon: "star",
          },
        ],
      },
      {
        type: "features",
        id: "every-program",
        tone: "tinted",
        title: "What every corporate program includes",
        items: [
          { title: "Native, qualified teachers", text: "Every teacher is a native Spanish speaker with a master’s degree.", icon: "teacher" },
          { title: "Live classes, not videos", text: "Your people speak from the first class, and a teacher corrects them as they go.", icon: "chat" },
          { title: "Small team groups", text: "Groups of up to {{maxGroupSize}} colleagues, so everyone gets time to speak.", icon: "group" },
          { title: "One-to-one when it matters", text: "Individual classes for key roles, up to 3 classes per week.", icon: "target" },
          { title: "A clear starting point", text: "Each learner takes our level test, so groups are built around real levels.", icon: "check" },
          { title: "Schedules that flex", text: "Change a class time with one week’s notice when work gets busy.", icon: "calendar" },
        ],
      },
      {
        type: "stats",
        id: "impact",
        title: "Trusted by organizations across the US",
        figures: SCHOOL_FIGURES,
      },
      {
        type: "faq",
        id: "faq",
        title: "Questions from HR and training teams",
        items: [
          {
            question: "Which brochure should I read first?",
            answer:
              "Start with the brochure for your sector. If your teams work across several areas, or your sector isn’t listed, the general workplace brochure describes the program we adapt for everyone.",
          },
          {
            question: "Can one program cover several departments?",
            answer:
              "Yes. A hospital might run clinical groups and a front-desk group side by side, for example. Each group works on the conversations its members actually have.",
          },
          {
            question: "Do employees need to know some Spanish already?",
            answer:
              "No. Each learner takes our level test, and we place complete beginners and confident speakers in different groups so nobody is bored or lost.",
          },
          {
            question: "How do we get started?",
            answer:
              "Book a demo or contact us. We’ll learn about your team, suggest a format and show you what a live class looks like before anyone signs up.",
          },
        ],
      },
      {
        type: "cta",
        title: "Find the right program for your team",
        description: "Tell us who needs Spanish and for which conversations, and we’ll suggest groups, one-to-one classes or a mix of both.",
        buttonText: "Book a demo",
        buttonLink: "/book-demo",
      },
    ],
  },
  {
    path: "/corporate-brochure",
    title: "Spanish for the Workplace: Corporate Program | {{brand}}",
    description:
      "Live Spanish classes for your team, built around real meetings, calls and emails. Native teachers with a master’s degree, groups of up to {{maxGroupSize}} or one-to-one.",
    sections: [
      {
        type: "hero",
        eyebrow: "Corporate brochure",
        title: "Spanish for the workplace",
        lines: [
          "Help your team serve Spanish-speaking customers and work with Spanish-speaking colleagues.",
          "Live online classes with native teachers, scheduled around the working day.",
        ],
        primary: { label: "Book a demo", href: "/book-demo" },
        secondary: { label: "See all brochures", href: "/corporate-brochure-all" },
      },
      {
        type: "challenges",
        id: "challenges",
        title: "From workplace friction to real conversations",
        items: [
          {
            iconTop: "chat",
            titleTop: "The same few bilingual people get every call",
            descTop: "Spanish-speaking customers wait while requests are passed to the one colleague who can help.",
            iconBottom: "group",
            titleBottom: "A team that can take the call",
            descBottom: "Team classes practice the calls, visits and emails your people handle, so more of them can respond with confidence.",
          },
          {
            iconTop: "clock",
            titleTop: "No time for a long course",
            descTop: "Training that ignores deadlines and shifts is the first thing to be skipped.",
            iconBottom: "calendar",
            titleBottom: "Classes that fit the workday",
            descBottom: "We schedule live classes around your team, and class times can change with one week’s notice.",
          },
          {
            iconTop: "chart",
            titleTop: "Training that is hard to measure",
            descTop: "Without a starting point, it is difficult to know whether language training is working.",
            iconBottom: "check",
            titleBottom: "Progress you can see",
            descBottom: "Every learner starts with our level test, and teachers share progress reports as the program moves forward.",
          },
        ],
      },
      {
        type: "features",
        id: "program",
        title: "What the program includes",
        intro: "One program, shaped by your team’s work. These are the pieces we combine.",
        items: [
          { title: "Placement for every learner", text: "Our level test places each person as Beginner, Intermediate or Advanced before classes begin.", icon: "target" },
          { title: "Team groups of up to {{maxGroupSize}}", text: "Colleagues at the same level learn together, with plenty of speaking time in every class.", icon: "group" },
          { title: "One-to-one classes", text: "For customer-facing leads or managers, individual classes of up to 3 per week.", icon: "teacher" },
          { title: "Units built on your work", text: "Greetings and small talk, phone calls, meetings, emails and the vocabulary of your industry.", icon: "briefcase" },
          { title: "Culture, not just grammar", text: "When to use usted or tú, how formality differs across countries, and how to build trust.", icon: "globe" },
          { title: "Native teachers with a master’s degree", text: "Every class is taught live by a native Spanish speaker who holds a master’s degree.", icon: "certificate" },
        ],
      },
      {
        type: "timeline",
        id: "how-it-works",
        title: "How we set up your program",
        steps: [
          { color: "teal", title: "A conversation about your team", desc: "We learn who needs Spanish, which situations matter most and when your people can attend." },
          { color: "coral", title: "Level test", desc: "Each learner takes our level test, so we know where everyone is starting from." },
          { color: "sun", title: "Groups and schedule", desc: "We build groups by level, add one-to-one classes where they help most and agree on class times." },
          { color: "teal", title: "Live classes begin", desc: "Your team meets its teacher online and starts speaking from the first class." },
          { color: "slate", title: "Review and adjust", desc: "Progress reports show how learners are doing, and we adjust content and schedules with you." },
        ],
      },
      {
        type: "stats",
        id: "impact",
        title: "A school that organizations rely on",
        figures: [
          { value: "5,000+", label: "students taught live" },
          { value: "100+", label: "schools and organizations" },
          { value: "1,000+", label: "happy learners who recommend us" },
        ],
      },
      {
        type: "faq",
        id: "faq",
        title: "Workplace program FAQs",
        items: [
          {
            question: "Are the classes live or self-paced?",
            answer: "Every class is live and online, with a native teacher and a small group or a single learner. There are no pre-recorded lessons to sit through.",
          },
          {
            question: "Can employees at different levels join the same program?",
            answer: "Yes. The level test places each person, and we build groups so that colleagues learn alongside people at their own level.",
          },
          {
            question: "What if our schedule changes during a busy period?",
            answer: "Class times can be changed with one week’s notice, so plan changes around launches, audits or peak season.",
          },
          {
            question: "Can you focus on our industry’s vocabulary?",
            answer: "Yes. Tell us the situations your team faces and we weave them into role-plays. We also have dedicated brochures for several sectors.",
          },
        ],
      },
      {
        type: "cta",
        title: "Give your team a voice in Spanish",
        description: "Book a demo to see a live class and talk through a program for your organization.",
        buttonText: "Book a demo",
        buttonLink: "/book-demo",
      },
    ],
  },
  {
    path: "/corporate-brochure-two",
    title: "Medical Spanish for Healthcare Teams | {{brand}}",
    description:
      "Live medical Spanish classes for clinical and front-desk teams: patient intake, symptoms and clear instructions, taught by native teachers with a master’s.",
    sections: [
      {
        type: "hero",
        eyebrow: "Corporate brochure · Healthcare",
        title: "Spanish for healthcare teams",
        lines: [
          "Help patients feel heard, from the front desk to discharge.",
          "Live online classes built around the everyday conversations of care.",
        ],
        primary: { label: "Book a demo", href: "/book-demo" },
        secondary: { label: "See all brochures", href: "/corporate-brochure-all" },
      },
      {
        type: "challenges",
        id: "challenges",
        title: "The language gaps healthcare teams tell us about",
        items: [
          {
            iconTop: "heart",
            titleTop: "Patients who struggle to describe what’s wrong",
            descTop: "Simple questions about pain, symptoms or medication take longer than they should.",
            iconBottom: "chat",
            titleBottom: "Practice the patient interview",
            descBottom: "Role-plays cover greetings, history-taking, symptoms and medication questions in clear, respectful Spanish.",
          },
          {
            iconTop: "clock",
            titleTop: "Bottlenecks at the front desk",
            descTop: "Check-in, scheduling and insurance questions stall when no one at the desk speaks Spanish.",
            iconBottom: "calendar",
            titleBottom: "Spanish for patient access",
            descBottom: "Front-desk groups practice registration, appointments and phone calls, the conversations patients have first.",
          },
          {
            iconTop: "group",
            titleTop: "Shifts that never line up",
            descTop: "Clinical staff rarely share a free hour, which makes group training hard to schedule.",
            iconBottom: "calendar",
            titleBottom: "Classes around your shifts",
            descBottom: "We plan groups and one-to-one classes around your shifts, and times can change with one week’s notice.",
          },
        ],
      },
      {
        type: "courseOverview",
        id: "medical-spanish",
        image: medicalImage,
        title: "Medical Spanish, taught live",
        description:
          "Our native teachers know the vocabulary of care. Classes are small and practical, so staff rehearse the conversations they will have on their next shift, with feedback as they speak.",
        listTitle: "Your team will practice",
        list: [
          "Greeting patients and families, and the respectful usted register",
          "Registration, appointments and insurance questions",
          "Symptoms, pain and medical history",
          "Medication questions and simple instructions",
          "Reassurance and empathy in difficult moments",
          "Recognizing when a qualified interpreter is needed",
        ],
      },
      {
        type: "features",
        id: "roles",
        title: "Programs for every role",
        items: [
          { title: "Physicians and advanced practitioners", text: "One-to-one classes, up to 3 per week, built around your specialty and your patients.", icon: "teacher" },
          { title: "Nurses and medical assistants", text: "Bedside and clinic conversations, vital signs, comfort and care instructions.", icon: "heart" },
          { title: "Front desk and patient access", text: "Check-in, forms, scheduling and phone calls with patients and families.", icon: "calendar" },
          { title: "Pharmacy and community teams", text: "Questions about prescriptions, follow-up visits and services in the community.", icon: "home" },
        ],
      },
      {
        type: "text",
        id: "interpreters",
        title: "Spanish classes and qualified interpreters",
        paragraphs: [
          "Learning Spanish helps staff build rapport, welcome patients and handle routine conversations. It does not turn a learner into a qualified medical interpreter.",
          "For consent, diagnoses, treatment decisions and any conversation where accuracy is critical, follow your organization’s language access policy and work with qualified interpreters. Our classes help staff recognize those moments and make the handoff smoothly.",
        ],
      },
      {
        type: "faq",
        id: "faq",
        title: "Healthcare program FAQs",
        items: [
          {
            question: "Do staff need to speak some Spanish already?",
            answer: "No. Each learner takes our level test, and complete beginners start with the essentials for greeting patients and handling check-in.",
          },
          {
            question: "Can clinical and administrative staff train together?",
            answer: "They can, but most organizations choose separate groups, because a nurse and a scheduler practice different conversations.",
          },
          {
            question: "How large are the groups?",
            answer: "Groups have up to {{maxGroupSize}} learners. Physicians and team leads often prefer one-to-one classes, up to 3 per week.",
          },
          {
            question: "Will our staff be able to interpret after the course?",
            answer: "No, and we say so clearly. Our classes build conversational skills; qualified interpreters remain essential for high-stakes clinical communication.",
          },
        ],
      },
      {
        type: "cta",
        title: "Bring Spanish to your care team",
        description: "Book a demo to see a live medical Spanish class and plan groups around your shifts.",
        buttonText: "Book a demo",
        buttonLink: "/book-demo",
      },
    ],
  },
  {
    path: "/corporate-brochure-three",
    title: "Spanish for Hospitality & Customer Service | {{brand}}",
    description:
      "Live Spanish classes for hotel, restaurant and service teams: welcome guests, answer questions and resolve complaints, with native teachers online.",
    sections: [
      {
        type: "hero",
        eyebrow: "Corporate brochure · Hospitality and customer service",
        title: "Spanish for hospitality and customer service",
        lines: [
          "Make every Spanish-speaking guest and customer feel welcome.",
          "Live online classes for front-line teams, planned around shifts and seasons.",
        ],
        primary: { label: "Book a demo", href: "/book-demo" },
        secondary: { label: "See all brochures", href: "/corporate-brochure-all" },
      },
      {
        type: "challenges",
        id: "challenges",
        title: "Where service breaks down, and how we help",
        items: [
          {
            iconTop: "chat",
            titleTop: "Guests who switch to gestures",
            descTop: "A simple request about a room, a dish or a delivery turns into pointing and guessing.",
            iconBottom: "check",
            titleBottom: "Phrases first, then real conversation",
            descBottom: "Staff learn the phrases they need on day one, then practice handling the questions that don’t follow a script.",
          },
          {
            iconTop: "heart",
            titleTop: "Complaints that escalate",
            descTop: "A frustrated customer becomes more frustrated when nobody understands the problem.",
            iconBottom: "star",
            titleBottom: "Practice the hard conversations",
            descBottom: "Role-plays cover apologies, solutions and calm, polite Spanish for the moments that matter most.",
          },
          {
            iconTop: "group",
            titleTop: "New people every season",
            descTop: "Teams change often, and training has to keep up.",
            iconBottom: "target",
            titleBottom: "Placement for each new hire",
            descBottom: "New staff take our level test so they can be placed at the right level instead of starting from scratch.",
          },
        ],
      },
      {
        type: "timeline",
        id: "guest-journey",
        title: "Spanish for every moment of the guest journey",
        intro: "Classes follow the path your guests and customers take, so every unit is useful on the next shift.",
        steps: [
          { color: "teal", title: "Welcome and check-in", desc: "Greetings, reservations, names and details, and the polite register that sets the tone." },
          { color: "coral", title: "Questions and recommendations", desc: "Directions, opening hours, local tips and explaining what is included." },
          { color: "sun", title: "Orders and requests", desc: "Menus, allergies, room service, deliveries and special requests." },
          { color: "teal", title: "Problems and complaints", desc: "Listening, apologizing and offering a solution in clear, calm Spanish." },
          { color: "slate", title: "Farewell and follow-up", desc: "Checkout, payment, thanks and an invitation to come back." },
        ],
      },
      {
        type: "courseOverview",
        id: "service-spanish",
        image: travelImage,
        title: "Customer-service Spanish, practiced live",
        description:
          "Our native teachers turn your service standards into role-plays. Learners hear accents from Spain and Latin America and practice until the words come without thinking.",
        listTitle: "Your team will be able to",
        list: [
          "Greet guests and take reservations and orders",
          "Answer common questions on the phone and in person",
          "Explain policies, prices and options clearly",
          "Handle complaints with courtesy and offer solutions",
          "Use usted and tú appropriately",
        ],
      },
      {
        type: "features",
        id: "formats",
        title: "Built for front-line schedules",
        items: [
          { title: "Live online classes", text: "No training room to book: teams join from work or from home.", icon: "globe" },
          { title: "Groups of up to {{maxGroupSize}}", text: "Small enough that every learner speaks in every class.", icon: "group" },
          { title: "One-to-one for supervisors", text: "Individual classes, up to 3 per week, for managers and shift leads.", icon: "teacher" },
          { title: "Flexible timing", text: "Class times can move with one week’s notice, so peak season doesn’t derail learning.", icon: "calendar" },
        ],
      },
      {
        type: "faq",
        id: "faq",
        title: "Hospitality program FAQs",
        items: [
          {
            question: "Can you teach the vocabulary of our venue?",
            answer: "Yes. Share your menus, room types or service scripts and your teacher will build them into class practice.",
          },
          {
            question: "Our staff work different shifts. Can they still join?",
            answer: "We plan class times around your shift schedule, and a class time can be changed with one week’s notice.",
          },
          {
            question: "Do learners need any Spanish before they start?",
            answer: "No. The level test places each learner, and beginners start with the phrases guests hear first.",
          },
        ],
      },
      {
        type: "cta",
        title: "Welcome guests in their own language",
        description: "Book a demo and see how a live class prepares your team for its next shift.",
        buttonText: "Book a demo",
        buttonLink: "/book-demo",
      },
    ],
  },
  {
    path: "/corporate-brochure-four",
    title: "Jobsite, Plant and Warehouse Spanish | {{brand}}",
    description:
      "Practical Spanish for construction, manufacturing and logistics teams: clear instructions, safety vocabulary and shift handovers, taught live online.",
    sections: [
      {
        type: "hero",
        eyebrow: "Corporate brochure · Construction, manufacturing and logistics",
        title: "Spanish for construction, manufacturing and logistics",
        lines: [
          "Clear instructions and safer shifts start with words everyone understands.",
          "Live online classes for supervisors and crews, with native teachers.",
        ],
        primary: { label: "Book a demo", href: "/book-demo" },
        secondary: { label: "See all brochures", href: "/corporate-brochure-all" },
      },
      {
        type: "challenges",
        id: "challenges",
        title: "Common problems on the site and the floor",
        items: [
          {
            iconTop: "target",
            titleTop: "Instructions that get lost",
            descTop: "A nod doesn’t always mean a task was understood, and mistakes cost time and materials.",
            iconBottom: "check",
            titleBottom: "Give instructions and check understanding",
            descBottom: "Supervisors practice clear, short instructions and the questions that confirm everyone is on the same page.",
          },
          {
            iconTop: "group",
            titleTop: "One bilingual worker as the go-between",
            descTop: "When one person translates for the whole crew, everything slows down when they’re away.",
            iconBottom: "chat",
            titleBottom: "More people who can speak up",
            descBottom: "Crew leads and supervisors build their own Spanish, so communication doesn’t depend on a single person.",
          },
          {
            iconTop: "clock",
            titleTop: "Shifts around the clock",
            descTop: "Day, night and weekend shifts make classroom training almost impossible.",
            iconBottom: "calendar",
            titleBottom: "Classes around shifts",
            descBottom: "Live online classes are scheduled around your shifts, and times can change with one week’s notice.",
          },
        ],
      },
      {
        type: "courseOverview",
        id: "practical-spanish",
        image: conversationImage,
        title: "Practical Spanish for the site and the floor",
        description:
          "No textbook detours: classes focus on the words and phrases used on jobsites, production lines and loading docks, practiced out loud with a native teacher.",
        listTitle: "Your team will practice",
        list: [
          "Safety vocabulary, protective equipment and hazard warnings",
          "Giving instructions and checking they were understood",
          "Tools, materials, measurements and quantities",
          "Schedules, shift handovers and timesheets",
          "Reporting a problem, an injury or a near miss",
          "Respectful, encouraging feedback",
        ],
      },
      {
        type: "text",
        id: "safety",
        title: "Spanish classes support safety training; they don’t replace it",
        paragraphs: [
          "Our classes help supervisors and crews communicate day to day, warn each other about hazards and check that instructions landed.",
          "They are not a substitute for the safety training your site requires. Keep delivering that training in a language and vocabulary each worker understands, as your safety program sets out, and use our classes to strengthen the conversations around it.",
        ],
      },
      {
        type: "features",
        id: "formats",
        title: "Formats that work for crews",
        items: [
          { title: "Supervisor one-to-one", text: "Individual classes, up to 3 per week, for foremen, shift leads and managers.", icon: "teacher" },
          { title: "Crew groups of up to {{maxGroupSize}}", text: "Colleagues at the same level practice together and speak in every class.", icon: "group" },
          { title: "Placement by level test", text: "Everyone starts at the right level, from first words to confident conversation.", icon: "target" },
          { title: "Native teachers with a master’s degree", text: "Qualified teachers who make practical Spanish clear and approachable.", icon: "certificate" },
        ],
      },
      {
        type: "faq",
        id: "faq",
        title: "Construction and logistics FAQs",
        items: [
          {
            question: "Can you include the vocabulary of our trade?",
            answer: "Yes. Send us the terms, signs and procedures your teams use and your teacher will build them into practice.",
          },
          {
            question: "Who usually takes part?",
            answer: "Most often supervisors, foremen and shift leads, who give instructions every day. Some organizations also run groups for whole crews.",
          },
          {
            question: "Do learners need a computer?",
            answer: "Classes are live and online, so learners need an internet-connected device and a quiet place to join, at work or at home.",
          },
        ],
      },
      {
        type: "cta",
        title: "Build clearer communication on every shift",
        description: "Book a demo to see a live class and plan a program around your crews.",
        buttonText: "Book a demo",
        buttonLink: "/book-demo",
      },
    ],
  },
  {
    path: "/corporate-brochure-2",
    title: "Spanish for Financial Services & Insurance | {{brand}}",
    description:
      "Live Spanish classes for banks, credit unions and insurers: explain accounts, loans, coverage and claims in clear, respectful Spanish with native teachers.",
    sections: [
      {
        type: "hero",
        eyebrow: "Corporate brochure · Financial services and insurance",
        title: "Spanish for financial services and insurance",
        lines: [
          "Money and coverage are personal. Help clients talk about them in the language they are most comfortable in.",
          "Live online classes for branch, office and contact-center teams.",
        ],
        primary: { label: "Book a demo", href: "/book-demo" },
        secondary: { label: "See all brochures", href: "/corporate-brochure-all" },
      },
      {
        type: "challenges",
        id: "challenges",
        title: "What gets in the way of trust",
        items: [
          {
            iconTop: "chat",
            titleTop: "Jargon that doesn’t translate",
            descTop: "Clients nod through explanations of fees, interest or deductibles without really following.",
            iconBottom: "lightbulb",
            titleBottom: "Plain Spanish for complex products",
            descBottom: "Teams practice explaining accounts, loans and policies in simple, accurate everyday language.",
          },
          {
            iconTop: "clock",
            titleTop: "Calls passed from desk to desk",
            descTop: "Spanish-speaking clients wait on hold for the one colleague who can help.",
            iconBottom: "group",
            titleBottom: "More advisors who can respond",
            descBottom: "Group classes build a wider bench of staff who can open the conversation and handle routine requests.",
          },
          {
            iconTop: "heart",
            titleTop: "Claims at stressful moments",
            descTop: "After an accident or a loss, clients need patience and empathy as much as information.",
            iconBottom: "shield",
            titleBottom: "Empathy in Spanish",
            descBottom: "Role-plays prepare staff to listen, reassure and explain the next steps calmly.",
          },
        ],
      },
      {
        type: "features",
        id: "conversations",
        title: "Conversations we practice",
        items: [
          { title: "Opening accounts", text: "Identification, account types, online banking and the questions new clients ask.", icon: "home" },
          { title: "Fees, interest and terms", text: "Explaining numbers, dates and conditions clearly and checking understanding.", icon: "chart" },
          { title: "Loans and mortgages", text: "Applications, documents, payments and the vocabulary of borrowing.", icon: "book" },
          { title: "Coverage and policies", text: "What a policy covers, deductibles, renewals and changes.", icon: "shield" },
          { title: "Claims", text: "Taking the details of an incident and explaining what happens next.", icon: "heart" },
          { title: "Phone and email etiquette", text: "The formal usted register, polite openings and clear written follow-ups.", icon: "chat" },
        ],
      },
      {
        type: "text",
        id: "compliance",
        title: "Where language training ends and compliance begins",
        paragraphs: [
          "Our classes build the confidence to greet clients, explain products in everyday terms and handle routine requests in Spanish.",
          "Regulated disclosures, contracts and policy documents should still follow the Spanish versions and procedures approved by your compliance team. We help staff talk clients through those documents, not rewrite them.",
        ],
      },
      {
        type: "comparison",
        id: "formats",
        title: "Group classes or one-to-one?",
        intro: "Most organizations use both: groups for client-facing teams and individual classes for advisors with specific goals.",
        caption: "Team group classes compared with one-to-one classes",
        headers: ["At a glance", "Team group classes", "One-to-one classes"],
        rows: [
          {
            label: "Class size",
            cells: [
              { icon: "check", color: "green", text: "Up to {{maxGroupSize}} colleagues" },
              { icon: "check", color: "green", text: "Just the learner and the teacher" },
            ],
          },
          {
            label: "Classes per week",
            cells: [
              { icon: "none", color: "gray", text: "A regular weekly slot agreed with your team" },
              { icon: "check", color: "green", text: "Up to 3 classes per week" },
            ],
          },
          {
            label: "Content",
            cells: [
              { icon: "check", color: "green", text: "The situations your team shares" },
              { icon: "check", color: "green", text: "Each advisor’s own clients and products" },
            ],
          },
          {
            label: "Speaking time",
            cells: [
              { icon: "partial", color: "amber", text: "Shared with the group" },
              { icon: "check", color: "green", text: "The whole class" },
            ],
          },
          {
            label: "Native teacher with a master’s degree",
            cells: [
              { icon: "check", color: "green", text: "Yes" },
              { icon: "check", color: "green", text: "Yes" },
            ],
          },
          {
            label: "Schedule changes",
            cells: [
              { icon: "check", color: "green", text: "With one week’s notice" },
              { icon: "check", color: "green", text: "With one week’s notice" },
            ],
          },
        ],
      },
      {
        type: "faq",
        id: "faq",
        title: "Financial services program FAQs",
        items: [
          {
            question: "Can classes focus on our products?",
            answer: "Yes. Share the products and situations your staff handle most and your teacher will build them into role-plays.",
          },
          {
            question: "Is this suitable for contact-center teams?",
            answer: "Yes. Phone Spanish is its own skill, and we practice openings, verification questions, hold messages and clear summaries.",
          },
          {
            question: "Where do we start if our staff have very different levels?",
            answer: "Everyone takes our level test first. We then group colleagues by level and suggest one-to-one classes where they make sense.",
          },
        ],
      },
      {
        type: "cta",
        title: "Serve more clients with confidence",
        description: "Book a demo to see a live class and talk through a program for your branches or contact center.",
        buttonText: "Book a demo",
        buttonLink: "/book-demo",
      },
    ],
  },
  {
    path: "/corporate-brochure-3",
    title: "Spanish for Retail and Sales Teams | {{brand}}",
    description:
      "Live Spanish classes for retail and sales teams: greet shoppers, compare products, handle returns and follow up with prospects, taught by native teachers.",
    sections: [
      {
        type: "hero",
        eyebrow: "Corporate brochure · Retail and sales",
        title: "Spanish for retail and sales teams",
        lines: [
          "Every customer buys more easily in a language they’re comfortable with.",
          "Live online role-plays with native teachers, planned around store hours and sales targets.",
        ],
        primary: { label: "Book a demo", href: "/book-demo" },
        secondary: { label: "See all brochures", href: "/corporate-brochure-all" },
      },
      {
        type: "challenges",
        id: "challenges",
        title: "Sales you could be having in Spanish",
        items: [
          {
            iconTop: "target",
            titleTop: "Shoppers who walk away",
            descTop: "A customer with a question leaves when nobody can answer it in Spanish.",
            iconBottom: "chat",
            titleBottom: "Greet, help and close",
            descBottom: "Staff practice welcoming customers, asking about their needs and recommending the right product.",
          },
          {
            iconTop: "globe",
            titleTop: "Prospects in Spanish-speaking markets",
            descTop: "Sales reps lose momentum when every call needs an English-speaking contact.",
            iconBottom: "briefcase",
            titleBottom: "Sales conversations in Spanish",
            descBottom: "Reps rehearse discovery calls, demos, objections and follow-up emails with a native teacher.",
          },
          {
            iconTop: "group",
            titleTop: "High turnover",
            descTop: "New people join all year, and training needs to start quickly.",
            iconBottom: "check",
            titleBottom: "A clear place to start",
            descBottom: "Each new team member takes our level test and is placed at the right level.",
          },
        ],
      },
      {
        type: "courseOverview",
        id: "sales-spanish",
        image: businessImage,
        title: "Sales Spanish, practiced in live role-plays",
        description:
          "Selling is a conversation, so our classes are too. Your teacher plays the customer, the prospect or the unhappy buyer, and your team practices until the right words come naturally.",
        listTitle: "Skills your team will build",
        list: [
          "Greeting customers and asking about their needs",
          "Describing and comparing products",
          "Prices, promotions and payment",
          "Returns, exchanges and complaints",
          "Handling objections and following up",
          "Phone, email and chat with customers",
        ],
      },
      {
        type: "timeline",
        id: "a-class",
        title: "What a class looks like",
        steps: [
          { color: "teal", title: "Warm-up", desc: "A quick conversation in Spanish to get everyone speaking." },
          { color: "coral", title: "New phrases", desc: "The teacher introduces the language for one situation, such as a return or a product comparison." },
          { color: "sun", title: "Role-play", desc: "Learners take turns as salesperson and customer, in pairs or in front of the group." },
          { color: "teal", title: "Feedback", desc: "The teacher corrects pronunciation and phrasing and suggests more natural alternatives." },
          { color: "slate", title: "Try it on the floor", desc: "Each learner leaves with one phrase to use with a real customer before the next class." },
        ],
      },
      {
        type: "features",
        id: "formats",
        title: "Formats for stores and sales teams",
        items: [
          { title: "Store groups of up to {{maxGroupSize}}", text: "Colleagues at the same level learn together and speak in every class.", icon: "group" },
          { title: "One-to-one for key accounts", text: "Individual classes, up to 3 per week, for reps with Spanish-speaking clients.", icon: "briefcase" },
          { title: "Live online", text: "Join from the store, the office or home, with no travel to a training center.", icon: "globe" },
          { title: "Flexible around peaks", text: "Class times can change with one week’s notice ahead of busy seasons.", icon: "calendar" },
        ],
      },
      {
        type: "faq",
        id: "faq",
        title: "Retail and sales program FAQs",
        items: [
          {
            question: "Can you use our products in class?",
            answer: "Yes. Share product information or your sales playbook and your teacher will build role-plays around it.",
          },
          {
            question: "Is it better for store staff or for sales reps?",
            answer: "Both. Store teams focus on face-to-face service; sales reps focus on calls, demos and written follow-up.",
          },
          {
            question: "How quickly can staff use what they learn?",
            answer: "From the first class, learners practice phrases they can use with customers right away, and build from there.",
          },
        ],
      },
      {
        type: "cta",
        title: "Help every customer feel at home",
        description: "Book a demo to see a live sales role-play and plan a program for your team.",
        buttonText: "Book a demo",
        buttonLink: "/book-demo",
      },
    ],
  },
  {
    path: "/corporate-brochure-4",
    title: "Executive Spanish Coaching, One to One | {{brand}}",
    description:
      "One-to-one Spanish coaching for leaders: present, negotiate and build relationships in Spanish, with a native teacher and up to 3 live classes a week.",
    sections: [
      {
        type: "hero",
        eyebrow: "Corporate brochure · Leadership and executive Spanish",
        title: "One-to-one Spanish coaching for leaders",
        lines: [
          "Lead meetings, present results and build relationships in Spanish.",
          "Private live classes with a native teacher, planned around your calendar.",
        ],
        primary: { label: "Book a demo", href: "/book-demo" },
        secondary: { label: "See all brochures", href: "/corporate-brochure-all" },
      },
      {
        type: "features",
        id: "coaching",
        title: "Coaching shaped around your role",
        intro: "Your teacher works from your agenda, not a textbook: the meeting next week, the visit next month, the team you are building.",
        items: [
          { title: "Presentations and town halls", text: "Structure a message, present results and take questions with confidence.", icon: "chart" },
          { title: "Negotiation", text: "Propose, push back and agree in clear, diplomatic Spanish.", icon: "target" },
          { title: "Relationship building", text: "Small talk, meals and the informal moments where trust is built.", icon: "heart" },
          { title: "Written Spanish", text: "Emails and messages that sound professional and natural.", icon: "book" },
          { title: "Cultural fluency", text: "Formality, directness and etiquette across Spain and Latin America.", icon: "globe" },
          { title: "Pronunciation and polish", text: "Targeted feedback that makes you easier to understand and more persuasive.", icon: "star" },
        ],
      },
      {
        type: "timeline",
        id: "how-coaching-works",
        title: "How coaching works",
        steps: [
          { color: "teal", title: "An introductory conversation", desc: "We learn your role, your goals and the situations where you need Spanish." },
          { color: "coral", title: "Level test", desc: "Our level test shows where you are starting, from first words to advanced." },
          { color: "sun", title: "A plan around your calendar", desc: "Your teacher maps classes to your priorities, at up to 3 classes per week." },
          { color: "teal", title: "Live one-to-one classes", desc: "Each class works on a real task: a meeting, a presentation, an email or a visit." },
          { color: "slate", title: "Rehearse, then review", desc: "Before big moments you rehearse with your teacher; afterward you review what went well." },
        ],
      },
      {
        type: "text",
        id: "scheduling",
        title: "Built for a leader’s schedule",
        paragraphs: [
          "Coaching is one-to-one, so every minute is yours. You can take up to 3 classes per week, and class times can be changed with one week’s notice when travel or board meetings get in the way.",
          "Every coach is a native Spanish speaker who holds a master’s degree. Organizations can include executive coaching in a wider team program, and individual leaders can also buy one-to-one classes in packages of 4, 8 or 12.",
        ],
        button: { label: "See individual class pricing", href: "/spanish-course-pricing" },
      },
      { type: "testimonials", ...TESTIMONIALS_HEADING },
      {
        type: "faq",
        id: "faq",
        title: "Executive coaching FAQs",
        items: [
          {
            question: "I already speak some Spanish. Is coaching still useful?",
            answer: "Yes. Many leaders come to us with school Spanish or conversational Spanish and want to use it confidently at work. Coaching starts from your level.",
          },
          {
            question: "Can we prepare for a specific event?",
            answer: "Absolutely. Bring the agenda, the slides or the speech, and your teacher will help you prepare and rehearse it.",
          },
          {
            question: "What if my calendar changes?",
            answer: "Class times can be changed with one week’s notice, so plan around travel and busy periods.",
          },
          {
            question: "Can our leadership team be coached together?",
            answer: "Coaching is one-to-one, but leaders who want to practice together can join a small group class as well.",
          },
        ],
      },
      {
        type: "cta",
        title: "Lead in Spanish",
        description: "Book a demo to meet a teacher and plan one-to-one coaching around your goals.",
        buttonText: "Book a demo",
        buttonLink: "/book-demo",
      },
    ],
  },
];
