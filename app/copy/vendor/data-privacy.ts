// Student data privacy statement and a data privacy agreement template, for districts’ privacy reviews.
export type PrivacySection = { heading: string; paragraphs: string[] };

export const STUDENT_DATA_PRIVACY: { summary: string; sections: PrivacySection[] } = {
  summary:
    "Hablarte Learning, Inc. sells its K-12 Spanish curriculum to schools and districts as teacher licenses. Only teachers and the staff who buy licenses have accounts on our site; students do not, and we do not collect personal information from or about students. This statement describes the data we do hold about teachers and buyers, how long we keep it, how we protect it, which service providers process it for us, and what happens if something goes wrong.",
  sections: [
    {
      heading: "What we collect, and from whom",
      paragraphs: [
        "From buyers and teachers who create an account: name, email address, school or organization, a password (stored only as a hash), and the session cookies that keep them signed in. At checkout we also collect a billing address and, optionally, an accounts-payable email address that receives invoices.",
        "From licensed teachers’ use of the curriculum: which lesson files each teacher downloaded and when, and when they last opened the curriculum for a license. The buyer who purchased the licenses can see this usage for their own licenses, including the teacher’s email address and the name they gave when inviting the teacher, to plan renewals.",
        "Documents a buyer uploads: Purchase Orders and sales-tax exemption certificates, as PDFs.",
        "From visitors who choose to contact us: newsletter sign-ups (email address), contact-form messages (name, email, organization, topic and message), class and demo bookings made through our scheduler (name, email and chosen time), and answers to our level test, which is for adult learners (name, email, US state, answers and score).",
        "Card details are entered directly on Stripe’s payment page; we never see or store card numbers.",
      ],
    },
    {
      heading: "No data from students",
      paragraphs: [
        "Students do not sign in to our site and have no accounts. Teachers download lesson plans, worksheets, slides, answer keys and audio, and use them in class; nothing a student does in class is sent to us.",
        "We do not ask for student names, rosters, grades, assessment results or any other student information, and no part of the site is built to receive them. We ask teachers and district staff not to include student information in contact messages or uploaded documents; if some reaches us, we delete it or handle it as described under FERPA below.",
      ],
    },
    {
      heading: "How we use the data, COPPA and FERPA",
      paragraphs: [
        "We use teacher and buyer data only to provide the service: to run accounts and licenses, deliver the curriculum, process orders, quotes and invoices, answer messages and send the emails a user asked for. We do not sell personal data, and we do not use account, license or download data for advertising. Analytics and advertising cookies are set only for visitors who accept them in the cookie notice.",
        "COPPA: our site is meant for teachers, school staff and adult learners, not for children. We do not knowingly collect personal information from children under 13. If we learn that a child under 13 has sent us personal information, we delete it.",
        "FERPA: we do not collect or maintain student education records. If a district shares education records with us in the course of using the service, we act as a “school official” with a legitimate educational interest under FERPA (34 CFR 99.31(a)(1)(i)(B)): we use the records only for the service the district asked for, remain under the district’s direct control as to their use and maintenance, do not disclose them further except as FERPA allows, and follow the district’s data privacy agreement with us.",
      ],
    },
    {
      heading: "How long we keep data",
      paragraphs: [
        "Account data (name, email, organization and password hash) is kept until the account is deleted. Signed-in sessions end after 7 days without activity and after 30 days at most. Password-reset links expire after 30 minutes and email-confirmation links after 24 hours.",
        "Download logs and last-opened dates are kept while the license lasts and for 12 months after it ends, so that a district can compare usage when it renews, and are then deleted.",
        "Orders, quotes, invoices, Purchase Orders and tax-exemption certificates are business records, kept as long as accounting and tax rules require. When a buyer deletes their account, the billing details on their paid orders are reduced to the organization and state and are no longer linked to a person.",
        "Newsletter sign-ups, contact messages, bookings and level-test answers are kept until the person asks us to delete them.",
      ],
    },
    {
      heading: "How we protect data",
      paragraphs: [
        "All traffic to the site is encrypted with HTTPS, and browsers are told never to connect without it. Our database and file storage are encrypted at rest by our hosting provider. Passwords are stored only as salted hashes and are never readable, by us or anyone else.",
        "Only school staff can see customer data, through a staff console that requires a password and a code from an authenticator app (two-factor sign-in). Staff sessions end after 30 minutes without activity, and every staff action on an order is recorded. Direct access to the production systems is limited to the staff who run the service.",
        "Sign-in attempts are rate-limited, common passwords are refused, session cookies cannot be read by scripts, and no IP addresses are stored with sessions or written to our logs. Our security controls are mapped to the OWASP Application Security Verification Standard (ASVS 5.0, Level 2), and we can share that mapping with your security team.",
      ],
    },
    {
      heading: "Sub-processors",
      paragraphs: [
        "Cloudflare: hosts the site and runs its database, file storage (uploaded PDFs, invoices and lesson files) and message queues. Cloudflare processes all of the data described above.",
        "Stripe: processes card payments. Stripe receives the buyer’s email address, the items and amounts being paid, and the card details the buyer enters on Stripe’s payment page.",
        "Contentful: manages the content of our pages and curriculum. It holds no personal data.",
        "Resend: sends transactional email, such as account confirmations, password resets, license invitations, invoices and receipts. It receives each recipient’s email address and the message.",
        "Calendly: schedules classes and demos. It receives the name, email and chosen time of the person booking.",
        "Google Analytics 4: measures how the site is used, only for visitors who accept analytics cookies. We do not send it names or email addresses.",
        "We will tell districts with a data privacy agreement before we add or replace a sub-processor that handles their data.",
      ],
    },
    {
      heading: "Access, correction and deletion",
      paragraphs: [
        "Teachers and buyers can update their name, organization and password on the Personal information page of their account, and can delete their account there (the current password is required). Deleting an account removes its sign-in details, sessions and license history; licenses a teacher had claimed return to their school so they can be given to another teacher.",
        "For anything else, such as a copy of the data we hold about a person, removal from the newsletter, or deletion of contact messages, bookings or level-test answers, email privacy@hablarte.com. We also ask our sub-processors to delete their copies. A district can make these requests on behalf of its staff.",
      ],
    },
    {
      heading: "Breach notification",
      paragraphs: [
        "If we confirm that personal data of a district’s staff (or any education records we hold for the district) has been accessed or disclosed without authorization, we notify the district’s designated contact within 72 hours of confirmation.",
        "The notice says what happened and when, what data and which people were affected, what we have done to contain it, what the district or the people affected can do, and who at Hablarte to contact. We keep the district informed as we learn more and help it meet any notification duties it has under state law.",
      ],
    },
  ],
};

