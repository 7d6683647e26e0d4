import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "./register-service-worker.ts";
import { dismissUpdate, useWaitingUpdate } from "./service-worker-update.ts";

// Stand-ins for the browser's service worker objects (not our code): events and the few fields
// the registration reads.
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = "installing";
  readonly messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  /** A new version starts installing, as the browser reports it. */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event("updatefound"));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  readonly registration = new FakeRegistration();
  register = vi.fn(async () => this.registration);
}

function start(container: FakeContainer) {
  const reload = vi.fn();
  const waiting = renderHook(() => useWaitingUpdate());
  const registered = registerServiceWorker(
    container as unknown as ServiceWorkerContainer,
    reload,
  );
  return { reload, waiting, registered };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => dismissUpdate());
  vi.useRealTimers();
});

describe("the service worker registration", () => {
  it("registers vite-plugin-pwa's worker for the whole site, and offers nothing on the first install", async () => {
    const container = new FakeContainer();
    const { waiting, registered } = start(container);
    await act(() => registered);
    expect(container.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });

    const first = new FakeWorker();
    act(() => {
      container.registration.found(first);
      first.becomes("installed");
    });
    expect(waiting.result.current).toBeNull();
  });

  it("offers a new version once it is installed, and on Reload hands over and reloads", async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    const { waiting, reload, registered } = start(container);
    await act(() => registered);

    const next = new FakeWorker();
    act(() => container.registration.found(next));
    expect(waiting.result.current).toBeNull();
    act(() => next.becomes("installed"));
    expect(waiting.result.current).toBeTypeOf("function");

    await act(() => waiting.result.current!());
    expect(next.messages).toEqual([{ type: "SKIP_WAITING" }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("offers a version that was already waiting from an earlier visit", async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    const waitingWorker = new FakeWorker();
    waitingWorker.state = "installed";
    container.registration.waiting = waitingWorker;
    const { waiting, registered } = start(container);
    await act(() => registered);

    expect(waiting.result.current).toBeTypeOf("function");
    await act(() => waiting.result.current!());
    expect(waitingWorker.messages).toEqual([{ type: "SKIP_WAITING" }]);
  });

  it("looks for a new version every hour while online", async () => {
    const container = new FakeContainer();
    const { registered } = start(container);
    await act(() => registered);

    vi.advanceTimersByTime(60 * 60 * 1000 - 1);
    expect(container.registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(container.registration.update).toHaveBeenCalledTimes(1);
  });

  it("says why when the browser refuses the worker, and the app goes on without it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const container = new FakeContainer();
    container.register.mockRejectedValueOnce(new Error("refused"));
    const { registered } = start(container);

    await expect(registered).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      "The offline copy of Kosh could not be set up.",
      expect.objectContaining({ message: "refused" }),
    );
    warn.mockRestore();
  });
});
