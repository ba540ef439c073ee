import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PILED_UP } from './no-busy-connection.ts';

describe('the piled-up query tripwire (no-busy-connection.ts, a setup file of every server test file)', () => {
  it('lists a query sent to a connection that already has one waiting, in every file of a shared process', () => {
    const piledUp = (globalThis as { [PILED_UP]?: string[] })[PILED_UP];
    expect(piledUp).toBeDefined();
    const before = piledUp!.length;
    // Never connected: the queries wait in the client's queue, which is what the tripwire looks at.
    const client = new pg.Client();
    void client.query('select 1');
    expect(piledUp!.length).toBe(before);
    void client.query({ text: 'select 2' });
    expect(piledUp!.slice(before)).toEqual(['select 2']);
    // This file's own pile-up is the point of the test, not a finding.
    piledUp!.splice(before);
  });
});
