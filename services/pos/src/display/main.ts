import { parseArgs } from 'node:util';
import { POLE_DISPLAY_BRIDGE_URL } from '@vendange/contracts';
import { displayBridge } from './display-bridge';

/**
 * `npm run pole-display -- --device /dev/ttyUSB0 --origin https://vendange.example`: the customer display's bridge on
 * the till's machine. Port from POLE_DISPLAY_BRIDGE_URL unless --port is given.
 */
const { values } = parseArgs({
  options: {
    device: { type: 'string', multiple: true, default: [] },
    origin: { type: 'string', multiple: true, default: ['http://localhost:3000', 'http://127.0.0.1:3000'] },
    port: { type: 'string', default: new URL(POLE_DISPLAY_BRIDGE_URL).port },
  },
});
const app = await displayBridge({ origins: values.origin!, devices: values.device! });
await app.listen({ host: '127.0.0.1', port: Number(values.port) });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => { app.close().then(() => process.exit(0), () => process.exit(1)); });
