import { describe, expect, it } from 'vitest';
import { prettyLogLine } from './dev-log.ts';

const at = new Date(2026, 10, 29, 12, 4, 31).getTime();

describe("npm run dev's readable log", () => {
  it('writes a start-up line as time, level and message', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'h',
      msg: 'shop open at http://localhost:3000',
    });
    expect(prettyLogLine(line)).toBe('12:04:31 INFO  shop open at http://localhost:3000');
  });

  it('writes a request as method, path, status and time, with other fields after it', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/products' },
      res: { statusCode: 200 },
      responseTime: 12.4,
      msg: 'request completed',
      module: 'catalog',
    });
    expect(prettyLogLine(line)).toBe('12:04:31 INFO  GET /api/products 200 12 ms  module=catalog');
  });

  it("adds an error's stack, and colours warnings and errors when asked", () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'mail failed',
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(prettyLogLine(line)).toBe('12:04:31 ERROR mail failed\nError: boom\n    at x');
    expect(prettyLogLine(line, true)).toBe(
      '\x1b[31m12:04:31 ERROR mail failed\nError: boom\n    at x\x1b[0m',
    );
  });

  it('passes any other line unchanged', () => {
    for (const line of ['plain text', '{"not":"pino"}', '[1, 2]']) expect(prettyLogLine(line)).toBe(line);
  });
});
