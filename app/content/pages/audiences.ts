// Fixed copy of the four individual-audience pages (spec §2.6 page sections; §3 "Fixed-copy entities").
// Figures are the spec's §9 facts only; the menu labels are Leisure & Travel, Young Learners,
// Professionals and Heritage Speakers.
import { SCHOOL_FIGURES, TESTIMONIALS_HEADING } from "./shared";
import { assetLink } from "~/content/build";
import type { MarketingPage } from "~/domain/page-sections";

const freeTrial = { label: "Book Your Free Trial Now", href: "/try-hablarte-for-free" };
const levelTest = { label: "Take the level test", href: "/level-test" };
const allCourses = { label: "View all courses", href: "/spanish-courses-overview" };
const trialLine = "Try it free for {{trialDays}} days — no charge until your trial ends.";

const forIndividuals: MarketingPage = {
  path: "/for-individuals",
  title: "Spanish for Travel and Everyday Life | {{brand}}",
  description:
    "Live online Spanish classes for travelers and curious adults, with native teachers who hold a master’s degree. Small groups or one to one. Try {{trialDays}} days free.",
  sections: [
    {
      type: "hero",
      eyebrow: "Leisure & Travel",
      title: "Spanish for travel, and for the joy of it",
      lines: [
        "Order dinner, ask for directions and chat with your hosts, practiced first in live online classes.",
        "Learn with a native teacher who holds a master’s degree, in a small group or one to one.",
        trialLine,
      ],
      primary: freeTrial,
      secondary: levelTest,
    },
    {
      type: "features",
      id: "why-live",
      tag: "Why live classes",
      title: "What you get from a real teacher in a real class",
      intro: "Apps can teach you words. A live class teaches you to use them with people.",
      items: [
        {
          icon: "chat",
          title: "You speak in every class",
          text: "Each lesson is a conversation, not a video. You answer, ask, make mistakes and try again while your teacher listens.",
        },
        {
          icon: "teacher",
          title: "Native teachers with a master’s degree",
          text: "Every teacher is a native speaker with a master’s degree, and corrects your pronunciation and grammar as you speak.",
        },
        {
          icon: "group",
          title: "Small groups or one to one",
          text: "Group classes have up to {{maxGroupSize}} students. Prefer your own teacher? Individual classes allow up to 3 classes a week.",
        },
        {
          icon: "globe",
          title: "Accents from Spain and Latin America",
          text: "Get used to the Spanish you will actually hear, from Madrid to Mexico City, along with cultural tips for the places you plan to visit.",
        },
        {
          icon: "calendar",
          title: "A schedule that moves with you",
          text: "Classes are online, so you can join from home or the road. Need a different time? Change your schedule with one week’s notice.",
        },
      ],
      tone: "tinted",
    },
    {
      type: "comparison",
      id: "live-vs-apps",
      title: "Live classes, language apps or a traditional course?",
      intro: "All three can help. Here is what each one gives an adult learner who wants to speak, not just study.",
      caption:
        "How {{brand}} live online classes compare with language apps and traditional in-person courses for adults learning Spanish for travel and leisure.",
      headers: ["What matters to you", "{{brand}} live classes", "Language apps", "Traditional courses"],
      rows: [
        {
          label: "Speaking with a real person",
          cells: [
            { icon: "check", color: "green", text: "Every class is a live conversation" },
            { icon: "cross", color: "red", text: "Mostly tapping, typing and listening" },
            { icon: "partial", color: "amber", text: "Depends on the size of the class" },
          ],
        },
        {
          label: "Feedback on what you say",
          cells: [
            { icon: "check", color: "green", text: "Your teacher corrects you as you speak" },
            { icon: "partial", color: "amber", text: "Automated checks on set answers" },
            { icon: "partial", color: "amber", text: "Occasional, shared with the whole class" },
          ],
        },
        {
          label: "Situations you will meet on a trip",
          cells: [
            { icon: "check", color: "green", text: "Role-plays at airports, hotels, restaurants and markets" },
            { icon: "partial", color: "amber", text: "Set phrases out of context" },
            { icon: "partial", color: "amber", text: "Usually follows a textbook" },
          ],
        },
        {
          label: "Fits around your life",
          cells: [
            { icon: "check", color: "green", text: "Online, with schedule changes on one week’s notice" },
            { icon: "check", color: "green", text: "Any time, anywhere" },
            { icon: "cross", color: "red", text: "Fixed times on a campus" },
          ],
        },
        {
          label: "Trying before you commit",
          cells: [
            { icon: "check", color: "green", text: "{{trialDays}}-day free trial, no charge until it ends" },
            { icon: "partial", color: "amber", text: "Free tiers vary from app to app" },
            { icon: "partial", color: "amber", text: "Often paid for the whole term up front" },
          ],
        },
      ],
    },
    {
      type: "courseOverview",
      id: "travel-course",
      image: assetLink("img-course-travel"),
      title: "Spanish for Travel: ready before you board",
      description:
        "A relaxed eight-week group class for beginners (levels A1–A2) who want to get more out of every trip. One class a week builds the phrases, listening skills and confidence to talk with the people you meet, not just point at the menu.",
      listTitle: "What you will practice",
      list: [
        "Phrases for airports, hotels, restaurants and markets",
        "Asking for directions and understanding the answer",
        "Listening to accents from Spain and Latin America",
        "Small talk with hosts, guides and new friends",
        "Cultural tips for the places you plan to visit",
      ],
    },
    {
      type: "courseList",
      id: "courses-for-you",
      tag: "Courses",
      title: "Courses for leisure and travel",
      intro: "Start with a short trip-ready course, or keep going with conversation classes from A1 to B2.",
      courseIds: ["course-travel-spanish", "course-conversational-spanish"],
      button: allCourses,
    },
    {
      type: "individualPlans",
      id: "individual-plans",
      title: "Prefer a teacher all to yourself?",
      intro: "Individual plans cost {{price:plan-1-per-week}}, {{price:plan-2-per-week}} or {{price:plan-3-per-week}} a week for 1, 2 or 3 classes. Change your schedule with one week’s notice.",
    },
    { type: "testimonials", ...TESTIMONIALS_HEADING },
    {
      type: "faq",
      id: "faq",
      title: "Questions from travelers and weekend learners",
      items: [
        {
          question: "I’m a complete beginner. Can I still join?",
          answer:
            "Yes. Spanish for Travel starts at level A1, and so does Conversational Spanish. If you already know a little, take our free level test and we will point you to the right group.",
        },
        {
          question: "Should I choose group or individual classes?",
          answer:
            "Group classes have up to {{maxGroupSize}} students, meet once a week and cost {{price:group-30}} per class in a package of 30 classes. Individual classes give you a teacher to yourself, up to 3 times a week, with plans at {{price:plan-1-per-week}}, {{price:plan-2-per-week}} or {{price:plan-3-per-week}} a week for 1, 2 or 3 classes.",
        },
        {
          question: "What happens if my plans change?",
          answer:
            "Life happens, especially when you travel. You can change your class schedule with one week’s notice, so let your teacher know as soon as your dates are set.",
        },
        {
          question: "How does the free trial work?",
          answer:
            "You get {{trialDays}} days to try live classes with a native teacher. You are not charged until the trial ends.",
        },
      ],
    },
    {
      type: "cta",
      title: "Your next trip starts with one conversation",
      description:
        "Join a live class this week and say your first real sentences in Spanish with a native teacher. Try it free for {{trialDays}} days, with no charge until your trial ends.",
    },
  ],
};

