import { readdirSync, readFileSync } from "node:fs";

type ProcessInfo = { pid: number; parentPid: number; command: string };

function readProcess(pid: number): ProcessInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name in stat may hold spaces and parentheses; the fields after its last ")" do not.
    const parentPid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
    return { pid, parentPid, command };
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

// PSS of every process this process started, grouped by role, from /proc (Linux only).
export function readMemoryByRole(rootPid = process.pid): MemoryByRole {
  const memory = Object.fromEntries(ROLES.map((role) => [role, { processes: 0, pssBytes: 0 }])) as MemoryByRole;
  for (const info of descendantsOf(rootPid, listProcesses())) {
    const role = roleOf(info.command);
    if (!role) continue;
    memory[role].processes += 1;
    memory[role].pssBytes += pssBytesOf(info.pid);
  }
  return memory;
}

// The larger of two readings, role by role.
export const peakOf = (a: MemoryByRole, b: MemoryByRole): MemoryByRole =>
  Object.fromEntries(
    ROLES.map((role) => [role, a[role].pssBytes >= b[role].pssBytes ? a[role] : b[role]]),
  ) as MemoryByRole;
