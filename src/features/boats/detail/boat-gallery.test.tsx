// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { domRoot } from '../../../../tests/unit/dom-root';
import { BoatGallery } from './boat-gallery';

const dom = domRoot();
const photo = (id: string, alt?: string) => ({
  id,
  url: `/media/boats/${id}.webp`,
  isPrimary: false,
  displayOrder: 0,
  alt,
});

/** The main photo's button as a screen reader names it: its photo's alt, then its own words. */
/** The main photo button's accessible name: its label (one phrase; the browser's own naming is checked end to end). */
function openerName(): string {
  return dom.container.querySelector('[data-testid="gallery-open-full-screen"]')!.getAttribute('aria-label') ?? '';
}

describe('the boat gallery', () => {
  it('a photo without a description is named by the boat: the main photo never reads ", open the photos…" (#30)', async () => {
    await dom.render(
      <BoatGallery title="2024 Contender 39 ST" images={[photo('a', ''), photo('b', '  ')]} initialIndex={0} />,
    );
    expect(openerName()).toBe('2024 Contender 39 ST, photo 1 of 2, open the photos full screen');
  });

  it("a photo's own description is its name", async () => {
    await dom.render(
      <BoatGallery title="2024 Contender 39 ST" images={[photo('a', 'The helm at dusk')]} initialIndex={0} />,
    );
    expect(openerName()).toBe('The helm at dusk, open the photos full screen');
  });
});
