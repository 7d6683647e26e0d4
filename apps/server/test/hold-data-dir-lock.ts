// Run as a child process by the lock tests: holds DATA_DIR's lock like a running server would,
// prints "locked", and keeps it until killed.
import { acquireDataDirLock } from "../src/db/data-dir-lock.ts";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: hold-data-dir-lock.ts <data-dir>");
acquireDataDirLock(dataDir);
process.stdout.write("locked\n");
setInterval(() => undefined, 60_000);
