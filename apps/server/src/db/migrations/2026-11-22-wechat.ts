import type { Kysely } from 'kysely';

/** The WeChat identity (unionid) an account is linked to: at most one each way. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe tables that no longer match today's types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('users').addColumn('wechatUnionid', 'text').execute();
  await db.schema.createIndex('users_wechatUnionid').on('users').column('wechatUnionid').unique().execute();
}
