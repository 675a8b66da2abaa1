import { describe, expect, it } from 'vitest';
import { createFailureThrottle } from '../../src/plugins/failure-throttle.js';

const limits = {
  perSource: { max: 3, windowMs: 60_000 },
  perAccount: { free: 3, maxDelayMs: 8_000 },
};

function throttleAt(start = 0) {
  let clock = start;
  const throttle = createFailureThrottle(limits, () => clock);
  return { throttle, advance: (ms: number) => (clock += ms) };
}

const retryAfterOf = (attempt: () => unknown) => {
  try {
    attempt();
  } catch (error) {
    return (error as { details: { retryAfter: number } }).details.retryAfter;
  }
  return null;
};

describe('failure throttle', () => {
  it('never counts successes', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 50; i += 1) throttle.begin('a', 'x').succeeded();
    expect(retryAfterOf(() => throttle.begin('a', 'x'))).toBeNull();
  });

  it('refuses one address after its failures until the window ends; a success resets', () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < 3; i += 1) throttle.begin('a', 'x');
    expect(retryAfterOf(() => throttle.begin('a', 'x'))).toBe(60);
    advance(60_000);
    throttle.begin('a', 'x').succeeded();
    for (let i = 0; i < 3; i += 1) throttle.begin('a', 'x');
    expect(retryAfterOf(() => throttle.begin('a', 'x'))).not.toBeNull();
  });

  it("does not refuse another address for one address's failures", () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 3; i += 1) throttle.begin('a', 'x');
    expect(retryAfterOf(() => throttle.begin('a', 'y'))).toBeNull();
    expect(retryAfterOf(() => throttle.begin('b', 'x'))).toBeNull();
  });

  it('slows the account down progressively, capped, instead of closing it', () => {
    const { throttle, advance } = throttleAt();
    const sources = ['p', 'q', 'r', 's', 't', 'u', 'v', 'w'];
    for (let i = 0; i < 4; i += 1) throttle.begin('a', sources[i]!);
    // Four failures, one over the free three: the next waits 1 s, then 2, 4, and at most 8.
    const waits: number[] = [];
    for (const source of sources.slice(4)) {
      const wait = retryAfterOf(() => throttle.begin('a', source))!;
      waits.push(wait);
      advance(wait * 1000);
      throttle.begin('a', source);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    expect(retryAfterOf(() => throttle.begin('a', 'z'))).toBe(8);
  });

  it('counts an attempt from the moment it starts, so guesses sent together count', () => {
    const { throttle } = throttleAt();
    const started = [0, 1, 2].map(() => throttle.begin('a', 'x'));
    expect(retryAfterOf(() => throttle.begin('a', 'x'))).not.toBeNull();
    started[0]!.succeeded();
    expect(retryAfterOf(() => throttle.begin('a', 'x'))).toBeNull();
  });
});