const forParents: MarketingPage = {
  path: "/for-parents",
  title: "Online Spanish Classes for Kids and Teens | {{brand}}",
  description:
    "Live Spanish classes for ages 5–18, grouped by grade, with native teachers who hold a master’s degree. Summer camps from 2 to 8 weeks. Try it free for {{trialDays}} days.",
  sections: [
    {
      type: "hero",
      eyebrow: "Young Learners",
      title: "Spanish your child will look forward to",
      lines: [
        "Live online classes for ages 5–18, where kids learn alongside classmates their own age.",
        "{{classFormat:child}}",
        trialLine,
      ],
      primary: freeTrial,
      secondary: { label: "See plans and pricing", href: "/spanish-course-pricing" },
    },
    {
      type: "features",
      id: "age-groups",
      tag: "Ages 5–18",
      title: "Four groups, so every child learns with their peers",
      intro: "A six-year-old and a sixteen-year-old need very different classes. We group young learners by grade.",
      items: [
        {
          icon: "star",
          title: "Grade 1&2",
          text: "First words through songs, games and stories. Children learn to greet classmates, count, name colors and animals, and follow simple instructions.",
        },
        {
          icon: "book",
          title: "Grade 3-5",
          text: "Short conversations, reading and writing. Children describe their day, read short stories and start putting connected sentences together.",
        },
        {
          icon: "backpack",
          title: "Middle School",
          text: "For complete beginners and for students who want support with Spanish at school, with help on grammar, vocabulary and class projects.",
        },
        {
          icon: "school",
          title: "High School",
          text: "From Spanish 1 through exam preparation, including AP Spanish Language Prep, with speaking practice that builds confidence for presentations.",
        },
      ],
      tone: "tinted",
    },
    {
      type: "challenges",
      id: "parent-concerns",
      title: "What parents worry about, and how we help",
      items: [
        {
          iconTop: "clock",
          titleTop: "“Isn’t it just more screen time?”",
          descTop: "Many online activities leave children watching rather than doing.",
          iconBottom: "chat",
          titleBottom: "Live classes where every child speaks",
          descBottom:
            "A native teacher calls on each child by name, with games, songs and questions that keep them talking for the whole class.",
        },
        {
          iconTop: "home",
          titleTop: "“We don’t speak Spanish at home”",
          descTop: "Parents want to help between classes but don’t know where to start.",
          iconBottom: "heart",
          titleBottom: "Ideas you can use without speaking Spanish",
          descBottom:
            "Teachers share simple games and routines for home, so Spanish keeps going between classes even if you are learning alongside your child.",
        },
        {
          iconTop: "calendar",
          titleTop: "“Our week is already full”",
          descTop: "School, sports and activities leave little room for another commute.",
          iconBottom: "check",
          titleBottom: "No driving, and easy to reschedule",
          descBottom: "Classes happen online from home, and you can change your schedule with one week’s notice.",
        },
      ],
    },
    {
      type: "courseOverview",
      id: "summer-camp",
      image: assetLink("img-course-summer-camp"),
      title: "Spanish Summer Camp, from 2 to 8 weeks",
      description:
        "Keep Spanish growing over the summer with games, stories and projects. Choose anywhere from 2 to 8 weeks, so camp fits around vacations and other plans, and your child returns to school ready to keep going.",
      listTitle: "What campers do",
      list: [
        "Join a group for Grade 1&2, Grade 3-5, Middle School or High School",
        "Explore a new theme each week, with a small project to share",
        "Learn live with a native teacher, in groups of up to {{maxGroupSize}} campers",
        "Welcome at every level, from first words to confident speakers",
      ],
    },
    {
      type: "courseList",
      id: "young-learner-courses",
      tag: "Courses",
      title: "Courses for kids and teens",
      intro: "Year-round classes by grade, exam preparation for high schoolers and a summer camp for everyone.",
      courseIds: ["course-spanish-for-kids", "course-spanish-for-teens", "course-ap-spanish-prep", "course-spanish-summer-camp"],
      button: allCourses,
    },
    {
      type: "stats",
      id: "trusted-by-families",
      title: "Trusted by families and schools",
      figures: SCHOOL_FIGURES,
    },
    { type: "testimonials", ...TESTIMONIALS_HEADING },
    {
      type: "faq",
      id: "faq",
      title: "Questions parents ask before the first class",
      items: [
        {
          question: "Which group will my child join?",
          answer:
            "Young learners aged 5–18 are grouped by grade: Grade 1&2, Grade 3-5, Middle School and High School. That way your child always learns with kids their own age.",
        },
        {
          question: "Does my child need to know any Spanish?",
          answer:
            "No. Every group welcomes beginners, and children who already know some Spanish can join at a higher level. If you are unsure where your child fits, the free trial is a relaxed way to find out.",
        },
        {
          question: "Can my teen get extra help before a big test?",
          answer:
            "Yes. Teens can add individual classes, up to 3 a week, and high schoolers preparing for the AP Spanish Language and Culture exam can join AP Spanish Language Prep.",
        },
        {
          question: "How long are the summer camps?",
          answer:
            "You choose: camps run from 2 to 8 weeks, with groups for Grade 1&2, Grade 3-5, Middle School and High School.",
        },
        {
          question: "What does my child need for class?",
          answer:
            "A computer or tablet, headphones with a microphone and a quiet spot at home. Younger children may need a grown-up nearby to help them join on time.",
        },
      ],
    },
    {
      type: "cta",
      title: "Give your child a head start in Spanish",
      description:
        "Book a free trial class and see your child speaking Spanish with a native teacher and kids their own age. No charge for {{trialDays}} days.",
    },
  ],
};

