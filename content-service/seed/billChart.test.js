const { drawBillChart } = require('./billChart');

const chart = (overrides = {}) =>
  drawBillChart({
    title: 'Schedule R: monthly bill at current and proposed rates',
    usages: [500, 1000],
    current: { customerCharge: 15, energyPerKwh: 0.08, fuelPerKwh: 0.2 },
    proposed: { customerCharge: 20, energyPerKwh: 0.08, fuelPerKwh: 0.15 },
    ...overrides,
  });

const barHeights = (svg) =>
  [...svg.matchAll(/<rect x="[^"]+" y="[^"]+" width="[^"]+" height="([^"]+)" fill="#(003b6f|b35900)"/g)].map(
    (match) => Number(match[1]),
  );

test('the bills come from the rates: customer charge plus energy and fuel per kWh', () => {
  expect(chart().bills).toEqual([
    { kwh: 500, current: 155, proposed: 135 },
    { kwh: 1000, current: 295, proposed: 250 },
  ]);
});

test('each usage has a current and a proposed bar, as tall as its amount, with the amount and usage written out', () => {
  const { svg } = chart();
  const heights = barHeights(svg);
  // Legend squares first (18 high), then current/proposed pairs per usage.
  const bars = heights.slice(2);
  expect(bars).toHaveLength(4);
  expect(bars[0] / bars[2]).toBeCloseTo(155 / 295, 2);
  expect(bars[3]).toBe(Math.max(...bars.filter((_, index) => index % 2 === 1)));
  for (const text of ['$155', '$135', '$295', '$250', '500 kWh', '1,000 kWh', 'Current', 'Proposed'])
    expect(svg).toContain(`>${text}</text>`);
  expect(svg).toContain('<title>Schedule R: monthly bill at current and proposed rates</title>');
});

test('other rates draw another chart', () => {
  const cheaper = chart({ proposed: { customerCharge: 20, energyPerKwh: 0.05, fuelPerKwh: 0.1 } });
  expect(cheaper.svg).not.toBe(chart().svg);
  expect(cheaper.svg).toContain('>$170</text>');
});

test('large amounts are written short enough to sit over their bars', () => {
  const { svg } = chart({ usages: [5000, 100_000] });
  expect(svg).toContain('>$1.4k</text>');
  expect(svg).toContain('>$28k</text>');
});

test('titles are escaped', () => {
  expect(chart({ title: 'A & B <C>' }).svg).toContain('<title>A &amp; B &lt;C&gt;</title>');
});
