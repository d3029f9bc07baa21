import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { ApiError } from '../api-error.js';
import { readJsonBody } from './read-body.js';
import { type ApiResponse, type Route, findRoute } from './router.js';
import { type WebFiles, serveWebFile } from './static-files.js';

function send(response: ServerResponse, answer: ApiResponse): void {
  if (response.headersSent) return;
  if (answer.text !== undefined) {
    response.writeHead(answer.status, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(answer.text);
    return;
  }
  if (answer.body === undefined) {
    response.writeHead(answer.status).end();
    return;
  }
  response.writeHead(answer.status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(answer.body));
}

/** An error as JSON: `{error: {status, message, problems?, ...details}}`. */
export function errorBody(error: ApiError): { error: Record<string, unknown> } {
  return { error: { status: error.status, message: error.message, ...error.details } };
}

async function handle(
  routes: readonly Route[],
  request: IncomingMessage,
  response: ServerResponse,
  log: (line: string) => void,
  web: WebFiles | undefined,
): Promise<void> {
  let bodyRead = false;
  try {
    const [path = '/', search = ''] = (request.url ?? '/').split(/\?(.*)/s);
    const method = request.method ?? 'GET';
    if (
      web !== undefined &&
      (method === 'GET' || method === 'HEAD') &&
      !path.startsWith('/api/') &&
      (await serveWebFile(web, request, response, path))
    ) {
      return;
    }
    const found = findRoute(routes, request.method ?? 'GET', path);
    if ('status' in found) {
      if (found.status === 405) response.setHeader('allow', found.allow.join(', '));
      throw new ApiError(
        found.status,
        found.status === 404
          ? `no such resource: ${path}`
          : `${request.method ?? ''} is not allowed on ${path} (allowed: ${found.allow.join(', ')})`,
      );
    }
    const answer = await found.route.handler({
      params: found.params,
      query: new URLSearchParams(search),
      body: () => {
        bodyRead = true;
        return readJsonBody(request);
      },
    });
    send(response, answer);
  } catch (error) {
    if (error instanceof ApiError) {
      send(response, { status: error.status, body: errorBody(error) });
    } else {
      log(
        `warroom: ${request.method ?? ''} ${request.url ?? ''}: ${String((error as Error).stack ?? error)}`,
      );
      const message = error instanceof Error ? error.message : String(error);
      send(response, {
        status: 500,
        body: errorBody(new ApiError(500, `internal error: ${message}`)),
      });
    }
  } finally {
    // A body nobody read is drained, so that the connection can serve the next request.
    if (!bodyRead) request.resume();
  }
}

/**
 * The HTTP server over the routes: JSON in and out, every failure answered
 * with a status and a message (an unexpected one is a 500 and a line in the
 * log), never a crash. With `web`, a GET outside `/api/` is answered with
 * the web app's file of that path when there is one.
 */
export function createApiServer(
  routes: readonly Route[],
  log: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
  web?: WebFiles,
): Server {
  const server = createServer((request, response) => {
    handle(routes, request, response, log, web).catch((error: unknown) => {
      log(`warroom: ${String(error)}`);
      response.destroy();
    });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const body = JSON.stringify(
      errorBody(new ApiError(400, `malformed HTTP request: ${error.message}`)),
    );
    socket.end(
      `HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
