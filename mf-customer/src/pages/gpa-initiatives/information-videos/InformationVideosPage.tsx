import { ExternalLink, Page } from '@gpa/shared-ui';
import { EXTERNAL } from '../../../content/externalLinks';

/** Information videos: what GPA is doing, on video (on GPA's YouTube channel; no single video is embedded yet). */
export default function InformationVideosPage() {
  return (
    <Page title="Information Videos" intro="Short videos about GPA’s projects, safety and the ways you can save.">
      <p>
        Watch them on our <ExternalLink href={EXTERNAL.youtubeChannel}>YouTube channel</ExternalLink>.
      </p>
    </Page>
  );
}
