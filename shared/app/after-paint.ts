/**
 * Runs `fn` once the browser has painted a frame: a prerendered page's text shows before hydration
 * spends the main thread (the marketing index, ADR 0017).
 * @example afterFirstPaint(() => mount(IndexPage));
 */
export function afterFirstPaint(fn: () => void, fallbackMs = 500): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  // A rAF callback runs just before a paint; a task queued from it runs after that paint.
  requestAnimationFrame(() => setTimeout(run, 0));
  // A page opened in the background gets no frames: it still hydrates.
  setTimeout(run, fallbackMs);
}
