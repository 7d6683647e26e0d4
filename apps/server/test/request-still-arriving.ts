import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";

/**
 * A request the server is answering until the test lets it finish: a POST whose body is still
 * arriving, sent over a socket, as the server counts requests (plugins/requests-in-flight.ts), to
 * `app` listening on loopback. `finish()` sends the rest of the body and resolves with the answer's
 * status (400: the body is no calculator's input).
 */
export async function requestStillArriving(
  app: FastifyInstance,
): Promise<{ finish(): Promise<number | undefined> }> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  const upload = httpRequest({
    port,
    host: "127.0.0.1",
    method: "POST",
    path: "/api/calculate/sip",
    headers: { "content-type": "application/json", "content-length": "2" },
  });
  const status = new Promise<number | undefined>((resolve, reject) => {
    upload.on("response", (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    upload.on("error", reject);
  });
  upload.write("{");
  // The headers reach the server and it counts the request.
  await sleep(50);
  return {
    finish() {
      upload.end("}");
      return status;
    },
  };
}
