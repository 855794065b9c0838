import styled from '@emotion/styled';
import { Button, ExternalLink } from '@gpa/shared-ui';
import { useState } from 'react';
import type { VideoRef } from '../externalLinks';

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

/**
 * A video of the utility's channel. The external player (and its cookies) loads only when the visitor
 * presses Play; the caption links to the video on its site.
 */
export function VideoEmbed({ video }: { video: VideoRef }) {
  const [playing, setPlaying] = useState(false);
  const watchUrl = `https://www.youtube.com/watch?v=${video.id}`;
  return (
    <Figure>
      <Frame>
        {playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1`}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <div>
            <p>{video.title}</p>
            <Button type="button" onClick={() => setPlaying(true)} aria-label={`Play video: ${video.title}`}>
              ▶ Play video
            </Button>
          </div>
        )}
      </Frame>
      <figcaption>
        <ExternalLink href={watchUrl}>Watch “{video.title}” on YouTube</ExternalLink>
      </figcaption>
    </Figure>
  );
}
