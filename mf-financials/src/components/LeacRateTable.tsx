// The LEAC fuel charge per kWh by delivery level, for given effective dates.
import { LEAC_RATES, Table, TableScroller, type LeacEffectiveDate } from '@gpa/shared-ui';

interface LeacRateTableProps {
  caption: string;
  dates: readonly LeacEffectiveDate[];
  /** The first column's heading ("Delivery level", "Voltage level"). */
  levelHeading?: string;
}

/** The per-kWh fuel charge by delivery level for the given effective dates (/leac: four, /rates: three). */
export function LeacRateTable({ caption, dates, levelHeading = 'Delivery level' }: LeacRateTableProps) {
  return (
    // The caption above the scroll box, wrapped to the window (inside the table it ran past a phone's edge).
    <TableScroller label={caption} caption={caption} minWidth={`${8 + dates.length * 6.5}rem`}>
      <Table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{levelHeading}</th>
            {dates.map((date) => (
              <th scope="col" key={date}>
                {date}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LEAC_RATES.map(({ level, rates }) => (
            <tr key={level}>
              <th scope="row">{level}</th>
              {dates.map((date) => (
                <td key={date}>${rates[date]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  );
}
