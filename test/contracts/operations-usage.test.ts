import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DurableConsumers, Operations, ServiceNames } from '@lookout/contracts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const serviceSources = readdirSync(join(ROOT, 'services')).flatMap((service) => sources(join(ROOT, 'services', service, 'src')));

describe('services reach the bus only through the operations table', () => {
  it('no service imports nats (the bus package does)', () => {
    const offenders = serviceSources.filter((file) => /from 'nats'/.test(readFileSync(file, 'utf8')));
    assert.deepEqual(offenders, []);
  });

  it('no service spells a subject or a durable consumer name of its own', () => {
    const names = [...Object.values(Operations).map((operation) => operation.subject), ...Object.values(DurableConsumers)
        .map((consumer): string => consumer.durable)
        // webhook-dispatcher names the service too (its logs, metrics): only the other names are telling.
        .filter((durable) => !(ServiceNames as readonly string[]).includes(durable)),
    ];
    const offenders = serviceSources.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return names.filter((name) => text.includes(`'${name}'`) || text.includes(`\`${name}\``)).map((name) => `${file}: ${name}`);
    });
    assert.deepEqual(offenders, []);
  });
});

describe('docs/architecture.md shows the operations table', () => {
  it('names every operation and every durable consumer with its subject', () => {
    const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    for (const [name, operation] of Object.entries(Operations)) assert.ok(doc.includes(`| \`${name}\` |`) && doc.includes(`\`${operation.subject}\``), `${name} (${operation.subject})`);
    for (const [name, consumer] of Object.entries(DurableConsumers)) assert.ok(doc.includes(`| \`${name}\` | \`${consumer.durable}\` on \`${consumer.stream}\``), name);
  });
});
