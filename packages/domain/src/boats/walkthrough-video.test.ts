import { describe, expect, it } from 'vitest';
import { VIDEO_URL_MAX } from '../schemas/boat';
import {
  VIDEO_LINK_MAX,
  VIDEO_LINK_MESSAGES,
  WALKTHROUGH_PLAYER_ORIGINS,
  parseVideoLink,
  readVideoLink,
  storedWalkthroughVideo,
} from './walkthrough-video';

const YT = 'Nh7yAcht_42';
const YT_WATCH = `https://www.youtube.com/watch?v=${YT}`;
const YT_EMBED = `https://www.youtube-nocookie.com/embed/${YT}?autoplay=1&rel=0`;
const VIMEO = '76979871';

const refusal = (text: string) => {
  const read = readVideoLink(text);
  return read.ok ? `accepted as ${read.video.watchUrl}` : read.message;
};

describe('readVideoLink: the forms a broker pastes', () => {
  it.each([
    `https://www.youtube.com/watch?v=${YT}`,
    `https://youtube.com/watch?v=${YT}`,
    `www.youtube.com/watch?v=${YT}`,
    `youtube.com/watch?v=${YT}`,
    `https://m.youtube.com/watch?v=${YT}`,
    `https://www.youtube.com/watch?v=${YT}&t=42s&list=PL123`,
    `https://www.youtube.com/watch?feature=share&v=${YT}`,
    `https://youtu.be/${YT}`,
    `youtu.be/${YT}?si=AbCdEf123`,
    `https://youtu.be/${YT}/`,
    `https://www.youtube.com/shorts/${YT}`,
    `youtube.com/shorts/${YT}?feature=share`,
    `https://www.youtube.com/embed/${YT}`,
    `https://www.youtube-nocookie.com/embed/${YT}?autoplay=1`,
    `youtube-nocookie.com/embed/${YT}`,
    `  HTTPS://WWW.YOUTUBE.COM/watch?v=${YT}  `,
  ])('YouTube: %s', (text) => {
    expect(readVideoLink(text)).toEqual({
      ok: true,
      video: { provider: 'youtube', id: YT, watchUrl: YT_WATCH, embedUrl: YT_EMBED },
    });
  });

  it.each([
    `https://vimeo.com/${VIMEO}`,
    `vimeo.com/${VIMEO}`,
    `https://www.vimeo.com/${VIMEO}?share=copy`,
    `https://vimeo.com/channels/staffpicks/${VIMEO}`,
    `https://player.vimeo.com/video/${VIMEO}`,
    `player.vimeo.com/video/${VIMEO}?badge=0`,
  ])('Vimeo: %s', (text) => {
    expect(readVideoLink(text)).toEqual({
      ok: true,
      video: {
        provider: 'vimeo',
        id: VIMEO,
        watchUrl: `https://vimeo.com/${VIMEO}`,
        embedUrl: `https://player.vimeo.com/video/${VIMEO}?dnt=1&autoplay=1`,
      },
    });
  });

  it('a YouTube id keeps its case, dashes and underscores', () => {
    const read = readVideoLink('https://youtu.be/a-B_c9D0e1F');
    expect(read.ok && read.video.embedUrl).toBe('https://www.youtube-nocookie.com/embed/a-B_c9D0e1F?autoplay=1&rel=0');
  });
});

