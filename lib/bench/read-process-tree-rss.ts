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

// The pid of the first Next.js process this process started (`next start`, retitled next-server), not PostgreSQL's.
export function findNextServerPid(): number | null {
  return descendantsOf(process.pid, listProcesses()).find((info) => /\bnext\b|next-server/.test(info.command))?.pid ?? null;
}

const rssBytesOf = (pid: number): number => {
  try {
    const kib = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m)?.[1];
    return kib ? Number(kib) * 1024 : 0;
  } catch {
    return 0;
  }
};

// Resident memory of a process and all its descendants, in bytes, from /proc (Linux only).
export function readProcessTreeRss(rootPid: number): number {
  return [rootPid, ...descendantsOf(rootPid, listProcesses()).map((info) => info.pid)].reduce((sum, pid) => sum + rssBytesOf(pid), 0);
}
