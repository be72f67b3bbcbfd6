import { jsPDF } from "jspdf";
import { autoTable } from "jspdf-autotable";
import {
  type DocumentBlock,
  type DocumentModel,
  type Inline,
  runsOf,
  safeUrl,
  type TextRun,
} from "../../../shared/document";

/**
 * A document as a PDF (jsPDF + jspdf-autotable, decision 007): real text in the standard
 * Helvetica (selectable and searchable), headings, numbered and bulleted lists with hanging
 * indents, tables that split across pages with their header repeated, and "Page n of m" at the
 * foot of every page. This module is its own lazy chunk: only an export loads it.
 */

const PAGE = { margin: 56, top: 56, bottom: 64 } as const;
const SIZE = { title: 20, h2: 14, h3: 11.5, body: 10, table: 9, footer: 9 } as const;
const LEADING = 1.4;
const INDIGO: [number, number, number] = [55, 48, 163];
const INK: [number, number, number] = [30, 41, 59];
const MUTED: [number, number, number] = [100, 116, 139];
const LINK: [number, number, number] = [29, 78, 216];
const AMBER: [number, number, number] = [217, 119, 6];

/** Characters outside the standard fonts' WinAnsi set, spelled with ones inside it. */
const REPLACEMENTS: Record<string, string> = {
  "≤": "<=",
  "≥": ">=",
  "≈": "~",
  "≠": "!=",
  "−": "-",
  "‐": "-",
  "‑": "-",
  "→": "->",
  "←": "<-",
  "✓": "v",
  "✔": "v",
  "✗": "x",
  "\u00a0": " ",
  "\u2009": " ",
  "\u202f": " ",
};
/** WinAnsi beyond Latin-1: the characters code page 1252 puts at 0x80–0x9F. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/**
 * Text the standard fonts can draw: known symbols spelled out, anything else outside WinAnsi as
 * "?" (one such character would make jsPDF encode the whole line as garbage). Exported for tests.
 */
export function pdfSafe(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x09 || code === 0x0a || code === 0x0d) out += " ";
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else if (code <= 0xff || WIN_ANSI_EXTRA.has(char)) out += char;
    else out += REPLACEMENTS[char] ?? "?";
  }
  return out;
}

type Style = "normal" | "bold" | "italic" | "bolditalic";

function styleOf(run: TextRun): Style {
  if (run.bold && run.italic) return "bolditalic";
  if (run.bold) return "bold";
  if (run.italic) return "italic";
  return "normal";
}

interface Segment {
  text: string;
  style: Style;
  url: string | null;
  x: number;
}

class PdfWriter {
  readonly doc = new jsPDF({ unit: "pt", format: "a4", compress: true });
  readonly width = this.doc.internal.pageSize.getWidth();
  readonly height = this.doc.internal.pageSize.getHeight();
  readonly left = PAGE.margin;
  readonly right = this.width - PAGE.margin;
  y: number = PAGE.top;

  constructor() {
    this.doc.setFont("helvetica", "normal");
    this.doc.setTextColor(...INK);
  }

  lineHeight(size: number): number {
    return size * LEADING;
  }

  /** Moves to a new page when `height` does not fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y + height > this.height - PAGE.bottom) {
      this.doc.addPage();
      this.y = PAGE.top;
    }
  }

  gap(points: number): void {
    this.y += points;
  }

  private measure(text: string, style: Style, size: number): number {
    this.doc.setFont("helvetica", style);
    this.doc.setFontSize(size);
    return this.doc.getTextWidth(text);
  }

  /**
   * Lays out runs word by word between `x` and the right margin, wrapping, with bold, italic and
   * links kept; each finished line is drawn at once (moving to a new page when needed).
   */
  runs(
    runs: readonly TextRun[],
    {
      x = this.left,
      size = SIZE.body,
      color = INK,
    }: { x?: number; size?: number; color?: typeof INK } = {},
    decorate?: (top: number, height: number) => void,
  ): void {
    const maxX = this.right;
    const lineHeight = this.lineHeight(size);
    let line: Segment[] = [];
    let cursor = x;
    let pendingSpace = false;

    const flush = () => {
      this.ensure(lineHeight);
      for (const segment of line) {
        this.doc.setFont("helvetica", segment.style);
        this.doc.setFontSize(size);
        this.doc.setTextColor(...(segment.url ? LINK : color));
        this.doc.text(segment.text, segment.x, this.y, { baseline: "top" });
        if (segment.url) {
          const width = this.doc.getTextWidth(segment.text);
          this.doc.link(segment.x, this.y, width, size, { url: segment.url });
        }
      }
      decorate?.(this.y, lineHeight);
      this.y += lineHeight;
      line = [];
      cursor = x;
      pendingSpace = false;
    };

    const place = (word: string, style: Style, url: string | null) => {
      const space = pendingSpace && line.length > 0 ? this.measure(" ", style, size) : 0;
      const width = this.measure(word, style, size);
      if (line.length > 0 && cursor + space + width > maxX) flush();
      if (width > maxX - x) {
        // A word longer than the line (an address): cut it where the line ends.
        let rest = word;
        while (rest) {
          let end = rest.length;
          while (end > 1 && this.measure(rest.slice(0, end), style, size) > maxX - cursor) end--;
          const piece = rest.slice(0, end);
          line.push({ text: piece, style, url, x: cursor });
          cursor += this.measure(piece, style, size);
          rest = rest.slice(end);
          if (rest) flush();
        }
        return;
      }
      const last = line.at(-1);
      if (last && last.style === style && last.url === url) {
        last.text += `${space ? " " : ""}${word}`;
      } else {
        line.push({ text: word, style, url, x: cursor + space });
      }
      cursor += space + width;
      pendingSpace = false;
    };

    for (const run of runs) {
      const url = safeUrl(run.url);
      const style = styleOf(run);
      for (const token of pdfSafe(run.text).split(/(\s+)/)) {
        if (!token) continue;
        if (/^\s+$/.test(token)) pendingSpace = true;
        else place(token, style, url);
      }
    }
    if (line.length > 0) flush();
  }

