import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { DomainError } from './errors.ts';
import { calculateRoutes } from './modules/calculate/calculate.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';

export interface BuildAppOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
}

export type App = FastifyInstance;

/** Builds the whole application without listening; tests call `inject()` on it. */
export async function buildApp({ config, logger = false }: BuildAppOptions) {
  const app = Fastify({
    logger,
    bodyLimit: 16 * 1024,
    trustProxy: config.NODE_ENV === 'production',
    disableRequestLogging: config.NODE_ENV === 'test',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(calculateRoutes, { prefix: '/api/calculate' });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      statusCode: 404,
      code: 'NOT_FOUND',
      error: 'Not Found',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    });
  });

  return app;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function errorHandler(this: FastifyInstance, error: FastifyError, request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) {
  const send = (statusCode: number, code: string, message: string) =>
    reply.code(statusCode).send({ statusCode, code, error: STATUS_TEXT[statusCode] ?? 'Error', message });

  if (error instanceof DomainError) {
    reply.headers(error.headers);
    return send(error.statusCode, error.code, error.message);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(400, 'VALIDATION_ERROR', validationMessage(error.validation));
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    return send(status, error.code ?? 'ERROR', error.message);
  }
  request.log.error({ err: error, reqId: request.id }, 'request failed');
  return send(status, 'INTERNAL_ERROR', `Something went wrong on our side. Reference: ${request.id}`);
}

interface ValidationIssue {
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The first problem, in words that name the field. */
function validationMessage(issues: ValidationIssue[]): string {
  const issue = issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const issueDetail = issue.params.issue as { code?: string; keys?: string[] } | undefined;
  if (issueDetail?.code === 'unrecognized_keys' && issueDetail.keys?.length) {
    return `Unknown field: ${issueDetail.keys.join(', ')}`;
  }
  const message = issue.message ?? 'is not valid';
  return field && !message.startsWith(field) ? `${field}: ${message}` : message;
}
