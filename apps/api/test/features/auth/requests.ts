import type { FastifyInstance, LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
import { API_PREFIX, ZErrorResponse } from '@sankalp/contract';
import { authHeaders } from '../../fixtures/sign-in.ts';

export type CallOptions = { token?: string; ip?: string; language?: 'hindi' | 'english'; headers?: Record<string, string> };

/** One API call the way the site makes it; a string payload is sent as-is (for malformed JSON). */
export function call(app: FastifyInstance, method: 'GET' | 'POST', path: string, payload?: unknown, options: CallOptions = {}) {
  return app.inject({
    method,
    url: `${API_PREFIX}${path}`,
    payload: payload as string | object | undefined,
    remoteAddress: options.ip,
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...(options.token ? authHeaders(options.token) : {}),
      ...options.headers,
    },
  });
}

/** The response is the API's error shape with exactly this status and message. */
export function expectError(res: Response, statusCode: number, message: string) {
  expect({ statusCode: res.statusCode, message: res.json().message }).toEqual({ statusCode, message });
  expect(ZErrorResponse.parse(res.json()).statusCode).toBe(statusCode);
}

/** The spec's "please sign in" answer (HTTP 200, showModal). */
export function expectLoginModal(res: Response) {
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: null, showModal: true, message: 'Please login to continue.' });
}
