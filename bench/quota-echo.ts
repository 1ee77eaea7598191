/**
 * The baseline of bench/quota-authorize.ts: a bare NATS request/reply echo — the hop itself, with
 * nothing behind it. Run as its own process, like the quota service (node, tsx, @lookout/bus), it
 * answers every request on ECHO_SUBJECT (queue group "echo") with the fixed bytes of ECHO_REPLY
 * (base64: a real quota.authorize reply, so both directions carry the same number of bytes).
 * No parsing, no validation, no span, no Redis.
 */
import { connectBus } from '@lookout/bus';
import { createLogger } from '@lookout/telemetry';

const subject = process.env.ECHO_SUBJECT;
const reply = Buffer.from(process.env.ECHO_REPLY ?? '', 'base64');
if (!subject || !process.env.NATS_URL || reply.length === 0) throw new Error('quota-echo needs NATS_URL, ECHO_SUBJECT and ECHO_REPLY');

const bus = await connectBus({ url: process.env.NATS_URL, name: 'bench-echo', logger: createLogger('bench-echo', 'silent') });
bus.nc.subscribe(subject, {
  queue: 'echo',
  callback: (error, msg) => {
    if (!error) msg.respond(reply);
  },
});
await bus.nc.flush();
process.stdout.write('ready\n');
process.once('SIGTERM', () => void bus.drain().then(() => process.exit(0)));
