// Reads the project's own import graph: static, type-only, re-exported and dynamic imports alike. Pure
// Node on purpose: the rules in imports.mjs must run wherever `npm run lint` does, without a parser
// dependency. The patterns cover the import forms this codebase writes; an import the
// patterns miss is an arrow the check cannot see, so keep imports on the usual `from "…"` shapes.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, dirname, sep } from "node:path";

const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".jsx", ".mjs"];

// `import … from "x"`, `export … from "x"` (with or without `type`), `import "x"` and `import("x")`.
const PATTERNS = [
  /\b(?:import|export)\s+(type\s+)?(?:[\w$]+\s*,?\s*)?(?:\*\s*(?:as\s+[\w$]+\s*)?)?(?:\{[^}]*\}\s*)?from\s*(["'])([^"'\n]+)\2/g,
  /\bimport\s*(["'])([^"'\n]+)\1/g,
  /\bimport\s*\(\s*(["'])([^"'\n]+)\1\s*\)/g,
];

// Line and block comments go first, so an example in a comment is not an arrow. Strings are kept
// (a "//" inside a URL string must not swallow the rest of its line).
export function withoutComments(text) {
  return text.replace(/("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (match, literal) =>
    literal ?? match.replace(/[^\n]/g, " "),
  );
}

function importsOf(text) {
  const code = withoutComments(text);
  const found = [];
  for (const [index, pattern] of PATTERNS.entries()) {
    for (const match of code.matchAll(pattern)) {
      const specifier = index === 0 ? match[3] : match[2];
      const statement = match[0];
      const typeOnly = index === 0 && (Boolean(match[1]) || /^import\s*\{\s*(?:type\s+[\w$]+(?:\s+as\s+[\w$]+)?\s*,?\s*)+\}/.test(statement));
      const line = code.slice(0, match.index).split("\n").length;
      found.push({ specifier, typeOnly, line });
    }
  }
  return found;
}

export function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveFile(base) {
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  for (const extension of EXTENSIONS) if (existsSync(join(base, "index" + extension))) return join(base, "index" + extension);
  return undefined;
}

// "~/x" is the tsconfig alias for app/x; a bare name is a package; "./+types/…" is React Router's
// generated types, outside the tree (undefined: not an arrow between our files).
function resolveSpecifier(root, from, specifier) {
  if (specifier.startsWith("~/")) return resolveFile(join(root, "app", specifier.slice(2)));
  if (specifier.startsWith(".")) return resolveFile(resolve(dirname(from), specifier));
  return undefined;
}

const toPosix = (path) => path.split(sep).join("/");

/** Every file under `dirs` with its imports: `to` is a project path, or undefined for a package. */
export function readImportGraph(root, dirs) {
  const graph = new Map();
  for (const file of dirs.flatMap((dir) => listFiles(join(root, dir)))) {
    const imports = importsOf(readFileSync(file, "utf8")).map((found) => {
      const target = resolveSpecifier(root, file, found.specifier);
      return { ...found, to: target && toPosix(relative(root, target)) };
    });
    graph.set(toPosix(relative(root, file)), imports);
  }
  return graph;
}