export const DPA_TEMPLATE: { title: string; intro: string; sections: PrivacySection[]; signature: string[] } = {
  title: "Data Privacy Agreement (Template)",
  intro:
    "This is a template a district can start from when preparing a data privacy agreement with Hablarte Learning, Inc. Replace each item in square brackets, and have the district’s counsel review the result; it is not legal advice. If your state or a student data privacy consortium requires its own agreement, send it to privacy@hablarte.com and we will review that instead.",
  sections: [
    {
      heading: "1. Parties",
      paragraphs: [
        "This Data Privacy Agreement (“Agreement”) is made on [Effective date] between [District name], located at [District address] (“District”), and Hablarte Learning, Inc., of Austin, Texas (“Provider”).",
        "It supplements the order, quote or service agreement under which the District licenses Provider’s K-12 Spanish curriculum ([Order, quote or contract number]) (the “Service Agreement”). Where the two conflict on the handling of data, this Agreement prevails.",
      ],
    },
    {
      heading: "2. Purpose",
      paragraphs: [
        "Provider licenses the District’s teachers to use its K-12 Spanish curriculum, delivered through Provider’s website as downloadable lesson materials and audio. To do so, Provider processes data about the District’s staff who buy, manage or use those licenses.",
        "This Agreement sets out how Provider may use, protect, disclose, return and delete that data.",
      ],
    },
    {
      heading: "3. Data covered",
      paragraphs: [
        "“District Data” means: the names, email addresses, school or organization and account credentials of District staff; billing details and accounts-payable contacts; curriculum usage records (files downloaded and when, and when the curriculum was last opened); Purchase Orders, tax-exemption certificates and other documents the District provides; and messages District staff send to Provider.",
        "Students do not have accounts with Provider, and the service does not require any student information. If any student information or education records reach Provider in connection with the service, they are District Data, and Provider acts as a “school official” with a legitimate educational interest under the Family Educational Rights and Privacy Act (FERPA, 34 CFR 99.31(a)(1)(i)(B)), under the District’s direct control with respect to their use and maintenance.",
        "District Data remains the property of the District or of the person it describes.",
      ],
    },
    {
      heading: "4. Provider’s use of District Data",
      paragraphs: [
        "Provider will use District Data only to provide and support the service described in the Service Agreement, and will not use it for any other purpose.",
        "Provider will not sell or rent District Data, will not use it for targeted advertising, and will not use it to build profiles of District staff or students other than the usage records the District can see for its own licenses.",
        "Provider will not disclose District Data to anyone except its sub-processors under section 6, the District, or as required by law. If the law requires a disclosure, Provider will notify the District first unless the law forbids it.",
        "Provider will comply with FERPA, the Children’s Online Privacy Protection Act (COPPA) to the extent it applies, and [Applicable state student privacy law].",
      ],
    },
    {
      heading: "5. Security",
      paragraphs: [
        "Provider will protect District Data with administrative, technical and physical safeguards appropriate to its sensitivity, including at least: encryption in transit (HTTPS only) and at rest; passwords stored only as salted hashes; access limited to Provider staff who need it, through two-factor sign-in; a record of staff actions; and prompt application of security updates.",
        "Provider will train staff who handle District Data in their privacy and security duties, and on request will answer the District’s reasonable security questionnaire.",
      ],
    },
    {
      heading: "6. Sub-processors",
      paragraphs: [
        "Provider may use the following sub-processors for the purposes stated: Cloudflare (hosting, database, file storage and message queues), Stripe (card payments), Contentful (content management, with no personal data), Resend (transactional email), Calendly (class and demo scheduling) and Google Analytics 4 (site usage statistics, only with a visitor’s cookie consent).",
        "Provider will bind each sub-processor by written terms that protect District Data at least as well as this Agreement, and remains responsible for their performance. Provider will give the District [number of days, e.g. 30] days’ notice before adding or replacing a sub-processor that handles District Data, and the District may object in writing within that time.",
      ],
    },
    {
      heading: "7. Breach notification",
      paragraphs: [
        "If Provider confirms that District Data has been accessed, used or disclosed without authorization, Provider will notify the District’s designated contact, [District contact name, title, email and phone], within 72 hours of confirmation.",
        "The notice will describe what happened and when, the data and people affected, the steps taken to contain it and prevent it from happening again, and a contact at Provider. Provider will cooperate with the District’s investigation and with any notices the District must give, and will bear the reasonable costs of notices required because of Provider’s breach of this Agreement.",
      ],
    },
    {
      heading: "8. District’s rights",
      paragraphs: [
        "The District may at any time ask Provider for a copy of District Data, for its correction, or for its deletion; Provider will do so within [number of days, e.g. 30] days, except for records it must keep by law, which it will identify.",
        "Provider will pass on to the District any request it receives from a parent, eligible student or staff member about education records held for the District, and will help the District answer it.",
        "The District may, on reasonable notice and not more than once a year unless there has been a breach, review Provider’s compliance with this Agreement through a written questionnaire, Provider’s security documentation, or a meeting with Provider’s staff.",
      ],
    },
    {
      heading: "9. Return and deletion of data at the end of the term",
      paragraphs: [
        "When the Service Agreement ends, or earlier on the District’s written request, Provider will, as the District chooses, return District Data in a common format (such as CSV or PDF) or delete it, within [number of days, e.g. 60] days, including copies held by sub-processors.",
        "Provider may keep invoices, payment records, Purchase Orders and tax-exemption certificates for as long as accounting and tax law requires, protected under this Agreement, and deletes them when that period ends. Curriculum usage records are deleted no later than 12 months after the last license ends.",
        "On request, Provider will confirm the deletion in writing.",
      ],
    },
    {
      heading: "10. Term and termination",
      paragraphs: [
        "This Agreement begins on [Effective date] and lasts for [term, e.g. three years] or until the Service Agreement ends, whichever is later. Provider’s duties for any District Data it still holds continue until that data is returned or deleted.",
        "Either party may end this Agreement if the other materially breaches it and does not cure the breach within [number of days, e.g. 30] days after written notice. If this Agreement ends, the District may also end the Service Agreement.",
      ],
    },
    {
      heading: "11. Governing law and general terms",
      paragraphs: [
        "This Agreement is governed by the laws of the State of [State], and any dispute will be brought in the courts of [County], [State].",
        "Changes to this Agreement must be in writing and signed by both parties. Notices go to the District at [District notice address and email] and to Provider at privacy@hablarte.com.",
      ],
    },
  ],
  signature: [
    "[District name]",
    "Signature: ______________________________",
    "Name: [Name of authorized signer]",
    "Title: [Title]",
    "Date: [Date]",
    "Hablarte Learning, Inc.",
    "Signature: ______________________________",
    "Name: [Name of authorized signer]",
    "Title: [Title]",
    "Date: [Date]",
  ],
};
