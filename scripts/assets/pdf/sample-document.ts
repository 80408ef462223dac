/**
 * The common shape of every generated PDF: a branded first page that says plainly it is a sample
 * standing in for the filed document, then optional content pages. Dates are fixed so the bytes are
 * the same on every run.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { COMPANY_NAME, TICKER_TEXT } from '../../../src/shared/site.ts';

const NIGHT = rgb(14 / 255, 26 / 255, 36 / 255);
const COPPER = rgb(184 / 255, 98 / 255, 47 / 255);
const INK = rgb(20 / 255, 32 / 255, 43 / 255);
const MUTED = rgb(82 / 255, 96 / 255, 109 / 255);
const SAND = rgb(245 / 255, 241 / 255, 236 / 255);

export interface SamplePage {
  heading: string;
  paragraphs: string[];
}

export interface SampleDocument {
  title: string;
  /** Type of document, e.g. "Interim Financial Statements". */
  kind: string;
  /** Period or date line, e.g. "Three months ended January 31, 2023". */
  period: string;
  /** The honest statement on page 1. */
  notice: string;
  date: Date;
  pages?: SamplePage[];
  landscape?: boolean;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}

function paragraph(page: PDFPage, text: string, x: number, y: number, width: number, font: PDFFont, size: number, color = INK): number {
  let cursor = y;
  for (const line of wrap(text, font, size, width)) {
    page.drawText(line, { x, y: cursor, size, font, color });
    cursor -= size * 1.45;
  }
  return cursor;
}

function footer(page: PDFPage, fonts: Fonts, number: number, total: number): void {
  const { width } = page.getSize();
  page.drawLine({ start: { x: 56, y: 48 }, end: { x: width - 56, y: 48 }, thickness: 0.8, color: COPPER });
  page.drawText(`${COMPANY_NAME}  |  ${TICKER_TEXT}  |  Sample document`, { x: 56, y: 32, size: 8.5, font: fonts.regular, color: MUTED });
  const label = `Page ${number} of ${total}`;
  page.drawText(label, { x: width - 56 - fonts.regular.widthOfTextAtSize(label, 8.5), y: 32, size: 8.5, font: fonts.regular, color: MUTED });
}

function coverPage(doc: PDFDocument, spec: SampleDocument, fonts: Fonts): PDFPage {
  const page = doc.addPage(spec.landscape ? [792, 612] : [612, 792]);
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 0, y: height - 150, width, height: 150, color: NIGHT });
  page.drawRectangle({ x: 0, y: height - 156, width, height: 6, color: COPPER });
  page.drawText(COMPANY_NAME.toUpperCase(), { x: 56, y: height - 80, size: 20, font: fonts.bold, color: rgb(1, 1, 1) });
  page.drawText(TICKER_TEXT, { x: 56, y: height - 106, size: 12, font: fonts.bold, color: rgb(233 / 255, 162 / 255, 110 / 255) });
  let y = height - 220;
  page.drawText(spec.kind.toUpperCase(), { x: 56, y, size: 11, font: fonts.bold, color: COPPER });
  y -= 34;
  for (const line of wrap(spec.title, fonts.bold, 26, width - 112)) {
    page.drawText(line, { x: 56, y, size: 26, font: fonts.bold, color: INK });
    y -= 32;
  }
  page.drawText(spec.period, { x: 56, y: y - 4, size: 13, font: fonts.regular, color: MUTED });
  y -= 70;
  const box = wrap(spec.notice, fonts.bold, 12, width - 152);
  const boxHeight = box.length * 17 + 36;
  page.drawRectangle({ x: 56, y: y - boxHeight + 18, width: width - 112, height: boxHeight, color: SAND, borderColor: COPPER, borderWidth: 1.5 });
  box.forEach((line, i) => {
    page.drawText(line, { x: 76, y: y - 4 - i * 17, size: 12, font: fonts.bold, color: INK });
  });
  paragraph(
    page,
    // The name ends in its own period: a sentence ending on it would read "Corp..".
    `The filed document is available on SEDAR+ (www.sedarplus.ca) under ${COMPANY_NAME}'s issuer profile. Rely only on the filed version.`,
    56,
    y - boxHeight - 10,
    width - 112,
    fonts.regular,
    11,
    MUTED,
  );
  return page;
}

export async function buildSampleDocument(spec: SampleDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  // Untagged still (pdf-lib writes no structure tree), but a reader knows the language and shows the title.
  doc.setTitle(`${spec.title} (sample)`, { showInWindowTitleBar: true });
  doc.setLanguage('en-CA');
  doc.setAuthor(COMPANY_NAME);
  doc.setSubject(`${spec.kind}, ${spec.period}`);
  doc.setProducer('District Copper asset generator (pdf-lib)');
  doc.setCreator('scripts/generate-assets.ts');
  doc.setCreationDate(spec.date);
  doc.setModificationDate(spec.date);
  const pages = [coverPage(doc, spec, fonts)];
  for (const content of spec.pages ?? []) {
    const page = doc.addPage(spec.landscape ? [792, 612] : [612, 792]);
    const { width, height } = page.getSize();
    page.drawRectangle({ x: 0, y: height - 8, width, height: 8, color: COPPER });
    page.drawText(content.heading, { x: 56, y: height - 80, size: 20, font: fonts.bold, color: INK });
    let y = height - 120;
    for (const text of content.paragraphs) y = paragraph(page, text, 56, y, width - 112, fonts.regular, 12) - 10;
    pages.push(page);
  }
  pages.forEach((page, i) => {
    footer(page, fonts, i + 1, pages.length);
  });
  return doc.save({ useObjectStreams: false });
}
