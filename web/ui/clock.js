// The clocks of a game as the players see them: the server's last report, run down by
// the time since it arrived for the side whose clock runs, byo-yomi periods included.

/// Milliseconds as the clock shows them: "4:05", or tenths under a minute ("9.3").
export function formatMs(ms) {
  const t = Math.max(0, Math.ceil(ms / 100)) / 10;
  const m = Math.floor(t / 60);
  const sec = t - m * 60;
  return m > 0 ? `${m}:${String(Math.floor(sec)).padStart(2, "0")}` : sec.toFixed(1);
}

/// What one side's clock shows. spec: the game's clock spec ({ byo_ms, ... }); side: the
/// server's report for it ({ main_ms, periods, period_ms }); running: whether this side's
/// clock runs; elapsed: ms since the report.
export function shownTime(spec, side, running, elapsed) {
  let main = side.main_ms;
  let periods = side.periods;
  let period = side.period_ms;
  if (running) {
    if (main > 0) {
      main -= elapsed;
      if (main < 0 && spec.byo_ms > 0) {
        const over = -main;
        periods -= Math.floor(over / spec.byo_ms);
        period = spec.byo_ms - (over % spec.byo_ms);
        main = 0;
      }
    } else if (spec.byo_ms > 0) {
      const over = elapsed + (spec.byo_ms - period);
      periods -= Math.floor(over / spec.byo_ms);
      period = spec.byo_ms - (over % spec.byo_ms);
    }
  }
  if (main > 0 || spec.byo_ms === 0) return formatMs(Math.max(0, main));
  return periods > 0 ? `${formatMs(period)} (${periods})` : formatMs(0);
}
