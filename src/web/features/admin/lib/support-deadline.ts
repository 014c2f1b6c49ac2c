import type { SupportQueueItem } from "@domain/contracts/support";
import { isAnswerOwed } from "@domain/support";

type Deadline = Pick<SupportQueueItem, "daysLeft" | "overdue" | "status" | "dataSubject">;

const days = (n: number) => (n === 1 ? "1 dia" : `${n} dias`);

/** The ticket's age in words: 'Aberto hoje', 'Aberto há 3 dias'. */
export const ageText = (t: Pick<SupportQueueItem, "ageDays">) =>
  t.ageDays === 0 ? "Aberto hoje" : `Aberto há ${days(t.ageDays)}`;

/**
 * Where the deadline stands, as the server read it at the request's instant (decision 0390);
 * null once nothing is owed (closed, or a plain ticket answered).
 */
export function deadlineText(t: Deadline): string | null {
  if (!isAnswerOwed(t)) return null;
  if (t.overdue)
    return t.daysLeft === 0 ? "Prazo venceu hoje" : `Prazo vencido há ${days(-t.daysLeft)}`;
  return t.daysLeft <= 1 ? "Prazo termina hoje" : `Faltam ${days(t.daysLeft)} para o prazo`;
}
