import type { Listening, Transport } from './change-bus';

/** The channel every instance on one database listens on (NOTIFY reaches only the database it was sent in). */
export const POSTGRES_CHANGES_CHANNEL = 'vacation_survival_changes';

/**
 * The change bus over PostgreSQL's LISTEN/NOTIFY, the database the instances already share. Listening needs a
 * connection of its own, kept for the subscription's life (a pooled one would be handed to queries and returned):
 * its `application_name` names the instance, so an operator can find it in `pg_stat_activity`. Notices are sent
 * through the pool (`notify`), so an instance whose listener is away still announces its changes.
 */
export function postgresTransport(
  databaseUrl: string,
  instanceId: string,
  notify: (channel: string, payload: string) => Promise<void>,
): Transport {
  return {
    name: 'PostgreSQL LISTEN/NOTIFY',
    async listen(onMessage, onLost): Promise<Listening> {
      // pg loads on first use (docs/performance.md, "Start and memory"), as the pool does.
      const { default: pg } = await import('pg');
      const client = new pg.Client({
        connectionString: databaseUrl,
        application_name: listenerName(instanceId),
        connectionTimeoutMillis: 2000,
        keepAlive: true,
      });
      // Any notice counts, even one without a payload: an operator who changed rows by hand sends a bare NOTIFY.
      client.on('notification', (message) => {
        if (message.channel === POSTGRES_CHANGES_CHANNEL) onMessage(message.payload ?? '');
      });
      client.on('error', onLost);
      client.on('end', () => onLost(new Error('the listening connection closed')));
      try {
        await client.connect();
        await client.query(`LISTEN ${POSTGRES_CHANGES_CHANNEL}`);
      } catch (error) {
        client.end().catch(() => undefined);
        throw error;
      }
      return {
        ping: async () => void (await client.query('SELECT 1')),
        close: () => void client.end().catch(() => undefined),
      };
    },
    publish: (payload) => notify(POSTGRES_CHANGES_CHANNEL, payload),
    close: async () => undefined,
  };
}

/** The listening connection's `application_name`: the instance's id, shortened to PostgreSQL's 63 bytes. */
export const listenerName = (instanceId: string) => `vacation-survival changes ${instanceId}`.slice(0, 63);
