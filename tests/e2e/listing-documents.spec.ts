import { test, expect, type Locator, type Page } from '@playwright/test';
import { logInAsAdmin } from './support/admin-login';
import { logInAs, logOut } from './support/client';
import { waitForServiceWorkerControl } from './support/service-worker';
import { FIRST_SYNC } from './support/timing';
import { dismissToasts } from './support/toasts';
import { backendDoc, boatOfOwn } from './support/backend';

// The service worker is on for these tests (documents kept for offline); the suite blocks it elsewhere
// (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// A listing's documents, end to end on the production path (Firestore, the functions' public copy, Storage): the
// broker adds a public brochure and a private survey on the listing's admin page, a file that is not a PDF is refused
// and nothing is written; buyers see only the brochure on the boat's page; the boat's owner (Kevin Rolle) sees and
// opens both in the client portal. Each test has its own copy of Kevin's Bertram (the backend is shared).

const BASE_ID = 'boat-bertram-35-2022';
const STORED = /^http:\/\/127\.0\.0\.1:9199\/v0\/b\/[^/]+\/o\/boats%2F/;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A small, well-formed PDF (one empty page) whose bytes start with '%PDF-'. */
function pdf(name: string, note: string) {
  const text = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    `% ${note}`,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text) };
}

/** The first bytes of what a document link serves, fetched by the page (through its service worker). */
async function startOf(page: Page, link: Locator): Promise<string> {
  const href = await link.getAttribute('href');
  expect(href, 'the document has an address').toBeTruthy();
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    if (!response.ok) return `HTTP ${response.status}`;
    return (await response.text()).slice(0, 5);
  }, href!);
}

type StoredDocument = { title: string; visibility: string; url: string };
/** A boat's documents as a collection of the server holds them (`boats`: every one; `listings`: the public copy). */
async function serverDocuments(collection: 'boats' | 'listings', id: string): Promise<StoredDocument[]> {
  return ((await backendDoc(collection, id))?.documents ?? []) as StoredDocument[];
}

/** Nothing sticks out sideways: the page is as wide as the screen. */
async function fitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The page fits a phone and, turned into a desktop window, a desktop too; the phone again after. */
async function fitsPhoneAndDesktop(page: Page) {
  await fitsTheScreen(page, PHONE.width);
  await page.setViewportSize(DESKTOP);
  await fitsTheScreen(page, DESKTOP.width);
  await page.setViewportSize(PHONE);
}

