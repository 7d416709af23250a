import { ROLES, startedProcesses, type Role } from "./read-process-memory";

// Cores each role kept busy, and the bench's own process ("client": the load it generates).
export type CoresByRole = Record<Role | "client", number>;

const startedByPid = () => new Map(startedProcesses().map((info) => [info.pid, info]));
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

// Starts a reading; the function it returns gives the cores each role kept busy since, on average. A process started
// meanwhile counts all its CPU time; one that ended meanwhile is left out.
export function startCpuReading(): () => CoresByRole {
  const before = startedByPid();
  const ownBefore = ownCpuSeconds();
  const startedAt = performance.now();
  return () => {
    const seconds = (performance.now() - startedAt) / 1000;
    const cores = { client: (ownCpuSeconds() - ownBefore) / seconds } as CoresByRole;
    for (const role of ROLES) cores[role] = 0;
    for (const [pid, info] of startedByPid())
      cores[info.role] += (info.cpuSeconds - (before.get(pid)?.cpuSeconds ?? 0)) / seconds;
    return cores;
  };
}