const forProfessionals: MarketingPage = {
  path: "/for-professionals",
  title: "Spanish for Work: Healthcare, Business & More | {{brand}}",
  description:
    "Live Spanish classes built around your job in healthcare, business, education or public service, with native teachers who hold a master’s degree.",
  sections: [
    {
      type: "hero",
      eyebrow: "Professionals",
      title: "Spanish for the work you do",
      lines: [
        "Practice the conversations of your job with patients, clients, families and colleagues.",
        "Live online classes with native teachers who hold a master’s degree, at times that fit your workday.",
        trialLine,
      ],
      primary: freeTrial,
      secondary: levelTest,
    },
    {
      type: "features",
      id: "fields",
      tag: "Your field",
      title: "Spanish for four kinds of work",
      intro: "Every unit is built around situations you actually face, so what you learn on Tuesday is useful on Wednesday.",
      items: [
        {
          icon: "heart",
          title: "Healthcare",
          text: "Greet patients, take a history and give clear instructions, and know when to call a qualified interpreter.",
        },
        {
          icon: "briefcase",
          title: "Business",
          text: "Run meetings, handle client calls and write clear emails for Spanish-speaking customers and partners.",
        },
        {
          icon: "school",
          title: "Education",
          text: "Welcome families at pickup, hold simple parent conferences and connect with students who speak Spanish at home.",
        },
        {
          icon: "shield",
          title: "Public service",
          text: "Help residents at the front desk, on the phone and in the community with clear, respectful Spanish.",
        },
      ],
    },
    {
      type: "challenges",
      id: "work-roadblocks",
      title: "Why work Spanish stalls, and how we get it moving",
      items: [
        {
          iconTop: "clock",
          titleTop: "No time for a course",
          descTop: "Long days and changing shifts make a fixed evening class hard to keep.",
          iconBottom: "calendar",
          titleBottom: "Classes that fit your week",
          descBottom:
            "Choose 1, 2 or 3 individual classes a week, or a weekly group, and change your schedule with one week’s notice when work gets busy.",
        },
        {
          iconTop: "book",
          titleTop: "Textbook Spanish doesn’t fit the job",
          descTop: "General courses spend weeks on topics you will never use at work.",
          iconBottom: "target",
          titleBottom: "The vocabulary of your field",
          descBottom:
            "Bring your own word list and real situations to class. Your teacher turns them into role-plays you can use the next day.",
        },
        {
          iconTop: "chat",
          titleTop: "Freezing in the real conversation",
          descTop: "Knowing the words is not the same as using them with a patient or client waiting.",
          iconBottom: "teacher",
          titleBottom: "Rehearse with a native teacher first",
          descBottom:
            "Practice the call, the visit or the meeting out loud with a native teacher who corrects you as you go.",
        },
      ],
    },
    {
      type: "courseOverview",
      id: "medical-spanish",
      image: assetLink("img-course-medical"),
      title: "Medical Spanish for clinical and front-desk teams",
      description:
        "A ten-week course for levels A2–B2 that practices the conversations of the clinic, taught by teachers who know the vocabulary of care. It helps you make patients feel welcome and understood; it does not replace a qualified interpreter, and every unit covers when to call one.",
      listTitle: "What you will practice",
      list: [
        "Patient intake, symptoms and medication questions",
        "The respectful usted register and its cultural context",
        "Role-plays drawn from real clinical encounters",
        "Clear guidance on when to call a qualified interpreter",
      ],
    },
    {
      type: "courseList",
      id: "professional-courses",
      tag: "Courses",
      title: "Courses for working professionals",
      courseIds: ["course-spanish-for-professionals", "course-medical-spanish", "course-conversational-spanish"],
      button: allCourses,
    },
    {
      type: "timeline",
      id: "getting-started",
      title: "From your first class to Spanish at work",
      steps: [
        { color: "teal", title: "Find your level", desc: "Take the free level test so you start where your Spanish is today, not where a textbook assumes." },
        { color: "coral", title: "Try it for {{trialDays}} days", desc: "Join live classes during your free trial. You are not charged until the trial ends." },
        {
          color: "sun",
          title: "Choose your pace",
          desc: "Pick 1, 2 or 3 individual classes a week, at {{price:plan-1-per-week}}, {{price:plan-2-per-week}} or {{price:plan-3-per-week}} a week, or join a group class once a week.",
        },
        { color: "slate", title: "Use it on the job", desc: "Bring real situations from work to class, then try them out with the people you serve." },
      ],
    },
    { type: "testimonials", ...TESTIMONIALS_HEADING },
    {
      type: "faq",
      id: "faq",
      title: "Questions about Spanish for work",
      items: [
        {
          question: "Will Medical Spanish qualify me as an interpreter?",
          answer:
            "No. The course helps you greet patients, handle routine questions and build trust in Spanish. For clinical conversations that need one, you should still call a qualified interpreter, and the course covers when to do so.",
        },
        {
          question: "What level do I need to start?",
          answer:
            "Spanish for Professionals runs from A2 to C1 and Medical Spanish from A2 to B2. If you are starting from zero, begin with Conversational Spanish, which starts at A1. The free level test will tell you where you are.",
        },
        {
          question: "How many classes a week should I take?",
          answer:
            "Choose a pace you can keep every week, even in busy ones. Individual classes allow up to 3 a week, and you can change your schedule with one week’s notice.",
        },
        {
          question: "Can I learn together with my team?",
          answer:
            "Yes. We also run programs for organizations, from small teams to company-wide programs. See the Organizations menu for public sector, private sector and corporate options.",
        },
      ],
    },
    {
      type: "cta",
      title: "Bring Spanish into your workday",
      description:
        "Book a free trial and practice the conversations of your job with a native teacher. Try it for {{trialDays}} days, with no charge until your trial ends.",
    },
  ],
};

