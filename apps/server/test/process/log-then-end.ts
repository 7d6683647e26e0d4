// A process that answers requests with the real app at LOG_LEVEL=info and then ends in the way its
// first argument says: "end" (the app closes and the process runs out of work) or "throw" (an
// uncaught error). log-lines-kept.test.ts counts the access lines it wrote on standard output.
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";

const [how, count] = process.argv.slice(2);
const app = await buildApp({ config: loadConfig() });
for (let index = 0; index < Number(count); index += 1) {
  await app.inject({
    method: "POST",
    url: "/api/calculate/sip",
    payload: { monthlyInvestment: 5000, expectedReturn: 12, timePeriod: 10 },
  });
}
if (how === "throw") {
  setImmediate(() => {
    throw new Error("an error nothing catches");
  });
} else {
  await app.close();
}
