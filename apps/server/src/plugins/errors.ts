import {
  ErrorCode,
  type ErrorEnvelope,
  fieldLabel,
  formatFileSize,
  httpStatusOf,
  translate,
} from '@bo/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, duplicateError } from '../http/errors.js';
import { localizedParams } from '../http/localized-params.js';
import { outageError, outageLog } from '../http/outages.js';
import { localizeIssue } from '../http/validation-messages.js';

function send(reply: FastifyReply, httpStatus: number, body: ErrorEnvelope): FastifyReply {
  // Refused before the whole body was read (an upload too big, a full disk): the rest is not read
  // either, and Node drops the connection after the response. Saying so keeps clients from sending the
  // next request on it (fetch then fails with ECONNRESET instead of showing this response's message).
  if (!reply.request.raw.complete) reply.header('connection', 'close');
  return reply.status(httpStatus).type('application/json; charset=utf-8').send(body);
}

function fromAppError(error: AppError, request: FastifyRequest): ErrorEnvelope {
  const lang = request.lang;
  const params = localizedParams(lang, error.params);
  const body: ErrorEnvelope = {
    result: 'error',
    status: error.code,
    message: translate(lang, error.messageKey, params),
  };
  if (error.fieldErrors) {
    body.errors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, keys]) => [
        field,
        keys.map((k) =>
          translate(lang, k, {
            attribute: request.routeOptions.config.fieldLabels?.[lang][field] ?? fieldLabel(lang, field),
            ...params,
          }),
        ),
      ]),
    );
    const first = Object.values(body.errors)[0]?.[0];
    if (first) body.message = first;
  }
  if (error.retryAfter !== undefined) body.retry_after = error.retryAfter;
  return body;
}

/**
 * The one place that turns thrown errors into the error envelope (docs/architecture.md#envelope-and-errors).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  const logOutage = outageLog();
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    const lang = request.lang;
    const outage = outageError(thrown);
    if (outage) logOutage(request.log, thrown, outage.messageKey);
    const error = outage ?? duplicateError(thrown) ?? thrown;
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return send(reply, httpStatusOf(error.code), fromAppError(error, request));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const { field, text } = localizeIssue(issue, lang, request.routeOptions.config.fieldLabels?.[lang]);
        if (!errors[field]?.includes(text)) errors[field] = [...(errors[field] ?? []), text];
      }
      const message = Object.values(errors)[0]?.[0] ?? translate(lang, 'validation.invalid');
      return send(reply, 422, { result: 'error', status: ErrorCode.Validation, message, errors });
    }
    const statusCode = (error as FastifyError).statusCode ?? 500;
    if (statusCode === 413) {
      return send(reply, 413, {
        result: 'error',
        status: ErrorCode.BadRequest,
        message: translate(lang, request.routeOptions.config.tooLarge ?? 'errors.payloadTooLarge', {
          max: formatFileSize(request.routeOptions.bodyLimit ?? 0),
        }),
      });
    }
    if (statusCode === 429) {
      return send(reply, 429, {
        result: 'error',
        status: ErrorCode.TooManyRequests,
        message: translate(lang, 'errors.tooManyRequests', { count: 60 }),
      });
    }
    if (statusCode >= 400 && statusCode < 500) {
      const code = (error as FastifyError).code;
      const key =
        code === 'FST_ERR_CTP_INVALID_JSON' || error.name === 'SyntaxError'
          ? 'errors.malformedJson'
          : 'errors.badRequest';
      return send(reply, statusCode, {
        result: 'error',
        status: ErrorCode.BadRequest,
        message: translate(lang, key),
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, {
      result: 'error',
      status: ErrorCode.Internal,
      message: translate(lang, 'errors.internal'),
    });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, {
      result: 'error',
      status: ErrorCode.NotFound,
      message: translate(request.lang, 'errors.routeNotFound'),
    }),
  );
});
