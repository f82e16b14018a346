import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type Db, embeddedClient } from './client.ts';

/** How long after a lost listening connection the next try starts. */
const RECONNECT_MS = 1_000;

export interface ListenOptions {
  /**
   * Called after a lost connection listens again: whatever committed while nobody listened was
   * not heard, so the listener reads it from its table.
   */
  resumed?: () => Promise<void>;
  log?: FastifyBaseLogger;
}

/**
 * Hears every notification with a payload on `channel` (PostgreSQL `NOTIFY`, sent when its transaction commits):
 * on PostgreSQL through a dedicated connection of its own, reconnected when lost, so every API
 * process hears what any process committed; on the embedded database through its own
 * notifications. Answers the function that stops listening.
 */
export async function listenTo(
  db: Db,
  channel: string,
  heard: (payload: string) => void,
  options: ListenOptions = {},
): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const embedded = embeddedClient(db);
  if (embedded) return embedded.listen(channel, heard);
  const client = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof pg.Pool)) throw new Error('unknown database client');
  const pool = client;
  let stopped = false;
  let stopCurrent: () => Promise<void> = async () => {};
  const connect = async (): Promise<void> => {
    const listener = new pg.Client(pool.options);
    let lost = false;
    const reconnect = () => {
      if (lost || stopped) return;
      lost = true;
      listener.end().catch(() => {});
      setTimeout(() => {
        if (stopped) return;
        connect()
          .then(() => options.resumed?.())
          .catch((error: unknown) => {
            options.log?.warn({ err: error }, `${channel}: listening again failed`);
            lost = false;
            reconnect();
          });
      }, RECONNECT_MS).unref();
    };
    listener.on('error', reconnect);
    listener.on('end', reconnect);
    listener.on('notification', (message) => {
      if (message.channel === channel && message.payload) heard(message.payload);
    });
    await listener.connect();
    await listener.query(`LISTEN ${channel}`);
    stopCurrent = async () => {
      lost = true;
      await listener.end().catch(() => {});
    };
  };
  await connect();
  return async () => {
    stopped = true;
    await stopCurrent();
  };
}
