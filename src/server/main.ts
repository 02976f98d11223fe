// every text in every language before any module reads one
import '../shared/i18n/runtime/install-all';
import { buildApp, defaultAppRenderer } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { runMigrations } from './db/migrate';
import { smtpTransport } from './features/mail/mailer';
import { emailChannel } from './features/mail/outbox-dispatch';
import { scheduleMaintenance } from './features/maintenance/maintenance';
import { scheduleSweeper } from './features/play/sweeper';
import { eskizGateway } from './features/sms/eskiz-gateway';
import { smsChannel } from './features/sms/sms-dispatch';
import { StorageUnavailableError } from './features/uploads/s3-storage';
import { scheduleOutboxDispatch } from './lib/outbox';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    dataDir: config.dataDir,
  });
  await runMigrations(database);
  const { server, auth } = await buildApp({ config, database, appRenderer: defaultAppRenderer });

  // loaded only outside production: reading the demo quiz files is start-up work production never needs
  const seeded =
    !config.isProduction && (await (await import('./seed')).seedIfFresh(database.db, auth, config));
  if (seeded) {
    server.log.info(
      { history: config.demoHistory },
      'empty database: seeded the demo catalogue and accounts',
    );
  }

  const stopMaintenance = scheduleMaintenance(database.db, server.log);
  const stopSweeper = scheduleSweeper(database.db, server.log);
  const smsGateway = config.sms.eskiz ? eskizGateway(config.sms.eskiz) : undefined;
  const stopDispatch = scheduleOutboxDispatch(
    database.db,
    config.publicUrl,
    [emailChannel(smtpTransport(config.smtpUrl, config.mailFrom)), smsChannel(smsGateway, config.authSecret)],
    server.log,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down: draining requests');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      stopMaintenance();
      stopSweeper();
      stopDispatch();
      await server.close();
      await database.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      server.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await server.listen({ port: config.port, host: config.host });
  server.log.info({ url: config.publicUrl, database: database.kind }, 'Bilimdon is ready');
}

main().catch((error) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof StorageUnavailableError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
