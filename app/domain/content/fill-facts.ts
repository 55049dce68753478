// Fills {{tokens}} with the site's facts (decision 0025). Its own module, free of schemas and price
// lists, because the browser runs it too (code copy filled with the facts the root loader sent).

const TOKEN = /\{\{([a-zA-Z]+(?::[a-z0-9-]+)?)\}\}/g;

/**
 * The value with every known {{token}} in its strings filled in; an unknown token stays as written, so a
 * typo shows on the page (and in preview) rather than vanishing. Values are plain text: JSON-escaped.
 */
export function fillFacts<T>(value: T, facts: Record<string, string>): T {
  const json = JSON.stringify(value);
  if (json === undefined || !json.includes("{{")) return value;
  return JSON.parse(json.replace(TOKEN, (token, name: string) => (name in facts ? JSON.stringify(facts[name]).slice(1, -1) : token))) as T;
}

/** The tokens a text uses that aren't facts (the pack's test; an editor's typo). */
export function unknownTokens(text: string, facts: Record<string, string>): string[] {
  return [...text.matchAll(TOKEN)].map((m) => m[1]!).filter((name) => !(name in facts));
}
