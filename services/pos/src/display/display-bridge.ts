import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { displayFrame, poleDisplayRequestSchema } from '@vendange/contracts';
import { serialWriter } from './serial-writer';

export interface DisplayBridgeOptions {
  /** The platform's addresses allowed to drive the display (the till page's origin). */
  origins: string[];
  /** Serial devices this machine lets the till write to; empty means any /dev/tty* or COM port. */
  devices?: string[];
  logLevel?: string;
}

/**
 * The customer display's bridge, run on the till's own machine beside the browser (docs/decisions/customer-display.md):
 * the till page posts the two lines it wants shown; the bridge turns them into the 40-byte frame and writes it at
 * 9600 baud. It listens on the loopback only and answers 202 whatever the device does: a display never blocks a sale.
 */
export async function displayBridge(options: DisplayBridgeOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: options.logLevel ?? 'info' } });
  const writer = serialWriter(app.log);
  await app.register(cors, { origin: options.origins, methods: ['POST'], maxAge: 600 });
  // Chrome asks before a page reaches a loopback address (Private Network Access): say yes to the allowed origins.
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'OPTIONS' && request.headers['access-control-request-private-network'] === 'true' && options.origins.includes(String(request.headers.origin))) {
      reply.header('access-control-allow-private-network', 'true');
    }
  });
  app.addHook('onClose', async () => writer.close());

  app.get('/health', async () => ({ ok: true }));
  app.post('/display', async (request, reply) => {
    const parsed = poleDisplayRequestSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: parsed.error.issues[0]?.message ?? 'Demande invalide.' });
    const { device, top, bottom } = parsed.data;
    if (options.devices?.length && !options.devices.includes(device)) {
      return reply.code(403).send({ message: `Ce poste n'autorise pas l'afficheur ${device} : démarrez le pont avec --device ${device}.` });
    }
    const written = await writer.write(device, displayFrame(top, bottom));
    return reply.code(202).send({ written });
  });
  return app;
}
