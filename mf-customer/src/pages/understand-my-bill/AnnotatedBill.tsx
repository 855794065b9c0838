// The sample bill drawn as an SVG with numbered callouts, for /how-do-i/understand-my-bill.
import { useTheme } from '@emotion/react';
import { useId } from 'react';
import { BILL_PARTS, SAMPLE_BILL as BILL } from './billSample';

// Drawn 480 units wide: at a 375 px phone (about 340 px of picture) 17 units of text are 12 px.
const WIDTH = 480;
const LEFT = 24;
const RIGHT = 404;
const TEXT = 17;

/** One section of the bill: a light band, its lines of label and amount, and its numbered callout. */
function Section({ number, y, rows }: { number: number; y: number; rows: [string, string][] }) {
  const theme = useTheme();
  const height = 16 + rows.length * 26;
  return (
    <g>
      <rect
        x={LEFT - 8}
        y={y}
        width={RIGHT - LEFT + 16}
        height={height}
        rx={6}
        fill={theme.colors.surfaceAlt}
        stroke={theme.colors.border}
      />
      {rows.map(([label, value], index) => (
        <g key={label} fontSize={TEXT}>
          <text x={LEFT} y={y + 30 + index * 26} fill={theme.colors.text}>
            {label}
          </text>
          <text x={RIGHT} y={y + 30 + index * 26} textAnchor="end" fill={theme.colors.text} fontWeight={700}>
            {value}
          </text>
        </g>
      ))}
      <line
        x1={RIGHT + 8}
        y1={y + height / 2}
        x2={RIGHT + 30}
        y2={y + height / 2}
        stroke={theme.colors.brand}
        strokeWidth={2}
      />
      <circle cx={RIGHT + 46} cy={y + height / 2} r={16} fill={theme.colors.brand} />
      <text
        x={RIGHT + 46}
        y={y + height / 2 + 6}
        textAnchor="middle"
        fontSize={TEXT}
        fontWeight={700}
        fill="#fff"
      >
        {number}
      </text>
    </g>
  );
}

/**
 * A sample bill drawn in the page (no picture to wait for, sharp at any width), with numbered callouts on the
 * six parts that the list below it explains under the same numbers.
 */
export function AnnotatedBill() {
  const theme = useTheme();
  const titleId = useId();
  const sections: [string, string][][] = [
    [
      ['Account number', BILL.account.number],
      ['Service address', BILL.account.address],
      ['Rate schedule', BILL.account.schedule],
      ['Billing period', BILL.account.period],
    ],
    [
      ['Previous reading', BILL.meter.previous],
      ['Present reading', BILL.meter.present],
      ['Energy used', BILL.meter.used],
    ],
    [['Customer charge', BILL.customerCharge]],
    BILL.energy.map(({ label, amount }) => [label, amount]),
    [
      ['Fuel recovery (LEAC)', BILL.fuelCharge],
      [`LEAC from ${BILL.fuelRateEffective}`, `${BILL.fuelRate}/kWh`],
    ],
    [
      ['Total amount due', BILL.total.amount],
      ['Due date', BILL.total.due],
    ],
  ];
  let y = 70;
  const placed = sections.map((rows) => {
    const top = y;
    y += 16 + rows.length * 26 + 14;
    return { rows, top };
  });
  const description = BILL_PARTS.map(({ term }, index) => `${index + 1}: ${term}`).join(', ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${y + 10}`}
      role="img"
      aria-labelledby={titleId}
      style={{
        width: '100%',
        maxWidth: '36rem',
        height: 'auto',
        display: 'block',
        fontFamily: theme.font.body,
      }}
    >
      {/* One string: React renders a <title> of several text parts empty on the server. */}
      <title
        id={titleId}
      >{`Sample residential bill for ${BILL.meter.used}, total ${BILL.total.amount}, with numbered parts (${description}), explained below.`}</title>
      <rect
        x={1}
        y={1}
        width={RIGHT + 16}
        height={y + 8}
        rx={8}
        fill={theme.colors.surface}
        stroke={theme.colors.border}
        strokeWidth={2}
      />
      <rect x={1} y={1} width={RIGHT + 16} height={52} rx={8} fill={theme.colors.brand} />
      <text x={LEFT} y={34} fontSize={20} fontWeight={700} fill="#fff">
        Guam Power Authority
      </text>
      <text x={RIGHT} y={34} fontSize={TEXT} textAnchor="end" fill={theme.colors.accent}>
        Electric bill
      </text>
      {placed.map(({ rows, top }, index) => (
        <Section key={BILL_PARTS[index]?.term} number={index + 1} y={top} rows={rows} />
      ))}
    </svg>
  );
}
