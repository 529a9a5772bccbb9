import { test, expect, type Page, type Request } from '@playwright/test';
import { boatOfOwn } from './support/backend';
import { seedBoats } from '../../fixtures/boats';
import { FIRST_SYNC } from './support/timing';
import { logInAsAdmin } from './support/admin-login';
import { dismissToasts, toast } from './support/toasts';
import { VIDEO_LINK_MESSAGES } from '../../packages/domain/src/boats/walkthrough-video';

// #16 "Listing truth": a listing's walkthrough video. The boat page draws its own poster; nothing is asked of YouTube or
// Vimeo until the visitor presses play, and then only their privacy-enhanced players. There is no internet here: the
// players' hosts are answered by a stub page, so a frame that loads proves the page policy allowed it.

const title = (b: { year: number; make: string; model: string }) => `${b.year} ${b.make} ${b.model}`;
// Each test's boats are its own copies of demo boats without a video (support/backend.ts boatOfOwn): the demo boats stay
// as seeded for the specs beside these (firebase project).
const [youtubeBoat, vimeoBoat, badLinkBoat, editedBoat] = seedBoats.filter(
  (b) => b.status === 'active' && !b.priceOnRequest && b.videoUrl === null,
);
const YOUTUBE_ID = 'Nh7yAcht_42';
const VIDEOS = [
  { boat: youtubeBoat!, videoUrl: `https://www.youtube.com/watch?v=${YOUTUBE_ID}` },
  { boat: vimeoBoat!, videoUrl: 'https://vimeo.com/76979871' },
  // Written past the app's form: another site's link is no video, and no crash. The description says when the page
  // shows this write.
  { boat: badLinkBoat!, videoUrl: 'https://example.com/tour.mp4', description: 'Ask us for a viewing in Nassau.' },
];
/** Every host of YouTube's and Vimeo's players, pages, thumbnails and media. */
const VIDEO_HOSTS =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)$/;
const STUB = '<!doctype html><title>Player</title><p>Stub player</p>';

/** Records every request to a video host and answers it with the stub player (nothing waits on the internet). */
async function videoHostRequests(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) seen.push(request);
  });
  await page.route(
    (url) => VIDEO_HOSTS.test(url.hostname),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: STUB }),
  );
  return seen;
}

/** The video's code loads as the reader comes near it (walkthrough-part.tsx): read down past the description first. */
const readDownToVideo = (page: Page) =>
  page.getByRole('heading', { name: 'Key Features', exact: true }).scrollIntoViewIfNeeded();

/**
 * This test's boats with their videos, written as an admin's save would (the listings follow through the functions):
 * their ids, in the order of VIDEOS.
 */
function boatsWithVideos(): Promise<string[]> {
  return Promise.all(VIDEOS.map(({ boat, ...fields }) => boatOfOwn(boat.id, fields)));
}

