#!/usr/bin/env node
// Draws the site's icon (the favicon's lightning bolt on the utility's blue) as the PNG sizes the web app
// manifest lists, into shell/src/offline/static/icons/, and as the content service's favicon (its admin panel's
// tab; Strapi requires one). Run again after changing the drawing; the PNGs are committed (the build and
// Strapi use them as they are).
const fs = require('node:fs');
const path = require('node:path');
const { encodePng } = require('@gpa/media-tools/png');

const BLUE = [0x00, 0x3b, 0x6f];
const YELLOW = [0xff, 0xb8, 0x1c];
// In the favicon's 32-unit box.
const BOLT = [
  [18, 3],
  [7, 18],
  [14, 18],
  [12, 29],
  [23, 14],
  [16, 14],
];
const CORNER = 6;
const root = path.join(__dirname, '..', '..');
const ICONS = [
  ['shell/src/offline/static/icons/icon-192.png', 192],
  ['shell/src/offline/static/icons/icon-512.png', 512],
  ['content-service/favicon.png', 64],
];

function insidePolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x, y) {
  const cx = Math.min(Math.max(x, CORNER), 32 - CORNER);
  const cy = Math.min(Math.max(y, CORNER), 32 - CORNER);
  return x >= 0 && x <= 32 && y >= 0 && y <= 32 && (x - cx) ** 2 + (y - cy) ** 2 <= CORNER ** 2;
}

/** RGBA rows, each pixel averaged over 4x4 samples (smooth edges). */
function draw(size) {
  const rows = [];
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px += 1) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = ((px + (sx + 0.5) / samples) * 32) / size;
          const y = ((py + (sy + 0.5) / samples) * 32) / size;
          if (!insideRoundedSquare(x, y)) continue;
          const colour = insidePolygon(x, y, BOLT) ? YELLOW : BLUE;
          [r, g, b, a] = [r + colour[0], g + colour[1], b + colour[2], a + 1];
        }
      }
      const n = samples * samples;
      row.set(
        a
          ? [Math.round(r / a), Math.round(g / a), Math.round(b / a), Math.round((255 * a) / n)]
          : [0, 0, 0, 0],
        1 + px * 4,
      );
    }
    rows.push(row);
  }
  return Buffer.concat(rows);
}

const png = (size) =>
  encodePng({ width: size, height: size, colour: 'rgba', scanlines: draw(size), level: 9 });

for (const [file, size] of ICONS) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), png(size));
  console.log(file);
}
