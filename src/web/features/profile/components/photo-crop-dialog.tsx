import { PHOTO_CROP_VIEWPORT, PHOTO_ZOOM } from "@domain/constants";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Label } from "@web/components/ui/input";
import { useState } from "react";
import Cropper from "react-easy-crop";
import "react-easy-crop/react-easy-crop.css";
import type { PixelArea } from "./crop-image";

export interface PhotoCropDialogProps {
  /** The chosen file as a data URL; the dialog is open while it is set. */
  src: string | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (area: PixelArea) => void;
  /** The browser could not decode the file (e.g. a HEIC photo or a damaged file). */
  onUnreadable: () => void;
}

/**
 * Square crop in a 320px viewport, zoom 0.5x to 3x in steps of 0.1 (SPEC §9), on white as the
 * saved JPEG is. Give it a new `key` per chosen file so position and zoom start afresh.
 */
export function PhotoCropDialog(props: PhotoCropDialogProps) {
  const { src, saving, onCancel, onSave } = props;
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);

  return (
    <Dialog open={src !== null} onOpenChange={(open) => !open && !saving && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Ajustar foto de perfil</DialogTitle>
          <DialogDescription>
            Arraste a imagem para posicioná-la e use o zoom para enquadrar seu rosto.
          </DialogDescription>
        </DialogHeader>
        <div
          className="relative mx-auto aspect-square w-full overflow-hidden rounded-md border border-slate-300 bg-white"
          style={{ maxWidth: PHOTO_CROP_VIEWPORT }}
        >
          {src ? (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={1}
              objectFit="cover"
              minZoom={PHOTO_ZOOM.min}
              maxZoom={PHOTO_ZOOM.max}
              restrictPosition={false}
              disableAutomaticStylesInjection
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{
                alt: "Pré-visualização da foto escolhida",
                onError: props.onUnreadable,
              }}
              cropperProps={{
                role: "group",
                "aria-label": "Área de recorte: use as setas para mover a imagem",
              }}
            />
          ) : null}
        </div>
        <div className="grid gap-2">
          <div className="flex items-center justify-between">
            <Label htmlFor="photo-zoom">Zoom</Label>
            <span className="text-sm text-slate-700" aria-hidden>
              {zoom.toFixed(1)}x
            </span>
          </div>
          <input
            id="photo-zoom"
            type="range"
            min={PHOTO_ZOOM.min}
            max={PHOTO_ZOOM.max}
            step={PHOTO_ZOOM.step}
            value={zoom}
            aria-valuetext={`${zoom.toFixed(1)}x`}
            onChange={(e) => setZoom(Number(e.target.value))}
            className="w-full accent-teal-700"
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            Cancelar
          </Button>
          <Button onClick={() => area && onSave(area)} disabled={saving || !area}>
            {saving ? "Salvando..." : "Salvar foto"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
