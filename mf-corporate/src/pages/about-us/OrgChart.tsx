import styled from '@emotion/styled';

const Figure = styled.figure`
  margin: ${({ theme }) => theme.space(2)} 0;
  svg {
    display: block;
    width: 100%;
    max-width: 48rem;
    height: auto;
  }
  figcaption {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.95rem;
  }
`;

const DIVISIONS = ['Operations', 'Engineering & Technical Services', 'Administration', 'Finance'];
const WIDTH = 760;
const BOX_W = 170;
const BOX_H = 44;

/** The organisational chart, drawn (no image request, fixed aspect ratio so nothing moves as it loads). */
export function OrgChart() {
  const top = (label: string, y: number, fill: string) => (
    <g>
      <rect x={(WIDTH - 260) / 2} y={y} width={260} height={BOX_H} rx={6} fill={fill} />
      <text x={WIDTH / 2} y={y + 28} textAnchor="middle" fill="#fff" fontSize={16} fontWeight={700}>
        {label}
      </text>
    </g>
  );
  const gap = (WIDTH - DIVISIONS.length * BOX_W) / (DIVISIONS.length + 1);
  return (
    <Figure>
      <svg viewBox={`0 0 ${WIDTH} 260`} width={WIDTH} height={260} role="img" aria-labelledby="org-chart-title">
        <title id="org-chart-title">
          Organisational chart: the Consolidated Commission on Utilities oversees the General Manager, who leads the {DIVISIONS.join(', ')}{' '}
          divisions.
        </title>
        {top('Consolidated Commission on Utilities', 10, '#00284d')}
        <line x1={WIDTH / 2} y1={54} x2={WIDTH / 2} y2={90} stroke="#003b6f" strokeWidth={2} />
        {top('General Manager', 90, '#003b6f')}
        <line x1={WIDTH / 2} y1={134} x2={WIDTH / 2} y2={160} stroke="#003b6f" strokeWidth={2} />
        <line x1={gap + BOX_W / 2} y1={160} x2={WIDTH - gap - BOX_W / 2} y2={160} stroke="#003b6f" strokeWidth={2} />
        {DIVISIONS.map((division, index) => {
          const x = gap + index * (BOX_W + gap);
          const words = division.split(' & ');
          return (
            <g key={division}>
              <line x1={x + BOX_W / 2} y1={160} x2={x + BOX_W / 2} y2={185} stroke="#003b6f" strokeWidth={2} />
              <rect x={x} y={185} width={BOX_W} height={60} rx={6} fill="#f2f5f9" stroke="#003b6f" strokeWidth={2} />
              {words.map((word, line) => (
                <text key={word} x={x + BOX_W / 2} y={words.length === 1 ? 220 : 208 + line * 20} textAnchor="middle" fill="#1d2733" fontSize={14}>
                  {line > 0 ? `& ${word}` : word}
                </text>
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption>Organisational chart of the Guam Power Authority.</figcaption>
    </Figure>
  );
}
