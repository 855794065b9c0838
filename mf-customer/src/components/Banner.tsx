// The coloured slogan banner at the top of the customer pages.
import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Box = styled.div`
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.brand},
    ${({ theme }) => theme.colors.brandDark}
  );
  color: #fff;
  --heading-color: currentColor;
  border-radius: 8px;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 6px solid ${({ theme }) => theme.colors.accent};
  p {
    margin: 0;
    max-width: 48rem;
  }
  .lead {
    font-size: clamp(1.3rem, 3vw, 1.8rem);
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  a {
    color: #fff;
  }
`;

/** The coloured banner at the top of a page: a slogan and a line of text (not a heading: the page has its h1). */
export function Banner({ lead, children }: { lead: string; children?: ReactNode }) {
  return (
    <Box>
      <p className="lead">{lead}</p>
      {children ? <p>{children}</p> : null}
    </Box>
  );
}
