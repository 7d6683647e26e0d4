import pg from "pg";
import { isDatabaseUnavailable } from "./database-errors.ts";

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * A pg.Pool whose checked-out clients give themselves back, destroyed, as soon as their connection
 * fails. Drizzle's node-postgres transactions (0.45) run BEGIN before the try/finally that releases
 * the client, and always release without the error (drizzle-orm#6114, drizzle-orm#6241): a BEGIN on
 * a dead or frozen connection would hold its pool slot for good, and a client whose query timed out
 * would go back to the pool stuck behind that query. A few outages would leave Kosh with an empty
 * pool, answering 503 long after PostgreSQL is back.
 *
 * pg-pool also takes its own 'error' listener off a client while it is checked out, so a
 * connection that ends between two queries of a transaction (PostgreSQL stopped or restarted)
 * would emit an 'error' nobody hears and crash the process. A checked-out client here listens
 * itself: it gives itself back destroyed and the pool reports the error like any other.
 */
export class SelfReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // The callback form is pool.query's own checkout, which already releases with the error.
    if (callback) return super.connect(callback);
    return super
      .connect()
      .then((client) => releasedOnConnectionFailure(this, client));
  }
}

function releasedOnConnectionFailure(
  pool: pg.Pool,
  client: pg.PoolClient,
): pg.PoolClient {
  const poolRelease = client.release;
  const query = client.query;
  let released = false;
  const onConnectionError = (error: Error) => {
    release(error);
    pool.emit("error", error, client);
  };
  const release = (error?: Error | boolean) => {
    // Drizzle still calls release() after the client gave itself back: that second call is a no-op.
    if (released) return;
    released = true;
    client.removeListener("error", onConnectionError);
    Reflect.deleteProperty(client, "query");
    poolRelease(error);
  };
  client.on("error", onConnectionError);
  client.release = release;
  Object.defineProperty(client, "query", {
    configurable: true,
    writable: true,
    value(...args: unknown[]): unknown {
      const result: unknown = Reflect.apply(query, client, args);
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        if (isDatabaseUnavailable(error))
          release(error instanceof Error ? error : true);
        throw error;
      });
    },
  });
  return client;
}
