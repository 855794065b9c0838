// One news article as a card on the news and media page.
import styled from '@emotion/styled';
import { ExternalLink, fileUrl, formatLongDate, truncate, type ArticlesItem } from '@gpa/shared-ui';

/** Card descriptions are cut to this many characters plus an ellipsis. */
export const DESCRIPTION_LIMIT = 150;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.brand};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
    flex: 1;
  }
`;

const DateLine = styled.time`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** One news card: title, date, description cut to 150 characters, Continue Reading opening the PDF. */
export function ArticleCard({ article }: { article: ArticlesItem }) {
  const title = article.Title || 'Untitled article';
  const description = article.Description ?? '';
  const shown = truncate(description, DESCRIPTION_LIMIT);
  const cut = shown !== description;
  const href = fileUrl(article.Document);
  return (
    <Card>
      <h3>{title}</h3>
      {article.Date ? <DateLine dateTime={article.Date}>{formatLongDate(article.Date)}</DateLine> : null}
      {/* A cut description keeps its full text for screen readers and as a tooltip. */}
      <p title={cut ? description : undefined}>
        {cut ? (
          <>
            <span aria-hidden="true">{shown}</span>
            <span className="visually-hidden">{description}</span>
          </>
        ) : (
          description
        )}
      </p>
      {href ? (
        <ExternalLink href={href}>
          Continue Reading<span className="visually-hidden">: {title}</span>
        </ExternalLink>
      ) : null}
    </Card>
  );
}
