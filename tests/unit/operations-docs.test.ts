// The alert rules and the runbook stay in step with the metrics the app really serves.
import fs from "node:fs";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";

type Rule = { alert: string; expr: string; for?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
const rules = (yaml.load(fs.readFileSync("docs/alerts.yml", "utf8")) as { groups: Array<{ name: string; rules: Rule[] }> }).groups.flatMap(
  (group) => group.rules,
);
const runbook = fs.readFileSync("docs/operations.md", "utf8");
const sources = ["server/metrics.ts", "app/services/operations.server.ts", "app/services/rate-limit.server.ts"].map((file) => fs.readFileSync(file, "utf8")).join("\n");

describe("docs/alerts.yml", () => {
  it("has the five alerts the on-call needs", () => {
    expect(rules.map((rule) => rule.alert).sort()).toEqual(["DailyJobNotSucceeding", "DeliveryFailuresHigh", "DiskAlmostFull", "ServerErrorsHigh", "SlowRequests"]);
    const expr = Object.fromEntries(rules.map((rule) => [rule.alert, rule.expr.replace(/\s+/g, " ")]));
    expect(expr.DailyJobNotSucceeding).toMatch(/26 \* 3600/);
    expect(expr.DeliveryFailuresHigh).toMatch(/> 0\.05/);
    expect(expr.ServerErrorsHigh).toMatch(/status_class="5xx".*> 0\.01/);
    expect(expr.SlowRequests).toMatch(/histogram_quantile\(0\.99,.*> 1$/);
    expect(expr.DiskAlmostFull).toMatch(/> 0\.80$/);
  });

  it("uses only metrics the app registers, and each alert has its section in docs/operations.md", () => {
    for (const rule of rules) {
      const names = [...rule.expr.matchAll(/\b([a-z][a-z0-9_]*)(?=[{[\s)]|$)/g)].map((match) => match[1]!).filter((name) => name.includes("_") && !["histogram_quantile", "clamp_min"].includes(name));
      expect(names.length, rule.alert).toBeGreaterThan(0);
      for (const name of names) {
        const base = name.replace(/_(bucket|count|sum)$/, "");
        expect(sources, `${rule.alert}: ${name}`).toContain(`"${base}"`);
      }
      expect(runbook).toContain(`### ${rule.alert}`);
      expect(rule.annotations?.runbook).toBe(`docs/operations.md#${rule.alert.toLowerCase()}`);
    }
  });
});
