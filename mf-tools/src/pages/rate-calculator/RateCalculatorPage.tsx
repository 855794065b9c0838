import styled from '@emotion/styled';
import { Button, Page, QueryState, Table, TableScroller, type RateCalculatorsItem } from '@gpa/shared-ui';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useRateTable } from '../../content/rateTable';
import { calculateBill, parseKwh } from './calculate';

const money = (amount: number) => `$${amount.toFixed(2)}`;
const PLACEHOLDER = '-';

const Field = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  align-items: flex-end;
  label {
    display: block;
    font-weight: 700;
    width: 100%;
  }
  input {
    font: inherit;
    padding: ${({ theme }) => theme.space(1)};
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    width: min(100%, 16rem);
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;

function Calculator({ rows }: { rows: RateCalculatorsItem[] }) {
  const inputId = useId();
  const [input, setInput] = useState('');
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<ReturnType<typeof calculateBill>>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseKwh(input);
    if ('error' in parsed) {
      // Keep what the visitor typed and the previous result out of sight until the entry is valid.
      setError(parsed.error);
      setResult(undefined);
      return;
    }
    setError(undefined);
    setResult(calculateBill(parsed.kwh, rows));
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label="Rate calculator">
        <Field>
          <label htmlFor={inputId}>Monthly energy use (kWh)</label>
          <input
            id={inputId}
            type="number"
            inputMode="decimal"
            step="0.001"
            min={500}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
          <Button type="submit">Calculate</Button>
        </Field>
        {error ? (
          <ErrorText id={`${inputId}-error`} role="alert">
            {error}
          </ErrorText>
        ) : null}
      </form>
      <TableScroller label="Estimated monthly bill">
        <Table>
          <caption>Estimated monthly bill</caption>
          <thead>
            <tr>
              <th scope="col">Charge</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.Label}-${index}`}>
                <th scope="row">{row.Label}</th>
                <td>{result ? money(result.lines[index]?.amount ?? 0) : PLACEHOLDER}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td aria-live="polite">{result ? money(result.total) : PLACEHOLDER}</td>
            </tr>
          </tfoot>
        </Table>
      </TableScroller>
    </>
  );
}

/** Rate calculator: the bill for a monthly kWh, driven by the rate table of the content service. */
export default function RateCalculatorPage() {
  const table = useRateTable();
  return (
    <Page title="Rate Calculator" intro="Estimate a residential monthly bill from your energy use (500 kWh or more).">
      <QueryState query={table} what="rate table">
        {(items) => <Calculator rows={items.map((item) => item.attributes)} />}
      </QueryState>
      <p>
        The fuel recovery charge follows the <Link to="/leac">Levelized Energy Adjustment Clause (LEAC)</Link>.
      </p>
    </Page>
  );
}
