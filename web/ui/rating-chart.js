// A rating history as an SVG line chart: the rating after each rated game, with the
// band of one deviation either side shaded, so that an uncertain rating looks it. The
// line starts from where every player starts (Glicko-2's 1500 ± 350), so that even one
// game draws a rise or a fall rather than a lone dot.

import { lang } from "../i18n/i18n.js";

const SVG = "http://www.w3.org/2000/svg";
const START = { rating: 1500, deviation: 350 };

function svg(tag, attrs = {}) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/// An <svg> of `points` ({ rating, deviation, at_ms }, oldest first), `width` × `height`;
/// the vertical scale covers the ratings and their bands, labelled at its ends.
export function ratingChart(points, { width = 480, height = 160, label = "" } = {}) {
  const chart = svg("svg", { viewBox: `0 0 ${width} ${height}`, width, height, role: "img", class: "rating-chart" });
  if (label) chart.appendChild(Object.assign(svg("title"), { textContent: label }));
  if (points.length === 0) return chart;
  const pad = { left: 44, right: 8, top: 8, bottom: 8 };
  // The line and band run from the start; the dots mark the games alone.
  const line = [START, ...points];
  const lows = line.map((p) => p.rating - p.deviation);
  const highs = line.map((p) => p.rating + p.deviation);
  let lo = Math.floor(Math.min(...lows) / 50) * 50;
  let hi = Math.ceil(Math.max(...highs) / 50) * 50;
  if (hi === lo) hi = lo + 50;
  // Point i of `line`; game i is point i + 1.
  const x = (i) => pad.left + (i * (width - pad.left - pad.right)) / (line.length - 1);
  const y = (r) => pad.top + ((hi - r) * (height - pad.top - pad.bottom)) / (hi - lo);
  const band = [...line.map((p, i) => `${x(i)},${y(p.rating + p.deviation)}`), ...line.map((p, i) => `${x(i)},${y(p.rating - p.deviation)}`).reverse()];
  chart.appendChild(svg("polygon", { points: band.join(" "), class: "rating-band", fill: "currentColor", "fill-opacity": 0.12 }));
  chart.appendChild(
    svg("polyline", { points: line.map((p, i) => `${x(i)},${y(p.rating)}`).join(" "), class: "rating-line", fill: "none", stroke: "currentColor", "stroke-width": 2 }),
  );
  points.forEach((p, i) => {
    const dot = svg("circle", { cx: x(i + 1), cy: y(p.rating), r: 3, fill: "currentColor", "data-rating": Math.round(p.rating) });
    dot.appendChild(Object.assign(svg("title"), { textContent: `${Math.round(p.rating)} ± ${Math.round(p.deviation)}, ${new Date(p.at_ms).toLocaleDateString(lang)}` }));
    chart.appendChild(dot);
  });
  for (const r of [lo, hi]) {
    const t = svg("text", { x: pad.left - 6, y: y(r) + (r === hi ? 10 : -2), "text-anchor": "end", "font-size": 11, fill: "currentColor" });
    t.textContent = String(r);
    chart.appendChild(t);
  }
  return chart;
}
