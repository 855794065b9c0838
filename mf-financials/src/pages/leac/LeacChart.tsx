// The LEAC page's SVG chart of the fuel charge over time.
import styled from '@emotion/styled';
import { useId } from 'react';
import { LEAC_EFFECTIVE_DATES, LEAC_RATES } from '@gpa/shared-ui';

// Drawing area of the viewBox: the SVG scales to its container's width with this fixed aspect ratio, so
// it reserves its final height before it paints and never makes the page jump.
const WIDTH = 640;
const HEIGHT = 300;
const PLOT = { left: 72, right: 616, top: 16, bottom: 252 };
const Y_MIN = 0.14;
const Y_MAX = 0.27;
const Y_TICKS = [0.14, 0.16, 0.18, 0.2, 0.22, 0.24, 0.26];

// One colour and one dash pattern per delivery level, so the lines differ without relying on colour.
const SERIES_STYLES = [
  { color: '#003b6f', dash: undefined },
  { color: '#a64d00', dash: '10 5' },
  { color: '#1a7f37', dash: '3 4' },
  { color: '#6a3fb3', dash: '14 4 3 4' },
] as const;

const x = (index: number) =>
  PLOT.left + ((PLOT.right - PLOT.left) * index) / (LEAC_EFFECTIVE_DATES.length - 1);
const y = (value: number) => PLOT.bottom - ((value - Y_MIN) / (Y_MAX - Y_MIN)) * (PLOT.bottom - PLOT.top);

const Figure = styled.figure`
  margin: ${({ theme }) => theme.space(3)} 0;
  max-width: 48rem;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  figcaption {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

// The axis labels are HTML laid over the drawing at the drawing's proportions: SVG text would shrink with
// the drawing (to about 7 px on a phone), HTML text keeps the page's size however wide the chart is.
const Plot = styled.div`
  position: relative;
  font-size: 0.8rem;
  line-height: 1;
  span {
    position: absolute;
    white-space: nowrap;
  }
`;

const AxisTitle = styled.div`
  font-size: 0.8rem;
  text-align: center;
  margin-top: ${({ theme }) => theme.space(0.5)};
`;

const percentOf = (value: number, total: number) => `${(value / total) * 100}%`;
/** A value label: its right end just left of the plot, centred on its grid line. */
const yLabelPosition = (tick: number) => ({
  right: percentOf(WIDTH - PLOT.left + 8, WIDTH),
  top: percentOf(y(tick), HEIGHT),
  transform: 'translateY(-50%)',
});
/** A date label under its point; the first and last lean inwards so that they stay inside the chart. */
const xLabelPosition = (index: number) => {
  const lean = index === 0 ? -25 : index === LEAC_EFFECTIVE_DATES.length - 1 ? -75 : -50;
  return {
    left: percentOf(x(index), WIDTH),
    top: percentOf(PLOT.bottom + 8, HEIGHT),
    transform: `translateX(${lean}%)`,
  };
};

const Legend = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2.5)}`};
  padding: 0;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

/**
 * The LEAC rate per delivery level across the effective dates, as a line chart. Screen readers get a
 * summary; the LEAC COST table next to it holds every value as text.
 */
export function LeacChart() {
  const id = useId();
  const [first, , , last] = LEAC_EFFECTIVE_DATES;
  const secondary = LEAC_RATES[0];
  return (
    <Figure aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>
        LEAC rate per kWh by delivery level, {first} to {last}
      </figcaption>
      <Plot>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width={WIDTH}
          height={HEIGHT}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
        >
          <title id={`${id}-title`}>Line chart of the LEAC rate per kWh for four delivery levels</title>
          <desc id={`${id}-desc`}>
            {`Every delivery level falls over the four effective dates; secondary goes from $${secondary?.rates[first]} to $${secondary?.rates[last]} per kWh. The table above lists every value.`}
          </desc>
          {Y_TICKS.map((tick) => (
            <line key={tick} x1={PLOT.left} x2={PLOT.right} y1={y(tick)} y2={y(tick)} stroke="#c9d3de" />
          ))}
          {LEAC_RATES.map(({ level, rates }, series) => {
            const style = SERIES_STYLES[series % SERIES_STYLES.length]!;
            const points = LEAC_EFFECTIVE_DATES.map(
              (date, index) => [x(index), y(Number(rates[date]))] as const,
            );
            return (
              <g key={level} stroke={style.color} fill={style.color}>
                <polyline
                  points={points.map((point) => point.join(',')).join(' ')}
                  fill="none"
                  strokeWidth="2.5"
                  strokeDasharray={style.dash}
                />
                {points.map(([cx, cy]) => (
                  <circle key={cx} cx={cx} cy={cy} r="4" />
                ))}
              </g>
            );
          })}
        </svg>
        <div aria-hidden="true">
          {Y_TICKS.map((tick) => (
            <span key={tick} style={yLabelPosition(tick)}>
              ${tick.toFixed(2)}
            </span>
          ))}
          {LEAC_EFFECTIVE_DATES.map((date, index) => (
            <span key={date} style={xLabelPosition(index)}>
              {date}
            </span>
          ))}
        </div>
      </Plot>
      <AxisTitle aria-hidden="true">Effective date</AxisTitle>
      <Legend aria-label="Delivery levels">
        {LEAC_RATES.map(({ level }, series) => {
          const style = SERIES_STYLES[series % SERIES_STYLES.length]!;
          return (
            <li key={level}>
              <svg width="36" height="12" aria-hidden="true" focusable="false">
                <line
                  x1="0"
                  x2="36"
                  y1="6"
                  y2="6"
                  stroke={style.color}
                  strokeWidth="3"
                  strokeDasharray={style.dash}
                />
              </svg>
              {level}
            </li>
          );
        })}
      </Legend>
    </Figure>
  );
}
