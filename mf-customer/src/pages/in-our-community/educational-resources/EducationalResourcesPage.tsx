import styled from '@emotion/styled';
import { Carousel, Page, AreaComponent, documentHref, truncate, ExternalLink } from '@gpa/shared-ui';
import { Block } from '../../../components/Block';
import { CollectionView } from '../../../components/CollectionView';
import { FormWithoutScript } from '../../../components/FormWithoutScript';
import { useEducationalResources } from '../../../content/community';
import { DESCRIPTION_MAX, RESOURCES_PER_SLIDE, resourceSlides } from './educationalResources';

const Cards = styled.ul`
  list-style: none;
  padding: ${({ theme }) => theme.space(2)};
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    padding: ${({ theme }) => theme.space(2)};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  /* Open, the full text replaces the cut one instead of repeating it. */
  p:has(+ details[open]) {
    display: none;
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

/**
 * A description cut to 200 characters (as the seed cuts it); a cut one opens its full text in place ("Read the
 * full description"), which works on a phone, where a tooltip is never seen.
 */
function Description({ text, title }: { text: string | null | undefined; title: string }) {
  const shown = truncate(text, DESCRIPTION_MAX);
  if (!text || shown === text) return <p>{shown}</p>;
  return (
    <>
      <p>{shown}</p>
      <details>
        <summary>
          Read the full description<span className="visually-hidden"> of {title}</span>
        </summary>
        <p>{text}</p>
      </details>
    </>
  );
}

/** Educational resources: a carousel of resources, four per slide, and the school visit request form. */
export default function EducationalResourcesPage() {
  const resources = useEducationalResources();
  return (
    <Page
      title="Educational Resources"
      intro="Free materials for teachers, students and families about energy and electrical safety."
    >
      <Block title="Resources">
        <CollectionView
          query={resources}
          what="educational resources"
          empty="No resources have been published yet."
        >
          {(items) => (
            <Carousel
              label="Educational resources"
              slides={resourceSlides(items).map((group, index) => ({
                id: `page-${index + 1}`,
                label: `Resources ${index * RESOURCES_PER_SLIDE + 1} to ${index * RESOURCES_PER_SLIDE + group.length}`,
                content: (
                  <Cards>
                    {group.map(({ id, attributes: resource }) => {
                      const href = documentHref(resource);
                      return (
                        <li key={id}>
                          <h3>{resource.Title}</h3>
                          <Description text={resource.Description} title={resource.Title ?? ''} />
                          {href ? (
                            <ExternalLink href={href}>
                              {resource.File?.data ? 'Download' : 'Open'} {resource.Title}
                            </ExternalLink>
                          ) : null}
                        </li>
                      );
                    })}
                  </Cards>
                ),
              }))}
            />
          )}
        </CollectionView>
      </Block>
      <Block title="Request a school visit">
        <p>
          GPA’s community team visits schools to talk about electricity, safety and saving energy. Tell us
          your name, your school and how to reach you.
        </p>
        <AreaComponent
          area="tools"
          module="./SchoolVisitRequest"
          title="School visit request"
          withoutScript={
            <FormWithoutScript
              form="school-visit-requests"
              page="/school-visit-request"
              name="School visit request"
              submitLabel="Submit Request"
            />
          }
        />
      </Block>
    </Page>
  );
}
