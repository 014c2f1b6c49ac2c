import type { Room } from "@domain/contracts/rooms";
import { Button } from "@web/components/ui/button";
import { Mic, MicOff, PhoneOff, RefreshCw, Video, VideoOff } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "wouter";
import { type CallState, useCall } from "../lib/use-call";

const STATE_TEXT = (other: string): Record<CallState, string> => ({
  starting: "Entrando na sala…",
  waiting: `Aguardando ${other} entrar`,
  connecting: "Conectando…",
  connected: "Conectado",
  reconnecting: "Reconectando…",
  failed: "Não foi possível conectar",
  closed: "Você saiu da sala",
});

function VideoOf({
  stream,
  muted,
  label,
  mirrored,
}: {
  stream: MediaStream | null;
  muted: boolean;
  label: string;
  mirrored?: boolean;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
      className={`aspect-video w-full rounded-xl bg-slate-900 object-cover ${mirrored ? "-scale-x-100" : ""}`}
    />
  );
}

/** The devices of one kind, for the picker. */
function useDevices(kind: MediaDeviceKind, ready: boolean) {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  useEffect(() => {
    if (!ready || !navigator.mediaDevices?.enumerateDevices) return;
    void navigator.mediaDevices
      .enumerateDevices()
      .then((all) => setDevices(all.filter((d) => d.kind === kind && d.deviceId)));
  }, [kind, ready]);
  return devices;
}

function DevicePicker({
  label,
  kind,
  ready,
  onPick,
}: {
  label: string;
  kind: "videoinput" | "audioinput";
  ready: boolean;
  onPick: (kind: "videoinput" | "audioinput", deviceId: string) => void;
}) {
  const id = useId();
  const devices = useDevices(kind, ready);
  if (devices.length < 1) return null;
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        className="h-9 rounded-md border border-slate-300 bg-white px-2"
        onChange={(event) => onPick(kind, event.target.value)}
      >
        {devices.map((device, i) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || `${label} ${i + 1}`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The call: both videos, the state, the toggles, the device picker and 'Sair da sessão'. */
export function CallView({
  room,
  otherName,
  onRefused,
}: {
  room: Room;
  otherName: string;
  onRefused: () => void;
}) {
  const call = useCall(room, onRefused);
  const [, navigate] = useLocation();
  const leave = () => {
    call.leave();
    navigate(room.role === "professional" ? "/professional/appointments" : "/appointments");
  };
  if (call.state === "closed" && call.closedMessage) {
    return (
      <p role="alert" className="rounded-lg border border-slate-200 bg-white p-4">
        {call.closedMessage}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <p
        role="status"
        data-state={call.state}
        className="justify-self-start rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800"
      >
        {STATE_TEXT(otherName)[call.state]}
      </p>
      {call.mediaMessage ? (
        <p role="alert" className="text-sm text-amber-900">
          {call.mediaMessage}
        </p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-[2fr_1fr]">
        <VideoOf stream={call.remoteStream} muted={false} label={`Vídeo de ${otherName}`} />
        <VideoOf stream={call.localStream} muted label="Seu vídeo" mirrored />
      </div>
      {call.state === "failed" ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-800">
            Verifique sua conexão com a internet e tente de novo.
          </p>
          <Button variant="outline" onClick={call.retry}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Tentar novamente
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <Button
          variant="outline"
          aria-pressed={!call.cameraOn}
          onClick={call.toggleCamera}
          disabled={!call.localStream}
        >
          {call.cameraOn ? <Video className="size-4" /> : <VideoOff className="size-4" />}
          {call.cameraOn ? "Desligar câmera" : "Ligar câmera"}
        </Button>
        <Button
          variant="outline"
          aria-pressed={!call.micOn}
          onClick={call.toggleMic}
          disabled={!call.localStream}
        >
          {call.micOn ? <Mic className="size-4" /> : <MicOff className="size-4" />}
          {call.micOn ? "Desligar microfone" : "Ligar microfone"}
        </Button>
        <Button variant="destructive" onClick={leave}>
          <PhoneOff className="size-4" aria-hidden="true" />
          Sair da sessão
        </Button>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <DevicePicker
          label="Câmera"
          kind="videoinput"
          ready={!!call.localStream}
          onPick={(kind, deviceId) => void call.switchDevice(kind, deviceId)}
        />
        <DevicePicker
          label="Microfone"
          kind="audioinput"
          ready={!!call.localStream}
          onPick={(kind, deviceId) => void call.switchDevice(kind, deviceId)}
        />
      </div>
    </div>
  );
}
