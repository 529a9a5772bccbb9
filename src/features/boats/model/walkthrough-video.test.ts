import { describe, expect, it } from 'vitest';
import { walkthroughPlayer } from './walkthrough-video';

const TITLE = '2021 Boston Whaler 330 Outrage';

describe('walkthroughPlayer (the boat page’s video section)', () => {
  it('a stored YouTube link: the privacy-enhanced player, named for the boat and its provider', () => {
    expect(walkthroughPlayer('https://www.youtube.com/watch?v=Nh7yAcht_42', TITLE)).toEqual({
      providerName: 'YouTube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/Nh7yAcht_42?autoplay=1&rel=0',
      frameTitle: '2021 Boston Whaler 330 Outrage: walkthrough video (YouTube)',
    });
  });

  it('a stored Vimeo link: the player without tracking', () => {
    expect(walkthroughPlayer('https://vimeo.com/76979871', TITLE)).toMatchObject({
      providerName: 'Vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    });
  });

  it.each([null, '', 'https://example.com/tour.mp4', 'javascript:alert(1)', 42, { url: 'x' }])(
    'no section for %j',
    (stored) => {
      expect(walkthroughPlayer(stored, TITLE)).toBeNull();
    },
  );
});
