import { execFileSync } from "node:child_process";
import { createServer } from "node:net";

/** A loopback port nobody is listening on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("The OS gave no port"));
      });
    });
  });
}

/**
 * The same, synchronously: the Playwright config is evaluated synchronously and must know the
 * port before global setup runs, so it asks a short-lived child process.
 */
export function freePortSync(): number {
  const script =
    "const s=require('node:net').createServer();" +
    "s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(
    execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }),
  );
}
