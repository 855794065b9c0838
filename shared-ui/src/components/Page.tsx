// The frame every page of the site renders in: its one h1, its intro and its content.
import styled from '@emotion/styled';
import { useEffect, useRef, type ReactNode } from 'react';
import { findMarked, takeFocusRequest } from '../federation/navigationFocus';

const Wrapper = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)} ${theme.space(6)}`};
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  &:focus {
    outline: none;
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.1rem;
  max-width: 48rem;
`;

interface PageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of every page: one h1 (the shell moves focus to it on client navigation) and the content. */
export function Page({ title, intro, children }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Without scrolling: the router puts a followed link's page at its top and Back where the visitor was
    // (focus then goes back to what the visitor had focused there, when it is on the page again).
    const request = takeFocusRequest();
    if (request?.to === 'heading') heading.current?.focus({ preventScroll: true });
    if (request?.to === 'mark') findMarked(request.mark)?.focus({ preventScroll: true });
  }, []);
  return (
    <Wrapper>
      <Heading ref={heading} tabIndex={-1} data-page-heading>
        {title}
      </Heading>
      {intro ? <Intro>{intro}</Intro> : null}
      {children}
    </Wrapper>
  );
}
