import { VIDEO_PROVIDER_NAMES, storedWalkthroughVideo } from '@harbour/domain/boats/walkthrough-video';

/** What the boat page shows of a listing's walkthrough video: a local poster first, the provider's player on press. */
export interface WalkthroughPlayer {
  /** 'YouTube' or 'Vimeo': the visitor is told whose player the press loads. */
  providerName: string;
  /** The privacy-enhanced player's URL, the iframe's src once the visitor presses play. */
  embedUrl: string;
  /** The iframe's title (what a screen reader announces for the frame). */
  frameTitle: string;
}

/** Pure: the player of a boat's stored video link; null (no section at all) when there is none or it is not valid. */
export function walkthroughPlayer(videoUrl: unknown, boatTitle: string): WalkthroughPlayer | null {
  const video = storedWalkthroughVideo(videoUrl);
  if (!video) return null;
  const providerName = VIDEO_PROVIDER_NAMES[video.provider];
  return { providerName, embedUrl: video.embedUrl, frameTitle: `${boatTitle}: walkthrough video (${providerName})` };
}
