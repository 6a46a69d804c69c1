import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { guardCancelledBody } from '../../src/node/unreadBody.ts';

/** The error Node's web-stream adapter throws when a chunk arrives after the stream was cancelled. */
function closedControllerError(): Error {
  return Object.assign(new TypeError('Invalid state: Controller is already closed'), { code: 'ERR_INVALID_STATE' });
}

describe('guardCancelledBody', () => {
  it('drops the closed-controller error of a late body chunk instead of letting it crash the process', () => {
    const request = new IncomingMessage(new Socket());
    request.on('data', () => {
      throw closedControllerError();
    });
    expect(() => request.emit('data', Buffer.from('x'))).toThrow(/already closed/);
    guardCancelledBody(request);
    expect(() => request.emit('data', Buffer.from('x'))).not.toThrow();
  });

  it('still throws any other error, and the same error from another event', () => {
    const request = new IncomingMessage(new Socket());
    request.on('data', () => {
      throw new Error('boom');
    });
    request.on('end', () => {
      throw closedControllerError();
    });
    guardCancelledBody(request);
    expect(() => request.emit('data', Buffer.from('x'))).toThrow('boom');
    expect(() => request.emit('end')).toThrow(/already closed/);
  });

  it('leaves a complete request alone', () => {
    const request = new IncomingMessage(new Socket());
    request.complete = true;
    const emit = request.emit;
    guardCancelledBody(request);
    expect(request.emit).toBe(emit);
  });

  it('leaves alone a body the gateway reads in one call (a content-length within 16 KiB), and guards the others', () => {
    const guarded = (headers: Record<string, string>): boolean => {
      const request = new IncomingMessage(new Socket());
      request.headers = headers;
      const emit = request.emit;
      guardCancelledBody(request);
      return request.emit !== emit;
    };
    expect(guarded({ 'content-length': '75' })).toBe(false);
    expect(guarded({ 'content-length': '16384' })).toBe(false);
    expect(guarded({ 'content-length': '16385' })).toBe(true);
    expect(guarded({ 'transfer-encoding': 'chunked' })).toBe(true);
    expect(guarded({ 'content-length': '1e3' })).toBe(true);
  });
});
