import { ADMIN_ACTIONS, type AuditAdmin } from "@domain/contracts/admin";
import { Button } from "@web/components/ui/button";
import { FieldError, Input, Label } from "@web/components/ui/input";
import { fullName } from "@web/lib/format";
import { type FormEvent, type ReactNode, useState } from "react";
import { type AuditFilters, auditFiltersProblem, NO_AUDIT_FILTERS } from "../lib/audit-filters";
import { AUDIT_ACTION_LABEL } from "../lib/labels";
import { NativeSelect } from "./native-select";

/** The audit log's filters: applied together with 'Filtrar', all cleared with 'Limpar'. */
export function AuditFilterForm({
  initial,
  admins,
  onApply,
}: {
  initial: AuditFilters;
  admins: AuditAdmin[];
  onApply: (filters: AuditFilters) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (part: Partial<AuditFilters>) => setDraft((d) => ({ ...d, ...part }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = auditFiltersProblem(draft);
    setProblem(found);
    if (!found) onApply(draft);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Filtros do registro"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Field id="audit-action" label="Ação">
        <NativeSelect
          id="audit-action"
          value={draft.action}
          onChange={(e) => set({ action: e.target.value as AuditFilters["action"] })}
        >
          <option value="">Todas as ações</option>
          {ADMIN_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABEL[action]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="audit-admin" label="Administrador">
        <NativeSelect
          id="audit-admin"
          value={draft.adminId}
          onChange={(e) => set({ adminId: e.target.value })}
        >
          <option value="">Todos os administradores</option>
          {admins.map((admin) => (
            <option key={admin.id} value={admin.id}>
              {fullName(admin)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="audit-from" label="De">
        <Input
          id="audit-from"
          type="date"
          value={draft.from}
          onChange={(e) => set({ from: e.target.value })}
        />
      </Field>
      <Field id="audit-to" label="Até">
        <Input
          id="audit-to"
          type="date"
          value={draft.to}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "audit-filters-error" : undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </Field>
      <Field id="audit-search" label="Conta (nome ou e-mail)" wide>
        <Input
          id="audit-search"
          type="search"
          value={draft.search}
          autoComplete="off"
          maxLength={200}
          onChange={(e) => set({ search: e.target.value })}
        />
      </Field>
      <div className="flex items-end gap-2 sm:col-span-2">
        <Button type="submit">Filtrar</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft(NO_AUDIT_FILTERS);
            setProblem(null);
            onApply(NO_AUDIT_FILTERS);
          }}
        >
          Limpar
        </Button>
      </div>
      <div className="sm:col-span-2 lg:col-span-4">
        <FieldError id="audit-filters-error" message={problem ?? undefined} />
      </div>
    </form>
  );
}

function Field({
  id,
  label,
  wide,
  children,
}: {
  id: string;
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "grid gap-1.5 sm:col-span-2" : "grid gap-1.5"}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
