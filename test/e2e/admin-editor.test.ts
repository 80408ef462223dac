import assert from 'node:assert/strict';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { type ClientManifest, staticChunks } from '../../src/server/features/pages/client-manifest.ts';
import type { AdminArticle } from '../../src/shared/article.ts';
import { ADMIN, adminJsonHeaders, openPage, type Site, startSite } from '../helpers/e2e.ts';
import { cameraJpeg } from '../helpers/images.ts';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const contentBox = (page: Page) => page.getByRole('textbox', { name: 'Content', exact: true });

/** A release as Word puts it on the clipboard: Office namespaces, mso styles, class soup, comments, list paragraphs. */
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {mso-style-parent:""; margin:0cm;} --></style></head>
<body lang=EN-CA style='tab-interval:36.0pt'><!--StartFragment-->
<h1 class=MsoTitle style='mso-outline-level:1'><span lang=EN-US style='mso-ansi-language:EN-US'>Drill Results at Copper Keg<o:p></o:p></span></h1>
<p class=MsoNormal style='mso-margin-top-alt:auto'><b style='mso-bidi-font-weight:normal'>Vancouver</b> – District Copper reports <i>assays</i> from the
<a href="https://www.sedarplus.ca/" class=MsoHyperlink style='mso-bidi-font-family:Calibri'>2025 program</a>.<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Hole DC-25-01<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Hole DC-25-02<o:p></o:p></p>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;mso-yfti-tbllook:1184'>
<tr style='mso-yfti-irow:0'><td width=120 valign=top style='width:90pt;mso-border-alt:solid windowtext .5pt'><p class=MsoNormal><b>Hole<o:p></o:p></b></p></td>
<td width=120 valign=top style='width:90pt'><p class=MsoNormal><b>Cu (%)<o:p></o:p></b></p></td></tr>
<tr style='mso-yfti-irow:1'><td style='width:90pt'><p class=MsoNormal>DC-25-01<o:p></o:p></p></td><td><p class=MsoNormal>1.42<o:p></o:p></p></td></tr>
</table>
<!--EndFragment--></body></html>`;

/**
 * A release copied from a newswire page (Newsfile, GlobeNewswire): wrapper divs with classes and inline
 * styles, emphasis as styled spans, a styled table, tracking links and pixels, a script, a figure on their host.
 */
const NEWSWIRE_HTML = `<div class="nf-release" style="font-family:Arial,sans-serif;font-size:14px">
<div id="release-body" class="gnw_body" data-release-id="8812">
<p style="margin:0 0 12px" class="nf-dateline"><span style="font-weight:bold">VANCOUVER, BC / May 6, 2025 /</span> District Copper Corp. (<a href="https://www.newsfilecorp.com/company/8812" class="ticker" style="color:#0054a6" onclick="nfTrack('ticker')">TSXV: DCOP</a>) reports <span style="font-style:italic">assay results</span> from Copper Keg.</p>
<h2 class="gnw_subhead" style="font-size:18px;color:#333">Highlights</h2>
<ul class="gnw_list" style="list-style-type:disc"><li style="margin-bottom:4px"><span class="gnw_text">DC-25-01: 1.42% Cu over 40 m</span></li><li style="margin-bottom:4px">DC-25-02: 0.87% Cu</li></ul>
<table class="gnw_table" style="border-collapse:collapse;width:100%" border="1" cellpadding="4"><tbody>
<tr style="background-color:#e8e8e8"><td class="gnw_label" style="width:50%"><span style="font-size:12px">Hole</span></td><td style="text-align:right">Cu (%)</td></tr>
<tr><td style="padding:4px" class="gnw_data">DC-25-01</td><td style="text-align:right" class="gnw_num">1.42</td></tr>
</tbody></table>
<p style="text-align:center"><img src="https://images.newsfilecorp.com/files/8812/figure-1.jpg" alt="Figure 1" width="600" style="max-width:100%"></p>
<script type="text/javascript">window.nfTrack('view', 8812);</script>
<p class="nf-contact">Contact: <a href="https://districtcopper.com/contact" target="_blank" rel="noopener" onclick="return nfOut(this)" data-track="outbound">Investor Relations</a></p>
<img src="https://www.newsfilecorp.com/newsinfo/pixel/8812.gif" width="1" height="1" style="display:none">
</div></div>`;

/** The module the admin loads lazily for the Content field, with TipTap and ProseMirror. */
const EDITOR_MODULE = 'src/admin/editor/rich-text-editor.tsx';

/**
 * The script files a browser fetches because the editor opened: the editor's chunk and its imports, less those
 * the admin page had already loaded. Were a public module to share editor code, that code would be in a chunk
 * listed here, and the public page would fetch it.
 */
function editorChunks(): string[] {
  // The admin is built on its own (vite.config.ts), with its own manifest.
  const manifest = JSON.parse(readFileSync(join(process.env.BUILD_DIR ?? 'dist', 'client', '.vite', 'admin-manifest.json'), 'utf8')) as ClientManifest;
  const admin = new Set(staticChunks(manifest, ['admin.html', 'src/admin/articles/dashboard-page.tsx']).map((chunk) => chunk.file));
  const files = staticChunks(manifest, [EDITOR_MODULE]).map((chunk) => `/${chunk.file}`);
  assert.ok(files.length > 0, `${EDITOR_MODULE} is a chunk of its own`);
  return files.filter((file) => !admin.has(file.slice(1)));
}

/** Records the path of every script the page fetches or is told to preload or prefetch. */
function recordScripts(page: Page): { scripts: Set<string>; linked: () => Promise<void> } {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' || pathname.endsWith('.js')) scripts.add(pathname);
  });
  const linked = async () => {
    const hrefs = await page.$$eval('link[rel="modulepreload"], link[rel="prefetch"], script[src]', (elements) =>
      elements.map((element) => (element as HTMLLinkElement).href || (element as HTMLScriptElement).src),
    );
    for (const href of hrefs) scripts.add(new URL(href).pathname);
  };
  return { scripts, linked };
}

type EditorElement = HTMLElement & {
  editor?: { state: { selection: { from: number; to: number; $from: { parent: { textContent: string } } }; doc: { textBetween(a: number, b: number): string } } };
};

/**
 * The browser reports a selection made with keys or the mouse to ProseMirror in a later task (selectionchange);
 * a loaded machine can deliver the next key press or click first, so wait until the editor (TipTap keeps it on
 * its element) has it: `text` is the selected text, `block` the text of the block the selection starts in.
 */
async function waitForSelection(editor: Locator, wanted: { text?: string; block?: string }) {
  await editor.evaluate(
    (element: EditorElement, { text, block }) =>
      new Promise<void>((resolve) => {
        const check = () => {
          const state = element.editor?.state;
          const selection = state?.selection;
          if (
            state &&
            selection &&
            (text === undefined || state.doc.textBetween(selection.from, selection.to) === text) &&
            (block === undefined || selection.$from.parent.textContent === block)
          ) {
            resolve();
          } else {
            setTimeout(check, 20);
          }
        };
        check();
      }),
    wanted,
  );
}

/** A table as rows of `th:text` and `td:text` cells. */
const rowsOf = (table: HTMLTableElement) => [...table.rows].map((row) => [...row.cells].map((cell) => `${cell.localName}:${cell.textContent}`));

/** The same for a table in stored content. */
const storedRows = (html: string) =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/gs)].map(([, row]) =>
    [...row!.matchAll(/<(t[hd])\b[^>]*>(.*?)<\/\1>/gs)].map(([, cell, inner]) => `${cell}:${inner!.replace(/<[^>]*>/g, '')}`),
  );

async function pasteHtml(page: Page, html: string, text: string) {
  await contentBox(page).evaluate(
    (editor, { html, text }) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', text);
      editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { html, text },
  );
}

async function openAdmin(t: TestContext, site: Site, beforeLoad?: (page: Page) => Promise<void>) {
  const opened = await openPage(t, site, '/admin', beforeLoad ? { beforeLoad } : {});
  const { page } = opened;
  await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('toolbar', { name: 'Formatting' }).waitFor();
  return opened;
}

async function fillArticle(page: Page, title: string) {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Date', { exact: true }).fill('2025-05-06');
  await page.getByLabel('Description', { exact: true }).fill(`About ${title}.`);
}

/**
 * Publishes the form. These tests are about the editor, not the pre-publish checks: a text the checks stop
 * (technical disclosure while the Qualified Person is unconfirmed) is published with an override reason.
 */
async function publish(page: Page, title: string) {
  await page.getByRole('switch', { name: 'Publish Now' }).click();
  await page.getByRole('button', { name: 'Create Article' }).click();
  const created = toasts(page).getByText('Article created successfully');
  const reason = page.getByLabel('Reason for publishing despite the errors', { exact: true });
  await created.or(reason).first().waitFor();
  if (await reason.isVisible()) {
    await reason.fill('Editor test: the disclosure was reviewed.');
    await page.getByRole('dialog', { name: 'Before this save' }).getByRole('button', { name: 'Save', exact: true }).click();
  }
  await created.waitFor();
  await page.getByRole('heading', { level: 3, name: title, exact: true }).waitFor();
}

async function stored(site: Site, slug: string): Promise<AdminArticle> {
  const response = await fetch(`${site.url}/api/admin/articles`, { headers: await adminJsonHeaders(site) });
  const article = ((await response.json()) as AdminArticle[]).find((a) => a.slug === slug);
  assert.ok(article, `article ${slug} stored`);
  return article;
}

test('article editor and image uploads', async (t) => {
  const site = await startSite(t);

  await t.test('bold text, a list and a 3 by 3 table are stored as HTML and shown on the article page', async (t) => {
    const { page, errors } = await openAdmin(t, site);
    await fillArticle(page, 'Copper Keg Assays');
    await contentBox(page).click();
    await page.keyboard.type('Drilling intersected ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('2.1% copper');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' over 40 metres.');
    await page.keyboard.press('Control+z');
    assert.ok(!(await contentBox(page).textContent())!.includes('over 40 metres'), 'Ctrl+Z undoes the typing');
    await page.keyboard.press('Control+Shift+z');
    assert.ok((await contentBox(page).textContent())!.includes('over 40 metres'), 'Ctrl+Shift+Z redoes it');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list', exact: true }).click();
    assert.equal(await page.getByRole('button', { name: 'Bulleted list', exact: true }).getAttribute('aria-pressed'), 'true');
    await page.keyboard.type('Hole DC-25-01');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Hole DC-25-02');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    const cells = ['Hole', 'From (m)', 'Cu (%)', 'DC-25-01', '12.0', '2.10', 'DC-25-02', '48.5', '0.87'];
    for (const [index, cell] of cells.entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      await page.keyboard.type(cell);
    }
    await page.getByRole('toolbar', { name: 'Table' }).waitFor();
    await publish(page, 'Copper Keg Assays');

    const { content } = await stored(site, 'copper-keg-assays');
    assert.match(content, /<strong>2\.1% copper<\/strong>/);
    assert.match(content, /<ul><li><p>Hole DC-25-01<\/p><\/li><li><p>Hole DC-25-02<\/p><\/li><\/ul>/);
    assert.match(content, /<table>/);
    assert.equal(content.match(/<th\b/g)?.length, 3, 'a header row of three');
    assert.equal(content.match(/<td\b/g)?.length, 6, 'two rows of three');
    assert.ok(!/style=|colgroup/.test(content), content);

    const visitor = await page.context().newPage();
    await visitor.goto(`${site.url}/articles/copper-keg-assays`);
    const body = visitor.getByTestId('article-body');
    assert.equal(await body.locator('strong').textContent(), '2.1% copper');
    assert.deepEqual(await body.locator('ul > li').allTextContents(), ['Hole DC-25-01', 'Hole DC-25-02']);
    assert.deepEqual(await body.locator('table th').allTextContents(), ['Hole', 'From (m)', 'Cu (%)']);
    assert.equal(await body.locator('table td').count(), 6);
    assert.deepEqual(errors, []);
  });

  await t.test('a paste from Word keeps its structure and none of its junk', async (t) => {
    const { page, errors } = await openAdmin(t, site);
    await fillArticle(page, 'Pasted From Word');
    await contentBox(page).click();
    await pasteHtml(page, WORD_HTML, 'Drill Results at Copper Keg');
    await contentBox(page).locator('table').waitFor();
    await publish(page, 'Pasted From Word');

    const { content } = await stored(site, 'pasted-from-word');
    for (const junk of ['mso-', 'o:p', 'Mso', 'class=', 'style=', '<!--', 'lang=', '<span', 'supportLists', 'width=', 'Times New Roman']) {
      assert.ok(!content.includes(junk), `no ${junk} in ${content}`);
    }
    assert.match(content, /<h2>Drill Results at Copper Keg<\/h2>/);
    assert.match(content, /<strong>Vancouver<\/strong>/);
    assert.match(content, /<em>assays<\/em>/);
    assert.match(content, /<a href="https:\/\/www\.sedarplus\.ca\/"[^>]*>2025 program<\/a>/);
    assert.match(content, /<ol><li><p>Hole DC-25-01<\/p><\/li><li><p>Hole DC-25-02<\/p><\/li><\/ol>/);
    assert.match(content, /<table>.*<strong>Cu \(%\)<\/strong>.*1\.42.*<\/table>/s);
    assert.deepEqual(errors, []);
  });

  await t.test('Word bullets (with their Symbol glyph, attributes wrapped) and newswire bullets become list items, never double bullets', async (t) => {
    const { page, errors } = await openAdmin(t, site);
    await fillArticle(page, 'Pasted Bullets');
    await contentBox(page).click();
    const word = (text: string) =>
      `<p class=MsoListParagraphCxSpMiddle style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:\r\nIgnore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>${text}<o:p></o:p></p>`;
    const html = `<html><body><!--StartFragment-->${word('Qualified Person review complete')}${word('Assays pending')}<p>Highlights:</p><p>•&nbsp;0.62% Cu over 148 m</p><p>· 1.1 g/t Au over 12 m</p><!--EndFragment--></body></html>`;
    await pasteHtml(page, html, 'Qualified Person review complete');
    await contentBox(page).locator('ul').nth(1).waitFor();
    assert.deepEqual(await contentBox(page).locator('ul > li').allTextContents(), [
      'Qualified Person review complete',
      'Assays pending',
      '0.62% Cu over 148 m',
      '1.1 g/t Au over 12 m',
    ]);
    await publish(page, 'Pasted Bullets');
    const { content } = await stored(site, 'pasted-bullets');
    assert.ok(!/[•·]/.test(content), `no glyph left in ${content}`);
    assert.deepEqual(errors, []);
  });

  await t.test('a table pasted from Excel keeps its rows, columns and numbers and none of its styles', async (t) => {
    const { page, errors } = await openAdmin(t, site);
    await fillArticle(page, 'Pasted From Excel');
    await contentBox(page).click();
    const cell = (text: string, extra = '') => `<td height=20 class=xl65 ${extra} style='height:15.0pt;mso-number-format:"0\\.00"'>${text}</td>`;
    const excel =
      `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel"><head><meta name=Generator content="Microsoft Excel 15"><style><!--table {mso-displayed-decimal-separator:"\\.";} .xl65 {mso-number-format:"0\\.00";}--></style></head><body link="#0563C1">` +
      `<table border=0 cellpadding=0 cellspacing=0 width=192 style='border-collapse:collapse;width:144pt'><!--StartFragment--><col width=64 span=3 style='width:48pt'>` +
      `<tr height=20>${cell('Hole')}${cell('From (m)')}${cell('Cu (%)')}</tr>` +
      `<tr height=20>${cell('DC-25-04')}${cell('12.0', 'align=right x:num')}${cell('0.62', 'align=right x:num="0.6234"')}</tr>` +
      `<tr height=20>${cell('DC-25-05')}${cell('48.5', 'align=right x:num')}${cell('1.10', 'align=right x:num="1.1"')}</tr>` +
      `<!--EndFragment--></table></body></html>`;
    await pasteHtml(page, excel, 'Hole\tFrom (m)\tCu (%)');
    await contentBox(page).locator('table').waitFor();
    await publish(page, 'Pasted From Excel');
    const { content } = await stored(site, 'pasted-from-excel');
    assert.deepEqual(storedRows(content).map((row) => row.map((c) => c.slice(3))), [
      ['Hole', 'From (m)', 'Cu (%)'],
      ['DC-25-04', '12.0', '0.62'],
      ['DC-25-05', '48.5', '1.10'],
    ]);
    for (const junk of ['mso-', 'style=', 'class=', 'x:num', 'width=', '<col']) assert.ok(!content.includes(junk), `no ${junk} in ${content}`);
    assert.deepEqual(errors, []);
  });

  await t.test('a table pasted from Google Sheets keeps its rows, columns and numbers and none of its styles', async (t) => {
    const { page, errors } = await openAdmin(t, site);
    await fillArticle(page, 'Pasted From Sheets');
    await contentBox(page).click();
    // Google Sheets styles every cell inline and says its typed value (and a number's format) in data attributes.
    const cell = (shown: string, sheetsValue: object, style: string, attributes = '') =>
      `<td style="overflow:hidden;padding:2px 3px 2px 3px;vertical-align:bottom;${style}" data-sheets-value="${JSON.stringify(sheetsValue).replace(/"/g, '&quot;')}"${attributes}>${shown}</td>`;
    const label = (shown: string) => cell(shown, { 1: 2, 2: shown }, 'font-weight:bold;');
    const number = (shown: string, exact: number) =>
      cell(shown, { 1: 3, 3: exact }, 'text-align:right;', ' data-sheets-numberformat="{&quot;1&quot;:2,&quot;2&quot;:&quot;0.00&quot;}"');
    const sheets =
      '<meta charset="utf-8"><google-sheets-html-origin><style type="text/css"><!--td {border: 1px solid #cccccc;}br {mso-data-placement:same-cell;}--></style>' +
      '<table xmlns="http://www.w3.org/1999/xhtml" cellspacing="0" cellpadding="0" dir="ltr" border="1" style="table-layout:fixed;font-size:10pt;font-family:Arial;width:0px;border-collapse:collapse;border:none" data-sheets-root="1">' +
      '<colgroup><col width="100"/><col width="80"/><col width="80"/></colgroup><tbody>' +
      `<tr style="height:21px;">${label('Hole')}${label('From (m)')}${label('Cu (%)')}</tr>` +
      `<tr style="height:21px;">${cell('DC-25-04', { 1: 2, 2: 'DC-25-04' }, '')}${number('12.0', 12)}${number('0.62', 0.6234)}</tr>` +
      `<tr style="height:21px;">${cell('DC-25-05', { 1: 2, 2: 'DC-25-05' }, '')}${number('48.5', 48.5)}${number('1.10', 1.1)}</tr>` +
      '</tbody></table></google-sheets-html-origin>';
    await pasteHtml(page, sheets, 'Hole\tFrom (m)\tCu (%)');
    await contentBox(page).locator('table').waitFor();
    await publish(page, 'Pasted From Sheets');
    const { content } = await stored(site, 'pasted-from-sheets');
    assert.deepEqual(storedRows(content).map((row) => row.map((c) => c.slice(3))), [
      ['Hole', 'From (m)', 'Cu (%)'],
      ['DC-25-04', '12.0', '0.62'],
      ['DC-25-05', '48.5', '1.10'],
    ]);
    for (const junk of ['style=', 'data-sheets', 'google-sheets', 'colgroup', '<col', 'dir=', 'border=', 'mso-']) assert.ok(!content.includes(junk), `no ${junk} in ${content}`);
    assert.deepEqual(errors, []);
  });

  await t.test('Tab in the last table cell leaves the table instead of adding a row', async (t) => {
    const { page, errors } = await openAdmin(t, site);
    await fillArticle(page, 'Tab Leaves Table');
    await contentBox(page).click();
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    for (let cell = 0; cell < 9; cell++) {
      if (cell > 0) await page.keyboard.press('Tab');
      await page.keyboard.type(`c${cell}`);
    }
    await page.keyboard.press('Tab');
    await page.keyboard.type('After the table.');
    assert.equal(await contentBox(page).locator('tr').count(), 3, 'still three rows');
    assert.equal(await contentBox(page).locator('table', { hasText: 'After the table.' }).count(), 0, 'typed outside the table');
    await publish(page, 'Tab Leaves Table');
    const { content } = await stored(site, 'tab-leaves-table');
    assert.equal(content.match(/<tr>/g)?.length, 3);
    assert.match(content, /<\/table><p>After the table\.<\/p>$/);
    assert.deepEqual(errors, []);
  });

  await t.test('a camera JPEG uploads upright without EXIF and becomes the featured and an inline image', async (t) => {
    const { page, errors } = await openAdmin(t, site);
    await fillArticle(page, 'Core Shed Photo');
    const photo = { name: 'core-shed.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg() };

    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload', exact: true }).click()]);
    await chooser.setFiles(photo);
    const featured = page.getByLabel('Featured Image URL', { exact: true });
    await page.waitForFunction(() => /^\/media\/.+\.webp$/.test((document.getElementById('create-featuredImage') as HTMLInputElement).value));
    const url = await featured.inputValue();
    const thumbnail = page.getByRole('img', { name: 'Featured image preview' });
    await thumbnail.waitFor();
    await page.waitForFunction(() => (document.querySelector('img[alt="Featured image preview"]') as HTMLImageElement).naturalWidth > 0);

    const served = await fetch(site.url + url);
    assert.equal(served.headers.get('content-type'), 'image/webp');
    assert.equal(served.headers.get('cache-control'), 'public, max-age=3600, s-maxage=300');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    assert.equal(metadata.format, 'webp');
    assert.deepEqual({ width: metadata.width, height: metadata.height }, { width: 400, height: 600 }, 'turned upright');
    assert.equal(metadata.exif, undefined, 'EXIF and its GPS position are gone');

    await contentBox(page).click();
    await page.keyboard.type('The core shed at Copper Keg.');
    const [inline] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Image', exact: true }).click()]);
    await inline.setFiles(photo);
    // The file name is never the description: the editor asks for one before inserting.
    const ask = page.getByRole('group', { name: 'Insert image' });
    assert.equal(await ask.getByLabel('Image description (alt text)').inputValue(), '');
    await ask.getByRole('button', { name: 'Insert image' }).click();
    await ask.getByRole('alert').getByText('Describe the image for readers who cannot see it').waitFor();
    assert.equal(await contentBox(page).locator('img').count(), 0, 'nothing inserted without a description');
    await ask.getByLabel('Image description (alt text)').fill('Core trays from hole DC-25-04 in the core shed');
    await ask.getByLabel('Caption (optional)').fill('Core shed, Copper Keg camp');
    await ask.getByRole('button', { name: 'Insert image' }).click();
    await contentBox(page).locator('img[src^="/media/"]').waitFor();
    await publish(page, 'Core Shed Photo');
    const { content } = await stored(site, 'core-shed-photo');
    assert.match(content, /<img src="\/media\/[0-9a-f-]{36}\.webp" alt="Core trays from hole DC-25-04 in the core shed"/);
    assert.match(content, /<p><em>Core shed, Copper Keg camp<\/em><\/p>/);

    const visitor = await page.context().newPage();
    await visitor.goto(`${site.url}/articles/core-shed-photo`);
    const hero = visitor.locator(`img[src="${url}"]`).first();
    await hero.waitFor();
    assert.equal(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), 400);
    assert.equal(await visitor.locator('meta[property="og:image"]').getAttribute('content'), site.url + url);
    assert.equal(await visitor.getByTestId('article-body').locator('img[src^="/media/"]').count(), 1);
    assert.deepEqual(errors, []);
  });

  await t.test('a markdown article opens as rich text and loses nothing; links and the HTML view work from the keyboard', async (t) => {
    const markdown = 'Assays **confirm** the zone.\n\n- DC-25-01\n- DC-25-02\n\n| Hole | Cu (%) |\n| --- | --- |\n| DC-25-01 | 1.42 |';
    const created = await fetch(`${site.url}/api/admin/articles`, {
      method: 'POST',
      headers: await adminJsonHeaders(site),
      body: JSON.stringify({
        title: 'Markdown Release',
        slug: 'markdown-release',
        category: 'Company News',
        source: 'Newsfile Corp.',
        date: '2025-02-03',
        description: 'Written in markdown.',
        content: markdown,
        published: false,
        includeDisclaimer: true,
      }),
    });
    assert.equal(created.status, 201);

    const { page, errors } = await openAdmin(t, site);
    await page.getByRole('button', { name: 'Edit Markdown Release' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });
    const editor = dialog.getByRole('textbox', { name: 'Content', exact: true });
    await editor.locator('table').waitFor();
    assert.equal(await editor.locator('strong').textContent(), 'confirm');
    assert.deepEqual(await editor.locator('li').allTextContents(), ['DC-25-01', 'DC-25-02']);
    assert.deepEqual(await editor.locator('th').allTextContents(), ['Hole', 'Cu (%)']);

    await editor.locator('p').first().click();
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+Control+ArrowRight');
    await waitForSelection(editor, { text: 'Assays' });
    await page.keyboard.press('Control+k');
    const address = dialog.getByLabel('Link address', { exact: true });
    await address.waitFor();
    await address.fill('https://www.sedarplus.ca/');
    await page.keyboard.press('Enter');
    await editor.locator('a[href="https://www.sedarplus.ca/"]').waitFor();

    await dialog.getByRole('button', { name: 'HTML', exact: true }).click();
    const source = dialog.getByRole('textbox', { name: 'Content HTML source', exact: true });
    const html = await source.inputValue();
    assert.match(html, /<a [^>]*href="https:\/\/www\.sedarplus\.ca\/"[^>]*>Assays<\/a>/);
    await source.fill(html.replace('the zone.', 'the <em>main</em> zone.'));
    await dialog.getByRole('button', { name: 'HTML', exact: true }).click();
    await editor.locator('em').waitFor();

    await dialog.getByRole('button', { name: 'Update Article' }).click();
    await toasts(page).getByText('Article updated successfully').waitFor();
    const { content } = await stored(site, 'markdown-release');
    assert.match(content, /<a href="https:\/\/www\.sedarplus\.ca\/"[^>]*>Assays<\/a> <strong>confirm<\/strong> the <em>main<\/em> zone\./);
    assert.match(content, /<li><p>DC-25-01<\/p><\/li><li><p>DC-25-02<\/p><\/li>/);
    assert.match(content, /<th><p>Hole<\/p><\/th>.*<td><p>1\.42<\/p><\/td>/s);
    assert.deepEqual(errors, []);
  });

  await t.test('Ctrl+B and Ctrl+I format the selected words and Ctrl+Z undoes the last of them', async (t) => {
    const { page, errors } = await openAdmin(t, site);
    await fillArticle(page, 'Keyboard Formatting');
    const editor = contentBox(page);
    await editor.click();
    await page.keyboard.type('Assays confirm the zone');
    await page.keyboard.press('Home');
    for (let i = 0; i < 'Assays'.length; i++) await page.keyboard.press('Shift+ArrowRight');
    await waitForSelection(editor, { text: 'Assays' });
    await page.keyboard.press('Control+b');
    assert.deepEqual(await editor.locator('strong').allTextContents(), ['Assays']);

    await page.keyboard.press('End');
    for (let i = 0; i < 'zone'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await waitForSelection(editor, { text: 'zone' });
    await page.keyboard.press('Control+i');
    assert.deepEqual(await editor.locator('em').allTextContents(), ['zone']);

    await page.keyboard.press('Control+z');
    assert.equal(await editor.locator('em').count(), 0, 'Ctrl+Z removes the italic');
    assert.deepEqual(await editor.locator('strong').allTextContents(), ['Assays'], 'and only the italic');
    await publish(page, 'Keyboard Formatting');
    assert.equal((await stored(site, 'keyboard-formatting')).content, '<p><strong>Assays</strong> confirm the zone</p>');
    assert.deepEqual(errors, []);
  });

  await t.test('the table bar adds and removes rows and columns and toggles the header row, and the table is saved so', async (t) => {
    const { page, errors } = await openAdmin(t, site);
    await fillArticle(page, 'Table Tools');
    const editor = contentBox(page);
    const tableBar = page.getByRole('toolbar', { name: 'Table' });
    const tableTool = (name: string) => tableBar.getByRole('button', { name, exact: true });
    const rows = () => editor.locator('table').evaluate(rowsOf);
    /** Puts the cursor in the cell with this text, as a click does. */
    const cellClick = async (text: string) => {
      await editor.locator('td, th').filter({ hasText: text }).click();
      await waitForSelection(editor, { block: text });
    };

    await editor.click();
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    for (const [index, cell] of ['Hole', 'Cu (%)', 'Au (g/t)', 'DC-1', '1.42', '0.30', 'DC-2', '0.87', '0.12'].entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      await page.keyboard.type(cell);
    }
    assert.deepEqual(await rows(), [
      ['th:Hole', 'th:Cu (%)', 'th:Au (g/t)'],
      ['td:DC-1', 'td:1.42', 'td:0.30'],
      ['td:DC-2', 'td:0.87', 'td:0.12'],
    ]);

    await tableTool('Add row').click();
    await tableTool('Add column').click();
    assert.deepEqual(await rows(), [
      ['th:Hole', 'th:Cu (%)', 'th:Au (g/t)', 'th:'],
      ['td:DC-1', 'td:1.42', 'td:0.30', 'td:'],
      ['td:DC-2', 'td:0.87', 'td:0.12', 'td:'],
      ['td:', 'td:', 'td:', 'td:'],
    ]);

    await cellClick('DC-1');
    await tableTool('Remove row').click();
    await cellClick('Au (g/t)');
    await tableTool('Remove column').click();
    assert.deepEqual(await rows(), [
      ['th:Hole', 'th:Cu (%)', 'th:'],
      ['td:DC-2', 'td:0.87', 'td:'],
      ['td:', 'td:', 'td:'],
    ]);

    await tableTool('Header row').click();
    assert.deepEqual(await rows(), [
      ['td:Hole', 'td:Cu (%)', 'td:'],
      ['td:DC-2', 'td:0.87', 'td:'],
      ['td:', 'td:', 'td:'],
    ]);
    await tableTool('Header row').click();
    const final = [
      ['th:Hole', 'th:Cu (%)', 'th:'],
      ['td:DC-2', 'td:0.87', 'td:'],
      ['td:', 'td:', 'td:'],
    ];
    assert.deepEqual(await rows(), final);

    await publish(page, 'Table Tools');
    assert.deepEqual(storedRows((await stored(site, 'table-tools')).content), final);
    assert.deepEqual(errors, []);
  });

  await t.test('a paste from a newswire page keeps its text, lists, links and table and none of its markup, scripts or foreign images', async (t) => {
    const { page, errors } = await openAdmin(t, site);
    await fillArticle(page, 'Pasted From Newswire');
    const editor = contentBox(page);
    await editor.click();
    await pasteHtml(page, NEWSWIRE_HTML, 'VANCOUVER, BC / May 6, 2025 / District Copper Corp.');
    await editor.locator('table').waitFor();
    assert.equal(await editor.locator('img').count(), 0, 'images from the newswire host are not pasted');
    await publish(page, 'Pasted From Newswire');

    const { content } = await stored(site, 'pasted-from-newswire');
    for (const junk of ['style=', 'class=', 'onclick', 'data-', 'width=', 'border=', 'cellpadding', '<script', 'nfTrack', '<img', 'images.newsfilecorp.com', 'pixel', '<span', '<div']) {
      assert.ok(!content.includes(junk), `no ${junk} in ${content}`);
    }
    assert.match(
      content,
      /<p><strong>VANCOUVER, BC \/ May 6, 2025 \/<\/strong> District Copper Corp\. \(<a href="https:\/\/www\.newsfilecorp\.com\/company\/8812"[^>]*>TSXV: DCOP<\/a>\) reports <em>assay results<\/em> from Copper Keg\.<\/p>/,
    );
    assert.match(content, /<h2>Highlights<\/h2>/);
    assert.match(content, /<ul><li><p>DC-25-01: 1\.42% Cu over 40 m<\/p><\/li><li><p>DC-25-02: 0\.87% Cu<\/p><\/li><\/ul>/);
    assert.deepEqual(storedRows(content), [
      ['td:Hole', 'td:Cu (%)'],
      ['td:DC-25-01', 'td:1.42'],
    ]);
    assert.match(content, /<p>Contact: <a href="https:\/\/districtcopper\.com\/contact"[^>]*>Investor Relations<\/a><\/p>/);
    // Chromium reports the CSP's refusal of the two onclick attributes as soon as the cleaner parses the pasted
    // HTML (even in an inert document); nothing runs, and the attributes never reach the editor.
    assert.deepEqual(
      errors.filter((error) => !error.includes("Executing inline event handler violates the following Content Security Policy directive 'script-src 'self''")),
      [],
    );
  });

  await t.test("the editor's code loads in the admin's article form and on no public page", async (t) => {
    const editorFiles = editorChunks();
    const admin = { scripts: new Set<string>() };
    await openAdmin(t, site, async (page) => {
      admin.scripts = recordScripts(page).scripts;
    });
    for (const file of editorFiles) assert.ok(admin.scripts.has(file), `the article form loads ${file}`);

    const created = await fetch(`${site.url}/api/admin/articles`, {
      method: 'POST',
      headers: await adminJsonHeaders(site),
      body: JSON.stringify({
        title: 'Public Page Scripts',
        slug: 'public-page-scripts',
        category: 'Company News',
        source: 'Newsfile Corp.',
        date: '2025-02-04',
        description: 'An article with a table.',
        content: '<p>Results <strong>confirm</strong> the zone.</p><table><tbody><tr><th>Hole</th></tr><tr><td>DC-25-01</td></tr></tbody></table>',
        published: true,
        includeDisclaimer: true,
      }),
    });
    assert.equal(created.status, 201);

    for (const path of ['/', '/investors/media', '/articles/public-page-scripts']) {
      let recorded: ReturnType<typeof recordScripts> | undefined;
      const { page, errors } = await openPage(t, site, path, {
        beforeLoad: async (page) => {
          recorded = recordScripts(page);
        },
      });
      await page.waitForLoadState('load');
      await recorded!.linked();
      assert.ok(recorded!.scripts.size > 0, `${path} runs scripts`);
      for (const file of editorFiles) assert.ok(!recorded!.scripts.has(file), `${path} does not load ${file}`);
      assert.deepEqual(errors, []);
    }
  });
});
