import type { CurrentUser } from "@domain/contracts/auth";
import { UserAvatar } from "@web/components/ui/avatar";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { toast } from "@web/components/ui/use-toast";
import { Camera } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { useUploadProfileImage } from "../api/upload-profile-image";
import { cropToJpeg, type PixelArea } from "./crop-image";
import { PhotoCropDialog } from "./photo-crop-dialog";
import { croppedFileName, photoFileProblem, readAsDataUrl } from "./photo-file";
import { SectionTitle } from "./section-title";

const PROCESSING_FAILED = "Erro ao processar a imagem. Tente novamente.";

interface Chosen {
  id: number;
  src: string;
  fileName: string;
}

/** Photo card (SPEC §2, §5): choose a file, crop it, send a 400x400 JPEG. */
export function PhotoCard({ user }: { user: CurrentUser }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const upload = useUploadProfileImage();

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      toast({ title: "Erro", description: problem, variant: "destructive" });
      return;
    }
    try {
      const src = await readAsDataUrl(file);
      setChosen({ id: Date.now(), src, fileName: croppedFileName(file.name) });
    } catch {
      toast({ title: "Erro", description: PROCESSING_FAILED, variant: "destructive" });
    }
  };

  const onSave = async (area: PixelArea) => {
    if (!chosen) return;
    let imageData: string;
    try {
      imageData = await cropToJpeg(chosen.src, area);
    } catch {
      toast({ title: "Erro", description: PROCESSING_FAILED, variant: "destructive" });
      return;
    }
    upload.mutate(
      { imageData, fileName: chosen.fileName },
      {
        onSuccess: () => {
          setChosen(null);
          toast({ title: "Sucesso", description: "Foto de perfil atualizada com sucesso!" });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <SectionTitle>Foto de perfil</SectionTitle>
        <CardDescription>Uma foto ajuda a reconhecer você nos agendamentos.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4 sm:flex-row">
        <UserAvatar
          imageUrl={user.profileImageUrl}
          firstName={user.firstName}
          lastName={user.lastName}
          className="size-24 text-2xl ring-1 ring-slate-200"
        />
        <div className="grid gap-2 text-center sm:text-left">
          <input
            ref={inputRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label="Arquivo da foto de perfil"
            className="hidden"
            onChange={onFile}
          />
          <Button variant="outline" onClick={() => inputRef.current?.click()}>
            <Camera aria-hidden />
            {user.profileImageUrl ? "Trocar foto" : "Escolher foto"}
          </Button>
          <p className="text-xs text-slate-600">JPG, PNG ou WebP. Máximo 10MB.</p>
        </div>
      </CardContent>
      <PhotoCropDialog
        key={chosen?.id ?? 0}
        src={chosen?.src ?? null}
        saving={upload.isPending}
        onCancel={() => setChosen(null)}
        onUnreadable={() => {
          setChosen(null);
          toast({ title: "Erro", description: PROCESSING_FAILED, variant: "destructive" });
        }}
        onSave={onSave}
      />
    </Card>
  );
}
