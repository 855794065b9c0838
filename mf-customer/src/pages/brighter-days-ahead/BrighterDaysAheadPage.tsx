import styled from '@emotion/styled';
import { Page } from '@gpa/shared-ui';
import { Banner } from '../../components/Banner';
import { Block, WithSidebar } from '../../components/Block';
import { CollectionView } from '../../components/CollectionView';
import { ContentImage } from '../../components/ContentImage';
import { useCapacityProjects } from '../../content/initiatives';
import { usePageImages } from '../../content/service';

/** The new plant's construction progress, as last reported. */
export const NEW_PLANT = {
  megawatts: 198,
  due: 'September 30, 2025',
  progressPercent: 88.35,
  progressAsOf: 'June 30, 2024',
} as const;

/** A completion date under the "ECD*" label, without an "ECD:" the content may repeat ("ECD: September 2024"). */
export const completionDate = (value: string | null | undefined) =>
  (value ?? '').replace(/^\s*ECD\s*:\s*/i, '');

const Progress = styled.div`
  margin: ${({ theme }) => theme.space(2)} 0;
  .track {
    height: 1.5rem;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    overflow: hidden;
  }
  .bar {
    height: 100%;
    background: ${({ theme }) => theme.colors.brand};
  }
`;

const Photos = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  min-height: 10rem;
  figure {
    margin: 0;
  }
  img {
    width: 100%;
    border-radius: 6px;
  }
  figcaption {
    font-size: 0.95rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Projects = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    padding: ${({ theme }) => theme.space(1.5)};
    margin-bottom: ${({ theme }) => theme.space(1.5)};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(0.5)};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0 ${({ theme }) => theme.space(1)};
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

/** Brighter days ahead: the capacity shortfall, the new plant's progress, photos and the recovery projects. */
export default function BrighterDaysAheadPage() {
  const projects = useCapacityProjects();
  const photos = usePageImages('brighter-days');
  return (
    <Page title="Brighter Days Ahead">
      <Banner lead="Brighter days are ahead for Guam.">
        Restoring generation capacity while the new power plant is completed.
      </Banner>
      <WithSidebar>
        <div>
          <Block title="Why we are short of capacity">
            <p>
              Several baseload units were damaged or retired while demand kept growing, so at peak times the
              island needs more power than the remaining units can make. Until new capacity is online, GPA may
              have to shed load in short rotating outages. Every project on this page adds megawatts back to
              the grid, and every customer who saves energy between 5PM and 11PM helps avoid outages.
            </p>
          </Block>
          <Block title={`The new ${NEW_PLANT.megawatts} MW power plant`}>
            <p>
              The new {NEW_PLANT.megawatts} MW combined cycle plant is due by {NEW_PLANT.due}. It burns less
              fuel per kilowatt hour than the units it replaces and can later run on cleaner fuels.
            </p>
            <Progress>
              <p id="plant-progress-label">
                Construction progress: <strong>{NEW_PLANT.progressPercent} percent</strong> as of{' '}
                {NEW_PLANT.progressAsOf}
              </p>
              <div
                className="track"
                role="progressbar"
                aria-labelledby="plant-progress-label"
                aria-valuenow={NEW_PLANT.progressPercent}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <div className="bar" style={{ width: `${NEW_PLANT.progressPercent}%` }} />
              </div>
            </Progress>
          </Block>
          <Block title="Project photos">
            <CollectionView query={photos} what="project photos" empty="No photos have been published yet.">
              {(items) => (
                <Photos>
                  {items.map(({ id, attributes }) => (
                    <li key={id}>
                      <figure>
                        {/* The caption names the figure; the same words as alt text would be read twice. */}
                        <ContentImage media={attributes.Image} alt="" />
                        <figcaption>{attributes.Caption}</figcaption>
                      </figure>
                    </li>
                  ))}
                </Photos>
              )}
            </CollectionView>
          </Block>
        </div>
        <aside aria-label="Capacity projects">
          <Block title="Capacity projects">
            <CollectionView query={projects} what="capacity projects" empty="No projects are listed yet.">
              {(items) => (
                <Projects>
                  {items.map(({ id, attributes: project }) => (
                    <li key={id}>
                      <h3>{project.Title}</h3>
                      {project.Description ? <p>{project.Description}</p> : null}
                      <dl>
                        <dt>ECD*</dt>
                        <dd>{completionDate(project.ExpectedCompletion)}</dd>
                        <dt>Capacity</dt>
                        <dd>{project.Capacity}</dd>
                        <dt>Status</dt>
                        <dd>{project.ProjectStatus}</dd>
                      </dl>
                    </li>
                  ))}
                </Projects>
              )}
            </CollectionView>
            <p>
              <small>*ECD means Expected Completion Date.</small>
            </p>
          </Block>
        </aside>
      </WithSidebar>
    </Page>
  );
}
