/** Which scenarios miss their budget (decision 0367), read from the bench's rows. */
import type { Row } from "./report";
import { offeredName, type Scenario } from "./scenarios";

/**
 * The budgets not met (decision 0367): a scenario whose closed loop answers fewer requests/s
 * than its budget's rate, or whose run at that rate has a p99 over the budget or fell behind.
 */
export function overBudget(rows: Row[], scenarios: Scenario[]): string[] {
  return scenarios.flatMap((scenario) => {
    const { budget } = scenario;
    if (!budget) return [];
    const problems: string[] = [];
    for (const row of rows.filter((r) => r.scenario === scenario.name)) {
      const at = `${row.database} ${row.workers}w ${row.scenario}`;
      if (row.requestsPerSecond < budget.rate)
        problems.push(`${at}: ${row.requestsPerSecond} req/s < ${budget.rate}`);
    }
    for (const row of rows.filter((r) => r.scenario === offeredName(scenario))) {
      const at = `${row.database} ${row.workers}w ${row.scenario}`;
      if (row.p99 > budget.p99) problems.push(`${at}: p99 ${row.p99} ms > ${budget.p99} ms`);
      if (row.requestsPerSecond < budget.rate * 0.95)
        problems.push(`${at}: answered ${row.requestsPerSecond} req/s of ${budget.rate}`);
    }
    return problems;
  });
}
