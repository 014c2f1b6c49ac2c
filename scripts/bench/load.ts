/**
 * One scenario under load for a fixed duration: as fast as the server answers on fixed
 * connections (autocannon), or offered at a steady rate (`scenario.rate`, paced here).
 */
import { writeFileSync } from "node:fs";
import http from "node:http";
import autocannon from "autocannon";
import type { Scenario } from "./scenarios";

export interface LoadResult {
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers other than the expected status, transport errors and timeouts. */
  errors: number;
  statuses: Record<string, number>;
}

export async function runLoad(
  url: string,
  scenario: Scenario,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  if (scenario.rate) return runPaced(url, scenario, scenario.rate, connections, seconds);
  const statuses: Record<string, number> = {};
  let done!: (result: autocannon.Result) => void;
  let failed!: (error: Error) => void;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    done = resolve;
    failed = reject;
  });
  const instance = autocannon(
    {
      url,
      connections,
      duration: seconds,
      requests: [
        {
          setupRequest: (req) => {
            const next = scenario.next();
            return {
              ...req,
              method: next.method ?? "GET",
              path: next.path,
              body: next.body,
              headers: {
                ...req.headers,
                cookie: next.cookie,
                // As a browser asks: large JSON answers come compressed.
                "accept-encoding": "gzip, deflate, br",
                ...(next.body ? { "content-type": "application/json" } : {}),
              },
            };
          },
        },
      ],
    },
    (error, result) => (error ? failed(error) : done(result)),
  );
  instance.on("response", (_client, statusCode) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await finished;
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const accepted = [scenario.expected, ...(scenario.alsoAccepted ?? [])];
  const unexpected = answered - accepted.reduce((sum, s) => sum + (statuses[s] ?? 0), 0);
  return {
    scenario: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: answered,
    errors: unexpected + result.errors + result.timeouts,
    statuses,
  };
}

/** The `q` quantile of sorted milliseconds (nearest rank). */
const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/**
 * The requests offered evenly, one every 1/rate s, on at most `connections` kept-alive
 * sockets: what a person waits at that load. autocannon's `overallRate` sends each
 * connection's share of a second at once when the second starts, so 100/s on 50 connections
 * arrived as bursts of 50 and measured the queue of the burst. A request's wait counts from
 * when it was due, so a late send is not hidden (coordinated omission).
 */
async function runPaced(
  url: string,
  scenario: Scenario,
  rate: number,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const statuses: Record<string, number> = {};
  let errors = 0;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const next = scenario.next();
      const body = next.body === undefined ? undefined : String(next.body);
      const req = http.request(
        `${url}${next.path}`,
        {
          agent,
          method: next.method ?? "GET",
          headers: {
            cookie: next.cookie,
            "accept-encoding": "gzip, deflate, br",
            ...(body ? { "content-type": "application/json" } : {}),
          },
          timeout: 10_000,
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            timeline.push([due - start, performance.now() - due]);
            const status = String(res.statusCode);
            statuses[status] = (statuses[status] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  const interval = 1000 / rate;
  const start = performance.now();
  // Each answer's [ms into the run when it was due, ms waited]: the waits give the quantiles;
  // BENCH_TIMELINE=prefix writes it all, to see when the slow answers came (a cold start, a
  // background job) rather than only how many.
  const timeline: [number, number][] = [];
  const total = Math.round(rate * seconds);
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(send(due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  if (process.env.BENCH_TIMELINE)
    writeFileSync(
      `${process.env.BENCH_TIMELINE}-${scenario.name.replace(/\W+/g, "_")}.json`,
      JSON.stringify(timeline.map(([at, wait]) => [Math.round(at), Math.round(wait)])),
    );
  const elapsed = (performance.now() - start) / 1000;
  const sorted = timeline.map(([, wait]) => wait).sort((a, b) => a - b);
  const answered = sorted.length;
  const accepted = [scenario.expected, ...(scenario.alsoAccepted ?? [])];
  const unexpected = answered - accepted.reduce((sum, s) => sum + (statuses[s] ?? 0), 0);
  return {
    scenario: scenario.name,
    requestsPerSecond: Math.round(answered / elapsed),
    p50: Math.round(quantile(sorted, 0.5)),
    p99: Math.round(quantile(sorted, 0.99)),
    requests: answered,
    errors: unexpected + errors,
    statuses,
  };
}
