/**
 * Run a task once the page has loaded (its first screen's images included)
 * and the browser is idle, so what the task fetches never competes with the
 * first screen for the network or the main thread.
 */
export function whenPageSettled(task: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 1000 });
    else setTimeout(task, 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
