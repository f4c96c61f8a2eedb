import { ORDER_STATUS } from '@diary/core';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { grantProYear, markOrderPaid } from './membership/orders';

/**
 * Tasks for the person running the server, against the same database and configuration:
 *
 *   pnpm --filter @diary/server admin grant-pro <phone>     a year of Pro for an account (recorded as a paid order)
 *   pnpm --filter @diary/server admin mark-paid <order id>  an order paid outside the app: Pro + 1 year (once)
 *   pnpm --filter @diary/server admin orders [--unpaid]     the orders, newest first
 */
const USAGE = 'usage: admin grant-pro <phone> | mark-paid <order id> | orders [--unpaid]';

async function main(argv: string[]): Promise<number> {
  const [command, argument] = argv;
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
        let query = database.db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.user').select(['orders.id', 'orders.status', 'orders.createdAt', 'orders.data', 'users.mobilePhoneNumber']);
        if (argument === '--unpaid') query = query.where('orders.status', '=', ORDER_STATUS.unpaid);
        const rows = await query.orderBy('orders.createdAt', 'desc').limit(200).execute();
        for (const row of rows) {
          const payment = (JSON.parse(row.data) as { payment?: number }).payment ?? 0;
          say(`${row.id}\t${['unpaid', 'paid', 'closed'][row.status]}\t${payment} yuan\t${row.mobilePhoneNumber ?? ''}\t${row.createdAt}`);
        }
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