describe('readVideoLink: what is refused, and why', () => {
  it.each([
    ['another site', `https://example.com/watch?v=${YT}`],
    ['a look-alike host', `https://youtube.com.example.org/watch?v=${YT}`],
    ['a host that ends like YouTube', `https://notyoutube.com/watch?v=${YT}`],
    ['a trailing-dot host', `https://youtube.com./watch?v=${YT}`],
    ['a music subdomain', `https://music.youtube.com/watch?v=${YT}`],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: dressed as a link', `javascript://www.youtube.com/%0Aalert(1)//watch?v=${YT}`],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['ftp:', `ftp://youtube.com/watch?v=${YT}`],
    ['a protocol-relative link', `//www.youtube.com/watch?v=${YT}`],
    ['one slash after the scheme', `https:/www.youtube.com/watch?v=${YT}`],
    ['three slashes after the scheme', `https:///www.youtube.com/watch?v=${YT}`],
    ['a user name before the host', `https://evil.example@www.youtube.com/watch?v=${YT}`],
    ['the real host as a user name', `https://www.youtube.com@evil.example/watch?v=${YT}`],
    ['a user and password', `https://a:b@youtu.be/${YT}`],
    ['a port', `https://www.youtube.com:8443/watch?v=${YT}`],
    ['a port with no scheme', `youtube.com:443/watch?v=${YT}`],
    ['a backslash', `https://evil.example\\@www.youtube.com/watch?v=${YT}`],
    ['a space inside', `https://www.youtube.com/watch?v=${YT} https://evil.example`],
    ['a newline inside', `https://www.you\ntube.com/watch?v=${YT}`],
    ['a Cyrillic look-alike letter', `https://www.yоutube.com/watch?v=${YT}`],
    ['plain words', 'our walkthrough video'],
    ['a bare id', YT],
  ])('%s', (_why, text) => {
    expect(refusal(text)).toBe(VIDEO_LINK_MESSAGES.notVideo);
  });

  it('plain http: asks for the https link', () => {
    expect(refusal(`http://www.youtube.com/watch?v=${YT}`)).toBe(VIDEO_LINK_MESSAGES.notHttps);
    expect(refusal(`http://youtu.be/${YT}`)).toBe('Use the secure link of the video: it starts with https://');
  });

  it.each([
    ['a channel', 'https://www.youtube.com/@NassauHarbourYachts'],
    ['a playlist', 'https://www.youtube.com/playlist?list=PL1234567890'],
    ['watch without a video', 'https://www.youtube.com/watch'],
    ['two videos named', `https://www.youtube.com/watch?v=${YT}&v=aaaaaaaaaaa`],
    ['an id one short', `https://youtu.be/${YT.slice(1)}`],
    ['an id one long', `https://youtu.be/${YT}x`],
    ['an id with a dot', 'https://youtu.be/Nh7yAcht.42'],
    ['an id percent-encoded', 'https://youtu.be/Nh7yAcht_4%32'],
    ['an embed with more path', `https://www.youtube.com/embed/${YT}/extra`],
    ['youtu.be with more path', `https://youtu.be/${YT}/extra`],
    ['a nocookie link that is not an embed', `https://www.youtube-nocookie.com/watch?v=${YT}`],
    ['a double slash in the path', `https://www.youtube.com//shorts/${YT}`],
  ])('YouTube, but %s', (_why, text) => {
    expect(refusal(text)).toBe(VIDEO_LINK_MESSAGES.noVideo('youtube'));
  });

  it.each([
    ['a Vimeo id with letters', 'https://vimeo.com/7697987a'],
    ['a Vimeo id with a leading zero', 'https://vimeo.com/076979871'],
    ['a Vimeo id too long to be one', 'https://vimeo.com/1234567890123'],
    ['a Vimeo user page', 'https://vimeo.com/nassauharbour'],
    ['a Vimeo channel without a video', 'https://vimeo.com/channels/staffpicks'],
    ['a player link without /video/', `https://player.vimeo.com/${VIMEO}`],
  ])('%s', (_why, text) => {
    expect(refusal(text)).toBe(VIDEO_LINK_MESSAGES.noVideo('vimeo'));
  });

  it('says which provider the link is of', () => {
    expect(VIDEO_LINK_MESSAGES.noVideo('vimeo')).toBe(
      "That Vimeo link does not point to one video: copy the link from the video's Share button.",
    );
  });

  it('too long: refused at one character past the limit, whatever it holds', () => {
    const pad = (n: number) => `https://www.youtube.com/watch?v=${YT}&x=${'a'.repeat(n)}`;
    const fits = pad(VIDEO_LINK_MAX - pad(0).length);
    expect(fits).toHaveLength(VIDEO_LINK_MAX);
    expect(readVideoLink(fits).ok).toBe(true);
    expect(refusal(`${fits}a`)).toBe(VIDEO_LINK_MESSAGES.tooLong);
    expect(VIDEO_LINK_MESSAGES.tooLong).toBe(
      'That link is too long: a YouTube or Vimeo link has at most 300 characters.',
    );
  });

  it('the limit is the boat schema’s', () => {
    expect(VIDEO_LINK_MAX).toBe(VIDEO_URL_MAX);
  });
});

