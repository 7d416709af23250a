// A call that has not settled within `ms` fails with ETIMEDOUT, whatever the library's own timeouts do (theirs are
// idle timers that a silent or trickling peer can stretch); the late result is ignored.
export function withinTimeLimit<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`${what} timed out after ${ms} ms`), { code: "ETIMEDOUT" })),
      ms,
    );
  });
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
