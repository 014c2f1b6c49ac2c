import type { Room, SignalFromBrowser, SignalToBrowser } from "@domain/contracts/rooms";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The call of an online session (issue 32, item 2; decision 0395): one RTCPeerConnection between
 * the two browsers, negotiated with the W3C "perfect negotiation" pattern over the room's
 * signalling WebSocket. The client is the polite peer (it yields when both offer at once), the
 * professional the impolite one. Audio and video go directly between the browsers (DTLS-SRTP);
 * the server only relays offers, answers and candidates.
 */

export type CallState =
  | "starting"
  | "waiting"
  | "connecting"
  | "connected"
  | "reconnecting"
  | "failed"
  | "closed";

/** How long a connection may stay failed after an ICE restart before "Tentar novamente". */
const FAILED_AFTER_MS = 15_000;
/**
 * How long a new connection may take before it is negotiated again: the professional's side
 * starts over (both sides get a new connection, as "Tentar novamente" does); after three tries
 * the person gets "Tentar novamente" instead of "Conectando…" for ever (decision 0395).
 */
const CONNECT_DEADLINE_MS = 12_000;
const CONNECT_TRIES = 3;
/** WebSocket reconnection: 1 s, 2 s, 4 s… up to 10 s. */
const backoff = (attempt: number) => Math.min(10_000, 1_000 * 2 ** attempt);

const signalUrl = (id: string) =>
  `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/rooms/${id}/signal`;

export interface Call {
  state: CallState;
  /** Why the room closed, or why the camera could not be used. */
  closedMessage: string | null;
  mediaMessage: string | null;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  cameraOn: boolean;
  micOn: boolean;
  toggleCamera: () => void;
  toggleMic: () => void;
  /** Uses this camera or microphone from now on (the device picker). */
  switchDevice: (kind: "videoinput" | "audioinput", deviceId: string) => Promise<void>;
  retry: () => void;
  leave: () => void;
  /** Called when the socket keeps failing: the page asks the API why (a 403's message). */
}

