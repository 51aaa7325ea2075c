import { describe, expect, it } from 'vitest';
import { batchWriter } from './batchWriter.js';

describe('the history’s batch writer', () => {
  it('writes what arrived while a batch was written in the next batch, one batch at a time', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const firstDone = new Promise<void>((resolve) => (release = resolve));
    const writer = batchWriter<number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await firstDone;
    }, 10);
    writer.push(1);
    writer.push(2);
    writer.push(3);
    release();
    await writer.flush();
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('holds readers back while the limit waits, and gives every later call the failure', async () => {
    let fail!: (error: Error) => void;
    const writer = batchWriter<number>(() => new Promise<void>((_resolve, reject) => (fail = reject)), 2);
    writer.push(1); // being written
    writer.push(2);
    writer.push(3); // two wait: no room
    let roomy = false;
    const room = writer.room().then(
      () => (roomy = true),
      (error: unknown) => error,
    );
    await Promise.resolve();
    expect(roomy).toBe(false);
    fail(new Error('disk full'));
    expect(await room).toEqual(new Error('disk full'));
    await expect(writer.flush()).rejects.toThrow('disk full');
    expect(() => writer.push(4)).toThrow('disk full');
  });

  it('holds readers back by the weight waiting, not the count: one big day fills the room', async () => {
    let release!: () => void;
    const writing = new Promise<void>((resolve) => (release = resolve));
    const writer = batchWriter<{ records: number }>(
      () => writing,
      1000,
      (day) => day.records,
    );
    writer.push({ records: 10 }); // being written
    writer.push({ records: 400 });
    await writer.room(); // 400 of 1000 wait: room
    writer.push({ records: 700 });
    let roomy = false;
    const room = writer.room().then(() => (roomy = true));
    await Promise.resolve();
    expect(roomy).toBe(false);
    release();
    await room;
    await writer.flush();
  });
});
