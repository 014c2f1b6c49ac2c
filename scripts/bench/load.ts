/** One scenario under autocannon: fixed connections, a fixed duration. */
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
      ...(scenario.rate ? { overallRate: scenario.rate } : {}),
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
