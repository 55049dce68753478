// Policy pages (privacy, terms, cookies, refunds, accessibility, safeguarding). Each is served at
// /{slug} and at /policies/{slug}; the page shows the title, the summary and the last-updated date
// above `body`. The texts refer to each other, so a change of fact (a price, a notice period, a
// cookie) has to be made in every policy that mentions it.
import type { z } from "zod";
import type { RichTextNode } from "~/domain/content/cms-schema";
import type { policyEntrySchema } from "~/domain/content/content-types";
import { doc, entry, h3, p, pLink, ul } from "~/content/build";

type PolicyFields = z.infer<typeof policyEntrySchema>["fields"];

const LAST_UPDATED = "2026-11-02";

function policy(input: { slug: string; createdAt: string; title: string; summary: string; body: RichTextNode[] }) {
  return entry<PolicyFields>({
    id: `policy-${input.slug}`,
    contentType: "policy",
    createdAt: input.createdAt,
    fields: {
      slug: input.slug,
      title: input.title,
      summary: input.summary,
      lastUpdated: LAST_UPDATED,
      body: doc(...input.body),
    },
  });
}

export const policies = [
  policy({
    slug: "privacy-policy",
    createdAt: "2025-01-07T10:00:00.000Z",
    title: "Privacy policy",
    summary:
      "How {{brand}} collects, uses, shares and protects the personal information of students, families, schools and visitors, and the choices you have about it.",
    body: [
      p(
        "{{brand}} is an online school based in the United States. We teach Spanish in live online classes with native teachers to adults, to children and teens through their families, and to K-12 schools. This policy explains what personal information we handle when you visit our site, take a class or buy a curriculum license, and what you can do about it. If you have any question about your information, write to us at {{email}} and a real person will answer.",
      ),
      h3("What we collect"),
      ul(
        "Contact and account details, such as your name, email address and, if you give it, your phone number, plus the messages you send us.",
        "Class bookings. When you book a class or a demo through Calendly, our scheduling partner, we receive the time you chose and the details you enter in the booking form.",
        "Level-test answers, and the level they suggest, so your teacher can place you in the right group.",
        "Your email address, if you subscribe to our newsletter.",
        "Payment records. Card payments are handled by Stripe, our card processor. We see that a payment was made, but we never see your full card number.",
        "For schools: the contact details of the people we work with, quotes, purchase orders and invoices.",
      ),
      h3("Why we use it"),
      p(
        "We use your information to give you what you signed up for: to set up your account, place you in a class, run your lessons and bill your plan or your school. We also keep the records the law requires, such as tax and accounting records. For a few things we rely on our legitimate interest in running a safe, useful school, like protecting our forms against abuse and answering your questions. Everything else needs your consent: the newsletter, analytics cookies and marketing cookies. You can withdraw that consent at any time, and we will stop.",
      ),
      h3("Children's privacy"),
      p(
        "Many of our students are between 5 and 18 years old. They enroll through a parent or guardian, or through their school, and that adult gives us the information we need. For children under 13, we follow the Children's Online Privacy Protection Act (COPPA) through the parent, who can review or delete their child's information at any time. When a school enrolls its students, their records stay under the school's control as the Family Educational Rights and Privacy Act (FERPA) requires, and we use them only to provide our service to that school. We never sell children's data, or anyone else's.",
      ),
      h3("Cookies"),
      p(
        "Our site uses a small number of necessary cookies to work, for example to keep your session and to remember your cookie choice. Analytics, marketing and preference cookies are set only if you accept them, and you can change your mind at any time with “Cookies Consent Manager” in the footer. Our cookies policy lists each category and what it does.",
      ),
      pLink("Read our cookies policy", "/cookies-policy"),
      h3("Who we share it with"),
      p(
        "We share personal information only with the service providers that help us run the school, and only what each one needs: Cloudflare, which hosts our site; our content management service; our email delivery provider; Calendly for bookings; Stripe for card payments; and Google Analytics, only if you accept analytics cookies. If you open the chat on our site, your messages go through our chat provider. These providers work on our instructions. We do not sell personal information, and we disclose it to anyone else only when the law requires it.",
      ),
      h3("Your rights"),
      p(
        "You can ask to see the personal information we hold about you, to correct it or to delete it, and parents can do the same for their children. You can delete your account yourself from My Account, and every newsletter has a link to unsubscribe. Residents of California and other states with privacy laws have these rights under state law too, including the right to know what we collect and why, and we will not treat you differently for using them. To make a request, email {{email}}; we may ask you to confirm your identity first.",
      ),
      h3("Retention, security and changes"),
      p(
        "We keep your information while your account is open, and after that only as long as we need it for the reasons above, such as the tax and accounting records we must keep by law. Our site works only over encrypted connections, our own cookies cannot be read by scripts on the page, and only the staff who need your information can see it. If we change this policy, we will update the date at the top of this page and tell account holders by email about any important change before it takes effect.",
      ),
    ],
  }),

  policy({
    slug: "terms-and-conditions",
    createdAt: "2025-01-07T10:30:00.000Z",
    title: "Terms and conditions",
    summary:
      "The agreement between you and {{brand}} when you use our site, take live Spanish classes on an individual plan or license our K-12 curriculum for your school.",
    body: [
      h3("The service and your account"),
      p(
        "{{brand}} teaches Spanish in live online classes with native teachers, for adults, for children and teens aged 5 to 18, and for K-12 schools. By creating an account, starting a free trial or buying a curriculum license, you agree to these terms. Accounts are opened by adults: a parent or guardian signs up a child, and a school signs up its students and teachers. Please give us accurate details and keep your login to yourself, because you are responsible for what happens in your account. You can delete your account at any time from My Account.",
      ),
      h3("Individual plans and the free trial"),
      ul("1 class a week: {{price:plan-1-per-week}} per week", "2 classes a week: {{price:plan-2-per-week}} per week", "3 classes a week: {{price:plan-3-per-week}} per week"),
      p(
        "Individual plans are billed weekly to your card through Stripe, our card processor, and renew each week until you cancel. Every plan starts with a {{trialDays}}-day free trial. Nothing is charged until the trial ends, and if you cancel before it ends, you pay nothing. If you keep your plan, your first weekly payment is taken when the trial ends. When you cancel later, the cancellation takes effect at the end of the week you have already paid for. Our refund and cancellation policy explains the details.",
      ),
      h3("Class schedules and group sizes"),
      p(
        "When you join a plan, you choose regular class times with us. Life changes, so you can move your classes to a different time: just give us one week's notice, so we can find a new time that works for you and keep your classmates' schedule steady. Group classes have up to {{maxGroupSize}} students, which means everyone gets a chance to speak in every lesson. Classes run online, so you need a device with a working microphone, speakers or headphones, and a stable internet connection.",
      ),
      h3("School curriculum licenses"),
      p(
        "Our K-12 curriculum covers grades K–12 and follows ACTFL standards. It is licensed per teacher per level: each teacher who teaches a level needs one license for that level. A school can buy a single-teacher license or multiple licenses, and because a license belongs to one teacher for one level, it cannot be shared between teachers or resold. Schools can pay by card, or ask us for a quote and pay by Purchase Order. We approve purchase orders within 1–2 business days and then send an invoice, payable on the terms it states. Once an order is confirmed, we distribute the licenses to the school's teachers.",
      ),
      h3("Conduct in live classes and recordings"),
      p(
        "Our classes work because everyone feels safe to speak and make mistakes. We ask every student, parent and teacher to be respectful and patient, to keep class links to themselves and to avoid sharing anything offensive or unrelated to the class. We may remove someone from a class, or suspend an account, after serious or repeated misconduct. Classes may be recorded only with the consent of the teacher and of everyone in the class, given by a parent or the school for students under 18. Our child safeguarding policy sets out further rules for classes with young learners.",
      ),
      h3("Our materials"),
      p(
        "The lessons, activities, curriculum and other materials we provide belong to {{brand}} or to the people who license them to us. Students may use them for their own learning, and licensed teachers may use the curriculum with their own students during their license. Please do not copy, publish, sell or share them beyond that without our written permission. What you write or say in class stays yours; you allow us to use it only as needed to teach you and to give you feedback.",
      ),
      h3("Liability, governing law and changes"),
      p(
        "We work hard to deliver every class and every license as described, but we cannot promise that the site or a live class will never be interrupted, for example by an internet outage. To the extent the law allows, we are not responsible for indirect losses, and our total responsibility for any claim is limited to the amount you paid us for the classes or licenses the claim is about. Nothing in these terms takes away rights that the law does not allow us to limit. These terms are governed by the laws of the State of Texas.",
      ),
      p(
        "If we change these terms, we will update the date at the top of this page and tell account holders and schools by email about any important change before it takes effect. If you have a question about these terms, or about anything else, write to us at {{email}} and we will be glad to help.",
      ),
    ],
  }),

  policy({
    slug: "cookies-policy",
    createdAt: "2025-01-07T11:00:00.000Z",
    title: "Cookies policy",
    summary:
      "Which cookies the {{brand}} site uses, grouped into the four categories of our consent manager, and how you can change your choice at any time.",
    body: [
      h3("What cookies are"),
      p(
        "Cookies are small text files that a website stores in your browser, so it can remember something between one page and the next, or between one visit and the next. Some are needed for the site to work at all; others help us understand how the site is used or which ads bring people to us. We group ours into the same four categories you see in our cookie banner: Necessary, Analytics, Marketing and Preferences. Only the necessary ones are set without your consent.",
      ),
      h3("Necessary"),
      p(
        "These cookies keep the site working and cannot be switched off. A session cookie keeps your visit working from page to page. The consent choice cookie, __Host-hablarte_consent, remembers what you chose in the cookie banner for 365 days, so we do not ask again on every visit. A short-lived cookie carries a confirmation message to the next page after you send a form, and security cookies help protect our forms against abuse. Our own cookies are sent only over secure connections and cannot be read by scripts on the page.",
      ),
      h3("Analytics"),
      p(
        "Analytics cookies let us measure how the site is used, such as which pages people visit and where they leave, with Google Analytics 4. They are set only if you accept the Analytics category. We look at the results in aggregate, to find pages that are hard to use or information that is missing, and we do not use them to identify you. If you do not accept them, the site works exactly the same.",
      ),
      h3("Marketing"),
      p(
        "Marketing cookies record the ad click that brought you to our site, so we can tell which of our advertising campaigns lead to visits, free trials and sign-ups, and spend our budget on the ones that help people find us. They are set only if you accept the Marketing category. Declining them does not change what you can do on the site or the classes we offer you.",
      ),
      h3("Preferences"),
      p(
        "Preference cookies remember choices you make on the site, such as the Spanish level you selected and your language settings, so you do not have to make them again on your next visit. Like analytics and marketing cookies, they are set only if you accept this category. Without them, the site simply asks you again when it needs to know.",
      ),
      h3("Changing your choice"),
      p(
        "You can change your mind at any time. Select “Cookies Consent Manager” in the footer of any page to open your cookie preferences, turn each category on or off, and save. If JavaScript is turned off in your browser, the same link opens a page with the same choices. From then on, we use only the categories you have allowed. Your new choice is kept in the __Host-hablarte_consent cookie for 365 days.",
      ),
      h3("Browser settings"),
      p(
        "Most browsers also let you see, block and delete cookies, either for every website or for one site at a time; look for the privacy or site settings in your browser's menu. Deleting cookies clears any analytics, marketing or preference cookies already stored, but it also clears your consent choice, so our cookie banner will appear again on your next visit. If you block necessary cookies entirely, some parts of the site, such as our forms, may not work.",
      ),
      h3("Questions"),
      p(
        "If you have a question about the cookies we use, write to us at {{email}} and we will be happy to explain. Our privacy policy describes how we handle personal information more broadly, including the service providers we work with and the rights you have over your information, and it links back to this page.",
      ),
    ],
  }),

  policy({
    slug: "refund-and-cancellation-policy",
    createdAt: "2025-01-07T11:30:00.000Z",
    title: "Refund and cancellation policy",
    summary:
      "How to cancel a free trial or a weekly plan, change your class schedule, and ask for a refund on classes or on your school's curriculum licenses.",
    body: [
      p(
        "We want you to stay because you love your classes, not because leaving is hard. This policy explains how cancellations and refunds work for individual plans and for schools that license our K-12 curriculum. It adds detail to our terms and conditions, which cover the rest of our agreement with you.",
      ),
      h3("Canceling during the free trial"),
      p(
        "Every individual plan starts with a {{trialDays}}-day free trial. Nothing is charged until the trial ends, so if you cancel at any point before it ends, you pay nothing at all and there is nothing to refund; your trial, and any class you booked in it, goes on until its last day. If you do not cancel, your plan starts when the trial ends and your first weekly payment is taken then. To cancel, choose Cancel my plan in your account, or write to us at {{email}} with the name and email address on the account. Until the trial ends, Keep my plan takes the cancellation back.",
      ),
      h3("Canceling a weekly plan"),
      p(
        "Individual plans are billed weekly: {{price:plan-1-per-week}} a week for 1 class, {{price:plan-2-per-week}} for 2 classes and {{price:plan-3-per-week}} for 3 classes. You can cancel at any time from your account. Your cancellation takes effect at the end of the week you have already paid for, so you keep your classes until then and are not charged again. Your card on file, your billing history and a change to another weekly plan are on our card processor's secure billing page, linked from your account. Because each payment covers only one week, we do not refund part of a week that has already started.",
      ),
      h3("Missed classes and schedule changes"),
      p(
        "If your routine changes, tell us one week ahead and we will help you move your classes to a new regular time that works for you. We cannot refund a single class you miss within a paid week, because your teacher and your group still meet at the usual time. If you know you will be away for a while, tell us a week ahead and we will help you find the best option, whether that is a new schedule or canceling your plan.",
      ),
      h3("Class packages"),
      p(
        "Some learners and organizations buy a set number of classes instead of a weekly plan. The same one week's notice applies if you need to change the times of those classes. If you want to stop before you have used all the classes in a package, write to us before your next class and we will explain what applies to your package, based on what you agreed to when you bought it.",
      ),
      h3("School licenses and purchase orders"),
      p(
        "Schools that buy curriculum licenses, by card or by Purchase Order, can cancel the order and get a full refund at any time before the licenses are distributed to their teachers. Once teachers have received their licenses, the order cannot be refunded, except that if we fail to deliver what the school paid for, we refund the undelivered part on a pro-rated basis.",
      ),
      h3("How to ask"),
      p(
        "To cancel or to ask for a refund, email {{email}} from the address on your account, or, for schools, from the contact named on the purchase order. Tell us your name or your school's name and what you would like to change, and we will confirm by email. Card payments are refunded to the card you paid with; for schools that paid an invoice, we agree the refund method with your business office.",
      ),
      pLink("Read our terms and conditions", "/terms-and-conditions"),
    ],
  }),

  policy({
    slug: "accessibility-statement",
    createdAt: "2025-01-07T12:00:00.000Z",
    title: "Accessibility statement",
    summary:
      "Our commitment to making the {{brand}} site and classes usable by everyone, what we have done so far, where we still fall short and how to get help.",
    body: [
      p(
        "Everyone should be able to learn Spanish with us, whatever their abilities and whatever device they use. We are committed to meeting the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA across our site. We know we are not perfect, and we would rather hear about a problem than have you struggle in silence.",
      ),
      h3("What we do"),
      ul(
        "Every page, menu and form can be used with a keyboard alone.",
        "Videos have captions where they are available.",
        "Our forms, including your cookie choices, work even when JavaScript is turned off.",
        "If your device is set to reduce motion, we respect that setting and keep animations to a minimum.",
      ),
      h3("Known limitations"),
      p(
        "Some parts of our site come from other companies, and we do not control how accessible they are. The scheduler we use to book classes and demos, and the chat widget, are provided by third parties and may not work well with every screen reader or with keyboard navigation. If either of them gets in your way, you do not need them: contact us by email or phone and we will book your class or answer your question directly.",
      ),
      h3("Report a problem or get help booking"),
      p(
        "If something on our site is hard to use, or you need help booking a trial, a class or a demo, please get in touch. Tell us which page you were on and what happened, and, if you like, which browser or assistive technology you use. If you would rather not use the online scheduler at all, just say so and we will arrange your booking with you directly.",
      ),
      ul("Email: {{email}}", "Phone: {{phone}}"),
      p(
        "We respond within 2 business days. If the problem is on our own site, we will tell you what we plan to do about it and let you know when it is fixed. Whatever the cause, we will make sure that in the meantime you can book your class or get your answer with our direct help.",
      ),
    ],
  }),

  policy({
    slug: "child-safeguarding-policy",
    createdAt: "2025-01-07T12:30:00.000Z",
    title: "Child safeguarding policy",
    summary:
      "How {{brand}} keeps children and teens safe in live online classes: who teaches them, how classes run, the rules our teachers follow and how to raise a concern.",
    body: [
      p(
        "Many of our students are children and teens between 5 and 18 years old, who learn with us through their families or their schools. Their safety comes first, before any lesson plan. This policy applies to everyone who works with our students: teachers, staff and anyone acting for {{brand}}. It tells parents and schools what to expect from us and what to do if something does not feel right.",
      ),
      h3("Our teachers"),
      p(
        "Every {{brand}} teacher is screened before they teach a class, and no one works with children until that screening is complete. Our teachers are native Spanish speakers who hold a master's degree, and every teacher agrees to follow this policy before teaching students under 18. If we have reason to believe that a teacher is not suitable to work with children, they stop teaching children right away.",
      ),
      h3("How classes for under-18s run"),
      p(
        "Students under 18 learn either in group classes, with up to {{maxGroupSize}} students and grouped by grade, or in classes where a parent or guardian is able to join at any time. When a school enrolls its students, the classes take place within the school's program. Classes are recorded only with the consent of the teacher and everyone in the class, given by a parent or the school for students under 18.",
      ),
      h3("Contact outside class"),
      p(
        "Teachers and students have no private contact outside our platform. All contact happens in scheduled classes or through {{brand}} itself, never through a teacher's personal channels, which protects students and teachers alike. Our teachers follow these rules with every student under 18:",
      ),
      ul(
        "No personal phone numbers, email addresses, messaging apps or social media connections with students.",
        "No one-to-one meetings or calls outside scheduled classes, and no meeting in person.",
        "Messages about classes, homework or progress go to the parent or the school, through {{brand}}.",
        "No gifts, requests for photos or personal favors in either direction.",
      ),
      h3("How to raise a concern"),
      p(
        "Anyone can raise a concern: a student, a parent, a teacher at a partner school or one of our own staff. If something in a class worried you, or a teacher contacted a student outside our platform, tell us by email at {{email}} or by phone at {{phone}}. You do not need proof, and you will not get anyone into trouble for raising a worry in good faith. If a child is in immediate danger, call 911 first and then let us know.",
      ),
      h3("How we respond"),
      p(
        "We treat every concern as a priority. We listen, write down what we were told and keep it confidential, sharing it only with the people who need to know. While we look into a concern about a teacher, we may remove that teacher from classes with children. We tell the child's parent or school, and where a child may be at risk, we report it to the police or to child protective services. Afterward, we tell the person who raised the concern what we did, as far as privacy allows.",
      ),
    ],
  }),
];
