// The financials page's Annual Reports tab.
import styled from '@emotion/styled';
import { documentHref, ExternalLink, fileUrl, QueryState } from '@gpa/shared-ui';
import { useAnnualReports } from '../../content/financials';

// Thumbnails keep this shape whatever their file's size, so the grid does not move when they load.
const THUMBNAIL = { width: 320, height: 200 };

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Card = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  img,
  .no-thumbnail {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${THUMBNAIL.width} / ${THUMBNAIL.height};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  h2 {
    margin: 0;
  }
  div {
    padding: ${({ theme }) => theme.space(1.5)};
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0;
  }
`;

/** Annual Reports tab: a card per report with its cover thumbnail, title and a link to the report. */
export function AnnualReports() {
  return (
    <QueryState query={useAnnualReports()} what="annual reports">
      {(reports) =>
        reports.length === 0 ? (
          <p>No annual reports have been published yet.</p>
        ) : (
          <Grid>
            {reports.map(({ id, attributes: report }) => {
              const title = report.Title || report.Anchor || 'Annual report';
              const thumbnail = fileUrl(report.Thumbnail);
              const href = documentHref(report);
              return (
                <Card key={id}>
                  {thumbnail ? (
                    <img
                      src={thumbnail}
                      alt=""
                      width={THUMBNAIL.width}
                      height={THUMBNAIL.height}
                      loading="lazy"
                    />
                  ) : (
                    <span className="no-thumbnail" />
                  )}
                  <div>
                    <h2>{title}</h2>
                    <p>
                      {href ? (
                        <ExternalLink href={href}>Read the {title}</ExternalLink>
                      ) : (
                        'Not available online yet.'
                      )}
                    </p>
                  </div>
                </Card>
              );
            })}
          </Grid>
        )
      }
    </QueryState>
  );
}
