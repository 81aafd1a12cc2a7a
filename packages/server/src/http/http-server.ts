import { randomUUID } from 'node:crypto';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { HttpLimits } from '../config.js';
import { ApiError, envelope } from './errors.js';

/** Node's default: a header block over it is refused before any route runs. */
const MAX_HEADER_BYTES = 16 * 1024;

/**
 * The HTTP server under Fastify, with the limits that keep slow or greedy
 * clients from holding sockets, and every answer Node's own parser gives
 * (header too large, bad framing, time-outs) written in the spec's envelope.
 */
export function createHttpServer(limits: HttpLimits) {
  return (handler: (req: IncomingMessage, res: ServerResponse) => void): Server => {
    const server = createServer(
      {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        // Time-outs are enforced at this interval, so it bounds how late they fire.
        connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs, limits.requestTimeoutMs),
        maxHeaderSize: MAX_HEADER_BYTES,
      },
      handler,
    );
    server.on('clientError', answerClientError);
    limitConnectionsPerClient(server, limits.maxConnectionsPerClient);
    return server;
  };
}

/** What Node's parser refused, as the envelope: 431 for a header block over 16 KB, 408 for a time-out, else 400. */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  writeEnvelope(socket, clientErrorOf(err.code));
}

function clientErrorOf(code: string | undefined): ApiError {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return new ApiError('invalid_request', {
      status: 431,
      message: 'The request headers are larger than 16 KB.',
      suggestion: 'Send fewer or shorter headers; put data in the JSON body.',
    });
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return new ApiError('request_timeout');
  return new ApiError('invalid_request', {
    message: 'The request is not well-formed HTTP (its framing, Content-Length or chunked encoding is broken).',
    suggestion: 'Send a valid HTTP/1.1 request; an HTTP client library does this for you.',
  });
}

/** Writes a complete response with `error`'s envelope to a raw socket and closes it. */
function writeEnvelope(socket: Duplex, error: ApiError): void {
  const body = JSON.stringify(envelope(error, randomUUID()));
  socket.end(
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
    () => socket.destroy(),
  );
}

/** A client address holding `max` open connections gets 429 on the next one, which is then closed. */
function limitConnectionsPerClient(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    if (count > max) writeEnvelope(socket, new ApiError('too_many_connections'));
  });
}
