// Information pages (spec §2.2, §2.10, §4): pricing, the individual plans (funnel step 1), external plans, the
// K-12 curriculum purchase tutorial and the programs approved by state Departments of Education.
// Prices and plans render from app/domain/pricing.ts; the copy here only names them.
import type { MarketingPage } from "~/domain/page-sections";

const freeTrial = { label: "Book Your Free Trial Now", href: "/try-hablarte-for-free" };

export const infoPages: MarketingPage[] = [
  // The vendor pack a district's purchasing office asks for (issue #26): the documents are made by the site
  // (lib/commerce/vendor-documents.server.ts); this page, its words and its order, is the editors'.
  {
    path: "/vendor-information",
    title: "Vendor Information for School Districts | {{brand}}",
    description: "Set {{brand}} up as a vendor: our W-9, insurance certificate, accessibility report, student data privacy, a DPA template and a sole-source letter.",
    sections: [
      {
        type: "hero",
        eyebrow: "For purchasing offices",
        title: "Vendor information",
        lines: [
          "Everything your district needs to set {{brand}} up as a vendor and raise a Purchase Order, in one place.",
          "Our legal name, address and EIN are on the W-9 and on every quote and invoice we send.",
        ],
        primary: { label: "Get a sole-source letter", href: "/vendor-information/sole-source-letter" },
        secondary: { label: "How quotes and Purchase Orders work", href: "/quote-details" },
      },
      {
        type: "features",
        id: "vendor-documents",
        title: "Documents for your vendor file",
        intro: "Download what your purchasing, accounts-payable, risk and technology offices ask for. Each is a PDF.",
        items: [
          { title: "Form W-9", text: "Our taxpayer identification number and federal tax classification, for your accounts payable.", href: "/documents/vendor/w-9.pdf", icon: "wallet" },
          { title: "Certificate of insurance", text: "General liability and cyber liability coverage. Ask us to name your district as additional insured.", href: "/documents/vendor/insurance-certificate.pdf", icon: "shield" },
          { title: "Accessibility conformance report", text: "How the site and the lesson materials meet WCAG 2.2 Level A and AA, criterion by criterion (VPAT 2.5).", href: "/documents/vendor/accessibility-conformance-report.pdf", icon: "check" },
          { title: "Student data privacy", text: "What we collect from teachers and, by design, nothing from students; COPPA and FERPA; our sub-processors.", href: "/documents/vendor/student-data-privacy.pdf", icon: "school" },
          { title: "Data-privacy agreement", text: "A template your district can start from, or send us your state's standard agreement to sign.", href: "/documents/vendor/data-privacy-agreement.pdf", icon: "certificate" },
          { title: "Sole-source letter", text: "A letter for one curriculum level, addressed to your district, for purchases that need one.", href: "/vendor-information/sole-source-letter", icon: "book" },
        ],
      },
      {
        type: "faq",
        id: "vendor-faq",
        title: "Questions from purchasing offices",
        items: [
          { question: "Do you accept Purchase Orders?", answer: "Yes. Request a quote at checkout, accept it in My Order and upload your Purchase Order. We review it within 1–2 business days and send the invoice, payable net 30 by card, ACH or wire transfer, or check." },
          { question: "Can the invoice go to our accounts payable?", answer: "Yes. Add your accounts-payable email at checkout: when we approve the Purchase Order, they receive the invoice by a link that needs no account." },
          { question: "Do you charge sales tax?", answer: "We do not collect sales tax on K-12 curriculum licenses. If your district is exempt, keep its certificate on file in your account and your quotes and invoices say so." },
        ],
      },
    ],
  },

  {
    path: "/spanish-course-pricing",
    title: "Spanish Class Prices and Plans | {{brand}}",
    description:
      "Clear prices for live Spanish classes: one-to-one packages from {{price:individual-12}} a class, group classes at {{price:group-30}} a class and weekly plans from {{price:plan-1-per-week}}, with a {{trialDays}}-day free trial.",
    sections: [
      {
        type: "hero",
        eyebrow: "Pricing",
        title: "Spanish class pricing",
        lines: [
          "Simple prices for live classes with native teachers who hold a master’s degree.",
          "Start with a {{trialDays}}-day free trial: no charge until it ends.",
        ],
        primary: freeTrial,
        secondary: { label: "Take the level test", href: "/level-test" },
      },
      {
        type: "pricingCards",
        id: "packages",
        title: "Class packages",
        intro:
          "Buy one-to-one classes in packages of 4, 8 or 12: the more you book, the less each class costs. Or join a group of up to {{maxGroupSize}} students for {{price:group-30}} a class.",
      },
      {
        type: "individualPlans",
        id: "weekly-plans",
        title: "Weekly individual plans",
        intro: "Prefer a steady routine? Take 1, 2 or 3 live classes every week for {{price:plan-1-per-week}}, {{price:plan-2-per-week}} or {{price:plan-3-per-week}} a week. {{classFormat:self}} {{classFormat:child}}",
      },
      { type: "paymentOptions", id: "payment-options", title: "Ways to pay" },
      {
        type: "faq",
        id: "faq",
        title: "Pricing FAQs",
        items: [
          {
            question: "What is the difference between a package and a weekly plan?",
            answer:
              "A package is a set number of classes: 4, 8 or 12 individual classes, or 30 group classes at one class per week. A weekly plan gives you 1, 2 or 3 individual classes every week for a weekly price.",
          },
          {
            question: "How does the free trial work?",
            answer: "Your free trial lasts {{trialDays}} days, and you are not charged until it ends.",
          },
          {
            question: "How many individual classes can I take each week?",
            answer: "Up to 3 classes per week. On a weekly plan, 3 classes a week also brings the price down to {{perClass:plan-3-per-week}} a class.",
          },
          {
            question: "Can I change my class times?",
            answer: "Yes. Schedule changes need one week’s notice.",
          },
          {
            question: "Which payment methods do you accept?",
            answer: "You can pay by credit card, bank transfer, Link or other digital payment methods, as shown in the payment options above.",
          },
          {
            question: "I’m buying for a school. How do I pay?",
            answer:
              "Schools buy our K-12 curriculum as licenses, either by card through the cart and checkout or by requesting a quote and paying with a Purchase Order. Our purchase tutorial walks through both.",
          },
        ],
      },
      {
        type: "cta",
        title: "Try your first week free",
        description: "Meet your teacher and take live classes for {{trialDays}} days before you pay anything.",
        buttonText: "Book Your Free Trial Now",
        buttonLink: "/try-hablarte-for-free",
      },
    ],
  },
  {
    path: "/individual-plans",
    title: "Individual Spanish Plans: 1 to 3 Classes a Week | {{brand}}",
    description:
      "1, 2 or 3 live Spanish classes a week from {{price:plan-1-per-week}}: one to one for adults, in small groups by grade for kids. Native teachers and a {{trialDays}}-day free trial.",
    sections: [
      {
        type: "hero",
        eyebrow: "Individual plans",
        title: "Choose your individual plan",
        lines: [
          "{{classFormat:self}}",
          "{{classFormat:child}}",
          "Start with a {{trialDays}}-day free trial: no charge until it ends.",
        ],
        secondary: { label: "Compare all prices", href: "/spanish-course-pricing" },
      },
      {
        type: "individualPlans",
        id: "plans",
        title: "Plans for every pace",
        intro: "The more classes you take each week, the less each one costs: {{perClass:plan-1-per-week}} a class with 1 a week, {{perClass:plan-2-per-week}} with 2 and {{perClass:plan-3-per-week}} with 3.",
      },
      {
        type: "timeline",
        id: "how-it-works",
        title: "How signing up works",
        intro: "Five short steps take you from choosing a plan to your first live class.",
        steps: [
          { color: "teal", title: "Choose a plan", desc: "Pick 1, 2 or 3 classes a week, whichever fits your goals and your calendar." },
          { color: "coral", title: "Start your journey", desc: "Tell us who you are and what you want to use your Spanish for." },
          { color: "sun", title: "Complete the purchase", desc: "Confirm your plan and payment details. You won’t be charged until your {{trialDays}}-day free trial ends." },
          { color: "teal", title: "Select your level", desc: "Choose Beginner, Intermediate or Advanced, or take the level test if you’re not sure." },
          { color: "slate", title: "Book your first class", desc: "Pick a day and time, then meet your teacher live and start speaking." },
        ],
      },
      {
        type: "faq",
        id: "faq",
        title: "Individual plan FAQs",
        items: [
          {
            question: "Which plan should I choose?",
            answer:
              "One class a week keeps Spanish in your routine. Two is our most popular plan and a good balance of progress and price. Three gives you the fastest progress and the lowest price per class.",
          },
          {
            question: "When will I be charged?",
            answer: "Not during your free trial. The trial lasts {{trialDays}} days, and there is no charge until it ends.",
          },
          {
            question: "Can I take more than 3 classes a week?",
            answer: "Individual classes allow up to 3 classes per week, which is the most our plans include.",
          },
          {
            question: "Can I change my class times?",
            answer: "Yes. Schedule changes need one week’s notice.",
          },
          {
            question: "Would a group class suit me better?",
            answer: "Group classes have up to {{maxGroupSize}} students and cost {{price:group-30}} a class in a 30-class package, at one class per week. You’ll find them on our pricing page.",
          },
        ],
      },
      {
        type: "cta",
        title: "Start speaking Spanish with your own teacher",
        description: "Try your individual plan free for {{trialDays}} days, with no charge until your trial ends.",
        buttonText: "Book Your Free Trial Now",
        buttonLink: "/try-hablarte-for-free",
      },
    ],
  },
  {
    path: "/external-plans",
    title: "Live Spanish Class Plans | {{brand}}",
    description:
      "Pick 1, 2 or 3 live Spanish classes a week from {{price:plan-1-per-week}} with native teachers: one to one for adults, small groups by grade for kids. {{trialDays}} days free.",
    sections: [
      {
        type: "hero",
        eyebrow: "Welcome to {{brand}}",
        title: "Your Spanish plan starts here",
        lines: [
          "Whether you came from one of our partners or one of our campaigns, you get the same plans every {{brand}} learner enjoys.",
          "{{classFormat:self}} {{classFormat:child}} Every plan starts with a {{trialDays}}-day free trial.",
        ],
      },
      {
        type: "individualPlans",
        id: "plans",
        title: "Pick your weekly plan",
        intro: "1, 2 or 3 live classes a week, for {{price:plan-1-per-week}}, {{price:plan-2-per-week}} or {{price:plan-3-per-week}} a week.",
      },
      {
        type: "features",
        id: "included",
        title: "What every plan includes",
        items: [
          { title: "A native teacher", text: "Every {{brand}} teacher is a native Spanish speaker with a master’s degree.", icon: "teacher" },
          { title: "Live classes", text: "Real conversations, with corrections as you speak.", icon: "chat" },
          { title: "Your level", text: "Choose your level or take our level test before your first class.", icon: "target" },
          { title: "A flexible schedule", text: "Change a class time with one week’s notice.", icon: "calendar" },
          { title: "A free first week", text: "{{trialDays}} days free, with no charge until your trial ends.", icon: "check" },
        ],
      },
      {
        type: "faq",
        id: "faq",
        title: "Quick questions",
        items: [
          {
            question: "Is this the same offer as on the main {{brand}} site?",
            answer: "Yes. These are our standard individual plans, at the same prices.",
          },
          {
            question: "When am I charged?",
            answer: "Not during your {{trialDays}}-day free trial. There is no charge until it ends.",
          },
          {
            question: "How many classes can I take?",
            answer: "Up to 3 individual classes per week.",
          },
        ],
      },
      {
        type: "cta",
        title: "Ready for your first class?",
        description: "Start your {{trialDays}}-day free trial and meet your teacher live.",
        buttonText: "Book Your Free Trial Now",
        buttonLink: "/try-hablarte-for-free",
      },
    ],
  },
  {
    path: "/purchase-tutorial",
    title: "How to Buy the K-12 Spanish Curriculum | {{brand}}",
    description:
      "A step-by-step guide to buying {{brand}}’s K-12 Spanish curriculum licenses, by card at checkout or with a quote and Purchase Order for your school.",
    sections: [
      {
        type: "hero",
        eyebrow: "K-12 curriculum",
        title: "How to buy the K-12 curriculum",
        lines: [
          "Our curriculum covers grades K–12 and follows ACTFL standards. You need one license per teacher per level.",
          "Pay by card at checkout, or request a quote and pay with a Purchase Order.",
        ],
        primary: { label: "Browse the catalog", href: "/catalog" },
        secondary: { label: "Request a quote", href: "/quote-details" },
      },
      {
        type: "timeline",
        id: "pay-by-card",
        title: "Buying by card",
        intro: "The quickest way to buy, for a single teacher or a whole department.",
        steps: [
          { color: "teal", title: "Browse the catalog", desc: "Find the levels your teachers teach, from kindergarten to grade 12." },
          {
            color: "coral",
            title: "Add licenses to your cart",
            desc: "Add one license per teacher per level. Two teachers who teach the same level need two licenses; one teacher who teaches two levels also needs two.",
          },
          { color: "sun", title: "Check out", desc: "Sign in to your account, or create one, and review your cart." },
          { color: "teal", title: "Pay by card", desc: "Enter your card details and confirm your order." },
          { color: "slate", title: "Find your licenses in My Products", desc: "Once your payment is processed, your licenses appear in “My Products” in your account." },
          { color: "coral", title: "Distribute to teachers", desc: "Assign each license to the teacher who will use it." },
        ],
      },
      {
        type: "timeline",
        id: "pay-by-purchase-order",
        title: "Buying with a quote and Purchase Order",
        intro: "For schools and districts that pay through a purchasing office. You’ll need an account and to be signed in to view and accept quotes.",
        steps: [
          { color: "teal", title: "Request a quote", desc: "Tell us which levels you need and how many licenses, one per teacher per level." },
          { color: "coral", title: "Accept the quote in My Order", desc: "Sign in and open “My Order” in your account. Choose “Accept Quote” when it looks right." },
          { color: "coral", title: "Add your Purchase Order", desc: "Enter your PO number and upload your Purchase Order as a PDF." },
          { color: "sun", title: "Pending Approval", desc: "Your order shows “Pending Approval” while our staff review it, within 1–2 business days." },
          {
            color: "teal",
            title: "Approved: Pending Payment",
            desc: "Once it is approved, we send you an email and you can download the invoice. The order then shows “Pending Payment”.",
          },
          { color: "slate", title: "Licenses in My Products", desc: "Once your payment is processed, your licenses appear in “My Products”." },
          { color: "coral", title: "Distribute to teachers", desc: "Assign each license to the teacher who will use it." },
        ],
      },
      {
        type: "comparison",
        id: "compare",
        title: "Card or Purchase Order?",
        intro: "Both ways give you the same licenses. Choose the one that fits how your school pays.",
        caption: "Paying by card compared with paying by quote and Purchase Order",
        headers: ["At a glance", "Card", "Quote and Purchase Order"],
        rows: [
          {
            label: "Best for",
            cells: [
              { icon: "none", color: "gray", text: "Teachers and schools ready to pay right away" },
              { icon: "none", color: "gray", text: "Schools and districts that pay through a purchasing office" },
            ],
          },
          {
            label: "Single-teacher or multiple licenses",
            cells: [
              { icon: "check", color: "green", text: "Yes" },
              { icon: "check", color: "green", text: "Yes" },
            ],
          },
          {
            label: "PO number and PDF upload",
            cells: [
              { icon: "cross", color: "red", text: "Not needed" },
              { icon: "check", color: "green", text: "Required" },
            ],
          },
          {
            label: "Review by our staff",
            cells: [
              { icon: "cross", color: "red", text: "Not needed" },
              { icon: "partial", color: "amber", text: "Within 1–2 business days" },
            ],
          },
          {
            label: "Licenses available",
            cells: [
              { icon: "check", color: "green", text: "In My Products once your card payment is processed" },
              { icon: "check", color: "green", text: "In My Products once your invoice payment is processed" },
            ],
          },
        ],
      },
      {
        type: "faq",
        id: "faq",
        title: "Curriculum purchase FAQs",
        items: [
          {
            question: "How many licenses do I need?",
            answer: "One per teacher per level. Count each teacher once for every level they teach.",
          },
          {
            question: "Can I buy a single license?",
            answer: "Yes. You can buy a single-teacher license or multiple licenses for a team.",
          },
          {
            question: "Which standards does the curriculum follow?",
            answer: "The curriculum covers grades K–12 and follows ACTFL standards.",
          },
          {
            question: "How long does Purchase Order approval take?",
            answer: "Our staff review orders within 1–2 business days. Until then, your order shows “Pending Approval” in “My Order”.",
          },
          {
            question: "How do I get the invoice?",
            answer: "Once your Purchase Order is approved, we email you and the invoice can be downloaded. Your order then shows “Pending Payment”.",
          },
          {
            question: "Where do I find my licenses after paying?",
            answer: "In “My Products” in your account, where you can distribute them to your teachers.",
          },
        ],
      },
      {
        type: "cta",
        title: "Ready to choose your levels?",
        description: "Browse the K-12 curriculum, add one license per teacher per level and pay the way that suits your school.",
        buttonText: "Browse the catalog",
        buttonLink: "/catalog",
      },
    ],
  },
  {
    path: "/state-approved-spanish-programs",
    title: "State-Approved Spanish Programs for Schools | {{brand}}",
    description:
      "{{brand}}’s Spanish programs are approved by the Departments of Education of {{approvedStates}} states. Learn what state approval means for a district and what’s included.",
    sections: [
      {
        type: "hero",
        eyebrow: "For schools and districts",
        title: "Programs approved by state Departments of Education",
        lines: [
          "{{brand}} programs are approved by the Departments of Education of {{approvedStates}} states.",
          "Live Spanish with native teachers and a K–12 curriculum that follows ACTFL standards.",
        ],
        primary: { label: "Book a demo", href: "/book-demo" },
        secondary: { label: "Explore K-12 programs", href: "/k-12-schools" },
      },
      {
        type: "text",
        id: "what-approval-means",
        title: "What state approval means for your district",
        paragraphs: [
          "When a state Department of Education approves a program, it has reviewed that program against the state’s own requirements. For a district, that is a useful starting point: the program has been examined by the state, not only described by its provider.",
          "What approval makes possible differs from state to state. Depending on where you are, it can make it simpler to adopt a program, to purchase it or to have its courses recognized. Find your state in the list on this page, and check the details with your state’s Department of Education or with our team.",
        ],
        button: { label: "Contact our team", href: "/contact-hablarte" },
      },
      {
        type: "stateApprovals",
        id: "approving-states",
        title: "States whose Departments of Education approve our programs",
        intro: "Find your state to see which {{brand}} programs its Department of Education has approved.",
      },
      {
        type: "features",
        id: "whats-included",
        title: "What approved programs include",
        items: [
          { title: "Native, qualified teachers", text: "Every class is taught live by a native Spanish speaker who holds a master’s degree.", icon: "teacher" },
          { title: "A K–12 curriculum", text: "Structured levels from kindergarten to grade 12, following ACTFL standards.", icon: "book" },
          { title: "Groups by age", text: "Young learners aged 5–18 learn in groups for Grade 1&2, Grade 3-5, Middle School and High School.", icon: "backpack" },
          { title: "Small live classes", text: "Up to {{maxGroupSize}} students per group, so every student speaks in every class.", icon: "group" },
          { title: "Flexible licensing", text: "A single-teacher license or multiple licenses, one per teacher per level.", icon: "certificate" },
          { title: "Purchasing that fits schools", text: "Pay by card, or request a quote and pay with a Purchase Order reviewed within 1–2 business days.", icon: "school" },
        ],
      },
      {
        type: "timeline",
        id: "getting-started",
        title: "How districts get started",
        steps: [
          { color: "teal", title: "Book a demo", desc: "See a live class and talk through your district’s goals and requirements." },
          { color: "coral", title: "Choose levels and licenses", desc: "Pick the levels you need, with one license per teacher per level." },
          { color: "sun", title: "Pay your way", desc: "Check out by card, or request a quote and pay with a Purchase Order." },
          { color: "slate", title: "Distribute licenses", desc: "Licenses appear in My Products, ready to share with your teachers." },
        ],
      },
      {
        type: "faq",
        id: "faq",
        title: "State approval FAQs",
        items: [
          {
            question: "Is {{brand}} approved in my state?",
            answer:
              "Our programs are approved by the Departments of Education of {{approvedStates}} states, listed on this page. If your state isn’t listed, contact us and we’ll talk through your district’s requirements.",
          },
          {
            question: "Which standards does the curriculum follow?",
            answer: "The {{brand}} K-12 curriculum follows ACTFL standards, from kindergarten through grade 12.",
          },
          {
            question: "Can we start small?",
            answer: "Yes. You can begin with a single-teacher license and add licenses and levels as your program grows.",
          },
          {
            question: "Can we pay with a Purchase Order?",
            answer:
              "Yes. Request a quote, accept it in “My Order”, enter your PO number and upload the Purchase Order as a PDF. Our staff review it within 1–2 business days.",
          },
        ],
      },
      {
        type: "cta",
        title: "Bring state-approved Spanish to your district",
        description: "Book a demo to see a live class and plan licenses for your teachers.",
        buttonText: "Book a demo",
        buttonLink: "/book-demo",
      },
    ],
  },
];
