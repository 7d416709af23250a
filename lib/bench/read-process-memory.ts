import { readdirSync, readFileSync } from "node:fs";

type ProcessInfo = { pid: number; parentPid: number; command: string; cpuSeconds: number };

// Linux reports CPU times in /proc in units of USER_HZ, 100 a second on every architecture it runs on.
const USER_HZ = 100;

function readProcess(pid: number): ProcessInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name in stat may hold spaces and parentheses; the fields after its last ")" do not.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
    // utime and stime, the 14th and 15th fields of stat.
    const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / USER_HZ;
    return { pid, parentPid: Number(fields[1]), command, cpuSeconds };
  } catch {
    return null;
  }
}

const listProcesses = () =>
  readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcess(Number(name)))
    .filter((info): info is ProcessInfo => info !== null);

function descendantsOf(rootPid: number, processes: ProcessInfo[]): ProcessInfo[] {
  const found: ProcessInfo[] = [];
  const queue = [rootPid];
  while (queue.length) {
    const parent = queue.shift();
    for (const child of processes.filter((info) => info.parentPid === parent)) {
      found.push(child);
      queue.push(child.pid);
    }
  }
  return found;
}

// Proportional set size: shared pages (PostgreSQL's shared buffers, libraries) are divided among the
// processes that map them, so the sum over processes counts them once, unlike RSS.
export const pssBytesOf = (pid: number): number => {
  try {
    const kib = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8").match(/^Pss:\s+(\d+) kB/m)?.[1];
    return kib ? Number(kib) * 1024 : 0;
  } catch {
    return 0;
  }
};

export const ROLES = ["app", "worker", "postgres"] as const;
export type Role = (typeof ROLES)[number];
export type MemoryByRole = Record<Role, { processes: number; pssBytes: number }>;

const roleOf = (command: string): Role | null =>
  /\bpostgres\b|postgres:/.test(command)
    ? "postgres"
    : /worker/.test(command)
      ? "worker"
      : /\bnext\b|next-server/.test(command)
        ? "app"
        : null;

// Every process this process started that has a role, from /proc (Linux only).
export const startedProcesses = (rootPid = process.pid) =>
  descendantsOf(rootPid, listProcesses()).flatMap((info) => {
    const role = roleOf(info.command);
    return role ? [{ ...info, role }] : [];
  });

// PSS of every process this process started, grouped by role.
export function readMemoryByRole(rootPid = process.pid): MemoryByRole {
  const memory = Object.fromEntries(ROLES.map((role) => [role, { processes: 0, pssBytes: 0 }])) as MemoryByRole;
  for (const { pid, role } of startedProcesses(rootPid)) {
    memory[role].processes += 1;
    memory[role].pssBytes += pssBytesOf(pid);
  }
  return memory;
}

// The larger of two readings, role by role.
export const peakOf = (a: MemoryByRole, b: MemoryByRole): MemoryByRole =>
  Object.fromEntries(
    ROLES.map((role) => [role, a[role].pssBytes >= b[role].pssBytes ? a[role] : b[role]]),
  ) as MemoryByRole;
