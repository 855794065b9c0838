// The frame of every human resources subpage: the page plus a trail back to Human Resources.
import styled from '@emotion/styled';
import { Link, Page } from '@gpa/shared-ui';
import type { ReactNode } from 'react';
import { HR_BASE } from './hrPages';

const Breadcrumb = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(2)};
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    padding: 0;
    margin: 0;
  }
  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface HrPageProps {
  title: string;
  intro?: ReactNode;
  /** Pages below another subpage (the two special programs) name their parent. */
  parent?: { to: string; title: string };
  children: ReactNode;
}

/** Every human-resources subpage: the page frame plus a trail back to Human Resources. */
export function HrPage({ title, intro, parent, children }: HrPageProps) {
  return (
    <Page title={title} intro={intro}>
      <Breadcrumb aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to={HR_BASE}>Human Resources</Link>
          </li>
          {parent ? (
            <li>
              <Link to={parent.to}>{parent.title}</Link>
            </li>
          ) : null}
          <li aria-current="page">{title}</li>
        </ol>
      </Breadcrumb>
      {children}
    </Page>
  );
}
