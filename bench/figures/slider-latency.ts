import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "@kosh/testing/chromium";

const PAGE_PATH = "/sip";
const SLIDER_LABEL = "Period";
const CPU_SLOWDOWN = 4;
const MOVES = 30;

export interface SliderLatency {
  medianMs: number;
  worstMs: number;
  moves: number;
  cpuSlowdown: number;
  samples: number[];
}

/** What the init script keeps on `window` for one move. */
interface Watch {
  startedMs?: number;
  before?: string;
  paintedMs?: number;
}

/**
 * From a key moving a slider on /sip to the frame that shows the new Maturity Amount, painted,
 * in Debian's Chromium on a 390 px phone with the CPU slowed 4× (CDP
 * Emulation.setCPUThrottlingRate). Each move is one arrow key on the Period slider (one year
 * more, then back), as a person nudging it would; the clock starts at the keydown event's own
 * time stamp and stops in the task after the animation frame that follows the figure changing,
 * all read inside the page with `performance.now()`.
 */
export async function sliderLatency(
  baseUrl: string,
  moves = MOVES,
): Promise<SliderLatency> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      // The figure under test is the page's own work, not a service worker's.
      serviceWorkers: "block",
    });
    await context.addInitScript({
      content: "globalThis.__name ??= (fn) => fn;",
    });
    await context.addInitScript(watchHeadline);
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}${PAGE_PATH}`, {
      waitUntil: "networkidle",
    });
    if (!response || response.status() !== 200) {
      throw new Error(
        `${PAGE_PATH} answered ${response?.status() ?? "nothing"}`,
      );
    }
    const slider = page.getByRole("slider", { name: SLIDER_LABEL });
    await slider.focus();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    const samples: number[] = [];
    for (let move = 0; move < moves; move += 1) {
      await page.evaluate(() => {
        const watch = (window as unknown as { __koshSlider: Watch })
          .__koshSlider;
        delete watch.startedMs;
        delete watch.paintedMs;
      });
      await page.keyboard.press(move < moves / 2 ? "ArrowRight" : "ArrowLeft");
      await page.waitForFunction(
        () =>
          (window as unknown as { __koshSlider: Watch }).__koshSlider
            .paintedMs !== undefined,
        undefined,
        { timeout: 10_000, polling: 50 },
      );
      samples.push(
        await page.evaluate(() => {
          const watch = (window as unknown as { __koshSlider: Required<Watch> })
            .__koshSlider;
          return watch.paintedMs - watch.startedMs;
        }),
      );
    }
    await context.close();
    const sorted = [...samples].sort((a, b) => a - b);
    return {
      medianMs: sorted[Math.floor(sorted.length / 2)]!,
      worstMs: sorted[sorted.length - 1]!,
      moves,
      cpuSlowdown: CPU_SLOWDOWN,
      samples,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Runs in the page before its scripts (an init script: nothing from this module): notes each
 * keydown's time and stops the clock once the headline figure's text has changed and been
 * painted.
 */
function watchHeadline(): void {
  const watch: Watch = {};
  (window as unknown as { __koshSlider: Watch }).__koshSlider = watch;
  const headline = () =>
    document.querySelector('section[aria-labelledby="results-heading"] dd')
      ?.textContent ?? "";
  document.addEventListener(
    "keydown",
    (event) => {
      watch.startedMs = event.timeStamp;
      watch.before = headline();
    },
    true,
  );
  new MutationObserver(() => {
    if (watch.startedMs === undefined || watch.paintedMs !== undefined) return;
    if (headline() === watch.before) return;
    watch.before = headline();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        watch.paintedMs ??= performance.now();
      };
      channel.port2.postMessage(null);
    });
  }).observe(document, { childList: true, subtree: true, characterData: true });
}
