import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
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

async function openAdmin(t: TestContext, site: Site, width = 1280) {
  const opened = await openPage(t, site, '/admin', { width });
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

async function publish(page: Page, title: string) {
  await page.getByRole('switch', { name: 'Publish Now' }).click();
  await page.getByRole('button', { name: 'Create Article' }).click();
  await toasts(page).getByText('Article created successfully').waitFor();
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
    await contentBox(page).evaluate((editor, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Drill Results at Copper Keg');
      editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, WORD_HTML);
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
    assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    assert.equal(metadata.format, 'webp');
    assert.deepEqual({ width: metadata.width, height: metadata.height }, { width: 400, height: 600 }, 'turned upright');
    assert.equal(metadata.exif, undefined, 'EXIF and its GPS position are gone');

    await contentBox(page).click();
    await page.keyboard.type('The core shed at Copper Keg.');
    const [inline] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Image', exact: true }).click()]);
    await inline.setFiles(photo);
    await contentBox(page).locator('img[src^="/media/"]').waitFor();
    await publish(page, 'Core Shed Photo');
    assert.match((await stored(site, 'core-shed-photo')).content, /<img src="\/media\/[0-9a-f-]{36}\.webp" alt="core shed"/);

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
        published: true,
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
    // The browser reports a keyboard selection to ProseMirror in a later task (selectionchange); a loaded
    // machine can deliver the next key press first, so wait until the editor (TipTap keeps it on its element) has it.
    await editor.evaluate(
      (element: HTMLElement & { editor?: { state: { selection: { from: number; to: number }; doc: { textBetween(a: number, b: number): string } } } }) =>
        new Promise<void>((resolve) => {
          const check = () => {
            const state = element.editor?.state;
            if (state && state.doc.textBetween(state.selection.from, state.selection.to) === 'Assays') resolve();
            else setTimeout(check, 20);
          };
          check();
        }),
    );
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
});
