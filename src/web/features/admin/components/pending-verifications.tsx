import { usePendingProfessionals } from "../api/get-pending-professionals";
import { ProfessionalList } from "./professional-list";

/** The dashboard's queue of professionals waiting for verification, oldest first. */
export function PendingVerifications() {
  return (
    <section aria-labelledby="verificacoes-pendentes" className="grid gap-3">
      <h2 id="verificacoes-pendentes" className="text-lg font-semibold text-slate-900">
        Verificações pendentes
      </h2>
      <ProfessionalList
        query={usePendingProfessionals()}
        label="Verificações pendentes"
        empty="Nenhum profissional aguardando verificação."
      />
    </section>
  );
}
