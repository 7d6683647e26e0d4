import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect } from "vitest";
import { it } from "../../test/fixtures.ts";
import { requestStillArriving } from "../../test/request-still-arriving.ts";
import { enqueueMail } from "./mail-outbox.ts";

describe("the mail worker while a request is being answered", () => {
  it("sends nothing until the request is answered, then the mail once", async ({
    tracker,
  }) => {
    const { app } = tracker.server;
    await enqueueMail(
      app.db,
      {
        kind: "reminder",
        to: "waiting-saver@example.com",
        email: {
          subject: "Your deposit matures in 7 days",
          text: "Your fixed deposit matures on 5 December.",
          html: "<p>Your fixed deposit matures on 5 December.</p>",
        },
      },
      app.now(),
    );
    const upload = await requestStillArriving(app);

    let sent = false;
    const drained = app.mailQueue.drain().then(() => {
      sent = true;
    });
    // Well within the second a batch waits at most (decision 0061).
    await sleep(500);
    expect(sent).toBe(false);
    expect(tracker.server.smtp.mailsTo("waiting-saver@example.com")).toEqual(
      [],
    );

    expect(await upload.finish()).toBe(400);
    await drained;
    expect(
      tracker.server.smtp.mailsTo("waiting-saver@example.com"),
    ).toHaveLength(1);
  });
});
