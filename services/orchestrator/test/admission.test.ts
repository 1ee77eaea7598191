import assert from 'node:assert/strict';
import { AppError } from '@lookout/contracts';
import { SubmissionAdmission } from '../src/domain/admission.js';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** Submissions' admission control (domain/admission.ts): its bounds, its order, its refusals. */
describe('orchestrator: admission of submissions, outcomes first', () => {
  function gated(options: { maxInFlight?: number; whileDraining?: number; maxWaitMs?: number } = {}) {
    let draining = false;
    let clock = 0;
    const admission = new SubmissionAdmission(
      { maxInFlight: options.maxInFlight ?? 4, maxInFlightWhileDraining: options.whileDraining ?? 1, maxWaitMs: options.maxWaitMs ?? 2_000 },
      () => draining,
      () => clock,
    );
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const submit = (id: number) =>
      admission.run(async () => {
        running++;
        peak = Math.max(peak, running);
        started.push(id);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return id;
      });
    return {
      admission,
      submit,
      started,
      peak: () => peak,
      setDraining: (value: boolean) => {
        draining = value;
      },
      advance: (ms: number) => {
        clock += ms;
      },
      releaseAll: () => releases.splice(0).forEach((release) => release()),
    };
  }

  it('runs at most maxInFlight at once, the rest in the order they came', async () => {
    const gate = gated({ maxInFlight: 3 });
    const all = Promise.all(Array.from({ length: 8 }, (_, i) => gate.submit(i)));
    await tick();
    assert.deepEqual(gate.started, [0, 1, 2]);
    assert.equal(gate.admission.queued, 5);
    for (let round = 0; round < 3; round++) {
      gate.releaseAll();
      await tick();
    }
    assert.deepEqual(await all, [0, 1, 2, 3, 4, 5, 6, 7]);
    assert.deepEqual(gate.started, [0, 1, 2, 3, 4, 5, 6, 7]);
    assert.equal(gate.peak(), 3);
  });

  it('while worker reports queue, lets only maxInFlightWhileDraining through, and the rest once they have drained', async () => {
    const gate = gated({ maxInFlight: 8, whileDraining: 1 });
    gate.setDraining(true);
    const all = Promise.all(Array.from({ length: 4 }, (_, i) => gate.submit(i)));
    await tick(60);
    assert.deepEqual(gate.started, [0]);
    gate.releaseAll();
    await tick(60);
    assert.deepEqual(gate.started, [0, 1], 'one at a time while draining');
    gate.setDraining(false);
    gate.advance(400);
    await tick(60);
    assert.deepEqual(gate.started, [0, 1], 'a signal gone for less than 500 ms still counts (it flickers)');
    gate.advance(200);
    await tick(60);
    assert.deepEqual(gate.started, [0, 1, 2, 3], 'the others start once the reports have drained, with nothing finishing');
    gate.releaseAll();
    await all;
  });

  it('refuses a submission that waited maxWaitMs, before running it: 503 unavailable with Retry-After', async () => {
    const gate = gated({ maxInFlight: 1, maxWaitMs: 100 });
    const first = gate.submit(0);
    const second = gate.submit(1);
    await assert.rejects(second, (error: unknown) => {
      assert.ok(error instanceof AppError);
      assert.equal(error.status, 503);
      assert.ok((error.retryAfterSeconds ?? 0) >= 1);
      return true;
    });
    assert.deepEqual(gate.started, [0], 'the refused submission never ran');
    gate.releaseAll();
    assert.equal(await first, 0);
    const third = gate.submit(2);
    await tick();
    gate.releaseAll();
    assert.equal(await third, 2, 'and the gate keeps working');
  });
});