const forHeritageSpeakers: MarketingPage = {
  path: "/for-heritage-speakers",
  title: "Spanish for Heritage Speakers | {{brand}}",
  description:
    "Grew up with Spanish at home? Build reading, writing and formal Spanish on what you already speak, in live classes with native teachers. Try {{trialDays}} days free.",
  sections: [
    {
      type: "hero",
      eyebrow: "Heritage Speakers",
      title: "Make the Spanish you grew up with fully yours",
      lines: [
        "Build reading, writing and formal Spanish on top of the language you already speak.",
        "Learn with native teachers who hold a master’s degree and respect the Spanish you bring to class.",
        trialLine,
      ],
      primary: freeTrial,
      secondary: levelTest,
    },
    {
      type: "text",
      id: "your-spanish",
      tag: "Built for heritage speakers",
      title: "You are not starting from zero",
      paragraphs: [
        "Maybe you understood every word at the dinner table but answered in English. Maybe you speak easily with family but freeze in a formal setting, or hesitate every time you write an accent mark.",
        "A regular beginner course makes you repeat what you already know, while an advanced class assumes reading and writing skills you never had the chance to build. Our heritage classes start from where your Spanish is strongest and fill in the rest.",
      ],
      bullets: [
        "A starting point based on what you already know",
        "Spelling, written accents and writing practice",
        "Formal Spanish for school and work",
        "Readings from across the Spanish-speaking world",
      ],
    },
    {
      type: "challenges",
      id: "where-you-feel-stuck",
      title: "Where heritage speakers often feel stuck",
      items: [
        {
          iconTop: "chat",
          titleTop: "Switching to English",
          descTop: "You understand everything, but the words come out faster in English.",
          iconBottom: "heart",
          titleBottom: "Speaking practice without judgment",
          descBottom: "Small live classes where you speak Spanish from start to finish, with a teacher who encourages rather than corrects you into silence.",
        },
        {
          iconTop: "book",
          titleTop: "Spelling and written accents",
          descTop: "Writing a message, let alone an essay, feels harder than it should.",
          iconBottom: "check",
          titleBottom: "Writing, step by step",
          descBottom: "Regular writing practice with clear feedback on spelling, accents and structure, from short messages to longer texts.",
        },
        {
          iconTop: "briefcase",
          titleTop: "Formal Spanish for school and work",
          descTop: "Choosing between tú and usted, or writing to a client, can feel uncertain.",
          iconBottom: "target",
          titleBottom: "The right register for every situation",
          descBottom: "Learn to move between the Spanish of home and the Spanish of presentations, emails and interviews.",
        },
      ],
    },
    {
      type: "courseOverview",
      id: "heritage-course",
      image: assetLink("img-course-heritage"),
      title: "Spanish for Heritage Speakers, levels B1–C1",
      description:
        "A course in 12-week terms for teens and adults who grew up hearing Spanish at home. You keep the Spanish you already have and build the reading, writing and formal skills that make it fully yours.",
      listTitle: "Over the course you will",
      list: [
        "Tell stories and describe experiences in detail",
        "Choose between tú and usted with confidence",
        "Write emails and essays with correct spelling and accents",
        "Read and discuss news and literature from across the Spanish-speaking world",
      ],
    },
    {
      type: "timeline",
      id: "your-path",
      title: "How your classes grow with you",
      steps: [
        { color: "teal", title: "Find your starting point", desc: "Your teacher learns where your Spanish is strongest and where to build next, from your first class." },
        { color: "coral", title: "Read and write with confidence", desc: "Spelling, accents and writing practice turn the Spanish you speak into Spanish you can write." },
        { color: "sun", title: "Move between informal and formal", desc: "Practice the register of school, work and formal occasions alongside the Spanish of home." },
        { color: "slate", title: "Use it where it matters", desc: "Talk with family without switching to English, present at work or prepare for a Spanish exam or course." },
      ],
    },
    { type: "testimonials", ...TESTIMONIALS_HEADING },
    {
      type: "faq",
      id: "faq",
      title: "Questions from heritage speakers",
      items: [
        {
          question: "I understand Spanish but rarely speak it. Is this course for me?",
          answer:
            "Yes. Many heritage speakers understand far more than they say. Classes give you a low-pressure place to speak, and your teacher builds your confidence step by step.",
        },
        {
          question: "Will my teacher say my family’s Spanish is wrong?",
          answer:
            "No. The Spanish you grew up with is a real variety of the language. Your teacher adds formal Spanish and standard spelling alongside it, so you can choose the right Spanish for each situation.",
        },
        {
          question: "Is there a class for teens?",
          answer: "Yes. Spanish for Heritage Speakers is open to teens and adults, from level B1 to C1.",
        },
        {
          question: "Can I take individual classes instead of a group?",
          answer:
            "Yes. Individual plans cost {{price:plan-1-per-week}}, {{price:plan-2-per-week}} or {{price:plan-3-per-week}} a week for 1, 2 or 3 classes, and you can change your schedule with one week’s notice.",
        },
      ],
    },
    {
      type: "cta",
      title: "Grow the Spanish that is already yours",
      description:
        "Try a heritage class with a native teacher and see how far your Spanish can go. Free for {{trialDays}} days, with no charge until your trial ends.",
    },
  ],
};

export const audiencePages: MarketingPage[] = [forIndividuals, forParents, forProfessionals, forHeritageSpeakers];
