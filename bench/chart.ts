// Draws the log-log chart of cost per call against span, one line per contender, as a plain SVG.
import type { Measurement } from './_harness.ts';
import { formatNs } from './_harness.ts';

const colors: Record<string, string> = {
  'daycalc typed': '#1b7f3b',
  'daycalc execute': '#5cb85c',
  'naive loop': '#d9534f',
  'moment-business-days': '#8e44ad',
  'date-fns': '#f0ad4e',
  'floor: date strings only': '#999999',
  'checks: argument checks alone': '#c7a008',
};

interface Panel {
  readonly title: string;
  readonly xTitle: string;
  readonly points: readonly Measurement[];
}

const width = 480;
const height = 360;
const margin = { left: 64, right: 16, top: 36, bottom: 48 };

/** Powers of ten covering [min, max]. */
function decades(min: number, max: number): number[] {
  const out: number[] = [];
  for (let exponent = Math.floor(Math.log10(min)); exponent <= Math.ceil(Math.log10(max)); exponent++) out.push(10 ** exponent);
  return out;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** One panel at horizontal offset `left`, sharing the y range with the others. */
function drawPanel(panel: Panel, left: number, yTicks: number[]): string {
  const xs = panel.points.map((p) => p.spanDays ?? 1);
  const xTicks = decades(Math.min(...xs), Math.max(...xs));
  const [x0, x1] = [Math.log10(xTicks[0]!), Math.log10(xTicks.at(-1)!)];
  const [y0, y1] = [Math.log10(yTicks[0]!), Math.log10(yTicks.at(-1)!)];
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const x = (value: number) => left + margin.left + ((Math.log10(value) - x0) / (x1 - x0)) * plotWidth;
  const y = (value: number) => margin.top + plotHeight - ((Math.log10(value) - y0) / (y1 - y0)) * plotHeight;
  const parts: string[] = [];
  parts.push(`<text x="${left + margin.left + plotWidth / 2}" y="22" text-anchor="middle" font-weight="bold">${escape(panel.title)}</text>`);
  for (const tick of yTicks) {
    parts.push(`<line x1="${left + margin.left}" x2="${left + margin.left + plotWidth}" y1="${y(tick)}" y2="${y(tick)}" stroke="#e5e5e5"/>`);
    parts.push(`<text x="${left + margin.left - 6}" y="${y(tick) + 4}" text-anchor="end">${formatNs(tick)}</text>`);
  }
  for (const tick of xTicks) {
    parts.push(`<line x1="${x(tick)}" x2="${x(tick)}" y1="${margin.top}" y2="${margin.top + plotHeight}" stroke="#e5e5e5"/>`);
    parts.push(`<text x="${x(tick)}" y="${margin.top + plotHeight + 16}" text-anchor="middle">${tick.toLocaleString('en-US')}</text>`);
  }
  parts.push(`<rect x="${left + margin.left}" y="${margin.top}" width="${plotWidth}" height="${plotHeight}" fill="none" stroke="#999"/>`);
  parts.push(`<text x="${left + margin.left + plotWidth / 2}" y="${height - 10}" text-anchor="middle">${escape(panel.xTitle)}</text>`);
  const contenders = [...new Set(panel.points.map((p) => p.contender))];
  for (const contender of contenders) {
    const line = panel.points.filter((p) => p.contender === contender).sort((a, b) => (a.spanDays ?? 0) - (b.spanDays ?? 0));
    const color = colors[contender] ?? '#333';
    const path = line.map((p) => `${x(p.spanDays ?? 1).toFixed(1)},${y(p.ns).toFixed(1)}`).join(' ');
    parts.push(`<polyline points="${path}" fill="none" stroke="${color}" stroke-width="2"/>`);
    for (const p of line) parts.push(`<circle cx="${x(p.spanDays ?? 1).toFixed(1)}" cy="${y(p.ns).toFixed(1)}" r="3" fill="${color}"><title>${escape(`${contender}, ${p.label}: ${formatNs(p.ns)}`)}</title></circle>`);
  }
  return parts.join('\n');
}

/**
 * Renders the count and add panels side by side, with a shared legend.
 *
 * @param measurements - All measurements of the run (only `count` and `add` are drawn).
 * @param caption - A line under the chart (machine and date).
 * @returns The SVG text.
 */
export function renderChart(measurements: readonly Measurement[], caption: string): string {
  const panels: Panel[] = [
    { title: 'Business days between (US holidays)', xTitle: 'span (calendar days, log)', points: measurements.filter((m) => m.group === 'count') },
    { title: 'Add business days (US holidays)', xTitle: '|offset| (business days, log)', points: measurements.filter((m) => m.group === 'add') },
  ].filter((panel) => panel.points.length > 0);
  const all = panels.flatMap((panel) => panel.points.map((p) => p.ns));
  const yTicks = decades(Math.min(...all), Math.max(...all));
  const contenders = [...new Set(panels.flatMap((panel) => panel.points.map((p) => p.contender)))];
  const totalWidth = width * Math.max(1, panels.length);
  // The legend wraps into rows of as many 180-pixel entries as fit the width.
  const perRow = Math.max(1, Math.floor((totalWidth - 16) / 180));
  const legendRows = Math.ceil(contenders.length / perRow);
  const legend = contenders
    .map((name, at) => {
      const left = 16 + (at % perRow) * 180;
      const top = height + 8 + Math.floor(at / perRow) * 18;
      return `<line x1="${left}" x2="${left + 24}" y1="${top + 8}" y2="${top + 8}" stroke="${colors[name] ?? '#333'}" stroke-width="3"/><text x="${left + 30}" y="${top + 12}">${escape(name === 'date-fns' ? 'date-fns (no holidays)' : name)}</text>`;
    })
    .join('\n');
  const captionTop = height + 26 + legendRows * 18;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${totalWidth}" height="${captionTop + 8}" viewBox="0 0 ${totalWidth} ${captionTop + 8}" font-family="sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="14" y="${height / 2}" transform="rotate(-90 14 ${height / 2})" text-anchor="middle">cost per call (log)</text>`,
    ...panels.map((panel, at) => drawPanel(panel, at * width, yTicks)),
    legend,
    `<text x="16" y="${captionTop}" fill="#666">${escape(caption)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
