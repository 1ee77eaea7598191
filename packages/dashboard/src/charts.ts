/** Small SVG charts drawn here (no chart library): every label is a Text node. */
import { svg } from './dom.js';

/** A horizontal gauge: used of total. */
export function gauge(label: string, used: number, total: number): SVGElement {
  const width = 360;
  const share = total > 0 ? Math.min(1, used / total) : 0;
  return svg(
    'svg',
    { width, height: 40, viewBox: `0 0 ${width} 40`, role: 'img', 'aria-label': `${label}: ${used} of ${total}` },
    svg('rect', { class: 'track', x: 0, y: 18, width, height: 14, rx: 3 }),
    svg('rect', { class: 'bar', x: 0, y: 18, width: Math.round(width * share), height: 14, rx: 3 }),
    svg('text', { x: 0, y: 12 }, `${label}: ${used} of ${total} (${Math.round(share * 100)}%)`),
  );
}

/** Vertical bars, one per (label, value), each optionally with its own class (verdict colours). */
export function bars(title: string, data: { label: string; value: number; kind?: string }[]): SVGElement {
  // Wide enough for the longest label (about 7 px a character at 11 px).
  const barWidth = Math.max(28, ...data.map((entry) => entry.label.length * 7));
  const gap = 10;
  const height = 150;
  const width = Math.max(200, data.length * (barWidth + gap) + gap);
  const max = Math.max(1, ...data.map((entry) => entry.value));
  const chart = svg('svg', { width, height: height + 40, viewBox: `0 0 ${width} ${height + 40}`, role: 'img', 'aria-label': `${title}: ${data.map((entry) => `${entry.label} ${entry.value}`).join(', ')}` });
  data.forEach((entry, index) => {
    const barHeight = Math.round((entry.value / max) * (height - 20));
    const x = gap + index * (barWidth + gap);
    chart.appendChild(svg('rect', { class: entry.kind ?? 'bar', x, y: height - barHeight, width: barWidth, height: barHeight }));
    chart.appendChild(svg('text', { x: x + barWidth / 2, y: height - barHeight - 4, 'text-anchor': 'middle' }, String(entry.value)));
    chart.appendChild(svg('text', { x: x + barWidth / 2, y: height + 14, 'text-anchor': 'middle' }, entry.label));
  });
  return chart;
}
