// The words around every page are the CMS's (issue #28; decisions 0067–0069): the header's menus, the
// footer, the cookie notice, the default call to action, the site's email and phone and the collections'
// list and record pages change with an edit in the space, no deploy.
// The space is the local fake of the Delivery API, edited before the site first reads it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPack } from "~/content";
import { cdaSite, startFakeCda, type FakeCda } from "../mocks/contentful-cda";
import { useSite } from "./harness";

let cda: FakeCda;
beforeAll(async () => {
  cda = await startFakeCda();
  const set = (id: string, fields: Record<string, unknown>) => cda.edit(id, (entry) => ({ ...entry, fields: { ...entry.fields, ...fields } }));
  set("individuals", { title: "Learners" });
  set("nav-professionals", { label: "Work and careers", description: "Spanish for your job" });
  set("default-call-to-action", { title: "Start speaking Spanish this week" });
  set("consent-manager", { noticeTitle: "Your cookie choices", noticeLinks: "See [how we use cookies] or [choose them one by one].", acceptAllLabel: "Allow all" });
  set("site-settings", { email: "escuela@example.org", phone: "+1 (737) 555-0199" });
  set("site-navigation", { footerBlurb: "Small live Spanish classes, taught by native speakers, for every age.", copyright: "© {{year}} {{brand}} Learning.", homeLabel: "Start" });
  set("collection-page-products", {
    listTitle: "Our K-12 curriculum",
    listHeading: "Every level",
    cardAction: "Open this level",
    secondaryAction: "Compare levels",
    // What the cards and pages say about each level (decision 0076).
    cardDetails: ["{{level}} for grades {{gradeBand}}", "{{price}} a teacher"],
    facts: ["Price: {{price}} a teacher, a year", "Code: {{sku}}"],
  });
  set("collection-page-events", { upcomingHeading: "Coming up", pastNotice: "This one is over: see [what's next]." });
  // The /book-demo page's demoBooking section (decision 0070).
  // The price cards' words (decision 0072).
  set("pricing-settings", { planButton: "Pick this plan", packageLine: "{{classes}} lessons, {{total}} altogether" });
  set("pricing-plan-individual-8", { description: "Eight classes, our favourite." });
  // The levels and the pages that list them (decision 0071).
  set("learner-level-intermediate", { title: "Middle", description: "You manage day to day.", testDescription: "You manage day to day (B1–B2)." });
  set("spanish-level-b2", { title: "Spanish B2: fluent", description: "Debate and write with ease." });
  set("page-select-level.2", { courseLegend: "Pick a course", button: "On to booking" });
  set("page-level-test.2", { startButton: "Begin the {{level}} test" });
  set("page-contact-hablarte.2", { title: "Write to us", nameLabel: "Full name", button: "Send it" });
  set("page-book-demo.2", { noticeTitle: "One moment first", calendarLink: "See the times", notice: "Calendly shows the calendar. See our [privacy notes] and [terms]." });
  // As after `contentful space import`: every testimonial created the day of the import, in reverse order.
  testimonialIds.forEach((id, i) => cda.edit(id, (entry) => ({ ...entry, sys: { ...entry.sys, createdAt: `2026-11-28T10:00:${String(59 - i).padStart(2, "0")}.000Z` } })));
});
afterAll(async () => {
  await cda?.close();
});
const site = useSite(() => cdaSite(cda));
// The pack's testimonials in the order they were listed (oldest first, spec §7's order of the carousel).
const testimonialIds = contentPack.entries.filter((e) => e.sys.contentType.sys.id === "testimonial").sort((a, b) => a.sys.createdAt.localeCompare(b.sys.createdAt)).map((e) => e.sys.id);

/** The turbo-stream text of the loader data a document carries for hydration. */
const hydrationData = (html: string) => [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => JSON.parse(m[1]!) as string).join("");

