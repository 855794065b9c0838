// The rate adjustment page's headline figures as cards.
import styled from '@emotion/styled';
import { CURRENT_LEAC, Link } from '@gpa/shared-ui';
import { BILL_AT_100_PER_BARREL, billRatesInWords, RATE_FACTS } from './rateAdjustment';

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  li {
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
    border-radius: 8px;
    padding: ${({ theme }) => theme.space(2)};
  }
  strong {
    display: block;
    font-size: 1.9rem;
    color: ${({ theme }) => theme.colors.accent};
  }
  dl {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    display: grid;
    grid-template-columns: auto auto;
    justify-content: start;
    gap: ${({ theme }) => `${theme.space(0.25)} ${theme.space(1.5)}`};
  }
  dl > div {
    display: contents;
  }
  dd {
    margin: 0;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accent};
  }
  a {
    color: inherit;
    font-weight: 700;
  }
  small {
    display: block;
    margin-top: ${({ theme }) => theme.space(1)};
  }
  dt small {
    display: inline;
  }
`;

/** The headline numbers of the rate adjustment, static so they show even without the content service. */
export function FactCards() {
  return (
    <Cards aria-label="Rate adjustment at a glance">
      {RATE_FACTS.map(({ value, text }) => (
        <li key={value}>
          <strong>{value}</strong> {text}
        </li>
      ))}
      <li>
        Average residential bill (1,000 kWh) at $100 per barrel fuel:
        <dl>
          {BILL_AT_100_PER_BARREL.map((figure) => (
            <div key={figure.when}>
              <dt>
                {figure.when} <small>({billRatesInWords(figure)})</small>
              </dt>
              <dd>{figure.bill}</dd>
            </div>
          ))}
        </dl>
        <small>
          GPA&apos;s estimates for fuel at $100 a barrel, close to the bill at the LEAC named with each: the
          Residential Calculator below gives the February and September bills to the cent. With the current
          LEAC (effective {CURRENT_LEAC.effective}, {`$${CURRENT_LEAC.secondary}`} per kWh):{' '}
          <Link to="/rate-calculator?kwh=1000">the rate calculator at 1,000 kWh</Link>.
        </small>
      </li>
    </Cards>
  );
}
