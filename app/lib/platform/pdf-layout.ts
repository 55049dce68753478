// A small text layout on pdf-lib for every document the school hands out — quotes, invoices (issue #26) and
// the curriculum's lesson files (issue #25): wrapped paragraphs, headings, bullet and numbered lists, tables
// whose cells wrap, a running header and a "page n of m" footer. Nothing is drawn past the margins: text
// wraps, a row that doesn't fit goes to the next page. Standard fonts only (Windows-1252: every Spanish
// letter and sign is in it), so files stay small and open in any reader or purchasing system.
// No "~" imports: `npm run media:curriculum` runs this file in Node as it is.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.35, 0.4, 0.47);
const TEAL = rgb(0.06, 0.46, 0.43);

// Signs the helpers' text may carry that Windows-1252 doesn't have.
const REPLACEMENTS: Record<string, string> = { "→": "->", "←": "<-", "✓": "(ok)", "≈": "~", "\u00a0": " ", "\u2009": " ", "\u202f": " " };

/**
 * The text as the standard fonts can draw it. `strict` (text we wrote): a sign they can't draw is an error
 * here, not a "?" in print. Otherwise (what a buyer typed, in any script) it prints as "?" rather than
 * failing the document.
 */
export function printable(font: PDFFont, text: string, strict = false): string {
  const out = [...text].map((ch) => REPLACEMENTS[ch] ?? ch).join("");
  if (strict) {
    font.encodeText(out);
    return out;
  }
  return [...out]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return "?";
      }
    })
    .join("");
}

type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };
type TextOptions = { size?: number; font?: keyof Fonts; indent?: number; color?: ReturnType<typeof rgb>; after?: number };

export class Layout {
  private page!: PDFPage;
  private y = 0;
  readonly doc: PDFDocument;
  private readonly fonts: Fonts;
  private readonly size: [number, number];
  private readonly margin: number;
  private readonly header: string;
  private readonly strict: boolean;
  // Plain fields, not parameter properties: Node runs this file by stripping types only.
  private constructor(doc: PDFDocument, fonts: Fonts, size: [number, number], margin: number, header: string, strict: boolean) {
    this.strict = strict;
    this.doc = doc;
    this.fonts = fonts;
    this.size = size;
    this.margin = margin;
    this.header = header;
    this.newPage();
  }

  /**
   * `date`: the document's own (a fixed one keeps generated files bit-exact from run to run). `strict`: every
   * sign must print (text we wrote), else one that can't prints as "?" (text a buyer typed).
   */
  static async create({ title, subject, header, author, creator, date, language = "en-US", landscape = false, strict = false }: { title: string; subject: string; header: string; author: string; creator: string; date: Date; language?: string; landscape?: boolean; strict?: boolean }) {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setSubject(subject);
    doc.setAuthor(author);
    doc.setCreator(creator);
    doc.setProducer("pdf-lib");
    doc.setCreationDate(date);
    doc.setModificationDate(date);
    doc.setLanguage(language);
    const fonts = {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
      italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    };
    return new Layout(doc, fonts, landscape ? [792, 612] : [612, 792], landscape ? 48 : 56, header, strict);
  }

  get width() {
    return this.size[0] - 2 * this.margin;
  }

  newPage() {
    this.page = this.doc.addPage(this.size);
    this.y = this.size[1] - this.margin;
    if (this.header) {
      this.page.drawText(printable(this.fonts.regular, this.header, this.strict), { x: this.margin, y: this.y - 8, size: 8, font: this.fonts.regular, color: MUTED });
      this.y -= 24;
    }
  }

  /** Starts a new page unless `points` fit on this one. */
  keep(points: number) {
    if (this.y - points < this.margin + 20) this.newPage();
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of printable(font, text, this.strict).split("\n")) {
      let line = "";
      for (const whole of paragraph.split(/ +/)) {
        // A word wider than the column (a long address or reference) is cut where it must be.
        let word = whole;
        while (font.widthOfTextAtSize(word, size) > width && word.length > 1) {
          let cut = word.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(word.slice(0, cut), size) > width) cut--;
          if (line) lines.push(line);
          lines.push(word.slice(0, cut));
          line = "";
          word = word.slice(cut);
        }
        const candidate = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(candidate, size) > width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, { size = 10.5, font = "regular", indent = 0, color = INK, after = 4 }: TextOptions = {}) {
    const f = this.fonts[font];
    const leading = size * 1.32;
    const lines = this.wrap(text, f, size, this.width - indent);
    // A paragraph of a few lines stays on one page; a long one (a transcript) flows on.
    if (lines.length <= 8) this.keep(lines.length * leading);
    for (const line of lines) {
      this.keep(leading);
      this.page.drawText(line, { x: this.margin + indent, y: this.y - size, size, font: f, color });
      this.y -= leading;
    }
    this.y -= after;
  }

  title(text: string, subtitle?: string) {
    this.text(text, { size: 20, font: "bold", color: TEAL, after: 2 });
    if (subtitle) this.text(subtitle, { size: 11, color: MUTED, after: 10 });
  }

  heading(text: string, { minutes }: { minutes?: number } = {}) {
    this.keep(48);
    this.y -= 6;
    this.text(minutes ? `${text} (${minutes} min)` : text, { size: 13, font: "bold", color: TEAL, after: 3 });
  }

  /** Items with a bullet, or numbered from `start`. */
  list(items: string[], { numbered = false, start = 1, indent = 0, font = "regular" as keyof Fonts } = {}) {
    items.forEach((item, i) => {
      const mark = numbered ? `${start + i}.` : "•";
      this.keep(14);
      this.page.drawText(mark, { x: this.margin + indent, y: this.y - 10.5, size: 10.5, font: this.fonts.regular, color: INK });
      this.text(item, { indent: indent + 18, font, after: 2 });
    });
    this.y -= 4;
  }

