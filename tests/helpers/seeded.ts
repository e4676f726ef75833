// A seeded random integer source for randomised tests (mulberry32): the same seed gives the same
// sequence, so a failing seed can be run again.

/** `rand(n)`: an integer in [0, n), the next of the seed's sequence. */
export function seededRandom(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}
