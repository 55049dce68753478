// A sentence an editor writes with its links in [brackets] ("Read our [cookies policy] or [change
// preference]."): the content type's pattern holds the number of links, the page puts each where it goes.
// Its own module, free of schemas, because the browser runs it too.

/** A sentence with one [bracketed] link text. */
export const ONE_LINK = /^([^[\]]*)\[([^[\]]+)\]([^[\]]*)$/;
/** A sentence with two [bracketed] link texts. */
export const TWO_LINKS = /^([^[\]]*)\[([^[\]]+)\]([^[\]]*)\[([^[\]]+)\]([^[\]]*)$/;

/** The parts of a sentence with one [bracketed] link; null when it has not exactly one. */
export function oneLink(sentence: string): { before: string; link: string; after: string } | null {
  const match = ONE_LINK.exec(sentence);
  return match ? { before: match[1]!, link: match[2]!, after: match[3]! } : null;
}

/** The parts of a sentence with two [bracketed] links: the text around them and each link's text; null when it has not exactly two. */
export function twoLinks(sentence: string): { before: string; first: string; between: string; second: string; after: string } | null {
  const match = TWO_LINKS.exec(sentence);
  return match ? { before: match[1]!, first: match[2]!, between: match[3]!, second: match[4]!, after: match[5]! } : null;
}
