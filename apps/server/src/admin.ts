import { ORDER_STATUS } from '@diary/core';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { grantProYear, markOrderPaid } from './membership/orders';
import { refundOrder } from './membership/refund';
import { settlingOf } from './membership/settle';
import { onlinePaymentFor } from './providers/payment';
import Fastify from 'fastify';
import { systemClock } from '@diary/core';
import { backupEmbedded } from './backup/backup';
import { addMasterKeyToFile, localKeyProvider, masterKeysFile } from './encryption/key-provider';
import { checkMasterKeys } from './encryption/keyring';
import { keyProviderFor, openKeyRing } from './encryption/open-keys';
import { rewrapDataKeys } from './encryption/rotation';
import { reencryptUser } from './storage/reencrypt-user';
import { runHousekeeping } from './housekeeping/schedule';
import { mediaStorageFor } from './media/storage-for';

/**
 * Tasks for the person running the server, against the same database and configuration:
 *
 *   pnpm --filter @diary/server admin grant-pro <phone>     a year of Pro for an account (recorded as a paid order)
 *   pnpm --filter @diary/server admin mark-paid <order id>  an order paid outside the app: Pro + 1 year (once)
 *   pnpm --filter @diary/server admin orders [--unpaid]     the orders, newest first
 *   pnpm --filter @diary/server admin refund <order id> [reason]  refunds a paid online order and takes its year of Pro back
 *   pnpm --filter @diary/server admin backup <folder>       an online backup of the embedded database and media (docs/backups.md)
 *   pnpm --filter @diary/server admin rotate-master-key     wraps every data key under the newest master key (resumable)
 *   pnpm --filter @diary/server admin reencrypt-user <phone or id>  seals a user's text under a new data key (resumable)
 *   pnpm --filter @diary/server admin housekeeping          purges deleted accounts past their grace period, sweeps unused uploads
 */
const USAGE =
  'usage: admin grant-pro <phone> | mark-paid <order id> | orders [--unpaid] | refund <order id> [reason] | backup <folder> | rotate-master-key | reencrypt-user <phone or id> | housekeeping';

async function main(argv: string[]): Promise<number> {
  const [command, argument, ...rest] = argv;
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const now = new Date();
    switch (command) {
      case 'grant-pro': {
        if (!argument || !/^\d{11}$/.test(argument)) return fail('grant-pro needs an 11-digit phone number');
        const granted = await grantProYear(database, argument, now);
        if (!granted) return fail(`no account with phone ${argument}`);
        await database.durable();
        say(`Pro for ${argument} (${granted.userId}) until ${granted.proExpiredAt}`);
        return 0;
      }
      case 'mark-paid': {
        if (!argument) return fail('mark-paid needs an order id');
        const outcome = await markOrderPaid(database, argument, now, `manual-${now.toISOString()}`);
        await database.durable();
        if (outcome === 'paid' || outcome === 'already paid') {
          say(`order ${argument}: ${outcome}`);
          return 0;
        }
        return fail(`order ${argument}: ${outcome}`);
      }
      case 'orders': {
        let query = database.db
          .selectFrom('orders')
          .innerJoin('users', 'users.id', 'orders.user')
          .select(['orders.id', 'orders.status', 'orders.createdAt', 'orders.data', 'users.mobilePhoneNumber']);
        if (argument === '--unpaid') query = query.where('orders.status', '=', ORDER_STATUS.unpaid);
        const rows = await query.orderBy('orders.createdAt', 'desc').limit(200).execute();
        for (const row of rows) {
          const payment = (JSON.parse(row.data) as { payment?: number }).payment ?? 0;
          say(`${row.id}\t${['unpaid', 'paid', 'closed', 'refunded'][row.status]}\t${payment} yuan\t${row.mobilePhoneNumber ?? ''}\t${row.createdAt}`);
        }
        return 0;
      }
      case 'refund': {
        if (!argument) return fail('refund needs an order id');
        const payment = onlinePaymentFor(config.payment, systemClock);
        if (!payment)
          return fail(
            config.payment.kind === 'off'
              ? `refund: paying online is switched off (${config.payment.reason})`
              : 'refund: no online payment is configured; a manual order is refunded the way it was paid',
          );
        const outcome = await refundOrder({ database, payment }, argument, rest.join(' ') || 'Refund', now);
        await database.durable();
        if (outcome.refunded) {
          say(`order ${argument}: refunded (${outcome.status}), its year of Pro taken back`);
          return 0;
        }
        return fail(`order ${argument}: ${outcome.reason}`);
      }
      case 'backup': {
        if (!argument) return fail('backup needs the folder to write into');
        const result = await backupEmbedded(config, database, argument);
        say(`database: ${result.database}`);
        say(`media: ${result.mediaFiles} files, ${(result.mediaBytes / 1e6).toFixed(1)} MB`);
        say("The master keys are not in the backup: keep a copy of DIARY_MASTER_KEYS (or the data directory's master-keys file) apart from it.");
        return 0;
      }
      case 'rotate-master-key': {
        // The embedded default makes the new key itself; with DIARY_MASTER_KEYS, the operator adds the new version there first.
        if (config.masterKeys.source === 'file') say(`master key version ${addMasterKeyToFile(config.dataDir)} added to ${config.dataDir}/master-keys`);
        const provider = config.masterKeys.source === 'file' ? localKeyProvider(masterKeysFile(config.dataDir)) : keyProviderFor(config);
        await checkMasterKeys(database.db, provider);
        const rewrapped = await rewrapDataKeys(database, provider, (done) => say(`${done} data keys wrapped again`));
        await database.durable();
        say(`every data key is wrapped under master key version ${provider.currentVersion} (${rewrapped} changed); older versions can be removed`);
        return 0;
      }
      case 'reencrypt-user': {
        if (!argument) return fail('reencrypt-user needs a phone number or a user id');
        const user = await database.db
          .selectFrom('users')
          .select('id')
          .where((eb) => eb.or([eb('id', '=', argument), eb('mobilePhoneNumber', '=', argument)]))
          .executeTakeFirst();
        if (!user) return fail(`no account ${argument}`);
        const keys = await openKeyRing(config, database);
        const resealed = await reencryptUser(database, keys, user.id, now, (done) => say(`${done} records sealed again`));
        await database.durable();
        say(`user ${user.id}: ${resealed} records sealed under a new data key; the old one is destroyed`);
        return 0;
      }
      case 'housekeeping': {
        const log = Fastify({ logger: { level: 'warn' } }).log;
        const jobs = {
          database,
          media: mediaStorageFor(config),
          graceDays: config.deletionGraceDays,
          orders: settlingOf({ database, log, payment: onlinePaymentFor(config.payment, systemClock) }),
        };
        const done = await runHousekeeping(jobs, now);
        await database.durable();
        say(`${done.purged} deleted accounts purged, ${done.swept} unused uploads swept, ${done.settled} unpaid orders settled`);
        return 0;
      }
      default:
        return fail(USAGE);
    }
  } finally {
    await database.close();
  }
}

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

function fail(message: string): number {
  process.stderr.write(`${message}\n`);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
