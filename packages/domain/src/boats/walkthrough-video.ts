/**
 * A listing's walkthrough video: a YouTube or Vimeo link. Only the video's id is taken from what was typed; every URL
 * the site stores, links to or frames is rebuilt from it, so nothing else of the typed text reaches a page.
 */
export type VideoProvider = 'youtube' | 'vimeo';

export interface WalkthroughVideo {
  provider: VideoProvider;
  /** YouTube: 11 characters of [A-Za-z0-9_-]; Vimeo: digits. */
  id: string;
  /** The canonical https link, the one stored in `videoUrl`. */
  watchUrl: string;
  /** The privacy-enhanced player (no cookies before play), started by the visitor's press. */
  embedUrl: string;
}

export type VideoLinkResult = { ok: true; video: WalkthroughVideo } | { ok: false; message: string };

/** The longest link accepted: the boat schema's VIDEO_URL_MAX (walkthrough-video.test.ts holds them equal). */
export const VIDEO_LINK_MAX = 300;

export const VIDEO_PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/** The origins of the players embedUrl points at: the only frames the site's policy allows (vite-script-policy.ts). */
export const WALKTHROUGH_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

export const VIDEO_LINK_MESSAGES = {
  notVideo: 'Enter a YouTube or Vimeo link, such as https://www.youtube.com/watch?v=… or https://vimeo.com/…',
  tooLong: `That link is too long: a YouTube or Vimeo link has at most ${VIDEO_LINK_MAX} characters.`,
  notHttps: 'Use the secure link of the video: it starts with https://',
  noVideo: (provider: VideoProvider) =>
    `That ${VIDEO_PROVIDER_NAMES[provider]} link does not point to one video: copy the link from the video's Share button.`,
} as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[1-9][0-9]{0,11}$/;

/** Host → provider. Exact names only: 'youtube.com.example.org' or 'notyoutube.com' are other sites. */
const HOSTS: Record<string, VideoProvider> = {
  'youtube.com': 'youtube',
  'www.youtube.com': 'youtube',
  'm.youtube.com': 'youtube',
  'youtu.be': 'youtube',
  'youtube-nocookie.com': 'youtube',
  'www.youtube-nocookie.com': 'youtube',
  'vimeo.com': 'vimeo',
  'www.vimeo.com': 'vimeo',
  'player.vimeo.com': 'vimeo',
};

function youtube(id: string): WalkthroughVideo {
  return {
    provider: 'youtube',
    id,
    watchUrl: `https://www.youtube.com/watch?v=${id}`,
    // rel=0: suggestions at the end come from the same channel, not from anyone's.
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
  };
}

