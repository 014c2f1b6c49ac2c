import { ADMIN_ACTIONS, type AdminAction, auditLogQuerySchema } from "@domain/contracts/admin";
import { idParamSchema, isoDateSchema } from "@domain/contracts/common";

/**
 * The audit log's filters as /admin/auditoria keeps them in its address (decision 0378):
 * `acao`, `admin`, `de` and `ate` (São Paulo days) and `busca` (the target's name or e-mail).
 * Empty means "any".
 */
export type AuditFilters = {
  action: AdminAction | "";
  adminId: string;
  from: string;
  to: string;
  search: string;
};

export const NO_AUDIT_FILTERS: AuditFilters = {
  action: "",
  adminId: "",
  from: "",
  to: "",
  search: "",
};

const PARAM: Record<keyof AuditFilters, string> = {
  action: "acao",
  adminId: "admin",
  from: "de",
  to: "ate",
  search: "busca",
};

const isAction = (value: string): value is AdminAction =>
  (ADMIN_ACTIONS as readonly string[]).includes(value);
const day = (value: string | null) => (isoDateSchema.safeParse(value).success ? value! : "");
const adminId = (value: string | null) =>
  idParamSchema.safeParse({ id: value }).success ? value! : "";

/** The filters of an address; a value that is not one the log knows reads as "any". */
export function auditFiltersFromParams(params: URLSearchParams): AuditFilters {
  const action = params.get(PARAM.action) ?? "";
  return {
    action: isAction(action) ? action : "",
    adminId: adminId(params.get(PARAM.adminId)),
    from: day(params.get(PARAM.from)),
    to: day(params.get(PARAM.to)),
    search: (params.get(PARAM.search) ?? "").trim(),
  };
}

/** /admin/auditoria with the filters given, and no others. */
export function auditPageUrl(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAM) as (keyof AuditFilters)[]) {
    const value = filters[key].trim();
    if (value) params.set(PARAM[key], value);
  }
  const query = params.toString();
  return query ? `/admin/auditoria?${query}` : "/admin/auditoria";
}

/** The first thing wrong with the filters as the API would judge them (a reversed range). */
export function auditFiltersProblem(filters: AuditFilters): string | null {
  const parsed = auditLogQuerySchema.safeParse(filters);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
