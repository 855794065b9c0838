import { ExternalLink, Link, Page } from '@gpa/shared-ui';
import { EXTERNAL } from '../../../content/externalLinks';

/**
 * Information videos: GPA's videos are on its YouTube channel (no single video's address is known, so none is
 * embedded; docs/decisions.md), with the site's pages that carry video recordings.
 */
export default function InformationVideosPage() {
  return (
    <Page
      title="Information Videos"
      intro="Short videos about GPA’s projects, safety and the ways you can save."
    >
      <p>
        GPA’s videos, from project updates to safety tips, are on its YouTube channel:{' '}
        <ExternalLink href={EXTERNAL.youtubeChannel}>watch them on GPA’s YouTube channel</ExternalLink>.
      </p>
      <h2>Videos on this site</h2>
      <ul>
        <li>
          <Link to="/corporate/news/integrated-resource-plan">Integrated Resource Plan</Link>: the
          presentations of the 2021 stakeholder meetings and their recordings.
        </li>
        <li>
          <Link to="/in-our-community/educational-resources">Educational Resources</Link>: the Energy Sense
          video series and lessons for students.
        </li>
      </ul>
    </Page>
  );
}
