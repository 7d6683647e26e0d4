import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/**
 * The pid of the process listening on `port`: `startKoshServer` spawns `scripts/start.mjs`, which
 * serves itself or runs the server as a child, depending on the version. Found in /proc (the
 * listening socket's inode among the file descriptors of the start script and its children), so
 * the server needs no route of its own for this.
 */
export function serverPid(startScriptPid: number, port: number): number {
  const listening = listeningInodes(port);
  const candidates = [startScriptPid, ...childrenOf(startScriptPid)];
  for (const pid of candidates) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && listening.has(inode)) return pid;
      }
    } catch {
      // The process ended while we looked.
    }
  }
  throw new Error(
    `No process of the start script (pid ${startScriptPid}) listens on port ${port}`,
  );
}

/** Inodes of sockets listening on `port`, from /proc/net/tcp and tcp6. */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDR:PORT; state 0A is LISTEN; the inode is the tenth field.
      if (
        fields[1]?.endsWith(`:${hexPort}`) &&
        fields[3] === "0A" &&
        fields[9]
      ) {
        inodes.add(fields[9]);
      }
    }
  }
  return inodes;
}

/** Direct children of `parent`, from each process's stat line. */
function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command name, which is in parentheses and may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[1]) === parent) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/** Resident set size of `pid` in MiB, from /proc/<pid>/status. */
export function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (!kib) throw new Error(`/proc/${pid}/status has no VmRSS line`);
  return Number(kib) / 1024;
}

export interface MemorySample {
  /** Seconds since the measured window began. */
  second: number;
  rssMiB: number;
}

/** Samples the RSS of `pid` every `intervalMs` until stopped. */
export function sampleMemory(pid: number, intervalMs: number) {
  const started = performance.now();
  const samples: MemorySample[] = [];
  const take = () =>
    samples.push({
      second: Math.round((performance.now() - started) / 100) / 10,
      rssMiB: Math.round(residentMiB(pid) * 10) / 10,
    });
  take();
  const timer = setInterval(take, intervalMs);
  return {
    samples,
    stop(): MemorySample[] {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** CPU time (user + system) `pid` has used so far, in seconds, from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