for (const [label, size, press] of [
  ['390px', { width: 390, height: 844 }, 'tap'],
  ['1280px', { width: 1280, height: 800 }, 'keyboard'],
] as const) {
  test.describe(label, () => {
    test.use({ viewport: size, hasTouch: press === 'tap' });

    test('a walkthrough video: a poster and no request to YouTube until play, then the privacy-enhanced player', async ({
      page,
      baseURL,
    }) => {
      const requests = await videoHostRequests(page);
      const [youtubeId] = await boatsWithVideos();

      await page.goto(`/boats/${youtubeId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(youtubeBoat!));
      const play = page.getByRole('button', { name: 'Play walkthrough video on YouTube', exact: true });
      await readDownToVideo(page);
      await expect(play).toBeEnabled(FIRST_SYNC);
      await expect(page.getByRole('heading', { name: 'Walkthrough Video', exact: true })).toBeVisible();

      // The poster: 16:9 within the page's width, one large target, no image or frame of anyone else's.
      const poster = page.getByTestId('walkthrough-video');
      await poster.scrollIntoViewIfNeeded();
      const box = (await poster.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
      expect((await play.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await expect(poster.locator('img, iframe')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      expect(requests.map((r) => r.url())).toEqual([]);

      if (press === 'tap') await play.tap();
      else {
        await play.focus();
        await page.keyboard.press('Enter');
      }

      const frame = poster.locator('iframe');
      await expect(frame).toHaveAttribute(
        'src',
        `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?autoplay=1&rel=0`,
      );
      await expect(frame).toHaveAttribute('title', `${title(youtubeBoat!)}: walkthrough video (YouTube)`);
      await expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen; picture-in-picture');
      await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      await expect(frame).toBeFocused();
      await expect(play).toHaveCount(0);
      // The player loaded (the page policy allows its host) and the frame keeps the poster's 16:9 box.
      await expect(
        page.frameLocator('[data-testid="walkthrough-video"] iframe').getByText('Stub player'),
      ).toBeVisible();
      const frameBox = (await frame.boundingBox())!;
      expect(Math.abs(frameBox.width - box.width)).toBeLessThan(1);
      expect(Math.abs(frameBox.height - box.height)).toBeLessThan(1);
      // The only request is the player's, told the site's origin and no more.
      expect(requests.map((r) => r.url())).toEqual([
        `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?autoplay=1&rel=0`,
      ]);
      expect(await requests[0]!.headerValue('referer')).toBe(`${new URL(baseURL!).origin}/`);
    });
  });
}

test('Vimeo: its player without tracking; a stored link to another site shows no video, and the page works', async ({
  page,
}) => {
  const requests = await videoHostRequests(page);
  const [, vimeoId, badLinkId] = await boatsWithVideos();

  await page.goto(`/boats/${vimeoId}`);
  const play = page.getByRole('button', { name: 'Play walkthrough video on Vimeo', exact: true });
  await readDownToVideo(page);
  await expect(play).toBeEnabled(FIRST_SYNC);
  expect(requests).toEqual([]);
  await play.click();
  await expect(page.getByTestId('walkthrough-video').locator('iframe')).toHaveAttribute(
    'src',
    'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
  );
  await expect(page.frameLocator('[data-testid="walkthrough-video"] iframe').getByText('Stub player')).toBeVisible();

  await page.goto(`/boats/${badLinkId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(badLinkBoat!));
  // The page shows the write (its description)...
  await expect(page.getByText(VIDEOS[2]!.description!, { exact: true })).toBeVisible(FIRST_SYNC);
  // ...and, read down to where it would be, no video section.
  await readDownToVideo(page);
  await expect(page.getByRole('heading', { name: 'Walkthrough Video' })).toHaveCount(0);
  await expect(page.getByTestId('walkthrough-video')).toHaveCount(0);
  expect(requests.map((r) => r.url())).toEqual(['https://player.vimeo.com/video/76979871?dnt=1&autoplay=1']);
});

test('a broker adds the video from a phone: another site’s link is refused beside the field, a shared YouTube link is stored as its watch link and plays on the boat page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requests = await videoHostRequests(page);
  const boat = editedBoat!;
  const id = await boatOfOwn(boat.id, {});
  await logInAsAdmin(page, `/admin/listings/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(boat), FIRST_SYNC);
  await page.getByRole('button', { name: 'Edit Listing' }).click();
  await page.getByRole('tab', { name: /^Media/ }).click();
  const link = page.getByLabel('Walkthrough Video Link', { exact: true });

  await link.fill('https://example.com/tour.mp4');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, VIDEO_LINK_MESSAGES.notVideo)).toBeVisible();
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(VIDEO_LINK_MESSAGES.notVideo, { exact: true }).first()).toBeVisible();
  await dismissToasts(page);

  await link.fill(`https://youtu.be/${YOUTUBE_ID}?si=share`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Listing updated successfully')).toBeVisible();
  const stored = `https://www.youtube.com/watch?v=${YOUTUBE_ID}`;
  await expect(page.getByRole('link', { name: stored, exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto(`/boats/${id}`);
  await readDownToVideo(page);
  await expect(page.getByRole('button', { name: 'Play walkthrough video on YouTube', exact: true })).toBeEnabled(
    FIRST_SYNC,
  );
  expect(requests).toEqual([]);
});
