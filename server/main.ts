import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

/** The only file that listens. Stops accepting on SIGTERM/SIGINT, lets in-flight requests finish, closes the database. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Vacation Survival is ready at ${config.publicUrl}`);
}

// An operator's mistake (a setting, a database to create) is one line that says what to do; anything else is a bug.
main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
