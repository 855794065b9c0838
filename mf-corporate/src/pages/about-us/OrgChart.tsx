// The about-us page's organisational chart, drawn in HTML and CSS.
import styled from '@emotion/styled';

/** The divisions reporting to the General Manager. */
export const DIVISIONS = ['Operations', 'Engineering & Technical Services', 'Administration', 'Finance'];

const Figure = styled.figure`
  margin: ${({ theme }) => theme.space(2)} 0;
  display: grid;
  justify-items: center;
  text-align: center;
  figcaption {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.95rem;
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

const Head = styled.div`
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  --heading-color: currentColor;
  font-weight: 700;
  border-radius: 6px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  max-width: 100%;
`;

/** A vertical line joining two levels of the chart. */
const Connector = styled.div`
  width: 2px;
  height: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.brand};
`;

const Divisions = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} 0 0;
  width: 100%;
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  border-top: 2px solid ${({ theme }) => theme.colors.brand};
  li {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 3.5rem;
    border: 2px solid ${({ theme }) => theme.colors.brand};
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    padding: ${({ theme }) => theme.space(1)};
  }
  li + li {
    margin-top: 0;
  }
`;

/** The organisational chart, drawn in HTML so it reads in order to screen readers and reflows on a phone. */
export function OrgChart() {
  return (
    <Figure aria-labelledby="org-chart-caption">
      <Head>Consolidated Commission on Utilities</Head>
      <Connector />
      <Head>General Manager</Head>
      <Connector />
      <Divisions aria-label="Divisions reporting to the General Manager">
        {DIVISIONS.map((division) => (
          <li key={division}>{division}</li>
        ))}
      </Divisions>
      <figcaption id="org-chart-caption">Organisational chart of the Guam Power Authority.</figcaption>
    </Figure>
  );
}
