'use strict';

/**
 * The chart of a rate schedule's proposed adjustment, drawn from its rates as an SVG: the monthly bill at
 * current and at proposed rates for a few typical usages, as pairs of bars with their amounts and usages
 * written out. Drawn in a 480 x 300 box with 20-unit text, so that on a 375 px phone (the page shows it about
 * 340 px wide) every label is still about 14 px tall.
 */

const WIDTH = 480;
const HEIGHT = 300;
const PLOT = { left: 16, right: 464, top: 64, bottom: 252 };
const COLORS = { current: '#003b6f', proposed: '#b35900' };

const escapeXml = (text) =>
  String(text).replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]);
/** An amount short enough to sit over its bar: $589, $1.2k, $59k. */
const dollars = (amount) =>
  amount < 1000
    ? `$${Math.round(amount)}`
    : amount < 10_000
      ? `$${(amount / 1000).toFixed(1)}k`
      : `$${Math.round(amount / 1000)}k`;

/** A schedule's monthly bill at `kwh`: its customer charge plus energy and fuel charges per kWh. */
function monthlyBill({ customerCharge, energyPerKwh, fuelPerKwh }, kwh) {
  return Math.round((customerCharge + (energyPerKwh + fuelPerKwh) * kwh) * 100) / 100;
}

/**
 * @param {object} chart
 * @param {string} chart.title       the chart's title (also its accessible name)
 * @param {number[]} chart.usages    monthly kWh to show, e.g. [500, 1000, 2000]
 * @param {{ customerCharge: number, energyPerKwh: number, fuelPerKwh: number }} chart.current
 * @param {{ customerCharge: number, energyPerKwh: number, fuelPerKwh: number }} chart.proposed
 * @returns {{ svg: string, bills: { kwh: number, current: number, proposed: number }[] }}
 */
function drawBillChart({ title, usages, current, proposed }) {
  const bills = usages.map((kwh) => ({
    kwh,
    current: monthlyBill(current, kwh),
    proposed: monthlyBill(proposed, kwh),
  }));
  const highest = Math.max(...bills.flatMap((bill) => [bill.current, bill.proposed]));
  const groupWidth = (PLOT.right - PLOT.left) / bills.length;
  const barWidth = groupWidth * 0.4;
  const barHeight = (amount) => ((PLOT.bottom - PLOT.top - 24) * amount) / highest;
  const bar = (x, amount, color) => {
    const height = barHeight(amount);
    const top = PLOT.bottom - height;
    return (
      `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${barWidth.toFixed(1)}" height="${height.toFixed(1)}" fill="${color}"/>` +
      `<text x="${(x + barWidth / 2).toFixed(1)}" y="${(top - 6).toFixed(1)}" text-anchor="middle">${dollars(amount)}</text>`
    );
  };
  const groups = bills
    .map(({ kwh, current: now, proposed: next }, index) => {
      const centre = PLOT.left + groupWidth * (index + 0.5);
      return (
        bar(centre - barWidth - 2, now, COLORS.current) +
        bar(centre + 2, next, COLORS.proposed) +
        `<text x="${centre.toFixed(1)}" y="${PLOT.bottom + 26}" text-anchor="middle">${kwh.toLocaleString('en-US')} kWh</text>`
      );
    })
    .join('');
  const legend =
    `<rect x="16" y="14" width="18" height="18" fill="${COLORS.current}"/><text x="42" y="30">Current</text>` +
    `<rect x="160" y="14" width="18" height="18" fill="${COLORS.proposed}"/><text x="186" y="30">Proposed</text>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>` +
    `<g font-family="Liberation Sans, Arial, sans-serif" font-size="20" fill="#1d2733">${legend}${groups}</g>` +
    `<line x1="${PLOT.left}" x2="${PLOT.right}" y1="${PLOT.bottom}" y2="${PLOT.bottom}" stroke="#1d2733" stroke-width="2"/>` +
    '</svg>';
  return { svg, bills };
}

module.exports = { drawBillChart, monthlyBill };
