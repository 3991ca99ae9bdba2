import { API_PATHS } from '@sankalp/contract';
import { describe, expect, it } from 'vitest';
import { eventDetailPath, isEventId } from './event-key.ts';

const puja = { byId: API_PATHS.pujaById, byName: API_PATHS.pujaByName };

describe('eventDetailPath', () => {
  it('looks a UUID up by id and anything else by search key', () => {
    expect(isEventId('3f2b8c1e-0a4d-5e6f-8a9b-0c1d2e3f4a5b')).toBe(true);
    expect(eventDetailPath(puja, '3F2B8C1E-0A4D-5E6F-8A9B-0C1D2E3F4A5B')).toBe('/puja/3F2B8C1E-0A4D-5E6F-8A9B-0C1D2E3F4A5B');
    expect(eventDetailPath(puja, 'maha-shivratri-rudrabhishek')).toBe('/puja/name/maha-shivratri-rudrabhishek');
  });

  it('encodes keys so they cannot change the path', () => {
    expect(eventDetailPath(puja, '../all?x')).toBe('/puja/name/..%2Fall%3Fx');
  });
});
