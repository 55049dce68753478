// Frequently asked questions (/faqs), grouped by category and ordered within each category.
// Answers are plain text.
import { entry } from "~/content/build";

type Category = "Classes" | "Pricing and plans" | "Young learners" | "Schools and licenses" | "Account and privacy";

type FaqInput = { slug: string; question: string; answer: string; category: Category };

/** Ids run faq-1 … faq-20 in the order below; `order` counts up within each category. */
function faqList(items: FaqInput[]) {
  const seen = new Map<Category, number>();
  return items.map((item, index) => {
    const order = seen.get(item.category) ?? 0;
    seen.set(item.category, order + 1);
    return entry({
      id: `faq-${index + 1}-${item.slug}`,
      contentType: "faq",
      createdAt: new Date(Date.UTC(2025, 5, 2, 9, index)).toISOString(),
      fields: { question: item.question, answer: item.answer, category: item.category, order },
    });
  });
}

export const faqs = faqList([
  // Classes
  {
    slug: "how-live-classes-work",
    category: "Classes",
    question: "How do your live online classes work?",
    answer:
      "Every {{brand}} class is taught live, on video, by a native Spanish-speaking teacher who holds a master's degree. You see and hear your teacher and your classmates, and you spend the class speaking, listening and getting feedback in real time, not watching recordings. Classes meet at a regular time each week, either in a small group or one-to-one, and follow a clear plan for your level, with plenty of conversation and grammar taught in context. All you need is a computer or tablet with a camera and microphone and a stable internet connection.",
  },
  {
    slug: "class-size",
    category: "Classes",
    question: "How many students are in a group class?",
    answer:
      "Our group classes have up to {{maxGroupSize}} students, all at a similar level. That keeps the group small enough for everyone to speak in every class, with pair and small-group activities so you practice far more than you would in a lecture. If you would like your teacher's full attention, choose individual classes, which are one-to-one.",
  },
  {
    slug: "teacher-qualifications",
    category: "Classes",
    question: "Who are your teachers?",
    answer:
      "All our teachers are native Spanish speakers, and every one of them holds a master's degree, in fields such as applied linguistics, teaching Spanish as a foreign language and education. They come from across the Spanish-speaking world, including Mexico, Colombia, Spain, Argentina, Peru and Puerto Rico, so you hear Spanish the way it is really spoken. You can meet some of them on our teachers page.",
  },
  {
    slug: "levels-and-level-test",
    category: "Classes",
    question: "How do I know my level? Is there a level test?",
    answer:
      "Yes. Our online level test takes just a few minutes and suggests a starting level, from complete beginner to advanced. We use your answers to place you in the right class, so you are never bored or lost. If you have never studied Spanish, you can skip the test and start from the beginning. And if your level does not feel right after your first classes, tell your teacher and we will help you find a better fit.",
  },
  {
    slug: "group-or-individual",
    category: "Classes",
    question: "Should I choose group classes or individual classes?",
    answer:
      "Group classes bring together up to {{maxGroupSize}} students at a similar level with one native teacher, 1 class per week. They cost {{price:group-30}} per class in a package of 30 classes, and many learners enjoy practicing with classmates. Individual classes are one-to-one, built entirely around your goals, pace and questions. They cost {{price:individual-4}} per class in a package of 4, {{price:individual-8}} per class in a package of 8 and {{price:individual-12}} per class in a package of 12. Not sure which suits you? Write to {{email}} and we will help you decide.",
  },
  {
    slug: "schedule-changes",
    category: "Classes",
    question: "Can I change my class schedule?",
    answer:
      "Yes. If your routine changes, give us one week's notice and we will help you move your classes to a new regular time that works for you. Just email {{email}} or call {{phone}}. We ask for a week because your teacher and your group plan around your usual time, and a single class you miss within a week you have already paid for cannot be refunded.",
  },
  {
    slug: "technical-requirements",
    category: "Classes",
    question: "What do I need to take classes online?",
    answer:
      "A computer or tablet with a camera and microphone, and a stable internet connection. Headphones with a built-in microphone help you hear and be heard clearly, especially in a busy home. Choose a quiet spot with good light so your teacher can see you, and for young children, have an adult nearby to help them get connected. If anything is not working, call us at {{phone}} or email {{email}} and we will help you get set up.",
  },

  // Pricing and plans
  {
    slug: "free-trial",
    category: "Pricing and plans",
    question: "How does the free trial work?",
    answer:
      "Every individual plan starts with a {{trialDays}}-day free trial, and nothing is charged until the trial ends. That gives you a full week to meet your teacher and see how the classes feel. If {{brand}} is not for you, cancel before the trial ends by emailing {{email}} and you pay nothing at all. If you keep going, your plan simply starts when the trial ends.",
  },
  {
    slug: "plan-prices",
    category: "Pricing and plans",
    question: "How much do individual plans cost?",
    answer:
      "Individual plans are billed weekly: {{price:plan-1-per-week}} a week for 1 class, {{price:plan-2-per-week}} a week for 2 classes and {{price:plan-3-per-week}} a week for 3 classes. The more classes you take each week, the less you pay per class. If you would rather buy a set number of classes, see our pricing page for one-to-one and group class packages.",
  },
  {
    slug: "cancelling",
    category: "Pricing and plans",
    question: "How do I cancel my plan?",
    answer:
      "Email {{email}} from the address on your account and tell us you would like to cancel. We will confirm by email. If you cancel during your {{trialDays}}-day free trial, you pay nothing. After the trial, you can cancel at any time: your cancellation takes effect at the end of the week you have already paid for, so you keep your classes until then and are not charged again.",
  },

  // Young learners
  {
    slug: "ages-and-groups",
    category: "Young learners",
    question: "What ages do you teach, and how are children grouped?",
    answer:
      "We teach children and teens from 5 to 18. So that every class fits its students, young learners are grouped by grade: Grade 1&2, Grade 3-5, Middle School and High School. Younger children learn through songs, stories and games, while older students take on conversations, projects and more reading and writing. A parent or guardian signs children up and can follow their progress along the way.",
  },
  {
    slug: "summer-camps",
    category: "Young learners",
    question: "Do you offer summer camps?",
    answer:
      "Yes. Our online Spanish summer camps last from 2 to 8 weeks, so you can choose a length that fits around vacations and other plans. Campers are grouped by grade, in Grade 1&2, Grade 3-5, Middle School and High School groups, and spend their time on games, stories and projects in Spanish with a native teacher. It is a fun way to keep skills growing until school starts again.",
  },

  // Schools and licenses
  {
    slug: "licenses-per-teacher",
    category: "Schools and licenses",
    question: "How do curriculum licenses work?",
    answer:
      "Our K-12 curriculum covers grades K–12 and is licensed per teacher and per level: each teacher needs one license for each level they teach. A teacher with several classes at the same level needs one license, while a teacher who teaches two levels needs two. Schools can buy a single-teacher license or multiple licenses for a whole team. Each level in our curriculum catalog shows the price of one license.",
  },
  {
    slug: "card-or-purchase-order",
    category: "Schools and licenses",
    question: "Can our school pay by card or by Purchase Order?",
    answer:
      "Both. You can buy licenses by card at checkout, or request a quote and pay by Purchase Order. Once you send us your Purchase Order, approval takes 1–2 business days. After it is approved, we send your invoice and your licenses appear in My Products, ready to distribute to your teachers.",
  },
  {
    slug: "invoices",
    category: "Schools and licenses",
    question: "When will we receive an invoice?",
    answer:
      "If you pay by Purchase Order, we send the invoice as soon as your Purchase Order is approved, which takes 1–2 business days. The invoice is payable on the terms it states. If you pay by card, your payment is confirmed at checkout. If your business office needs a copy of an invoice or any other paperwork, email {{email}} and we will send it.",
  },
  {
    slug: "distributing-licenses",
    category: "Schools and licenses",
    question: "How do we give licenses to our teachers?",
    answer:
      "Once your card payment goes through or your Purchase Order is approved, your licenses appear in My Products in your school's account. From there, you distribute them to your teachers, one license per teacher for each level they teach. Each teacher then has the teacher guide, slides, audio, assessments and student activities for their level. If you need help, call {{phone}}.",
  },
  {
    slug: "actfl-alignment",
    category: "Schools and licenses",
    question: "Is the curriculum aligned with ACTFL standards?",
    answer:
      "Yes. Every level of our K-12 curriculum follows ACTFL's World-Readiness Standards for Learning Languages and practices the three modes of communication: interpersonal, interpretive and presentational. Each level sets proficiency targets on the ACTFL scale, from Novice Low in the early grades to Intermediate Mid by the end of Spanish III, and every unit includes assessments with rubrics that show what students can do.",
  },
  {
    slug: "state-approvals",
    category: "Schools and licenses",
    question: "Which states have approved your programs?",
    answer:
      "Our programs are approved by the Departments of Education of {{approvedStates}} states: Arizona, California, Colorado, Florida, Georgia, Illinois, New Mexico, New York, North Carolina, Texas and Washington. Each program page lists the states that have approved it. If your state is not listed, contact us at {{email}} to talk about your school's requirements.",
  },

  // Account and privacy
  {
    slug: "privacy",
    category: "Account and privacy",
    question: "How do you protect my privacy and my child's?",
    answer:
      "We collect only what we need to run your classes and your account, and we never sell personal information. Card payments are handled by our card processor, so we never see your full card number. Children enroll through a parent, guardian or school. For children under 13 we follow COPPA through the parent, and when a school enrolls its students, their records stay under the school's control as FERPA requires. Our privacy policy explains everything in detail.",
  },
  {
    slug: "deleting-account",
    category: "Account and privacy",
    question: "How do I delete my account?",
    answer:
      "You can delete your account at any time from My Account. If you would rather we do it for you, or you want us to delete your child's information, email {{email}} from the address on your account; we may ask you to confirm your identity first. After deletion we keep only the records the law requires, such as tax and accounting records.",
  },
]);
