import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import {
  type DocumentBlock,
  type DocumentModel,
  type Inline,
  runsOf,
  safeUrl,
} from "../../../shared/document";

/**
 * A document as Word (.docx, with the `docx` library, decision 007): Word's own Title and
 * Heading styles (so the navigation pane and a table of contents work), real numbered and
 * bulleted lists (each numbered list starts at 1), tables with a repeated header row, and a
 * footer "Page n of m" made of Word's page fields. Its own lazy chunk: only an export loads it.
 */

const NUMBERED = "ninefold-numbered";
const INDIGO = "3730A3";
const BORDER = { style: BorderStyle.SINGLE, size: 4, color: "CBD5E1" } as const;

/** Text XML can carry: control characters dropped, whitespace collapsed. */
export function docxSafe(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point.
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").replace(/\s+/g, " ");
}

function children(content: Inline, bold = false): ParagraphChild[] {
  return runsOf(content).map((run) => {
    const url = safeUrl(run.url);
    const text = new TextRun({
      text: docxSafe(run.text),
      bold: bold || run.bold,
      italics: run.italic,
      style: url ? "Hyperlink" : undefined,
    });
    return url ? new ExternalHyperlink({ link: url, children: [text] }) : text;
  });
}

function cell(text: string, header: boolean): TableCell {
  return new TableCell({
    children: [new Paragraph({ children: [new TextRun({ text: docxSafe(text), bold: header })] })],
    shading: header ? { fill: "EEF2FF" } : undefined,
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
  });
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: {
      top: BORDER,
      bottom: BORDER,
      left: BORDER,
      right: BORDER,
      insideHorizontal: BORDER,
      insideVertical: BORDER,
    },
    rows: [
      new TableRow({ tableHeader: true, children: header.map((text) => cell(text, true)) }),
      ...rows.map((row) => new TableRow({ children: row.map((text) => cell(text, false)) })),
    ],
  });
}

function blockElements(block: DocumentBlock, nextList: () => number): (Paragraph | Table)[] {
  switch (block.kind) {
    case "heading":
      return [
        new Paragraph({
          heading: block.level === 2 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
          children: [new TextRun({ text: docxSafe(block.text) })],
        }),
      ];
    case "paragraph":
      return [new Paragraph({ children: children(block.content), spacing: { after: 120 } })];
    case "list": {
      const instance = block.ordered ? nextList() : 0;
      return block.items.map(
        (item) =>
          new Paragraph({
            children: children(item),
            ...(block.ordered
              ? { numbering: { reference: NUMBERED, level: 0, instance } }
              : { bullet: { level: 0 } }),
            spacing: { after: 60 },
          }),
      );
    }
    case "table":
      return [table(block.header, block.rows), new Paragraph({ children: [] })];
    case "note":
      return [
        new Paragraph({
          children: children([{ text: `${block.label}:`, bold: true }, { text: ` ${block.text}` }]),
          border: { left: { style: BorderStyle.SINGLE, size: 18, color: "D97706", space: 8 } },
          indent: { left: 160 },
          spacing: { before: 120, after: 120 },
        }),
      ];
    case "rule":
      return [new Paragraph({ children: [], border: { bottom: BORDER } })];
  }
}

/** The document as a .docx file. */
export async function renderDocx(model: DocumentModel): Promise<Blob> {
  let lists = 0;
  const nextList = () => ++lists;
  const body: (Paragraph | Table)[] = [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      children: [new TextRun({ text: docxSafe(model.title) })],
    }),
    ...model.meta.map(
      (meta) =>
        new Paragraph({
          children: children([{ text: `${meta.label}:`, bold: true }, { text: ` ${meta.value}` }]),
        }),
    ),
    ...model.blocks.flatMap((block) => blockElements(block, nextList)),
  ];
  const document = new Document({
    title: docxSafe(model.title),
    creator: "Ninefold",
    styles: {
      default: { document: { run: { font: "Calibri", size: 22 } } },
      paragraphStyles: [
        {
          id: "Title",
          name: "Title",
          basedOn: "Normal",
          next: "Normal",
          run: { size: 40, bold: true, color: INDIGO },
          paragraph: { spacing: { after: 200 } },
        },
        {
          id: "Heading1",
          name: "Heading 1",
          basedOn: "Normal",
          next: "Normal",
          quickFormat: true,
          run: { size: 30, bold: true, color: INDIGO },
          paragraph: { spacing: { before: 280, after: 120 }, keepNext: true },
        },
        {
          id: "Heading2",
          name: "Heading 2",
          basedOn: "Normal",
          next: "Normal",
          quickFormat: true,
          run: { size: 24, bold: true },
          paragraph: { spacing: { before: 200, after: 80 }, keepNext: true },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: NUMBERED,
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: "%1.",
              alignment: AlignmentType.START,
              style: { paragraph: { indent: { left: 720, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    size: 18,
                    color: "64748B",
                    children: ["Page ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES],
                  }),
                ],
              }),
            ],
          }),
        },
        children: body,
      },
    ],
  });
  return Packer.toBlob(document);
}
