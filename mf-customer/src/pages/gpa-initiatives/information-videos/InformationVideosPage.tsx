import { ExternalLink, Page } from '@gpa/shared-ui';
import { Block } from '../../../components/Block';
import { VideoEmbed } from '../../../components/VideoEmbed';
import { EXTERNAL, VIDEOS } from '../../../content/externalLinks';

/** Information videos: what GPA is doing, on video. */
export default function InformationVideosPage() {
  return (
    <Page title="Information Videos" intro="Short videos about GPA’s projects, safety and the ways you can save.">
      {Object.values(VIDEOS).map((video) => (
        <Block key={video.id} title={video.title}>
          <VideoEmbed video={video} />
        </Block>
      ))}
      <p>
        More on our <ExternalLink href={EXTERNAL.youtubeChannel}>YouTube channel</ExternalLink>.
      </p>
    </Page>
  );
}
