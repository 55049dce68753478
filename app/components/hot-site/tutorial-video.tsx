// §2.7 tutorial videos as facades: a poster and a play button; the player (and the video bytes) load
// only on click. Without JavaScript the facade is a plain link to the video file.
import { useState } from "react";
import type { LandingTutorial } from "~/domain/hot-site-content";
import { ContentImage } from "~/components/ui/content-image";

export function TutorialVideo({ tutorial }: { tutorial: LandingTutorial }) {
  const [playing, setPlaying] = useState(false);
  if (!tutorial.video) return null;
  return (
    <article className="tutorial">
      <div className="tutorial-media">
        {playing ? (
          // oxlint-disable-next-line jsx-a11y/media-has-caption -- captions are the <track> below when the file has them
          <video controls autoPlay preload="metadata" poster={tutorial.poster?.url} src={tutorial.video}>
            {tutorial.captions ? <track kind="captions" src={tutorial.captions} srcLang="en" label="English" default /> : null}
          </video>
        ) : (
          <a
            className="video-facade"
            href={tutorial.video}
            onClick={(event) => {
              event.preventDefault();
              setPlaying(true);
            }}
          >
            {tutorial.poster ? (
              <ContentImage image={tutorial.poster} alt="" width={tutorial.poster.width ?? 640} height={tutorial.poster.height ?? 360} sizes="(max-width: 800px) 100vw, 36rem" />
            ) : null}
            <span className="video-play" aria-hidden="true" />
            <span className="visually-hidden">Play video: {tutorial.title}</span>
          </a>
        )}
      </div>
      <h3>{tutorial.title}</h3>
      <p>{tutorial.description}</p>
    </article>
  );
}
