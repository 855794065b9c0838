// Layout pieces of the customer pages: a section under its h2, and content with a sidebar.
import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';

const Section = styled.section`
  margin: ${({ theme }) => theme.space(4)} 0;
  h2 {
    margin-top: 0;
  }
`;

interface BlockProps {
  title: string;
  children: ReactNode;
  /** An anchor other pages link to (e.g. "e-newsletter"). */
  id?: string;
}

/** One titled part of a page: a section named by its h2. */
export function Block({ title, children, id }: BlockProps) {
  const headingId = useId();
  return (
    <Section id={id} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Section>
  );
}

/** Main content with a sidebar beside it on wide screens and below it on phones. */
export const WithSidebar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  }
`;
