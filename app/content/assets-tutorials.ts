// The hot-site landings' tutorial videos (spec §2.7) and their English captions, as assets (issue #28): the
// landing's tutorials field links each video and its captions from its rich text. The files are under
// public/media/tutorials; sizes are their real byte sizes (tests/unit/content-assets.test.ts checks).
import type { Asset } from "~/domain/content/cms-schema";
import { captionsAsset, videoAsset } from "~/content/build";

/** The asset ids of a tutorial's video and captions. */
export const tutorialVideoId = (slug: string) => `video-tutorial-${slug}`;
export const tutorialCaptionsId = (slug: string) => `captions-tutorial-${slug}`;

const tutorial = (slug: string, videoSize: number, captionsSize: number): Asset[] => [
  videoAsset({ id: tutorialVideoId(slug), title: `Tutorial video: ${slug.replaceAll("-", " ")}`, description: "A short narrated tutorial, with English captions.", url: `/media/tutorials/${slug}.webm`, size: videoSize }),
  captionsAsset({ id: tutorialCaptionsId(slug), title: `English captions: ${slug.replaceAll("-", " ")}`, url: `/media/tutorials/${slug}.vtt`, size: captionsSize }),
];

export const tutorialAssets: Asset[] = [
  tutorial("parents-first-class", 414757, 1169),
  tutorial("parents-practice-at-home", 378724, 1034),
  tutorial("professionals-join-from-work", 403492, 1053),
  tutorial("professionals-vocabulary", 392696, 1058),
  tutorial("heritage-starting-level", 397558, 1132),
  tutorial("heritage-reading-writing", 416915, 1091),
  tutorial("leisure-first-class", 411225, 1096),
  tutorial("leisure-travel-phrases", 358685, 1266),
].flat();
