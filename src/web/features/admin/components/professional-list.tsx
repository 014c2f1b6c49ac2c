import type { AdminProfessional, AdminProfessionalsPage } from "@domain/contracts/admin";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { PagedList } from "./paged-list";
import { ProfessionalDetailDialog } from "./professional-detail-dialog";
import { ProfessionalRow } from "./professional-row";

/** A paged list of professionals, each opening the detail dialog where they are decided. */
export function ProfessionalList({
  query,
  label,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<AdminProfessionalsPage>>;
  label: string;
  empty: string;
}) {
  const [open, setOpen] = useState<AdminProfessional | null>(null);
  return (
    <>
      <PagedList
        query={query}
        label={label}
        empty={empty}
        renderItem={(professional) => (
          <ProfessionalRow professional={professional} onOpen={() => setOpen(professional)} />
        )}
      />
      {open ? <ProfessionalDetailDialog professional={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
