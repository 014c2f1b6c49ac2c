/**
 * The reports' charts (decision 0405), drawn with recharts: this module is loaded only by the
 * 'Relatórios' screen (React.lazy), so the chart library stays out of every other chunk. Each
 * chart is decoration for sighted readers: the table beside it holds the same figures.
 */
import type { AdminReport } from "@domain/contracts/admin-reports";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { bucketLabel, formatCount, shortDay } from "../../lib/report-filters";

const SIZE = { width: 640, height: 260 };
const COLORS = {
  requested: "#0f766e",
  approved: "#2563eb",
  rejected: "#b45309",
  expired: "#7c3aed",
  cancelled: "#be123c",
  onTime: "#0f766e",
  late: "#be123c",
};

export const DAILY_SERIES = [
  ["requested", "Solicitados"],
  ["approved", "Aprovados"],
  ["rejected", "Recusados"],
  ["expired", "Não respondidos"],
  ["cancelled", "Cancelados"],
] as const;

export default function DailyChart({ daily }: { daily: AdminReport["daily"] }) {
  return (
    <ResponsiveContainer width="100%" height={SIZE.height} initialDimension={SIZE}>
      <LineChart data={daily} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} fontSize={12} />
        <YAxis allowDecimals={false} tickFormatter={formatCount} fontSize={12} width={48} />
        <Tooltip labelFormatter={(day) => shortDay(String(day))} formatter={formatTooltip} />
        <Legend />
        {DAILY_SERIES.map(([key, name]) => (
          <Line
            key={key}
            type="monotone"
            dataKey={key}
            name={name}
            stroke={COLORS[key]}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

export function CancellationChart({
  rows,
}: {
  rows: { who: string; onTime: number; late: number }[];
}) {
  return (
    <ResponsiveContainer width="100%" height={SIZE.height} initialDimension={SIZE}>
      <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="who" fontSize={12} />
        <YAxis allowDecimals={false} tickFormatter={formatCount} fontSize={12} width={48} />
        <Tooltip formatter={formatTooltip} />
        <Legend />
        <Bar
          dataKey="onTime"
          name="No prazo"
          stackId="c"
          fill={COLORS.onTime}
          isAnimationActive={false}
        />
        <Bar
          dataKey="late"
          name="Em cima da hora"
          stackId="c"
          fill={COLORS.late}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function AnswerTimeChart({ buckets }: { buckets: AdminReport["answerTime"]["buckets"] }) {
  const data = buckets.map((b, i) => ({
    label: bucketLabel(b.upToMinutes, buckets[i - 1]?.upToMinutes ?? null),
    count: b.count,
  }));
  return (
    <ResponsiveContainer width="100%" height={SIZE.height} initialDimension={SIZE}>
      <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="label" fontSize={11} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tickFormatter={formatCount} fontSize={12} width={48} />
        <Tooltip formatter={formatTooltip} />
        <Bar dataKey="count" name="Respostas" fill={COLORS.requested} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

const formatTooltip = (value: unknown) =>
  typeof value === "number" ? formatCount(value) : String(value);
