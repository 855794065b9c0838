import styled from '@emotion/styled';

/** Readable long-form text for the corporate and HR screens: measured line length, spaced headings. */
export const Prose = styled.div`
  max-width: 52rem;
  h2 {
    color: ${({ theme }) => theme.colors.brand};
    font-size: 1.35rem;
    margin: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(1)}`};
  }
  h3 {
    font-size: 1.1rem;
    margin: ${({ theme }) => `${theme.space(3)} 0 ${theme.space(1)}`};
  }
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
