/**
 * Deterministic randomness: the same seed gives the same data on every machine and run.
 * sfc32 is small, fast and good enough for test data; seeds are mixed with a string hash.
 */
export function hashSeed(...parts: (string | number)[]): number {
  let h = 2166136261;
  for (const char of parts.join('\u0000')) {
    h ^= char.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(...seed: (string | number)[]) {
    const h = hashSeed(...seed);
    this.a = h;
    this.b = h ^ 0x9e3779b9;
    this.c = h ^ 0x85ebca6b;
    this.d = 1;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let roll = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      roll -= weights[i];
      if (roll < 0) return items[i];
    }
    return items[items.length - 1];
  }

  /** Roughly normal, mean 0 and deviation 1 (sum of uniforms). */
  gaussian(): number {
    return this.next() + this.next() + this.next() + this.next() - 2;
  }
}

/** Money as Ozon sends it in newer methods: a string with two decimals. */
export const money = (value: number) => value.toFixed(2);
