import styled from '@emotion/styled';
import { Button, Dialog, ExternalLink } from '@gpa/shared-ui';
import { useState } from 'react';
import type { VideoRef } from '../content/externalLinks';

// 16:9 from the first paint, before and after the player loads: nothing below it moves.
const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  width: 100%;
  max-width: 48rem;
  background: ${({ theme }) => theme.colors.brandDark};
  border-radius: 8px;
  overflow: hidden;
  display: grid;
  place-items: center;
  text-align: center;
  color: #fff;
  --heading-color: currentColor;
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
  p {
    margin: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1.5)};
  }
  button {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
  }
  button:hover {
    background: #fff;
  }
`;

const Figure = styled.figure`
  margin: ${({ theme }) => theme.space(2)} 0;
  figcaption {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

function Player({ video }: { video: VideoRef }) {
  return (
    <iframe
      src={`https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1`}
      title={video.title}
      allow="autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
    />
  );
}

/**
 * A video of the utility's channel. The external player (and its cookies) loads only when the visitor
 * presses Play; the caption links to the video on its site. `inDialog`: a Play button instead of the
 * 16:9 frame, the player in a dialog (for a carousel slide, which must not be as tall as a video).
 */
export function VideoEmbed({ video, inDialog = false }: { video: VideoRef; inDialog?: boolean }) {
  const [playing, setPlaying] = useState(false);
  const watchUrl = `https://www.youtube.com/watch?v=${video.id}`;
  const play = (
    <Button type="button" onClick={() => setPlaying(true)} aria-label={`Play video: ${video.title}`}>
      ▶ Play video
    </Button>
  );
  const caption = (
    <figcaption>
      <ExternalLink href={watchUrl}>Watch “{video.title}” on YouTube</ExternalLink>
    </figcaption>
  );
  if (inDialog)
    return (
      <Figure>
        {play}
        <Dialog
          open={playing}
          title={video.title}
          onClose={() => setPlaying(false)}
          wide
          actions={
            <Button type="button" onClick={() => setPlaying(false)}>
              Close
            </Button>
          }
        >
          <Frame>
            <Player video={video} />
          </Frame>
        </Dialog>
        {caption}
      </Figure>
    );
  return (
    <Figure>
      <Frame>
        {playing ? (
          <Player video={video} />
        ) : (
          <div>
            <p>{video.title}</p>
            {play}
          </div>
        )}
      </Frame>
      {caption}
    </Figure>
  );
}
