// How many of a page's visible words an editor can change in the CMS (issue #28: ≥ 95 % on every public
// URL, header and footer included). Pure: `cms-words.mjs` feeds it the pack and the pages the built site
// answers; a unit test checks the counting.
//
// A page's words are those of its text nodes inside <body> (scripts, styles and templates left out; closed
// menus and dialogs counted, as a reader who opens them sees them). A text node is the CMS's when it is one
// of the pack's strings as the site fills it in (facts included), or, with at least four words, part of
// one; a shorter one must match a whole string, so a nav label like "Pricing" isn't counted as the CMS's
// just because an article says the word.

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

export const decodeEntities = (text) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) =>
    name[0] === "#" ? String.fromCodePoint(name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? whole),
  );

export const normalize = (text) => text.normalize("NFC").replace(/[\s\u00a0]+/g, " ").trim();

export const countWords = (text) => (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,:/&+–-]*/gu) ?? []).length;

/** The text nodes of a document's body, each with whether it sits inside <main>. */
export function textNodes(html) {
  const start = html.search(/<body\b/i);
  const end = html.lastIndexOf("</body>");
  // A comment ends a text node, as it does in the DOM (React separates adjacent texts with <!-- -->).
  const body = html.slice(start < 0 ? 0 : start, end < 0 ? html.length : end).replace(/<!--[\s\S]*?-->/g, "<!>").replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, "");
  const nodes = [];
  let mainDepth = 0;
  for (const match of body.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*>|<!>|[^<]+/g)) {
    if (match[0] === "<!>") continue;
    if (match[2]) {
      if (match[2].toLowerCase() === "main") mainDepth += match[1] ? -1 : 1;
      continue;
    }
    const text = normalize(decodeEntities(match[0]));
    if (text) nodes.push({ text, inMain: mainDepth > 0 });
  }
  return nodes;
}

/**
 * Every string in a value (an entry's fields, rich text included), as a set and as one searchable text.
 * `renderTokens`: tokens a page fills as it renders, each with the values it may take ({ level: ["beginner", …] }).
 */
export function cmsCorpus(values, renderTokens = {}) {
  const strings = new Set();
  const expand = (text) =>
    Object.entries(renderTokens).reduce((texts, [token, options]) => texts.flatMap((one) => (one.includes(`{{${token}}}`) ? options.map((option) => one.replaceAll(`{{${token}}}`, option)) : [one])), [text]);
  const visit = (value) => {
    if (typeof value === "string") {
      for (const one of expand(value)) add(one);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  const add = (value) => {
    const text = normalize(value);
    if (text) strings.add(text);
    // A sentence with [bracketed] links ("Read our [cookies policy] or [change preference].") renders as
    // its pieces, each its own text node.
    if (/\[[^\]]+\]/.test(text)) for (const piece of text.split(/[[\]]/)) if (normalize(piece)) strings.add(normalize(piece));
    // A record's fact ("License: $249 per teacher, per school year", decision 0076) renders as its label and its text.
    const fact = /^([^:{}]{1,30}): (\S.*)$/.exec(text);
    if (fact) for (const piece of fact.slice(1)) strings.add(normalize(piece));
  };
  visit(values);
  return { strings, text: [...strings].join("\n") };
}

const isCms = (text, corpus) => corpus.strings.has(text) || (countWords(text) >= 4 && corpus.text.includes(text));

/** The CMS's words of a text node: all of it, or the parts of a line joined with " · " (a card's facts) that are. */
function cmsWords(text, corpus) {
  if (isCms(text, corpus)) return countWords(text);
  const parts = text.split(" · ");
  return parts.length > 1 ? parts.filter((part) => isCms(part, corpus)).reduce((total, part) => total + countWords(part), 0) : 0;
}

/** A page's words: all, the CMS's, and the same inside <main>; the longest texts that are not the CMS's. */
export function pageWords(html, corpus) {
  const tally = { words: 0, cms: 0, mainWords: 0, mainCms: 0 };
  const notCms = new Map();
  for (const node of textNodes(html)) {
    const words = countWords(node.text);
    if (words === 0) continue;
    const cms = cmsWords(node.text, corpus);
    tally.words += words;
    tally.cms += cms;
    if (node.inMain) {
      tally.mainWords += words;
      tally.mainCms += cms;
    }
    if (cms < words) notCms.set(node.text, (notCms.get(node.text) ?? 0) + words - cms);
  }
  return { ...tally, notCms };
}

export const share = (part, whole) => (whole === 0 ? 1 : part / whole);
