import type { Room } from "@domain/contracts/rooms";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { useCall } from "./use-call";

/**
 * The browser's side of a call that never connects (a network that lets no media through). jsdom
 * has no WebRTC, so the browser's RTCPeerConnection, WebSocket and camera are stood in for here;
 * what is tested is our hook: when it starts over, when it gives up, and what "Tentar novamente"
 * gives the person (the two-browser journey in e2e/online-session.spec.ts covers a real call).
 */
class NeverConnects {
  connectionState = "new";
  signalingState = "stable";
  localDescription: { toJSON: () => object } | null = null;
  onnegotiationneeded: (() => void) | null = null;
  ontrack = null;
  onicecandidate = null;
  onconnectionstatechange = null;
  addTrack() {}
  addTransceiver() {}
  close() {}
  restartIce() {}
  getSenders() {
    return [];
  }
  async setLocalDescription() {}
  async setRemoteDescription() {}
  async addIceCandidate() {}
}

const sent: string[] = [];
class Socket {
  static OPEN = 1;
  static last: Socket;
  readyState = 1;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose = null;
  constructor() {
    Socket.last = this;
  }
  send(data: string) {
    sent.push((JSON.parse(data) as { kind: string }).kind);
  }
  close() {}
}

const room = (role: Room["role"]) =>
  ({
    appointmentId: "a1",
    role,
    iceServers: [],
  }) as unknown as Room;

const restarts = () => sent.filter((kind) => kind === "restart").length;

beforeEach(() => {
  vi.useFakeTimers();
  sent.length = 0;
  vi.stubGlobal("RTCPeerConnection", NeverConnects);
  vi.stubGlobal("WebSocket", Socket);
  vi.stubGlobal("MediaStream", class {});
  Object.defineProperty(navigator, "mediaDevices", {
    configurable: true,
    value: { getUserMedia: () => Promise.reject(new Error("no camera here")) },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function joinedCall(role: Room["role"]) {
  const theRoom = room(role);
  const call = renderHook(() => useCall(theRoom, () => {}));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
    Socket.last.onopen?.();
    Socket.last.onmessage?.({ data: JSON.stringify({ kind: "peer", present: true }) });
    await vi.advanceTimersByTimeAsync(0);
  });
  return call;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

it("the professional's side starts over twice, gives up, and 'Tentar novamente' gives three tries again", async () => {
  const { result } = await joinedCall("professional");
  expect(result.current.state).toBe("connecting");
  await wait(12_000);
  await wait(12_000);
  expect(restarts()).toBe(2);
  await wait(12_000);
  expect(result.current.state).toBe("failed");
  expect(restarts()).toBe(2);

  act(() => result.current.retry());
  expect(result.current.state).toBe("connecting");
  expect(restarts()).toBe(3);
  // A fresh round: 12 s later the page is still trying (a new restart), not failed again.
  await wait(12_000);
  expect(result.current.state).toBe("connecting");
  expect(restarts()).toBe(4);
  await wait(24_000);
  expect(result.current.state).toBe("failed");
});

const restartFromProfessional = () =>
  act(async () => {
    Socket.last.onmessage?.({ data: JSON.stringify({ kind: "restart" }) });
    await vi.advanceTimersByTimeAsync(0);
  });

it("the client's side, given up, tries again when the professional presses 'Tentar novamente'", async () => {
  const { result } = await joinedCall("client");
  // The professional's side starts over after each 12 s (the test above); the client follows.
  await wait(12_000);
  await restartFromProfessional();
  await wait(12_000);
  await restartFromProfessional();
  await wait(12_000);
  expect(result.current.state).toBe("failed");
  expect(restarts()).toBe(0);

  await restartFromProfessional();
  expect(result.current.state).toBe("connecting");
  await wait(12_000);
  await restartFromProfessional();
  expect(result.current.state).toBe("connecting");
  await wait(12_000);
  expect(result.current.state).toBe("connecting");
});
