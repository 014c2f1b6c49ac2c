import { CONTROL_CHARACTERS_MESSAGE } from "@domain/contracts/common";
import { PROFESSIONAL_PROFILE_MESSAGES } from "@domain/contracts/professional-profile";
import { AppError, errorBody, STATUS_BY_CODE } from "@server/errors";
import type { FastifyError, FastifyInstance } from "fastify";
import { loggableError } from "./logging";

interface PgError {
  code?: string;
  constraint?: string;
}

/** Unique keys whose violation deserves its own message, on the field it concerns. */
const UNIQUE_KEY_MESSAGES: Record<string, { field: string; message: string }> = {
  professional_profiles_cpf_key: { field: "cpf", message: PROFESSIONAL_PROFILE_MESSAGES.cpfTaken },
};

function uniqueViolation(constraint: string | undefined): AppError {
  const known = constraint ? UNIQUE_KEY_MESSAGES[constraint] : undefined;
  if (!known) return new AppError("conflict", "Este registro já existe.");
  return new AppError("conflict", known.message, { [known.field]: [known.message] });
}

/** Postgres errors that a client can provoke are 4xx, with a message a person can read. */
function fromDatabase(error: PgError): AppError | null {
  const cause = (error as { cause?: PgError }).cause ?? error;
  switch (cause.code) {
    case "23P01":
      return new AppError(
        "conflict",
        "Este horário não está mais disponível. Escolha outro horário.",
      );
    case "23505":
      return uniqueViolation(cause.constraint);
    case "23503":
      return new AppError("conflict", "Este registro está ligado a outro que não existe mais.");
    case "23514":
    case "22P02":
    case "22007":
    case "22008":
    case "22003":
    case "22001":
      return new AppError("bad_request", "Dados inválidos.");
    // NUL in text (22021) or a \u0000 escape in JSON (22P05): refused before, kept as a backstop.
    case "22021":
    case "22P05":
      return new AppError("bad_request", CONTROL_CHARACTERS_MESSAGE);
    default:
      return null;
  }
}

function fromFastify(error: FastifyError, tooLargeMessage?: string): AppError | null {
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
    return new AppError(
      "payload_too_large",
      tooLargeMessage ?? "O conteúdo enviado é grande demais.",
    );
  }
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
    return new AppError("unsupported_media_type", "Envie os dados em formato JSON.");
  }
  if (
    error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" ||
    error.code === "FST_ERR_CTP_INVALID_JSON_BODY"
  ) {
    return new AppError("bad_request", "O corpo da requisição não é um JSON válido.");
  }
  if (error instanceof SyntaxError || error.code === "FST_ERR_CTP_INVALID_CONTENT_LENGTH") {
    return new AppError("bad_request", "Requisição malformada.");
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError("bad_request", "Requisição inválida.");
  }
  return null;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const appError =
      error instanceof AppError
        ? error
        : (fromDatabase(error) ??
          fromFastify(
            error,
            (req.routeOptions.config as { tooLargeMessage?: string }).tooLargeMessage,
          ));
    if (appError) {
      const status =
        appError === error || !error.statusCode ? STATUS_BY_CODE[appError.code] : error.statusCode;
      return reply.status(status).send(errorBody(appError));
    }
    req.log.error({ err: loggableError(error) }, "unhandled error");
    return reply
      .status(500)
      .send({ code: "internal", message: "Erro interno do servidor. Tente novamente." });
  });
}
