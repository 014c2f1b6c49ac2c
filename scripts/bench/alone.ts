/**
 * A read's latency with nothing else in flight: one keep-alive connection, one request at a
 * time. Beside the database's own execution time it shows what the API adds per request; under
 * 50 connections the p50 is mostly queueing (Little's law: p50 ≈ connections / throughput).
 */
import http from "node:http";
import type { Scenario } from "./scenarios";

export async function latencyAlone(url: string, scenario: Scenario, requests = 200) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string, cookie: string) =>
    new Promise<number>((resolve, reject) => {
      const started = process.hrtime.bigint();
      const req = http.get(
        `${url}${path}`,
        { agent, headers: { cookie, "accept-encoding": "gzip, deflate, br" } },
        (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode !== scenario.expected)
              reject(new Error(`${path}: ${res.statusCode}`));
            else resolve(Number(process.hrtime.bigint() - started) / 1e6);
          });
        },
      );
      req.on("error", reject);
    });
  const times: number[] = [];
  // At most 3 s: a slow read (admin stats) gives fewer samples.
  const until = Date.now() + 3_000;
  for (let i = 0; i < requests && (i < 5 || Date.now() < until); i++) {
    const next = scenario.next();
    times.push(await get(next.path, next.cookie));
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
