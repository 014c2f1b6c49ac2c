import { describe, expect, it } from "vitest";
import { overBudget } from "./budgets";
import type { Row } from "./report";
import { atRate, BOOKING_BUDGET, offeredName, type Scenario } from "./scenarios";

const booking: Scenario = {
  name: "booking: POST a free slot",
  expected: 201,
  explain: false,
  budget: BOOKING_BUDGET,
  next: () => ({ path: "/api/appointments", cookie: "" }),
};

const row = (scenario: string, requestsPerSecond: number, p99: number): Row => ({
  scenario,
  requestsPerSecond,
  p50: p99 / 2,
  p99,
  requests: requestsPerSecond * 10,
  errors: 0,
  statuses: {},
  database: "pg 100k",
  workers: 1,
});

const offered = offeredName(booking);

describe("a budget is a rate and the p99 at that rate (decision 0367)", () => {
  it("names the run at the budget's rate as the bench prints it", () => {
    expect(offered).toBe("booking: POST a free slot, 200/s offered");
    expect(atRate(booking, 200).name).toBe(offered);
    // The run at the rate is not budgeted again (no run of its own at the rate).
    expect(atRate(booking, 200).budget).toBeUndefined();
  });

  it("is met when the closed loop reaches the rate and the p99 at the rate holds", () => {
    // A saturated closed loop's p99 (50 connections / 600 per s) is reported, not judged.
    expect(overBudget([row(booking.name, 600, 190), row(offered, 200, 12)], [booking])).toEqual([]);
  });

  it("is missed by a p99 over the budget at the rate", () => {
    expect(overBudget([row(booking.name, 600, 190), row(offered, 200, 51)], [booking])).toEqual([
      "pg 100k 1w booking: POST a free slot, 200/s offered: p99 51 ms > 50 ms",
    ]);
  });

  it("is missed by a capacity under the rate, and by falling behind the rate", () => {
    expect(overBudget([row(booking.name, 150, 330), row(offered, 150, 40)], [booking])).toEqual([
      "pg 100k 1w booking: POST a free slot: 150 req/s < 200",
      "pg 100k 1w booking: POST a free slot, 200/s offered: answered 150 req/s of 200",
    ]);
  });

  it("judges nothing without a budget", () => {
    expect(overBudget([row("search: name", 10, 900)], [{ ...booking, budget: undefined }])).toEqual(
      [],
    );
  });
});
