// Work a worker process repeats on a timer, beside its jobs (a sweep for what a lost job left behind); listed in
// job-registry.ts. `run` answers how many things it found.
export type Sweep = { name: string; everyMs: number; run: () => Promise<number> };