describe("the site's chrome from the CMS", () => {
  it("the header's menus and the footer show the space's navigation", async () => {
    const html = await (await site.fetch("/faqs")).text();
    expect(html).toMatch(/<button[^>]*class="menu-button"[^>]*aria-controls="mega-individuals"[^>]*>Learners</);
    expect(html).toContain('<span class="mega-link-label">Work and careers</span><span class="mega-link-description">Spanish for your job</span>');
    expect(html).toContain("<p>Small live Spanish classes, taught by native speakers, for every age.</p>");
    // The islands' part stays out of the hydration data; the menus' buttons hydrate from it.
    const data = hydrationData(html);
    expect(data).toContain('"Learners"');
    expect(data).not.toContain("Small live Spanish classes");
    expect(data).not.toContain("Spanish for your job");
  });

  it("the default call to action and the cookie notice's words are the space's", async () => {
    for (const path of ["/", "/faqs", "/spanish-learning-articles"]) {
      const html = await (await site.fetch(path)).text();
      expect(html, path).toContain(">Start speaking Spanish this week</h2>");
      expect(html, path).toContain(">Your cookie choices</h2>");
      expect(html, path).toMatch(/See <a href="\/cookies-policy"[^>]*>how we use cookies<\/a> or <a href="\/cookie-preferences\?redirectTo=[^"]*">choose them one by one<\/a>/);
      expect(html, path).toMatch(/name="intent">Allow all<\/button>/);
    }
  });

  it("the site's email and phone, in the footer and in prose, and the copyright line are the space's", async () => {
    const html = await (await site.fetch("/faqs")).text();
    expect(html).toContain('<a href="mailto:escuela@example.org">escuela@example.org</a>');
    expect(html).toContain('<a href="tel:+17375550199">+1 (737) 555-0199</a>');
    // A FAQ's answer writes {{email}}: the settings' address, not the one the pack wrote.
    expect(html).toContain("Write to escuela@example.org and we will help you decide.");
    expect(html).not.toContain("hola@hablarte.com");
    expect(html).toContain(`<p>© ${new Date().getUTCFullYear()} Hablarte Learning.</p>`);
  });

  it("a collection's list page and its records' pages say what its collectionPage entry says", async () => {
    const list = await (await site.fetch("/catalog")).text();
    expect(list).toContain(">Our K-12 curriculum</h1>");
    expect(list).toContain("<title>Our K-12 curriculum | Hablarte</title>");
    expect(list).toMatch(/<h2 id="list-title" class="list-title">Every level/);
    expect(list).toContain(">Open this level</a>");
    const product = await (await site.fetch("/product/k2-level-1")).text();
    expect(product).toMatch(/<a[^>]*href="\/"[^>]*>Start<\/a>/);
    expect(product).toMatch(/<a[^>]*href="\/catalog"[^>]*>Our K-12 curriculum<\/a>/);
    expect(product).toContain(">Compare levels</a>");
    // The card's details and the page's facts are the entry's templates, filled with each record's values.
    expect(list).toContain('<p class="card-subtext">Spanish III for grades 9–12 · $299 a teacher</p>');
    expect(list).not.toContain("per teacher license");
    expect(product).toContain('<dl class="facts"><div><dt>Price</dt><dd>$249 a teacher, a year</dd></div><div><dt>Code</dt><dd>HAB-K2-L1</dd></div></dl>');
    const events = await (await site.fetch("/hablarte-spanish-events")).text();
    expect(events).toContain(">Coming up</h2>");
    const past = await (await site.fetch("/event/heritage-speakers-reading-circle")).text();
    expect(past).toMatch(/This one is over: see <a href="\/hablarte-spanish-events"[^>]*>what&#x27;s next<\/a>\./);
  });

  it("the words around the demo scheduler are the /book-demo page's, on that page, in the booking step and for the header's dialog", async () => {
    const page = await (await site.fetch("/book-demo")).text();
    expect(page).toContain(">One moment first</h2>");
    expect(page).toMatch(/See our <a href="\/privacy-policy"[^>]*>privacy notes<\/a> and <a href="\/terms-and-conditions"[^>]*>terms<\/a>\./);
    // Without JavaScript the calendar is a link with the page's words.
    expect(page).toMatch(/>See the times<span class="visually-hidden"> \(opens Calendly in a new tab\)<\/span><\/a>/);
    const step = await (await site.fetch("/book/demo")).text();
    expect(step).toContain(">One moment first</h2>");
    expect(step).toContain(">See the times<");
    const dialog = await site.fetch("/resources/booking-words");
    expect(dialog.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await dialog.json()).toMatchObject({ noticeTitle: "One moment first", calendarLink: "See the times", newTabNote: "(opens Calendly in a new tab)" });
  });

  it("the contact page's form says what its section says, also when a post comes back with messages", async () => {
    const page = await (await site.fetch("/contact-hablarte")).text();
    expect(page).toContain(">Write to us</h2>");
    expect(page).toMatch(/<label[^>]*for="name"[^>]*>Full name/);
    expect(page).toContain(">Send it</button>");
    // The hero's line writes {{email}} and {{phone}}: the settings' (edited above).
    expect(page).toContain("Prefer email or phone? escuela@example.org · +1 (737) 555-0199");
    const refused = await site.fetch("/contact-hablarte", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "name=&email=nope&topic=General+question&message=" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/<label[^>]*for="name"[^>]*>Full name/);
  });

  it("the levels and courses are their entries' words, on the select-level step and the level test's first screen", async () => {
    const step = await (await site.fetch("/select-level")).text();
    expect(step).toMatch(/<strong>Middle<\/strong><span>You manage day to day\.<\/span>/);
    expect(step).toMatch(/<strong>Spanish B2: fluent<\/strong><span>Debate and write with ease\.<\/span>/);
    expect(step).toContain("<legend>Pick a course</legend>");
    expect(step).toContain(">On to booking</button>");
    // Still the site's ids: what the form posts and the session keeps.
    expect(step).toContain('value="intermediate"');
    expect(step).toContain('value="spanish-b2"');
    const test = await (await site.fetch("/level-test")).text();
    expect(test).toContain("<h2>Middle</h2><p>You manage day to day (B1–B2).</p>");
    expect(test).toMatch(/href="\/level-test\/intermediate"[^>]*>Begin the middle test<\/a>/);
  });

  it("a list keeps the order its listed-on dates give when the import rewrote the creation dates (decision 0084)", async () => {
    const html = await (await site.fetch("/")).text();
    const names = [...html.matchAll(/<span class="testimonial-name">([^<]+)<\/span>/g)].map((m) => m[1]!);
    const expected = testimonialIds.map((id) => (contentPack.entries.find((e) => e.sys.id === id)!.fields as { name: string }).name);
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual(expected.slice(0, names.length));
  });

  it("the price cards say what the pricing settings and plan entries say, with the site's prices", async () => {
    const pricing = await (await site.fetch("/spanish-course-pricing")).text();
    expect(pricing).toContain("<p>Eight classes, our favourite.</p>");
    expect(pricing).toContain('<p class="price-package">8 lessons, $240 altogether</p>');
    expect(pricing).toMatch(/>Pick this plan<span class="visually-hidden">: 2 classes per week<\/span>/);
    expect(pricing).toMatch(/<span class="price-amount">\$50<\/span> per week/);
  });
});
