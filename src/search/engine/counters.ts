/**
 * One small counter per record (or per url) that all reset in O(1): each round offsets the counters by
 * a base above every earlier value, so a value below the base reads as 0.
 */
export class Counters {
  private readonly values: Uint32Array;
  private base = 0;
  private top = 0;

  constructor(size: number) {
    this.values = new Uint32Array(size);
  }

  /** Sets every counter to 0, for a round in which none goes above `max`. */
  reset(max: number): void {
    if (this.top + max + 1 >= 0xffffffff) {
      this.values.fill(0);
      this.top = 0;
    }
    this.base = this.top + 1;
    this.top = this.base + max;
  }

  get(index: number): number {
    const value = this.values[index]!;
    return value > this.base ? value - this.base : 0;
  }

  set(index: number, count: number): void {
    this.values[index] = this.base + count;
  }
}
