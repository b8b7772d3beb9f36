import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// A class naming a shade the theme does not define compiles to nothing, silently: the text keeps
// the colour it inherits (dark text on the dark theme's background, for one).
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("theme colours", () => {
  it("every gold and night shade used in a class is defined by the theme", () => {
    const css = readFileSync("app/app.css", "utf8");
    const defined = new Set([...css.matchAll(/--color-((?:gold|night)-\d+):/g)].map((m) => m[1]));
    const missing = new Set<string>();
    for (const file of sources("app")) {
      for (const m of readFileSync(file, "utf8").matchAll(/\b[a-z-]+-((?:gold|night)-\d+)\b/g)) {
        if (!defined.has(m[1]!)) missing.add(`${file}: ${m[0]}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