  heading(text: string, level: 1 | 2 | 3): void {
    const size = level === 1 ? SIZE.title : level === 2 ? SIZE.h2 : SIZE.h3;
    this.gap(level === 1 ? 0 : level === 2 ? 10 : 6);
    // Keep a heading with at least two lines of what follows it.
    this.ensure(this.lineHeight(size) + 2 * this.lineHeight(SIZE.body));
    this.runs([{ text, bold: true }], { size, color: level === 3 ? INK : INDIGO });
    this.gap(level === 1 ? 6 : 3);
  }

  paragraph(content: Inline): void {
    this.runs(runsOf(content));
    this.gap(6);
  }

  list(items: readonly Inline[], ordered: boolean): void {
    const lineHeight = this.lineHeight(SIZE.body);
    const indent = ordered ? 22 : 14;
    items.forEach((item, index) => {
      this.ensure(lineHeight);
      const marker = ordered ? `${index + 1}.` : "•";
      this.doc.setFont("helvetica", ordered ? "bold" : "normal");
      this.doc.setFontSize(SIZE.body);
      this.doc.setTextColor(...(ordered ? INDIGO : INK));
      this.doc.text(marker, this.left + indent - 6, this.y, { baseline: "top", align: "right" });
      this.runs(runsOf(item), { x: this.left + indent });
      this.gap(2);
    });
    this.gap(4);
  }

  table(header: readonly string[], rows: readonly (readonly string[])[]): void {
    this.ensure(3 * this.lineHeight(SIZE.table));
    autoTable(this.doc, {
      startY: this.y,
      head: [header.map(pdfSafe)],
      body: rows.map((row) => row.map(pdfSafe)),
      theme: "grid",
      // A row is never cut across a page break (its lines would be read as two rows); only a row
      // taller than a whole page is split.
      rowPageBreak: "avoid",
      margin: { left: this.left, right: PAGE.margin, top: PAGE.top, bottom: PAGE.bottom },
      styles: {
        font: "helvetica",
        fontSize: SIZE.table,
        cellPadding: 4,
        textColor: INK,
        lineColor: [203, 213, 225],
        lineWidth: 0.5,
        overflow: "linebreak",
      },
      headStyles: { fillColor: [238, 242, 255], textColor: INDIGO, fontStyle: "bold" },
    });
    const finalY = (this.doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable
      ?.finalY;
    this.y = (finalY ?? this.y) + 10;
  }

  note(label: string, text: string): void {
    this.gap(2);
    const bar = (top: number, height: number) => {
      this.doc.setDrawColor(...AMBER);
      this.doc.setLineWidth(2);
      this.doc.line(this.left + 1, top, this.left + 1, top + height);
    };
    this.runs(
      [{ text: `${label}:`, bold: true }, { text: ` ${text}` }],
      { x: this.left + 10 },
      bar,
    );
    this.gap(8);
  }

  rule(): void {
    this.ensure(14);
    this.doc.setDrawColor(203, 213, 225);
    this.doc.setLineWidth(0.5);
    this.doc.line(this.left, this.y + 6, this.right, this.y + 6);
    this.gap(14);
  }

  block(block: DocumentBlock): void {
    if (block.kind === "heading") this.heading(block.text, block.level);
    else if (block.kind === "paragraph") this.paragraph(block.content);
    else if (block.kind === "list") this.list(block.items, block.ordered);
    else if (block.kind === "table") this.table(block.header, block.rows);
    else if (block.kind === "note") this.note(block.label, block.text);
    else this.rule();
  }

  /** "Page n of m" centred at the foot of every page, once the page count is known. */
  pageNumbers(): void {
    const total = this.doc.getNumberOfPages();
    for (let page = 1; page <= total; page++) {
      this.doc.setPage(page);
      this.doc.setFont("helvetica", "normal");
      this.doc.setFontSize(SIZE.footer);
      this.doc.setTextColor(...MUTED);
      this.doc.text(`Page ${page} of ${total}`, this.width / 2, this.height - 32, {
        align: "center",
      });
    }
  }
}

/** The document as PDF bytes. */
export function renderPdf(model: DocumentModel): Blob {
  const writer = new PdfWriter();
  writer.doc.setProperties({ title: pdfSafe(model.title), creator: "Ninefold" });
  writer.heading(model.title, 1);
  for (const meta of model.meta) {
    writer.runs([{ text: `${meta.label}:`, bold: true }, { text: ` ${meta.value}` }]);
    writer.gap(2);
  }
  writer.gap(8);
  for (const block of model.blocks) writer.block(block);
  writer.pageNumbers();
  return writer.doc.output("blob");
}
