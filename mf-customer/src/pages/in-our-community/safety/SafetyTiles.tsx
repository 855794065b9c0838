// Safety tips as tiles that open their document or a detail dialog.
import styled from '@emotion/styled';
import { Button, Dialog, ExternalLink, fileUrl, type Media, type StrapiItem } from '@gpa/shared-ui';
import { useState } from 'react';
import { ContentImage } from '../../../components/ContentImage';

export interface SafetyItem {
  Title?: string | null;
  Description?: string | null;
  File?: Media | null;
  /** Storm tips only: a document that opens instead of the detail dialog. */
  Document?: Media | null;
}

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  /* A tile fills its cell; without the script a tip is written under its tile, in the same cell, and the
     tile keeps its own height (one of the cell's full height pushed the tip under the next row's tiles). */
  li {
    display: flex;
    flex-direction: column;
  }
  li > a,
  li > button {
    display: flex;
    flex-direction: column;
    flex: 1;
    gap: ${({ theme }) => theme.space(1)};
    width: 100%;
    text-align: left;
    font-weight: 700;
  }
  @media (scripting: none) {
    li > button {
      flex: none;
    }
  }
  img {
    width: 100%;
    border-radius: 4px;
  }
`;

const Detail = styled.div`
  img {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1.5)};
  }
`;

/**
 * Safety tips as tiles. A tip with a Document opens it in a new tab; the others open a dialog with the
 * thumbnail, title and description (without the script, the description is under the tile).
 */
export function SafetyTiles({ items }: { items: StrapiItem<SafetyItem>[] }) {
  const [open, setOpen] = useState<SafetyItem | null>(null);
  return (
    <>
      <Grid>
        {items.map(({ id, attributes: item }) => {
          const documentUrl = fileUrl(item.Document);
          const face = (
            <>
              <ContentImage media={item.File} alt="" />
              <span>{item.Title}</span>
            </>
          );
          return (
            <li key={id}>
              {documentUrl ? (
                <ExternalLink href={documentUrl}>{face}</ExternalLink>
              ) : (
                <>
                  <Button type="button" onClick={() => setOpen(item)} aria-haspopup="dialog">
                    {face}
                  </Button>
                  {/* Without the script the dialog cannot open: the tip is written under its tile. */}
                  <noscript>
                    <p>{item.Description}</p>
                  </noscript>
                </>
              )}
            </li>
          );
        })}
      </Grid>
      <Dialog open={open !== null} title={open?.Title ?? ''} onClose={() => setOpen(null)}>
        {open ? (
          <Detail>
            <ContentImage media={open.File} alt="" />
            <p>{open.Description}</p>
          </Detail>
        ) : null}
      </Dialog>
    </>
  );
}
