/** "21/11/2026 às 14:30" in Brasília time: when an account or decision happened (decision 0365). */
export { formatDateTime } from "@web/lib/dates";
