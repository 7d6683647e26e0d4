/** The exports of src/prerender.tsx, as built by buildPrerenderer. */
export interface Prerenderer {
  PRERENDERED_PATHS: string[];
  renderPage(path: string, options?: { drawnAs?: "checking" }): Promise<string>;
}

export function buildPrerenderer(outDir: string): Promise<Prerenderer>;
