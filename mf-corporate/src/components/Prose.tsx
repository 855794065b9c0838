// Text styles for the corporate and HR screens: long-form prose and lists of related links.
import styled from '@emotion/styled';

/** Readable long-form text for the corporate and HR screens: measured line length, spaced headings. */
export const Prose = styled.div`
  max-width: 52rem;
  li + li {
    margin-top: ${({ theme }) => theme.space(0.5)};
  }
`;

/** A list of links to related pages ("See also"), wrapped so it stays usable at 375 px. */
export const RelatedLinks = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  li + li {
    margin-top: 0;
  }
`;
