'use strict';

/**
 * Tiny dependency-free generators for seed media other than PDFs:
 *  - createPng: an RGB PNG (banner colour, a lighter band and a simple "icon" square),
 *    used as thumbnails of safety items and annual reports;
 *  - createWav: a short silent mono WAV, used for CCU meeting recordings.
 */
const { encodePng } = require('@gpa/media-tools/png');

function hexToRgb(hex) {
  const value = parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * @param {object} [options]
 * @param {number} [options.width=320]
 * @param {number} [options.height=200]
 * @param {string} [options.color='#0f4c81'] background colour
 * @returns {Buffer} PNG bytes
 */
function createPng({ width = 320, height = 200, color = '#0f4c81' } = {}) {
  const [r, g, b] = hexToRgb(color);
  const light = [r, g, b].map((v) => Math.round(v + (255 - v) * 0.35));
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const square = Math.round(Math.min(width, height) / 3);
  const sx = Math.round((width - square) / 2);
  const sy = Math.round((height - square) / 2);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      let px = y > height * 0.8 ? light : [r, g, b];
      if (x >= sx && x < sx + square && y >= sy && y < sy + square) px = [255, 255, 255];
      raw[row + 1 + x * 3] = px[0];
      raw[row + 2 + x * 3] = px[1];
      raw[row + 3 + x * 3] = px[2];
    }
  }
  return encodePng({ width, height, colour: 'rgb', scanlines: raw });
}

/** Silent 8-bit mono PCM WAV of `seconds` length at 8 kHz. */
function createWav({ seconds = 1 } = {}) {
  const sampleRate = 8000;
  const samples = Math.round(sampleRate * seconds);
  const buffer = Buffer.alloc(44 + samples, 128); // 128 = silence for 8-bit PCM
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // PCM header size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate, 28); // byte rate
  buffer.writeUInt16LE(1, 32); // block align
  buffer.writeUInt16LE(8, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples, 40);
  return buffer;
}

module.exports = { createPng, createWav };
