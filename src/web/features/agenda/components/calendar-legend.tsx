/** What the calendar's colours mean. */
export function CalendarLegend() {
  return (
    <ul aria-label="Legenda" className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-4 rounded border border-green-300 bg-green-100" />
        Dia de trabalho
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-2 rounded-full bg-blue-600" />
        Consultas confirmadas
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-4 rounded border border-slate-300 bg-slate-200" />
        Dia bloqueado
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
        Feriado nacional
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-4 rounded ring-2 ring-teal-600" />
        Hoje
      </li>
    </ul>
  );
}