describe('the players', () => {
  it('every embed URL is on one of the origins the page policy allows as frames, and only those', () => {
    const origins = [`youtu.be/${YT}`, `vimeo.com/${VIMEO}`].map((text) => {
      const read = readVideoLink(text);
      return read.ok ? new URL(read.video.embedUrl).origin : text;
    });
    expect(origins).toEqual([...WALKTHROUGH_PLAYER_ORIGINS]);
  });
});

describe('parseVideoLink (the listing form field)', () => {
  it('blank is no video', () => {
    expect(parseVideoLink('')).toEqual({ ok: true, value: null });
    expect(parseVideoLink('   ')).toEqual({ ok: true, value: null });
  });

  it('a valid link is stored as its canonical watch URL', () => {
    expect(parseVideoLink(`youtu.be/${YT}?si=x`)).toEqual({ ok: true, value: YT_WATCH });
    expect(parseVideoLink(`https://player.vimeo.com/video/${VIMEO}`)).toEqual({
      ok: true,
      value: `https://vimeo.com/${VIMEO}`,
    });
  });

  it('anything else is a message, and no value', () => {
    expect(parseVideoLink('https://example.com/boat.mp4')).toEqual({
      ok: false,
      message: 'Enter a YouTube or Vimeo link, such as https://www.youtube.com/watch?v=… or https://vimeo.com/…',
    });
  });

  it('what it stores reads back as the same video', () => {
    for (const text of [`youtube.com/shorts/${YT}`, `vimeo.com/channels/x/${VIMEO}`, `m.youtube.com/watch?v=${YT}`]) {
      const parsed = parseVideoLink(text);
      const read = readVideoLink(text);
      expect(parsed.ok && read.ok && storedWalkthroughVideo(parsed.value)).toEqual(read.ok && read.video);
    }
  });
});

describe('storedWalkthroughVideo (a stored value, which may hold anything)', () => {
  it('a stored link is its video', () => {
    expect(storedWalkthroughVideo(YT_WATCH)?.embedUrl).toBe(YT_EMBED);
    expect(storedWalkthroughVideo(`https://vimeo.com/${VIMEO}`)).toEqual({
      provider: 'vimeo',
      id: VIMEO,
      watchUrl: `https://vimeo.com/${VIMEO}`,
      embedUrl: `https://player.vimeo.com/video/${VIMEO}?dnt=1&autoplay=1`,
    });
  });

  it('only the canonical links the form stores: any other form, even of a real video, is no video', () => {
    for (const value of [
      `https://youtu.be/${YT}`,
      `www.youtube.com/watch?v=${YT}`,
      `https://www.youtube.com/watch?v=${YT}&t=1`,
      ` ${YT_WATCH}`,
      `${YT_WATCH}\n`,
      `https://www.youtube.com/watch?v=${YT}x`,
      `https://vimeo.com/${VIMEO}/`,
      `https://player.vimeo.com/video/${VIMEO}`,
    ])
      expect(storedWalkthroughVideo(value), value).toBeNull();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['a number', 42],
    ['an object', { url: YT_WATCH }],
    ['a list', [YT_WATCH]],
    ['another site', 'https://example.com/video'],
    ['javascript:', 'javascript:alert(1)'],
    ['a huge string', `${YT_WATCH}&${'x'.repeat(1_000_000)}`],
  ])('%s: no video, no crash', (_why, value) => {
    expect(storedWalkthroughVideo(value)).toBeNull();
  });
});
