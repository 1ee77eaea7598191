import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DeadLetters, DurableConsumers, Operations, PROTO_DIR, validatorFor } from '../src/index.js';

describe('contracts: the operations table', () => {
  it('every schema it names resolves, and each message type is the one its schema declares', () => {
    for (const [name, operation] of Object.entries(Operations)) {
      const refs = operation.kind === 'request' ? [operation.requestSchema, operation.replySchema] : operation.schema === null ? [] : [operation.schema];
      for (const ref of refs) assert.equal(typeof validatorFor(ref), 'function', `${name}: ${ref}`);
      if (operation.kind === 'request') {
        const schema = JSON.parse(readFileSync(`${PROTO_DIR}${operation.requestSchema}`, 'utf8')) as { properties: { type: { const?: string; enum?: string[] }; version: { const: number } } };
        const types = schema.properties.type.const !== undefined ? [schema.properties.type.const] : (schema.properties.type.enum ?? []);
        assert.ok(types.includes(operation.type), `${name}: type ${operation.type} is not what ${operation.requestSchema} allows`);
        assert.equal(schema.properties.version.const, operation.version, `${name}: version`);
      }
    }
    assert.equal(typeof validatorFor(DeadLetters.schema), 'function');
  });

  it('no two operations share a subject', () => {
    const subjects = Object.values(Operations).map((operation) => operation.subject);
    assert.equal(new Set(subjects).size, subjects.length);
  });

  it('each durable consumer takes only messages stored on its own stream', () => {
    for (const [name, consumer] of Object.entries(DurableConsumers)) {
      assert.ok(consumer.messages.length > 0, name);
      for (const message of consumer.messages) assert.equal(message.stream, consumer.stream, `${name} takes ${message.subject}`);
      assert.ok(consumer.ackWaitMs > 0 && consumer.maxDeliver > 1 && consumer.maxAckPending > 0, name);
      assert.ok(consumer.retryDelay.firstMs > 0 && consumer.retryDelay.maxMs >= consumer.retryDelay.firstMs, name);
    }
  });
});
