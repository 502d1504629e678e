// Injected by the tests before the page's own scripts.  Two measures of a
// blocked main thread:
// - window.__gaps: [end time, gap] of every gap over 30 ms between runs of a
//   10 ms timer (what a player feels; it also grows when the machine is
//   overloaded and the browser is not scheduled at all);
// - window.__longTasks: [start, duration] of main-thread tasks over 50 ms
//   (the browser's Long Tasks API: wall time, which a loaded machine inflates;
//   the tests assert on CPU time from Chrome's trace, tests/browser/mainthread.py,
//   and the benchmarks print both).
(() => {
  const gaps = [];
  const longTasks = [];
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last > 30) gaps.push([now, now - last]);
    last = now;
  }, 10);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longTasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask", buffered: true });
  } catch (_) { /* no Long Tasks API */ }
  window.__gaps = gaps;
  window.__longTasks = longTasks;
  window.__maxGap = (since) => gaps.filter(([t, g]) => t - g >= since).reduce((m, [, g]) => Math.max(m, g), 0);
  window.__maxLongTask = (since) => longTasks.filter(([t]) => t >= since).reduce((m, [, d]) => Math.max(m, d), 0);
})();
