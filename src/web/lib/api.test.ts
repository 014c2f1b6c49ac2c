import { describe, expect, it, vi } from "vitest";
import { type ApiError, apiRequest, isApiError, serverMessage } from "./api";

/** A response whose body stream reports when it has been read to the end. */
function observedResponse(status: number, text: string) {
  let drained = false;
  const bytes = new TextEncoder().encode(text);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (bytes.length > 0 && !drained) controller.enqueue(bytes);
      drained = true;
      controller.close();
    },
  });
  const response = new Response(status === 204 ? null : stream, {
    status,
    headers: { "content-type": "application/json" },
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => response),
  );
  return { response, drained: () => drained };
}

async function failureOf(request: Promise<unknown>): Promise<ApiError> {
  const error = await request.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe("apiRequest", () => {
  it("reads a 401's body to the end before failing, so the request does not stay open", async () => {
    const body = { code: "unauthorized", message: "Faça login para continuar." };
    const { response, drained } = observedResponse(401, JSON.stringify(body));
    const error = await failureOf(apiRequest("GET", "/api/auth/user"));
    expect(response.bodyUsed).toBe(true);
    expect(drained()).toBe(true);
    expect(error.status).toBe(401);
    expect(isApiError(error, 401)).toBe(true);
  });

  it("fails with the spec's '<status>: <body>' message and the parsed error body", async () => {
    const body = {
      code: "bad_request",
      message: "Telefone inválido",
      fieldErrors: { phone: ["Telefone deve ter o formato (##) #####-####"] },
    };
    observedResponse(400, JSON.stringify(body));
    const error = await failureOf(apiRequest("PUT", "/api/user/profile", { phone: "1" }));
    expect(error.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(error.code).toBe("bad_request");
    expect(error.body).toEqual(body);
    expect(error.fieldErrors).toEqual(body.fieldErrors);
    expect(serverMessage(error, "Falha")).toBe("Telefone inválido");
  });

  it("keeps a body that is not ours as text, with no code and no field errors", async () => {
    observedResponse(502, "Bad Gateway");
    const error = await failureOf(apiRequest("GET", "/api/professionals/price-range"));
    expect(error.message).toBe("502: Bad Gateway");
    expect(error.body).toBeNull();
    expect(error.code).toBeNull();
    expect(error.fieldErrors).toEqual({});
    expect(serverMessage(error, "Falha ao carregar")).toBe("Falha ao carregar");
  });

  it("falls back to the status text when the body is empty", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 503, statusText: "Service Unavailable" })),
    );
    const error = await failureOf(apiRequest("GET", "/api/agenda/settings/x"));
    expect(error.message).toBe("503: Service Unavailable");
  });

  it("answers a 204 with undefined", async () => {
    observedResponse(204, "");
    await expect(apiRequest("DELETE", "/api/agenda/blocked/x")).resolves.toBeUndefined();
  });

  it("sends JSON with cookies and parses the JSON answer", async () => {
    const { response } = observedResponse(200, JSON.stringify({ canReview: true }));
    await expect(apiRequest("POST", "/api/reviews", { rating: 5 })).resolves.toEqual({
      canReview: true,
    });
    expect(response.bodyUsed).toBe(true);
    expect(fetch).toHaveBeenCalledWith("/api/reviews", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ rating: 5 }),
      credentials: "include",
    });
  });
});