function vimeo(id: string): WalkthroughVideo {
  return {
    provider: 'vimeo',
    id,
    watchUrl: `https://vimeo.com/${id}`,
    embedUrl: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`,
  };
}

/** The video id a URL's path (and, for youtube.com/watch, its query) names on its host; null when none. */
function youtubeId(host: string, segments: string[], query: URLSearchParams): string | null {
  const [first, second, ...rest] = segments;
  if (host === 'youtu.be') return segments.length === 1 ? first! : null;
  if (host.endsWith('youtube-nocookie.com')) return first === 'embed' && second && rest.length === 0 ? second : null;
  if (first === 'watch' && segments.length === 1) {
    const ids = query.getAll('v');
    return ids.length === 1 ? ids[0]! : null;
  }
  return (first === 'shorts' || first === 'embed') && second && rest.length === 0 ? second : null;
}

function vimeoId(host: string, segments: string[]): string | null {
  if (host === 'player.vimeo.com') return segments.length === 2 && segments[0] === 'video' ? segments[1]! : null;
  if (segments.length === 1) return segments[0]!;
  return segments.length === 3 && segments[0] === 'channels' ? segments[2]! : null;
}

/**
 * Pure: the video a typed link names, or why it is refused. Accepted, with or without https:// and www.:
 * youtube.com/watch?v=ID, m.youtube.com/watch?v=ID, youtu.be/ID, youtube.com/shorts/ID, youtube.com/embed/ID,
 * youtube-nocookie.com/embed/ID, vimeo.com/ID, vimeo.com/channels/NAME/ID, player.vimeo.com/video/ID. Refused: any
 * other host or scheme (javascript:, data:, http:), a user name or port before the host, spaces, non-ASCII text,
 * anything longer than VIDEO_LINK_MAX, and an id that is not exactly the provider's pattern.
 */
export function readVideoLink(text: string): VideoLinkResult {
  const typed = text.trim();
  if (typed.length > VIDEO_LINK_MAX) return { ok: false, message: VIDEO_LINK_MESSAGES.tooLong };
  // Printable ASCII only: no spaces, control characters or look-alike letters; no backslash (a URL parser reads it as '/').
  if (!/^[\x21-\x7e]+$/.test(typed) || typed.includes('\\'))
    return { ok: false, message: VIDEO_LINK_MESSAGES.notVideo };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(typed)?.[1]?.toLowerCase();
  if (scheme === 'http' && /^http:\/\/[^/]/i.test(typed)) return { ok: false, message: VIDEO_LINK_MESSAGES.notHttps };
  if (scheme !== undefined && !/^https:\/\/[^/]/i.test(typed))
    return { ok: false, message: VIDEO_LINK_MESSAGES.notVideo };
  if (scheme === undefined && !/^[a-z0-9]/i.test(typed)) return { ok: false, message: VIDEO_LINK_MESSAGES.notVideo };
  let url: URL;
  try {
    url = new URL(scheme === undefined ? `https://${typed}` : typed);
  } catch {
    return { ok: false, message: VIDEO_LINK_MESSAGES.notVideo };
  }
  const provider = HOSTS[url.hostname];
  if (!provider || url.username !== '' || url.password !== '' || url.port !== '')
    return { ok: false, message: VIDEO_LINK_MESSAGES.notVideo };
  // A trailing slash is harmless ('youtu.be/ID/'); empty segments elsewhere are not a video's path.
  const segments = url.pathname.replace(/^\/|\/$/g, '').split('/');
  const id =
    provider === 'youtube' ? youtubeId(url.hostname, segments, url.searchParams) : vimeoId(url.hostname, segments);
  if (provider === 'youtube' && id !== null && YOUTUBE_ID.test(id)) return { ok: true, video: youtube(id) };
  if (provider === 'vimeo' && id !== null && VIMEO_ID.test(id)) return { ok: true, video: vimeo(id) };
  return { ok: false, message: VIDEO_LINK_MESSAGES.noVideo(provider) };
}

/**
 * Pure, for a form field: blank → null (no video); a valid link → its canonical watch URL (what `videoUrl` stores);
 * anything else → the message to show beside the field (nothing is written).
 */
export function parseVideoLink(text: string): { ok: true; value: string | null } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, value: null };
  const read = readVideoLink(text);
  return read.ok ? { ok: true, value: read.video.watchUrl } : read;
}

const STORED_YOUTUBE = /^https:\/\/www\.youtube\.com\/watch\?v=([A-Za-z0-9_-]{11})$/;
const STORED_VIMEO = /^https:\/\/vimeo\.com\/([1-9][0-9]{0,11})$/;

/**
 * Pure: the video a stored `videoUrl` names, or null. The app stores only canonical watch URLs (parseVideoLink), so
 * only those are read: a document from the server may hold anything (a number, an object, another site's link, a
 * youtu.be link written past the form), and whatever is not a canonical link shows no video, and never throws. Kept
 * apart from readVideoLink so the boat page does not carry the whole parser (src/lib/budgets.ts).
 */
export function storedWalkthroughVideo(value: unknown): WalkthroughVideo | null {
  if (typeof value !== 'string') return null;
  const youtubeId = STORED_YOUTUBE.exec(value)?.[1];
  if (youtubeId) return youtube(youtubeId);
  const vimeoId = STORED_VIMEO.exec(value)?.[1];
  return vimeoId ? vimeo(vimeoId) : null;
}
