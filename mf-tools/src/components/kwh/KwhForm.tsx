// The kWh field and Calculate button of the calculators, with ?kwh= in the address.
import styled from '@emotion/styled';
import { Button, STAYS_IN_PLACE, useAdoptTypedValues, useSearchParams } from '@gpa/shared-ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { type Decimal, parseKwh } from '../money/money';

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
  @media print {
    button {
      display: none;
    }
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;

/** What the visitor typed, its error, and the last valid kWh (the one the results show). */
export interface KwhEntry {
  input: string;
  error?: string;
  kwh?: Decimal;
}

function evaluate(input: string): KwhEntry {
  const parsed = parseKwh(input);
  return 'error' in parsed ? { input, error: parsed.error } : { input, kwh: parsed.kwh };
}

/**
 * State of a kWh form: typing changes only the text; Calculate validates it and sets the result (an invalid
 * entry hides the previous result and keeps what was typed). `?kwh=` in the address is calculated at once, on
 * the server too: a shared link, and the form sent without JavaScript (a GET of the same page), show the
 * result. A calculation with JavaScript writes its kWh back to the address, so the result can be shared.
 */
export function useKwhEntry() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [entry, setEntry] = useState<KwhEntry>(() => {
    const shared = searchParams.get('kwh');
    return shared === null ? { input: '' } : evaluate(shared);
  });
  const setInput = (input: string) => setEntry((current) => ({ ...current, input }));
  const calculate = () => {
    const next = evaluate(entry.input);
    setEntry(next);
    if (!next.kwh) return;
    const kwh = next.kwh.toString();
    // Same page, same other parameters, no new history entry, no scroll jump.
    setSearchParams(
      (params) => {
        params.set('kwh', kwh);
        return params;
      },
      { replace: true, state: STAYS_IN_PLACE },
    );
  };
  return { entry, setInput, calculate };
}

interface KwhFormProps {
  /** Accessible name of the form, e.g. "Bill comparison calculator". */
  name: string;
  label: string;
  entry: KwhEntry;
  onInput: (input: string) => void;
  onCalculate: () => void;
}

/**
 * The kilowatt-hour field of both calculators: number input with step 0.001 and minimum 500; an invalid
 * entry gets a red border and the message, tied to the field (aria-invalid, aria-describedby).
 */
export function KwhForm({ name, label, entry, onInput, onCalculate }: KwhFormProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const fields = useRef<{ kwh?: HTMLInputElement | null }>({});
  // A number typed before the script arrived is kept (and calculated with), not wiped by hydration.
  useAdoptTypedValues(
    fields,
    () => entry.input,
    (_field, typed) => onInput(typed),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onCalculate();
  };
  return (
    // Without JavaScript the browser sends the form as GET ?kwh= to this page, which the server calculates.
    <form method="get" onSubmit={onSubmit} noValidate aria-label={name}>
      <Field>
        <label htmlFor={inputId}>{label}</label>
        <input
          ref={(element) => {
            fields.current.kwh = element;
          }}
          id={inputId}
          name="kwh"
          type="number"
          inputMode="decimal"
          step="0.001"
          min={500}
          value={entry.input}
          onChange={(event) => onInput(event.target.value)}
          aria-invalid={entry.error ? true : undefined}
          aria-describedby={entry.error ? errorId : undefined}
        />
        <Button type="submit">Calculate</Button>
      </Field>
      {entry.error ? (
        <ErrorText id={errorId} role="alert">
          {entry.error}
        </ErrorText>
      ) : null}
    </form>
  );
}