  /** Two columns (Spanish | English), ruled, with a bold first row. */
  table(rows: Array<[string, string]>) {
    const colX = this.margin + this.width * 0.5;
    rows.forEach(([left, right], i) => {
      const font = i === 0 ? this.fonts.bold : this.fonts.regular;
      const leftLines = this.wrap(left, font, 10.5, this.width * 0.5 - 8);
      const rightLines = this.wrap(right, font, 10.5, this.width * 0.5 - 8);
      const height = Math.max(leftLines.length, rightLines.length) * 14 + 6;
      this.keep(height);
      leftLines.forEach((line, j) => this.page.drawText(line, { x: this.margin + 4, y: this.y - 12 - j * 14, size: 10.5, font, color: INK }));
      rightLines.forEach((line, j) => this.page.drawText(line, { x: colX + 4, y: this.y - 12 - j * 14, size: 10.5, font, color: INK }));
      this.y -= height;
      this.page.drawLine({ start: { x: this.margin, y: this.y + 2 }, end: { x: this.margin + this.width, y: this.y + 2 }, thickness: 0.5, color: MUTED });
    });
    this.y -= 8;
  }

  /**
   * A table: each column a share of the width, its cells wrapped within it, numbers right-aligned; the
   * first row bold and ruled. A row that doesn't fit on the page starts the next one.
   */
  grid(rows: string[][], columns: Array<{ share: number; align?: "left" | "right" }>, { size = 10 }: { size?: number } = {}) {
    const total = columns.reduce((sum, c) => sum + c.share, 0);
    const widths = columns.map((c) => (c.share / total) * this.width);
    const lefts = widths.map((_, i) => this.margin + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const leading = size * 1.3;
    rows.forEach((cells, r) => {
      const font = r === 0 ? this.fonts.bold : this.fonts.regular;
      const wrapped = cells.map((cell, i) => this.wrap(cell, font, size, widths[i]! - 8));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * leading + 6;
      this.keep(height);
      wrapped.forEach((lines, i) =>
        lines.forEach((line, j) => {
          const x = columns[i]!.align === "right" ? lefts[i]! + widths[i]! - 4 - font.widthOfTextAtSize(line, size) : lefts[i]! + 4;
          this.page.drawText(line, { x, y: this.y - size - j * leading, size, font, color: INK });
        }),
      );
      this.y -= height;
      if (r === 0) this.page.drawLine({ start: { x: this.margin, y: this.y + 3 }, end: { x: this.margin + this.width, y: this.y + 3 }, thickness: 0.8, color: MUTED });
    });
    this.y -= 6;
  }

  /** Label and value pairs, the labels in one column and the values wrapped in the other (totals, terms). */
  pairs(items: Array<[string, string]>, { bold = [] as string[], labelShare = 0.55, size = 10 } = {}) {
    const labelWidth = this.width * labelShare;
    for (const [label, value] of items) {
      const font = bold.includes(label) ? this.fonts.bold : this.fonts.regular;
      const labelLines = this.wrap(label, font, size, labelWidth - 8);
      const valueLines = this.wrap(value, font, size, this.width - labelWidth);
      const leading = size * 1.3;
      const height = Math.max(labelLines.length, valueLines.length) * leading + 3;
      this.keep(height);
      labelLines.forEach((line, j) => this.page.drawText(line, { x: this.margin + labelWidth - 8 - font.widthOfTextAtSize(line, size), y: this.y - size - j * leading, size, font, color: INK }));
      valueLines.forEach((line, j) => this.page.drawText(line, { x: this.margin + this.width - font.widthOfTextAtSize(line, size), y: this.y - size - j * leading, size, font, color: INK }));
      this.y -= height;
    }
    this.y -= 6;
  }

  /** Two blocks of lines side by side (who sends, who receives), each wrapped within its half. */
  sideBySide(left: { title: string; lines: string[] }, right: { title: string; lines: string[] }, { size = 10 } = {}) {
    const half = this.width / 2 - 12;
    const leading = size * 1.3;
    const block = (b: { title: string; lines: string[] }) => [
      { text: b.title, font: this.fonts.bold },
      ...b.lines.flatMap((line) => this.wrap(line, this.fonts.regular, size, half).map((text) => ({ text, font: this.fonts.regular }))),
    ];
    const [l, r] = [block(left), block(right)];
    this.keep(Math.max(l.length, r.length) * leading);
    [l, r].forEach((lines, side) =>
      lines.forEach((line, j) => this.page.drawText(line.text, { x: this.margin + side * (half + 24), y: this.y - size - j * leading, size, font: line.font, color: INK })),
    );
    this.y -= Math.max(l.length, r.length) * leading + 8;
  }

  /** A ruled line to write on. */
  answerLine(indent = 18) {
    this.keep(22);
    this.y -= 16;
    this.page.drawLine({ start: { x: this.margin + indent, y: this.y }, end: { x: this.margin + this.width, y: this.y }, thickness: 0.6, color: MUTED });
    this.y -= 8;
  }

  space(points = 10) {
    this.y -= points;
  }

  /** "Page n of m" and the licence line on every page, then the file's bytes. */
  async save(footer: string): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const line = printable(this.fonts.regular, `${footer} · Page ${i + 1} of ${pages.length}`, this.strict);
      page.drawText(line, { x: this.margin, y: this.margin - 24, size: 8, font: this.fonts.regular, color: MUTED });
    });
    return this.doc.save({ useObjectStreams: true });
  }
}
