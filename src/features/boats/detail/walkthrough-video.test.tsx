// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeBoat } from '@harbour/domain/boats/test-boats';
import { WalkthroughVideo } from './walkthrough-video';
import { domRoot } from '../../../../tests/unit/dom-root';

const dom = domRoot();
const boat = makeBoat({ videoUrl: 'https://www.youtube.com/watch?v=Nh7yAcht_42' });
const playButton = () => dom.container.querySelector('button');

describe('WalkthroughVideo', () => {
  it('before the press: a poster drawn on the page, naming the provider; nothing of YouTube’s in the markup', async () => {
    await dom.render(<WalkthroughVideo boat={boat} />);
    expect(playButton()?.textContent).toBe('Play walkthrough video on YouTube');
    expect(playButton()?.disabled).toBe(false);
    expect(dom.container.querySelector('iframe, img')).toBeNull();
    expect(dom.container.innerHTML).not.toMatch(/youtube\.com|youtube-nocookie|ytimg|vimeo\.com/i);
  });

  it('the press puts the privacy-enhanced player in its place, with focus on it', async () => {
    await dom.render(<WalkthroughVideo boat={boat} />);
    await act(async () => playButton()!.click());
    const frame = dom.container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/Nh7yAcht_42?autoplay=1&rel=0');
    expect(frame.title).toBe('2022 Stiletto 31 Tournament: walkthrough video (YouTube)');
    expect(frame.getAttribute('allow')).toBe('autoplay; fullscreen; picture-in-picture');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(playButton()).toBeNull();
    expect(document.activeElement).toBe(frame);
  });

  it('rendered at build: the poster waits, disabled, for the app (a press before would do nothing)', () => {
    const html = renderToString(<WalkthroughVideo boat={boat} />);
    expect(html).toMatch(/<button[^>]*disabled/);
    expect(html).not.toMatch(/<iframe|youtube\.com|youtube-nocookie|vimeo\.com/i);
  });

  it('another video (a live update) starts from its poster again', async () => {
    await dom.render(<WalkthroughVideo boat={boat} />);
    await act(async () => playButton()!.click());
    await dom.render(<WalkthroughVideo boat={{ ...boat, videoUrl: 'https://vimeo.com/76979871' }} />);
    expect(dom.container.querySelector('iframe')).toBeNull();
    expect(playButton()?.textContent).toBe('Play walkthrough video on Vimeo');
  });

  it.each([null, 'https://example.com/tour.mp4', 'javascript:alert(1)'])('no section for %j', async (videoUrl) => {
    await dom.render(<WalkthroughVideo boat={makeBoat({ videoUrl })} />);
    expect(dom.container.innerHTML).toBe('');
  });
});
