// Loaded into a benched server process with NODE_OPTIONS="--import <this file>" (never in
// production): every SOBOR_PROBE_WINDOW_MS it writes the process's RSS, heap and event-loop delay
// over that window to SOBOR_PROBE_DIR/<pid>.json, where the bench reads it. Nothing in the app changes.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";

const dir = process.env.SOBOR_PROBE_DIR;
if (dir) {
  const windowMs = Number(process.env.SOBOR_PROBE_WINDOW_MS ?? 5000);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  setInterval(() => {
    const memory = process.memoryUsage();
    const figures = {
      pid: process.pid,
      at: Date.now(),
      windowMs,
      rssMiB: Math.round(memory.rss / 1048576),
      heapUsedMiB: Math.round(memory.heapUsed / 1048576),
      heapTotalMiB: Math.round(memory.heapTotal / 1048576),
      // `external` already counts the ArrayBuffers (every Buffer among them).
      externalMiB: Math.round(memory.external / 1048576),
      delayP50Ms: ms(delay.percentile(50)),
      delayP99Ms: ms(delay.percentile(99)),
      delayMaxMs: ms(delay.max),
    };
    delay.reset();
    writeFileSync(join(dir, `${process.pid}.json`), JSON.stringify(figures));
  }, windowMs).unref();
}
