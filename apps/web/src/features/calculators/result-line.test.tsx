import { sip } from "@kosh/core/calculators/sip";
import { formatInr } from "@kosh/core/format/money";
import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadCalculatorDefinition } from "./calculator-definitions.ts";
import { StandardCalculator } from "./standard-calculator.tsx";
import { renderAt } from "../../testing/render-at.tsx";

const sipCalculator = await loadCalculatorDefinition("sip");

/**
 * The browser's IntersectionObserver, which jsdom lacks: the test says which watched elements are
 * in view, as scrolling a 390 px screen would.
 */
let watchers: {
  callback: IntersectionObserverCallback;
  targets: Element[];
}[] = [];
class ScreenObserver {
  targets: Element[] = [];
  constructor(public callback: IntersectionObserverCallback) {
    watchers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    watchers = watchers.filter((watcher) => watcher !== this);
  }
}

/** The line's own watcher (the growth chart has one too, to draw as it nears). */
const lineWatchers = () =>
  watchers.filter((watcher) => watcher.targets[0]?.tagName === "FORM");

/** Scrolls so that the form is (or is not) in view, and the results' headline figure is (not). */
function scrollTo({ form, headline }: { form: boolean; headline: boolean }) {
  act(() => {
    for (const watcher of lineWatchers()) {
      const [formBox, figure] = watcher.targets;
      watcher.callback(
        [
          { target: formBox, isIntersecting: form },
          { target: figure, isIntersecting: headline },
        ] as IntersectionObserverEntry[],
        watcher as unknown as IntersectionObserver,
      );
    }
  });
}

/** A 390 px screen: narrower than the width where the results sit beside the form. */
function phoneWidth(query: string) {
  return {
    matches: query === "(width < 64rem)",
    media: query,
  } as MediaQueryList;
}

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", ScreenObserver);
  vi.stubGlobal("matchMedia", phoneWidth);
});
afterEach(() => {
  watchers = [];
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

/** The line, a button drawn hidden until there is a form in view and no results. */
const line = () => document.querySelector<HTMLElement>("[data-foot-line]")!;

describe("the result line at the foot of a phone's screen", () => {
  // First: once loaded, a part stays in for the page's life.
  it("is not loaded beside the form on a wide screen", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: false,
      media: query,
    }));
    renderAt("/sip", <StandardCalculator definition={sipCalculator} />, {
      queryClient: false,
    });
    await screen.findByRole("region", { name: "Results" });
    expect(document.querySelector("[data-foot-line]")).toBeNull();
    expect(lineWatchers()).toHaveLength(0);
  });
  it("shows the headline figure while the form is in view and the results are not, and follows a slider", async () => {
    renderAt("/sip", <StandardCalculator definition={sipCalculator} />, {
      queryClient: false,
    });
    await screen.findByRole("region", { name: "Results" });
    await waitFor(() => expect(lineWatchers()).toHaveLength(1));
    // Watching the form and the results card's headline figure.
    const [watcher] = lineWatchers();
    expect(watcher?.targets[0]).toBe(
      screen.getByRole("form", { name: /SIP|inputs|Calculator/i }),
    );
    expect(watcher?.targets[1]).toHaveTextContent("₹11,61,695");
    expect(line()).not.toBeVisible();

    scrollTo({ form: true, headline: false });
    expect(line()).toBeVisible();
    expect(
      screen.getByRole("button", {
        name: "Maturity Amount ₹11,61,695 Results",
      }),
    ).toBe(line());
    expect(line()).toHaveTextContent("Maturity Amount ₹11,61,695 Results");

    fireEvent.input(screen.getByRole("slider", { name: "Period" }), {
      target: { value: "20" },
    });
    const { maturityAmount } = sip({
      monthlyInvestment: 5000,
      expectedReturn: 12,
      timePeriod: 20,
    });
    expect(line()).toHaveTextContent(formatInr(maturityAmount));

    // The results card's own figure in view: the line steps aside.
    scrollTo({ form: true, headline: true });
    expect(line()).not.toBeVisible();
    // Past the form (the growth chart, the disclaimer): no line either.
    scrollTo({ form: false, headline: false });
    expect(line()).not.toBeVisible();
  });

  it("brings the results into view and focuses their heading when pressed", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderAt("/sip", <StandardCalculator definition={sipCalculator} />, {
      queryClient: false,
    });
    await screen.findByRole("region", { name: "Results" });
    await waitFor(() => expect(lineWatchers()).toHaveLength(1));
    scrollTo({ form: true, headline: false });
    await userEvent.click(line());
    const results = screen.getByRole("region", { name: "Results" });
    expect(scrolled.mock.contexts).toContain(results);
    expect(
      within(results).getByRole("heading", { name: "Results" }),
    ).toHaveFocus();
  });

  it("speaks Hindi on a Hindi page", async () => {
    renderAt("/hi/sip", <StandardCalculator definition={sipCalculator} />, {
      queryClient: false,
    });
    await screen.findByRole("region", { name: "परिणाम" });
    await waitFor(() => expect(lineWatchers()).toHaveLength(1));
    scrollTo({ form: true, headline: false });
    expect(line()).toHaveTextContent("₹11,61,695");
    expect(line()).toHaveTextContent("परिणाम");
  });
});
