/**
 * Run a task once the page has loaded (its first screen's images included),
 * painted what it loaded, and the browser is idle, so what the task fetches
 * never competes with the first screen for the network or the main thread,
 * and starts after the largest paint: Lighthouse's simulation counts every
 * request that ended before the LCP it observed as one the LCP waited for
 * (docs/PERFORMANCE.md, "What the first screen waits for").
 */
export function whenPageSettled(task: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 1000 });
    else setTimeout(task, 1);
  };
  // The first screen's images are painted in the frame after they are decoded (decoding="async"), which
  // can be well after the load event; a hidden tab draws no frames, hence the timeout.
  const afterPaint = () => {
    const eager = [...document.images].filter((image) => image.loading !== 'lazy');
    void Promise.allSettled(eager.map((image) => image.decode())).then(() => {
      requestAnimationFrame(() => requestAnimationFrame(start));
    });
    setTimeout(start, 1500);
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
}
