import { CONTENT_TEXT_MAX, CONTENT_TITLE_MAX } from "@domain/contents";
import { type ContentInput, contentInputSchema } from "@domain/contracts/contents";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { FieldError, Input, Label, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { isApiError } from "@web/lib/api";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { usePublishContent } from "../api/publish-content";

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * 'Nova publicação' (decision 0404): title, text in the small format and an optional image,
 * checked with the server's own schema (the councils' publicity rules included); the server's
 * refusal lands on its field.
 */
export function NewPostDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const publish = usePublishContent();
  const [image, setImage] = useState<File | null>(null);
  const form = useForm<ContentInput>({
    resolver: zodResolver(contentInputSchema),
    defaultValues: { title: "", contentText: "" },
  });
  const { errors } = form.formState;
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      form.reset();
      setImage(null);
    }
  };
  const submit = form.handleSubmit(async (values) => {
    const imageData = image ? await readAsDataUrl(image) : null;
    publish.mutate(
      { ...values, imageData },
      {
        onSuccess: () => {
          toast({ title: "Conteúdo publicado", description: "Ele já aparece no seu perfil." });
          close(false);
        },
        onError: (error) => {
          if (!isApiError(error, 400)) return;
          for (const field of ["title", "contentText"] as const) {
            const message = error.fieldErrors[field]?.[0];
            if (message) form.setError(field, { message });
          }
        },
      },
    );
  });
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Nova publicação</DialogTitle>
            <DialogDescription>
              Use **negrito**, *itálico*, listas com "- " e endereços https. Não publique
              depoimentos, promoções, "antes e depois" nem promessas de resultado.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="content-title">Título</Label>
            <Input
              id="content-title"
              maxLength={CONTENT_TITLE_MAX}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? "content-title-error" : undefined}
              {...form.register("title")}
            />
            <FieldError id="content-title-error" message={errors.title?.message} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="content-text">Texto</Label>
            <Textarea
              id="content-text"
              rows={10}
              maxLength={CONTENT_TEXT_MAX}
              aria-invalid={errors.contentText ? true : undefined}
              aria-describedby={errors.contentText ? "content-text-error" : undefined}
              {...form.register("contentText")}
            />
            <FieldError id="content-text-error" message={errors.contentText?.message} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="content-image">Imagem (opcional)</Label>
            <Input
              id="content-image"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => setImage(event.target.files?.[0] ?? null)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={publish.isPending}>
              {publish.isPending ? "Publicando..." : "Publicar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
