import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { connect, type Db } from './db/connection';
import { loggerOptions, type LogStream } from './logger';
import { OneLinePerRequest } from './request-log';
import { migrateToLatest } from './db/migrate';
import { ensureDatabase } from './db/ensure-database';
import { seedBuiltInContent } from './content/seed';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import type { JWTVerifyGetKey } from 'jose';
import { authPlugin } from './plugins/auth';
import { playerMemoryPlugin } from './plugins/player-memory';
import { cataloguePlugin } from './plugins/catalogue';
import { playCountsPlugin } from './plugins/play-counts';
import { analyticsTalliesPlugin } from './plugins/analytics-tallies';
import { dailyPlugin } from './plugins/daily';
import { dataChangesPlugin } from './plugins/data-changes';
import { visitorCachePlugin } from './plugins/visitor-cache';
import { mailPlugin } from './plugins/mail';
import { rateLimitPlugin } from './plugins/rate-limit';
import { uploadsPlugin } from './plugins/uploads';
import { paymentsPlugin } from './plugins/payments';
import { healthRoutes } from './routes/health';
import { devMailRoutes, mailViewerUrl } from './routes/dev-mail';
import { authRoutes } from './routes/auth';
import { userRoutes } from './routes/user';
import { mapRoutes } from './routes/maps';
import { eventRoutes } from './routes/events';
import { editorRoutes } from './routes/editor';
import { itemRoutes } from './routes/items';
import { playRoutes } from './routes/play';
import { dailyRoutes } from './routes/daily';
import { characterRoutes } from './routes/characters';
import { questRoutes } from './routes/quests';
import { paymentRoutes } from './routes/payments';
import { moderationRoutes } from './routes/moderation';
import { cryptoRandom, type RandomSource } from './services/economy/randomness';

/** Parts that tests (or a deployment) may swap for their own; production uses the defaults. */
export interface AppDeps {
  db?: Db;
  /** Where the JSON log lines go instead of standard output (tests read them). */
  logStream?: LogStream;
  /** Keys that sign Google ID tokens; Google's published key set by default (tests bring a local one). */
  googleKeys?: JWTVerifyGetKey;
  /** Where the gacha's chance comes from; Node's cryptographic generator by default. */
  random?: RandomSource;
}

export type App = FastifyInstance;

/** Builds the whole server without listening: migrations and seeds are applied before it is returned. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Draining answers 503 in the project's shape (server/plugins/errors.ts), as do the router's refusals and a
    // connection that never became a request (server/plugins/framework-errors.ts).
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  if (!deps.db && config.databaseUrl) await ensureDatabase(config.databaseUrl, (line) => app.log.info(line));
  const db =
    deps.db ?? connect(config, (error) => app.log.warn({ err: error }, 'an idle database connection was lost'));
  await migrateToLatest(db.kysely, db.dialect);
  await seedBuiltInContent(db);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  // Nothing serves the API's document in production, and building it loads a YAML library: a tenth of a start.
  if (config.env !== 'production') await app.register(openapiPlugin);
  await app.register(dbPlugin, { db });
  await app.register(playCountsPlugin, { addressSecret: config.jwtSecret });
  await app.register(analyticsTalliesPlugin);
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(dataChangesPlugin, {
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    changeBus: config.changeBus,
  });
  await app.register(dailyPlugin, { secret: config.jwtSecret });
  await app.register(playerMemoryPlugin);
  await app.register(cataloguePlugin);
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, jwtTtl: config.jwtTtl });
  await app.register(visitorCachePlugin);
  const mailOptions = { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir };
  await app.register(mailPlugin, { ...mailOptions, viewerUrl: mailViewerUrl(config) });
  await app.register(uploadsPlugin, { dataDir: config.dataDir, clientDir: config.clientDir });
  await app.register(paymentsPlugin, { stripe: config.stripe, publicUrl: config.publicUrl });
  // Operations: probes for load balancers, and the outbox viewer where it is served (development).
  await app.register(healthRoutes);
  await app.register(devMailRoutes, { config });
  // Domain routes (spec section 7) are registered here, one module per domain.
  await app.register(authRoutes, { config, googleKeys: deps.googleKeys });
  await app.register(userRoutes, { config });
  await app.register(mapRoutes);
  await app.register(eventRoutes);
  await app.register(editorRoutes);
  await app.register(itemRoutes);
  await app.register(playRoutes);
  await app.register(dailyRoutes);
  await app.register(characterRoutes, { random: deps.random ?? cryptoRandom });
  await app.register(questRoutes);
  await app.register(paymentRoutes, { publicUrl: config.publicUrl });
  await app.register(moderationRoutes, { publicUrl: config.publicUrl });
  await app.register(spaPlugin, { clientDir: config.clientDir });
  return app;
}
