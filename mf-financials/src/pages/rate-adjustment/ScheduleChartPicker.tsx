// Picks a rate schedule and shows its proposed-rate chart, on the rate adjustment page.
import styled from '@emotion/styled';
import { useId, useRef, useState } from 'react';
import { Button, fileUrl, Loading, Problem, useAdoptTypedValues, useSearchParams } from '@gpa/shared-ui';
import { useScheduleCharts } from '../../content/rates';
import { RATE_SCHEDULE_OPTIONS } from './rateAdjustment';

// Every state (none chosen, loading, failed, the chart) takes this box, so choosing never moves the page.
const ChartBox = styled.div`
  width: 100%;
  max-width: 32rem;
  aspect-ratio: 16 / 10;
  margin-top: ${({ theme }) => theme.space(2)};
  display: grid;
  place-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  > * {
    grid-area: 1 / 1;
  }
`;

const Select = styled.select`
  font: inherit;
  padding: ${({ theme }) => theme.space(1)};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: 4px;
  max-width: 100%;
`;

// Without the script the choice is sent (?schedule=) and the server shows its chart; with it, the chart follows
// the choice at once and this button is not shown.
const ShowWithoutScript = styled(Button)`
  margin-left: ${({ theme }) => theme.space(1)};
  @media (scripting: enabled) {
    display: none;
  }
`;

/** The schedule an address names (`?schedule=R`), if it is one of the options. */
export const scheduleFromAddress = (params: URLSearchParams): string => {
  const named = params.get('schedule');
  return RATE_SCHEDULE_OPTIONS.some(({ key }) => key === named) ? (named ?? '') : '';
};

function ScheduleChart({ schedule }: { schedule: string }) {
  const charts = useScheduleCharts();
  const option = RATE_SCHEDULE_OPTIONS.find(({ key }) => key === schedule);
  if (charts.isPending) return <Loading label="Loading the schedule chart…" />;
  if (charts.isError)
    return (
      <Problem
        title="We couldn't load the schedule chart right now."
        onRetry={() => void charts.refetch()}
        retrying={charts.isFetching}
      />
    );
  const chart = charts.data.find(({ attributes }) => attributes.Schedule === schedule)?.attributes;
  const src = fileUrl(chart?.Chart);
  if (!chart || !src) return <p>No chart is available for {option?.label ?? schedule} yet.</p>;
  const image = chart.Chart?.data?.attributes;
  return (
    <img
      src={src}
      alt={chart.Title || `${option?.label ?? schedule}: proposed rate adjustment chart`}
      width={image?.width ?? 320}
      height={image?.height ?? 200}
    />
  );
}

/** Where the picker's form sends the visitor back to: the picker itself, its panel open. */
const SCHEDULE_PICKER_ID = 'rate-schedule-chart';

/** Proposed Rate Adjustments: pick a rate schedule to see its chart. */
export function ScheduleChartPicker() {
  const id = useId();
  const [params] = useSearchParams();
  const [schedule, setSchedule] = useState(() => scheduleFromAddress(params));
  // A schedule chosen before the page's script arrived is the one shown once it has.
  const fields = useRef<{ schedule?: HTMLSelectElement | null }>({});
  useAdoptTypedValues(
    fields,
    () => schedule,
    (_, chosen) => setSchedule(chosen),
  );
  const kwh = params.get('kwh');
  return (
    <form
      method="get"
      action={`#${SCHEDULE_PICKER_ID}`}
      id={SCHEDULE_PICKER_ID}
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={id}>Rate schedule </label>
      {kwh === null ? null : <input type="hidden" name="kwh" value={kwh} />}
      <Select
        name="schedule"
        id={id}
        ref={(element) => {
          fields.current.schedule = element;
        }}
        value={schedule}
        onChange={(event) => setSchedule(event.target.value)}
      >
        <option value="">Select a schedule</option>
        {RATE_SCHEDULE_OPTIONS.map(({ key, label }) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </Select>
      <ShowWithoutScript type="submit">Show chart</ShowWithoutScript>
      <ChartBox aria-live="polite">
        {schedule ? <ScheduleChart schedule={schedule} /> : <p>No schedule selected.</p>}
      </ChartBox>
    </form>
  );
}
