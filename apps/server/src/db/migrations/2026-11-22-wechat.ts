import type { Kysely } from 'kysely';

/** The WeChat identity (unionid) an account is linked to: at most one each way. */

// A schema migration names its tables as strings: it describes them as they were then, which today's types do not.
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('users').addColumn('wechatUnionid', 'text').execute();
  await db.schema.createIndex('users_wechatUnionid').on('users').column('wechatUnionid').unique().execute();
}
