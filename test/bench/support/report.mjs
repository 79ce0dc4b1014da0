// Printing for the benchmark sections: Markdown tables (readable in a terminal, pasteable into a
// report) and number formats shared by every section.

import { median } from './timing.mjs';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const KIB = 1024;
const MIB = 1024 * KIB;

export const format = {
  count: (value) => integer.format(value),
  rate: (perSecond) => `${integer.format(perSecond)}/s`,
  ms: (ms) => (ms >= 100 ? `${integer.format(ms)} ms` : `${ms.toFixed(2)} ms`),
  micros: (ms) => `${(ms * 1000).toFixed(1)} µs`,
  seconds: (ms) => `${(ms / 1000).toFixed(2)} s`,
  bytes: (bytes) => (Math.abs(bytes) >= MIB ? `${(bytes / MIB).toFixed(1)} MiB` : `${(bytes / KIB).toFixed(1)} KiB`),
  ratio: (value) => `${value.toFixed(2)}×`,
};

/** The median of several runs' values, with their range in brackets: `show` formats each. */
export const spread = (values, show) =>
  `${show(median(values))} [${show(Math.min(...values))}–${show(Math.max(...values))}]`;

/**
 * Prints a titled table. The first column is left-aligned (labels), the others right-aligned
 * (figures). Notes follow the table, one line each, to say what the figures mean.
 */
export function printTable(title, headers, rows, notes = []) {
  const cells = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, column) => Math.max(3, ...cells.map((row) => row[column].length)));
  const line = (row) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;

  console.log(`\n${title}\n`);
  console.log(line(cells[0]));
  console.log(rule);
  for (const row of cells.slice(1)) console.log(line(row));
  for (const note of notes) console.log(`  ${note}`);
}
