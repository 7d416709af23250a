// Node's timers take at most 2^31 - 1 ms (about 24.8 days); a longer delay fires at once, so it is waited in steps.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

// Runs `run` every `everyMs`, however long that is, without keeping the process alive; the answer stops it.
export function repeatEvery(everyMs: number, run: () => void): () => void {
  let timer: NodeJS.Timeout;
  const wait = (leftMs: number) => {
    const step = Math.min(leftMs, LONGEST_TIMER_MS);
    timer = setTimeout(() => {
      if (leftMs > step) return wait(leftMs - step);
      wait(everyMs);
      run();
    }, step).unref();
  };
  wait(everyMs);
  return () => clearTimeout(timer);
}
