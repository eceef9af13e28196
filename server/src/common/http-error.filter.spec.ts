import { jest } from '@jest/globals';
import {
  BadGatewayException,
  BadRequestException,
  InternalServerErrorException,
  Logger,
  ServiceUnavailableException,
  type ArgumentsHost,
} from '@nestjs/common';
import { HttpErrorFilter, type ErrorBody } from './http-error.filter.js';

function answerTo(exception: unknown, connection = { destroyed: false }): { status: number; body: ErrorBody } {
  const sent: { status: number; body: ErrorBody } = { status: 0, body: {} as ErrorBody };
  const response = {
    sent: false,
    raw: { headersSent: false },
    status(code: number) {
      sent.status = code;
      return this;
    },
    type() {
      return this;
    },
    send(body: ErrorBody) {
      sent.body = body;
    },
  };
  const request = {
    id: 'req-0123456789',
    method: 'POST',
    originalUrl: '/api/news/scrape',
    raw: { destroyed: false, socket: connection },
  };
  const host = {
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => request }),
  } as unknown as ArgumentsHost;
  new HttpErrorFilter().catch(exception, host);
  return sent;
}

describe('HttpErrorFilter on 5xx', () => {
  // Each 5xx ends with the request's id, the reference support looks up.
  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps the sentence of a 502 or 503 thrown on purpose about an outside service', () => {
    expect(answerTo(new ServiceUnavailableException('ForexFactory answered HTTP 502.'))).toEqual({
      status: 503,
      body: {
        statusCode: 503,
        message: 'ForexFactory answered HTTP 502. Reference: req-0123456789',
        error: 'ForexFactory answered HTTP 502. Reference: req-0123456789',
      },
    });
    expect(answerTo(new BadGatewayException('the calendar failed')).body.message).toBe(
      'The calendar failed. Reference: req-0123456789',
    );
    expect(Logger.prototype.warn).toHaveBeenCalledTimes(2);
    expect(Logger.prototype.error).not.toHaveBeenCalled();
  });

  it('says what kind of failure a bare 503 is', () => {
    expect(answerTo(new ServiceUnavailableException()).body.message).toBe(
      'A service we depend on is not available. Please try again later. Reference: req-0123456789',
    );
  });

  it('never shows the details of a 500 or of an unexpected error, and logs them', () => {
    for (const exception of [new InternalServerErrorException('SQL syntax near users'), new Error('secret')]) {
      expect(answerTo(exception)).toEqual({
        status: 500,
        body: {
          statusCode: 500,
          message: 'Something went wrong on our side. Please try again. Reference: req-0123456789',
          error: 'Something went wrong on our side. Please try again. Reference: req-0123456789',
        },
      });
    }
    expect(Logger.prototype.error).toHaveBeenCalledTimes(2);
  });
});

describe('HttpErrorFilter on a client that went away', () => {
  beforeEach(() => {
    for (const level of ['error', 'warn', 'debug'] as const)
      jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  /** What reaches the filter when the connection closes under a request body or a response. */
  const aborts = () => [
    Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }),
    Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 }),
    new BadRequestException('aborted', {
      cause: Object.assign(new Error('aborted'), { code: 'ECONNRESET' }),
    }),
  ];

  it('logs a transfer the client left at debug level, and answers nobody', () => {
    for (const exception of aborts()) expect(answerTo(exception, { destroyed: true }).status).toBe(0);
    expect(Logger.prototype.debug).toHaveBeenCalledTimes(3);
    expect(Logger.prototype.debug).toHaveBeenCalledWith('POST /api/news/scrape: the client went away mid-request');
    expect(Logger.prototype.error).not.toHaveBeenCalled();
    expect(Logger.prototype.warn).not.toHaveBeenCalled();
  });

  it('still treats the same codes as errors while the client is connected', () => {
    const [response, , requestBody] = aborts();
    expect(answerTo(response).status).toBe(500);
    expect(answerTo(requestBody).status).toBe(400);
    expect(Logger.prototype.error).toHaveBeenCalledTimes(1);
    expect(Logger.prototype.debug).not.toHaveBeenCalled();
  });
});
