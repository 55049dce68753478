// A small text layout on pdf-lib for the curriculum's documents: wrapped paragraphs, headings, bullet and
// numbered lists, two-column tables, a running header and a "page n of m" footer. Standard fonts only
// (Windows-1252: every Spanish letter and sign is in it), so files stay small and open anywhere.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.35, 0.4, 0.47);
const TEAL = rgb(0.06, 0.46, 0.43);
// A fixed date keeps the files bit-exact from run to run (their sizes are in the content pack).
const FIXED_DATE = new Date("2026-11-27T00:00:00.000Z");

// Signs the helpers' text may carry that Windows-1252 doesn't have.
const REPLACEMENTS: Record<string, string> = { "→": "->", "←": "<-", "✓": "(ok)", "≈": "~", "\u00a0": " ", "\u2009": " ", "\u202f": " " };

/** The text as the standard fonts can draw it; a sign they can't is an error here, not a "?" in print. */
export function printable(font: PDFFont, text: string): string {
  const out = [...text].map((ch) => REPLACEMENTS[ch] ?? ch).join("");
  font.encodeText(out);
  return out;
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
  // Plain fields, not parameter properties: Node runs this file by stripping types only.
  private constructor(doc: PDFDocument, fonts: Fonts, size: [number, number], margin: number, header: string) {
    this.doc = doc;
    this.fonts = fonts;
    this.size = size;
    this.margin = margin;
    this.header = header;
    this.newPage();
  }

  static async create({ title, subject, header, landscape = false }: { title: string; subject: string; header: string; landscape?: boolean }) {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setSubject(subject);
    doc.setAuthor("Hablarte K–12 Spanish");
    doc.setCreator("scripts/media/make-curriculum.ts");
    doc.setProducer("pdf-lib");
    doc.setCreationDate(FIXED_DATE);
    doc.setModificationDate(FIXED_DATE);
    doc.setLanguage(title.startsWith("Diapositivas") ? "es" : "en-US");
    const fonts = {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
      italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    };
    return new Layout(doc, fonts, landscape ? [792, 612] : [612, 792], landscape ? 48 : 56, header);
  }

  get width() {
    return this.size[0] - 2 * this.margin;
  }

  newPage() {
    this.page = this.doc.addPage(this.size);
    this.y = this.size[1] - this.margin;
    if (this.header) {
      this.page.drawText(printable(this.fonts.regular, this.header), { x: this.margin, y: this.y - 8, size: 8, font: this.fonts.regular, color: MUTED });
      this.y -= 24;
    }
  }

  /** Starts a new page unless `points` fit on this one. */
  keep(points: number) {
    if (this.y - points < this.margin + 20) this.newPage();
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of printable(font, text).split("\n")) {
      let line = "";
      for (const word of paragraph.split(/ +/)) {
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
      const line = printable(this.fonts.regular, `${footer} · Page ${i + 1} of ${pages.length}`);
      page.drawText(line, { x: this.margin, y: this.margin - 24, size: 8, font: this.fonts.regular, color: MUTED });
    });
    return this.doc.save({ useObjectStreams: true });
  }
}
