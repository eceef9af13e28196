import { jest } from '@jest/globals';
import {
  BadGatewayException,
  InternalServerErrorException,
  Logger,
  ServiceUnavailableException,
  type ArgumentsHost,
} from '@nestjs/common';
import { HttpErrorFilter, type ErrorBody } from './http-error.filter.js';

function answerTo(exception: unknown): { status: number; body: ErrorBody } {
  const sent: { status: number; body: ErrorBody } = { status: 0, body: {} as ErrorBody };
  const response = {
    headersSent: false,
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: ErrorBody) {
      sent.body = body;
    },
  };
  const request = { method: 'POST', originalUrl: '/api/news/scrape' };
  const host = {
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => request }),
  } as unknown as ArgumentsHost;
  new HttpErrorFilter().catch(exception, host);
  return sent;
}

describe('HttpErrorFilter on 5xx', () => {
  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps the sentence of a 502 or 503 thrown on purpose about an outside service', () => {
    expect(answerTo(new ServiceUnavailableException('ForexFactory answered HTTP 502.'))).toEqual({
      status: 503,
      body: { statusCode: 503, message: 'ForexFactory answered HTTP 502.', error: 'ForexFactory answered HTTP 502.' },
    });
    expect(answerTo(new BadGatewayException('the calendar failed')).body.message).toBe('The calendar failed.');
    expect(Logger.prototype.warn).toHaveBeenCalledTimes(2);
    expect(Logger.prototype.error).not.toHaveBeenCalled();
  });

  it('says what kind of failure a bare 503 is', () => {
    expect(answerTo(new ServiceUnavailableException()).body.message).toBe(
      'A service we depend on is not available. Please try again later.',
    );
  });

  it('never shows the details of a 500 or of an unexpected error, and logs them', () => {
    for (const exception of [new InternalServerErrorException('SQL syntax near users'), new Error('secret')]) {
      expect(answerTo(exception)).toEqual({
        status: 500,
        body: {
          statusCode: 500,
          message: 'Something went wrong on our side. Please try again.',
          error: 'Something went wrong on our side. Please try again.',
        },
      });
    }
    expect(Logger.prototype.error).toHaveBeenCalledTimes(2);
  });
});
