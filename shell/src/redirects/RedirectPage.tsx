import {
  documentHref,
  Link,
  Loading,
  Navigate,
  Page,
  Problem,
  useContent,
  useDocumentTitle,
} from '@gpa/shared-ui';
import { useEffect } from 'react';
import { leaveSite } from './leaveSite';
import { contentFileRead, type Redirect } from './redirects';

/** Sends the browser elsewhere, saying where while it goes, with a link in case it does not. */
function Leaving({ label, url }: { label: string; url: string }) {
  useEffect(() => leaveSite(url), [url]);
  return (
    <Page title={label}>
      <Loading label={`Opening ${label}…`} />
      <p>
        If nothing happens, <a href={url}>open {label}</a>.
      </p>
    </Page>
  );
}

/** Finds the uploaded file by its Anchor, then leaves for it; a clear message when it is not there. */
function ContentFileRedirect({ label, anchor }: { label: string; anchor: string }) {
  const query = useContent(contentFileRead(anchor));
  const first = query.data?.[0];
  const url = first ? documentHref(first.attributes) : undefined;

  if (query.isPending)
    return (
      <Page title={label}>
        <Loading label={`Opening ${label}…`} />
      </Page>
    );
  if (query.isError)
    return (
      <Page title={label}>
        <Problem
          title={`We couldn't open ${label} right now.`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        >
          Please check your connection and try again.
        </Problem>
      </Page>
    );
  if (!url)
    return (
      <Page title={label}>
        <p>Sorry, we can't find {label}. It may have been moved or removed.</p>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </Page>
    );
  return <Leaving label={label} url={url} />;
}

/** The page at an old address of the site: it forwards to the address's new place. */
export function RedirectPage({ redirect }: { redirect: Redirect }) {
  const { label, target } = redirect;
  useDocumentTitle(label);
  switch (target.kind) {
    case 'page':
      return <Navigate to={target.path} replace />;
    case 'external':
      return <Leaving label={label} url={target.url} />;
    case 'content-file':
      return <ContentFileRedirect label={label} anchor={target.anchor} />;
  }
}
