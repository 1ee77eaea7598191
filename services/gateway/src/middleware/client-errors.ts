import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { AppError, type ProblemKey } from '@lookout/contracts';
import { PROBLEM_CONTENT_TYPE } from '../problems.js';

/** Node's parser error codes for requests it refuses before express ever sees them. */
function problemFor(code: string | undefined): AppError {
  if (code === 'HPE_HEADER_OVERFLOW') return new AppError('headers_too_large', 'The request headers are larger than the server accepts.');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return new AppError('request_timeout', 'The request did not arrive in time.');
  const problem: ProblemKey = 'bad_request';
  return new AppError(problem, 'The request is not valid HTTP/1.1.');
}

/**
 * Requests Node's HTTP parser rejects (oversized headers, broken framing, header timeouts) never
 * reach express; by default Node answers them with a bare status line. This answers them with a
 * problem body too, written raw because there is no response object, and closes the connection
 * (the parser cannot resynchronise on it).
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    writeRawProblem(socket, problemFor(error.code));
  });
  // CONNECT never reaches express either: without a listener Node just drops the connection.
  server.on('connect', (_req, socket: Socket) => {
    writeRawProblem(socket, new AppError('method_not_allowed', 'CONNECT is not supported: this is not a proxy.'));
  });
}

function writeRawProblem(socket: Socket, problem: AppError): void {
  const body = JSON.stringify(problem.toProblem());
  socket.end(
    `HTTP/1.1 ${problem.status} ${problem.toProblem().title}\r\n` +
      `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