export function useCall(room: Room, onRefused: () => void): Call {
  const [state, setState] = useState<CallState>("starting");
  const [closedMessage, setClosedMessage] = useState<string | null>(null);
  const [mediaMessage, setMediaMessage] = useState<string | null>(null);
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [cameraOn, setCameraOn] = useState(true);
  const [micOn, setMicOn] = useState(true);
  const live = useRef({
    pc: null as RTCPeerConnection | null,
    ws: null as WebSocket | null,
    local: null as MediaStream | null,
    makingOffer: false,
    ignoreOffer: false,
    peerPresent: false,
    left: false,
    attempts: 0,
    failedTimer: undefined as ReturnType<typeof setTimeout> | undefined,
    connectTimer: undefined as ReturnType<typeof setTimeout> | undefined,
    connectTries: 0,
    reconnectTimer: undefined as ReturnType<typeof setTimeout> | undefined,
    onRefused,
  });
  live.current.onRefused = onRefused;
  const polite = room.role === "client";

  const send = useCallback((message: SignalFromBrowser) => {
    const ws = live.current.ws;
    if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
  }, []);

  /** A new peer connection with the local tracks (the other side came, or a restart). */
  const newPeer = useCallback(() => {
    const l = live.current;
    l.pc?.close();
    clearTimeout(l.failedTimer);
    l.makingOffer = false;
    l.ignoreOffer = false;
    const pc = new RTCPeerConnection({ iceServers: room.iceServers });
    l.pc = pc;
    const remote = new MediaStream();
    setRemoteStream(remote);
    pc.ontrack = ({ track }) => {
      remote.addTrack(track);
      setRemoteStream(new MediaStream(remote.getTracks()));
    };
    pc.onicecandidate = ({ candidate }) =>
      send({
        kind: "candidate",
        candidate: candidate ? candidate.toJSON() : null,
      } as SignalFromBrowser);
    pc.onnegotiationneeded = async () => {
      try {
        l.makingOffer = true;
        await pc.setLocalDescription();
        const description = pc.localDescription;
        if (description) send({ kind: "description", description: description.toJSON() });
      } catch {
        // A collision the other side's offer resolves.
      } finally {
        l.makingOffer = false;
      }
    };
    pc.onconnectionstatechange = () => {
      if (l.pc !== pc) return;
      const s = pc.connectionState;
      if (s === "connected") {
        clearTimeout(l.failedTimer);
        clearTimeout(l.connectTimer);
        l.connectTries = 0;
        setState("connected");
      } else if (s === "disconnected") setState("reconnecting");
      else if (s === "failed") {
        setState("reconnecting");
        pc.restartIce();
        clearTimeout(l.failedTimer);
        l.failedTimer = setTimeout(() => {
          if (l.pc === pc && pc.connectionState !== "connected") setState("failed");
        }, FAILED_AFTER_MS);
      }
    };
    const local = l.local;
    if (local && local.getTracks().length > 0) {
      for (const track of local.getTracks()) pc.addTrack(track, local);
    } else {
      // No camera or microphone: still receive the other side.
      pc.addTransceiver("audio", { direction: "recvonly" });
      pc.addTransceiver("video", { direction: "recvonly" });
    }
    setState("connecting");
    clearTimeout(l.connectTimer);
    l.connectTimer = setTimeout(() => {
      if (l.pc !== pc || l.left || pc.connectionState === "connected") return;
      l.connectTries++;
      if (l.connectTries >= CONNECT_TRIES) {
        setState("failed");
        return;
      }
      // One side starts over, so the two do not restart each other's new connection.
      if (!polite) {
        send({ kind: "restart" });
        newPeer();
      }
    }, CONNECT_DEADLINE_MS);
    return pc;
  }, [room.iceServers, send, polite]);

  const onSignal = useCallback(
    async (message: SignalToBrowser) => {
      const l = live.current;
      switch (message.kind) {
        case "peer":
          if (message.present && !l.peerPresent) {
            l.peerPresent = true;
            newPeer();
          } else if (!message.present) {
            l.peerPresent = false;
            l.pc?.close();
            l.pc = null;
            setRemoteStream(null);
            setState("waiting");
          }
          return;
        case "restart":
          // After the tries were used up, a restart is the other person's "Tentar novamente":
          // a fresh round of tries here too.
          if (l.connectTries >= CONNECT_TRIES) l.connectTries = 0;
          if (l.peerPresent) newPeer();
          return;
        case "closed":
          l.left = true;
          setClosedMessage(message.message);
          setState("closed");
          l.ws?.close();
          l.pc?.close();
          return;
        case "error":
          return;
        case "description": {
          const pc = l.pc ?? newPeer();
          const description = message.description as RTCSessionDescriptionInit;
          const collision =
            description.type === "offer" && (l.makingOffer || pc.signalingState !== "stable");
          l.ignoreOffer = !polite && collision;
          if (l.ignoreOffer) return;
          await pc.setRemoteDescription(description);
          if (description.type === "offer") {
            await pc.setLocalDescription();
            const answer = pc.localDescription;
            if (answer) send({ kind: "description", description: answer.toJSON() });
          }
          return;
        }
        case "candidate":
          try {
            await l.pc?.addIceCandidate(message.candidate ?? undefined);
          } catch {
            // A candidate of an offer this side ignored.
          }
          return;
      }
    },
    [newPeer, polite, send],
  );

  const connect = useCallback(() => {
    const l = live.current;
    if (l.left) return;
    const ws = new WebSocket(signalUrl(room.appointmentId));
    l.ws = ws;
    let chain = Promise.resolve();
    ws.onopen = () => {
      l.attempts = 0;
    };
    ws.onmessage = (event) => {
      let message: SignalToBrowser;
      try {
        message = JSON.parse(String(event.data)) as SignalToBrowser;
      } catch {
        return;
      }
      chain = chain.then(() => onSignal(message)).catch(() => {});
    };
    ws.onclose = (event) => {
      if (l.ws !== ws || l.left) return;
      if (event.code === 4403 || event.code === 4409) {
        l.left = true;
        setState("closed");
        l.onRefused();
        return;
      }
      l.attempts++;
      // The handshake keeps failing: the API says why (the window, the consent, a cancellation).
      if (l.attempts >= 4) l.onRefused();
      setState(l.peerPresent ? "reconnecting" : "starting");
      l.reconnectTimer = setTimeout(connect, backoff(l.attempts));
    };
  }, [onSignal, room.appointmentId]);

  useEffect(() => {
    const l = live.current;
    l.left = false;
    let cancelled = false;
    (async () => {
      try {
        l.local = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
        if (cancelled) return;
        setLocalStream(l.local);
      } catch {
        setMediaMessage(
          "Não foi possível usar a câmera ou o microfone. Verifique a permissão do navegador; você ainda pode ver e ouvir a outra pessoa.",
        );
      }
      if (!cancelled) connect();
    })();
    return () => {
      cancelled = true;
      l.left = true;
      clearTimeout(l.reconnectTimer);
      clearTimeout(l.failedTimer);
      clearTimeout(l.connectTimer);
      l.ws?.close();
      l.pc?.close();
      for (const track of l.local?.getTracks() ?? []) track.stop();
    };
  }, [connect]);

  const toggle = (kind: "video" | "audio", on: boolean) => {
    for (const track of live.current.local?.getTracks() ?? []) {
      if (track.kind === kind) track.enabled = on;
    }
  };

  return {
    state,
    closedMessage,
    mediaMessage,
    localStream,
    remoteStream,
    cameraOn,
    micOn,
    toggleCamera: () => {
      toggle("video", !cameraOn);
      setCameraOn(!cameraOn);
    },
    toggleMic: () => {
      toggle("audio", !micOn);
      setMicOn(!micOn);
    },
    switchDevice: async (kind, deviceId) => {
      const l = live.current;
      const stream = await navigator.mediaDevices.getUserMedia(
        kind === "videoinput"
          ? { video: { deviceId: { exact: deviceId } } }
          : { audio: { deviceId: { exact: deviceId } } },
      );
      const [track] = stream.getTracks();
      if (!track || !l.local) return;
      const trackKind = track.kind;
      for (const old of l.local.getTracks().filter((t) => t.kind === trackKind)) {
        l.local.removeTrack(old);
        old.stop();
      }
      track.enabled = trackKind === "video" ? cameraOn : micOn;
      l.local.addTrack(track);
      setLocalStream(new MediaStream(l.local.getTracks()));
      const sender = l.pc?.getSenders().find((s) => s.track?.kind === trackKind);
      await sender?.replaceTrack(track);
    },
    retry: () => {
      // "Tentar novamente" starts a fresh round of tries, not the last one.
      live.current.connectTries = 0;
      send({ kind: "restart" });
      if (live.current.peerPresent) newPeer();
    },
    leave: () => {
      const l = live.current;
      l.left = true;
      l.ws?.close();
      l.pc?.close();
      for (const track of l.local?.getTracks() ?? []) track.stop();
      setState("closed");
    },
  };
}
