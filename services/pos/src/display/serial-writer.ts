import { SerialPort } from 'serialport';
import { POLE_DISPLAY_BAUD_RATE, POLE_DISPLAY_FRAME_BYTES } from '@vendange/contracts';

export interface WriteLog {
  warn(details: object, message: string): void;
}

/**
 * Writes display frames to serial devices, one open port per device, opened at the first frame and opened again
 * after a failure. A missing or failing device is logged and the frame dropped: a customer display never holds up a
 * sale (spec point 8: serial errors are only logged). Frames to one device go out in the order they were asked.
 */
export function serialWriter(log: WriteLog) {
  const ports = new Map<string, Promise<SerialPort>>();
  const queues = new Map<string, Promise<void>>();

  const open = (device: string) => {
    let port = ports.get(device);
    if (!port) {
      port = new Promise<SerialPort>((resolve, reject) => {
        const p = new SerialPort({ path: device, baudRate: POLE_DISPLAY_BAUD_RATE, dataBits: 8, parity: 'none', stopBits: 1, autoOpen: false });
        p.open((error) => (error ? reject(error) : resolve(p)));
        // A port that closes or errors later (unplugged) is forgotten, so the next frame opens it again.
        p.on('close', () => ports.delete(device));
        p.on('error', (error) => { ports.delete(device); log.warn({ device, err: error.message }, 'customer display failed'); });
      });
      ports.set(device, port);
      port.catch(() => ports.delete(device));
    }
    return port;
  };

  const writeNow = async (device: string, frame: Uint8Array): Promise<boolean> => {
    if (frame.length !== POLE_DISPLAY_FRAME_BYTES) throw new Error(`a display frame is ${POLE_DISPLAY_FRAME_BYTES} bytes, not ${frame.length}`);
    try {
      const port = await open(device);
      await new Promise<void>((resolve, reject) => port.write(Buffer.from(frame), (error) => (error ? reject(error) : port.drain((e) => (e ? reject(e) : resolve())))));
      return true;
    } catch (error) {
      log.warn({ device, err: (error as Error).message }, 'customer display unreachable: frame dropped');
      return false;
    }
  };

  return {
    /** Resolves true once the frame left for the device, false when the device failed (already logged). */
    write(device: string, frame: Uint8Array): Promise<boolean> {
      const previous = queues.get(device) ?? Promise.resolve();
      const done = previous.then(() => writeNow(device, frame));
      queues.set(device, done.then(() => undefined));
      return done;
    },
    async close(): Promise<void> {
      const open = await Promise.allSettled([...ports.values()]);
      await Promise.all(open.map((r) => (r.status === 'fulfilled' && r.value.isOpen ? new Promise<void>((resolve) => r.value.close(() => resolve())) : undefined)));
      ports.clear();
    },
  };
}
export type SerialWriter = ReturnType<typeof serialWriter>;