// On the broker's phone (each page checked at a desktop's width too, where the layout differs).
test('a public brochure and a private survey; buyers see the brochure, the owner both; a non-PDF is refused', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const model = `35 Docs${Date.now().toString(36)}`;
  const boatId = await boatOfOwn(BASE_ID, { model });
  const title = `2022 Bertram ${model}`;
  await page.setViewportSize(PHONE);
  await logInAsAdmin(page, `/admin/listings/${boatId}`);
  const documents = page.getByTestId('listing-documents');
  await expect(documents.getByRole('heading', { name: 'Documents', exact: true })).toBeVisible(FIRST_SYNC);
  await expect(documents.getByTestId('document-count')).toHaveText('0 / 10 documents');
  const form = documents.getByRole('form', { name: 'Add a document' });
  const fileInput = form.getByLabel('PDF file');
  const add = form.getByRole('button', { name: 'Add document' });

  // A text file, even with a title and a kind, is refused by its bytes: the form says why and nothing is written.
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Engine notes') });
  await expect(form.getByLabel('Title')).toHaveValue('notes.txt');
  await form.getByLabel('Kind').selectOption('other');
  await add.click();
  await expect(form.getByText('“notes.txt” is not a PDF. Only PDF files can be added.')).toBeVisible();
  await expect(documents.getByTestId('admin-document')).toHaveCount(0);
  await expect(documents.getByTestId('document-count')).toHaveText('0 / 10 documents');
  await dismissToasts(page);

  // The brochure, public: the title comes from the file name, the admin picks the kind and who may see it.
  await form.getByLabel('Title').fill('');
  await fileInput.setInputFiles(pdf('Bertram_35_brochure.pdf', 'brochure'));
  await expect(form.getByLabel('Title')).toHaveValue('Bertram 35 brochure');
  await form.getByLabel('Kind').selectOption('brochure');
  await form.getByLabel('Who may see it').selectOption('public');
  await add.click();
  await expect(documents.getByTestId('admin-document')).toHaveCount(1);
  // The form is ready for the next one, and keeps nothing of the refused file.
  await expect(form.getByLabel('Title')).toHaveValue('');
  await expect(form.getByText('is not a PDF')).toHaveCount(0);

  // The survey, private (the form's default).
  await fileInput.setInputFiles(pdf('survey.pdf', 'survey'));
  await form.getByLabel('Title').fill('Condition survey 2025');
  await form.getByLabel('Kind').selectOption('survey');
  await expect(form.getByLabel('Who may see it')).toHaveValue('private');
  await add.click();
  const rows = documents.getByTestId('admin-document');
  await expect(rows).toHaveCount(2);
  await expect(documents.getByTestId('document-count')).toHaveText('2 / 10 documents');
  const brochure = rows.filter({ hasText: 'Bertram 35 brochure' });
  const survey = rows.filter({ hasText: 'Condition survey 2025' });
  await expect(brochure).toContainText('Brochure · PDF, 1 KB');
  await expect(brochure.getByTestId('document-visibility')).toHaveText('Public');
  await expect(survey.getByTestId('document-visibility')).toHaveText('Private: owner and brokers only');
  // Both upload, and the broker opens each from the listing.
  await expect(rows.getByText(/Waiting to upload/)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('sync-status')).toHaveCount(0, { timeout: 20_000 });
  await waitForServiceWorkerControl(page);
  for (const row of [brochure, survey]) expect(await startOf(page, row.getByTestId('document-link'))).toBe('%PDF-');
  await fitsPhoneAndDesktop(page);

  // The server holds exactly the two documents, stored in Storage: the refused file left no trace.
  expect((await serverDocuments('boats', boatId)).map((d) => [d.title, d.visibility, STORED.test(d.url)])).toEqual([
    ['Bertram 35 brochure', 'public', true],
    ['Condition survey 2025', 'private', true],
  ]);
  // The public copy every device pulls holds the brochure only: a buyer's device never gets the survey's address.
  await expect
    .poll(async () => (await serverDocuments('listings', boatId)).map((d) => d.title), FIRST_SYNC)
    .toEqual(['Bertram 35 brochure']);

  // Buyers: the boat's page lists the brochure only, and it opens.
  await page.goto(`/boats/${boatId}`);
  // Their code loads as the reader comes near them (documents-part.tsx): read down to them.
  await page.locator('#boat-documents-part').scrollIntoViewIfNeeded(FIRST_SYNC);
  const publicDocs = page.getByRole('region', { name: 'Documents', exact: true });
  await expect(publicDocs.getByTestId('boat-document')).toHaveCount(1, FIRST_SYNC);
  await expect(publicDocs).toContainText('Bertram 35 brochure');
  await expect(publicDocs).toContainText('Brochure · PDF, 1 KB');
  await expect(page.getByText('Condition survey 2025')).toHaveCount(0);
  await waitForServiceWorkerControl(page);
  expect(await startOf(page, publicDocs.getByRole('link', { name: 'Bertram 35 brochure' }))).toBe('%PDF-');
  await fitsPhoneAndDesktop(page);
  // Storage refusing the survey's file to a buyer who guessed its address is storage.rules' work, tested on the
  // official Storage emulator (tests/rules; not run where its rules runtime is absent, README "Security rules tests").

  // The owner: both documents of the boat, each opens.
  await logOut(page);
  await logInAs(page, 'demo-owner-kevin');
  await page.goto('/client/listings');
  const ownerDocs = page.getByRole('list', { name: `Documents of ${title}` });
  await expect(ownerDocs.getByTestId('owner-document')).toHaveCount(2, FIRST_SYNC);
  const ownSurvey = ownerDocs.getByTestId('owner-document').filter({ hasText: 'Condition survey 2025' });
  await expect(ownSurvey).toContainText('Survey · PDF, 1 KB');
  await expect(ownSurvey.getByTestId('document-visibility')).toHaveText('Private: owner and brokers only');
  await expect(ownerDocs.getByTestId('owner-document').filter({ hasText: 'Bertram 35 brochure' })).toContainText(
    'Public',
  );
  await waitForServiceWorkerControl(page);
  await expect(ownerDocs.getByTestId('document-link')).toHaveCount(2);
  for (const link of await ownerDocs.getByTestId('document-link').all())
    expect(await startOf(page, link)).toBe('%PDF-');
  await fitsPhoneAndDesktop(page);
});

test('a buyer on a phone opens the demo survey summary from the boat page: a real PDF of that boat', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await page.goto('/boats/boat-viking-54-2021');
  await page.locator('#boat-documents-part').scrollIntoViewIfNeeded(FIRST_SYNC);
  const publicDocs = page.getByRole('region', { name: 'Documents', exact: true });
  await expect(publicDocs.getByTestId('boat-document')).toHaveCount(1, FIRST_SYNC);
  await expect(publicDocs).toContainText('Survey · PDF, 4 KB');
  const link = publicDocs.getByRole('link', { name: 'Survey summary 2025' });
  // The whole file the seed lists (its stated size), not a placeholder.
  const bytes = await page.evaluate(
    async (url) => (await (await fetch(url)).arrayBuffer()).byteLength,
    (await link.getAttribute('href'))!,
  );
  expect(bytes).toBe(4088);
  expect(await startOf(page, link)).toBe('%PDF-');
  await fitsTheScreen(page, 390);
});
