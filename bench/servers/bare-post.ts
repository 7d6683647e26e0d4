// Context for the throughput figure: the same POST /api/calculate/sip on Fastify with nothing
// else (default JSON parsing, no validation, no headers, no logger). What Kosh adds on top of
// this is its own cost; what this costs over the hello-world is Node's and Fastify's for a POST.
import { calculateEndpoints } from "@kosh/core/api/calculate";
import { sip } from "@kosh/core/calculators/sip";
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.post(calculateEndpoints.sip.path, async (request) =>
  sip(request.body as Parameters<typeof sip>[0]),
);
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
