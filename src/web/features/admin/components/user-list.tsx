import type { AdminUser } from "@domain/contracts/admin";
import { useState } from "react";
import { useUsers } from "../api/get-users";
import { PagedList } from "./paged-list";
import { UserCard } from "./user-card";
import { UserDetailDialog } from "./user-detail-dialog";

/** The accounts matching `search` (all when empty), newest first, each opening its detail. */
export function UserList({ search }: { search: string }) {
  const query = useUsers(search);
  const [open, setOpen] = useState<AdminUser | null>(null);
  // The dialog follows the list, so a ban made from its card shows in it too.
  const current = open && (findUser(query.data?.pages, open.id) ?? open);
  return (
    <>
      <PagedList
        query={query}
        label="Usuários"
        empty={search ? "Nenhum usuário encontrado para esta busca." : "Nenhum usuário cadastrado."}
        renderItem={(user) => <UserCard user={user} onOpen={() => setOpen(user)} />}
      />
      {current ? <UserDetailDialog user={current} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

function findUser(pages: { items: AdminUser[] }[] | undefined, id: string) {
  return pages?.flatMap((page) => page.items).find((user) => user.id === id);
}
