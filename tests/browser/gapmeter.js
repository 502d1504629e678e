// Injected by the tests before the page's own scripts: records how long the
// main thread went without running a 10 ms timer (a blocked main thread
// shows as a long gap).  window.__gaps holds [time, gap] of gaps over 30 ms.
(() => {
  if (window !== window.top && !window.__gapsInFrames) return;
  const gaps = [];
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last > 30) gaps.push([now, now - last]);
    last = now;
  }, 10);
  window.__gaps = gaps;
  window.__maxGap = (since) => gaps.filter(([t, g]) => t - g >= since).reduce((m, [, g]) => Math.max(m, g), 0);
})();
