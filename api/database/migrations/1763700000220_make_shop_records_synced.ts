import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

const TABLES = ['supplement_orders', 'subscriptions']

/**
 * Orders and subscriptions become synced records the server makes (ADR 0033), readable offline:
 * the sync columns every synced table has (ADR 0007) — `version` from the owner's change
 * counter, `field_meta`, `deleted_at` (a cancelled subscription's tombstone), `updated_at` — and
 * the click a partner link was made for:
 * - `affiliate_clicks.click_id`: the UUID in the link's `dw_click` parameter;
 * - `supplement_orders.click_id`: the click the order was placed with, so the partner's
 *   postback, which names the click, finds the order. One order per click.
 * Orders and subscriptions made before this get versions now, so devices pull them.
 */
export default class extends BaseSchema {
  /** See 1763700000137: SQLite's column drop (down) rebuilds the table outside a transaction. */
  static disableTransactions = true

  async up() {
    for (const tableName of TABLES) {
      this.schema.alterTable(tableName, (table) => {
        table.integer('version').notNullable().defaultTo(0)
        table.text('field_meta').notNullable().defaultTo('{}')
        table.timestamp('deleted_at', { useTz: true }).nullable()
        // Nullable: SQLite cannot add a column whose default is the current time; every write sets it.
        table.timestamp('updated_at', { useTz: true }).nullable()
        table.index(['user_id', 'version'])
      })
    }
    this.schema.alterTable('supplement_orders', (table) => {
      table.string('click_id', 36).nullable().unique()
    })
    this.schema.alterTable('affiliate_clicks', (table) => {
      table.string('click_id', 36).nullable().unique()
    })
    this.defer((db) => versionExistingRows(db))
  }

  async down() {
    this.schema.alterTable('affiliate_clicks', (table) => {
      table.dropUnique(['click_id'])
    })
    this.schema.alterTable('affiliate_clicks', (table) => {
      table.dropColumn('click_id')
    })
    this.schema.alterTable('supplement_orders', (table) => {
      table.dropUnique(['click_id'])
    })
    this.schema.alterTable('supplement_orders', (table) => {
      table.dropColumn('click_id')
    })
    for (const tableName of TABLES) {
      this.schema.alterTable(tableName, (table) => {
        table.dropIndex(['user_id', 'version'])
      })
      this.schema.alterTable(tableName, (table) => {
        table.dropColumn('version')
        table.dropColumn('field_meta')
        table.dropColumn('deleted_at')
        table.dropColumn('updated_at')
      })
    }
  }
}

/** Each existing row takes the next version of its owner's counter (services/sync/user_state.ts). */
async function versionExistingRows(db: QueryClientContract) {
  // The stored form of services/sync/sql_values.ts (both engines read it).
  const iso = new Date().toISOString()
  const now = `${iso.slice(0, 10)} ${iso.slice(11, 23)}+00:00`
  for (const tableName of TABLES) {
    const rows = await db.from(tableName).where('version', 0).select('id', 'user_id').orderBy('id')
    for (const row of rows) {
      const state = await db.from('sync_user_states').where('user_id', row.user_id).first()
      const version = Number(state?.version ?? 0) + 1
      if (state) await db.from('sync_user_states').where('user_id', row.user_id).update({ version })
      else await db.table('sync_user_states').insert({ user_id: row.user_id, version, purged_through: 0 })
      await db.from(tableName).where('id', row.id).update({ version, updated_at: now })
    }
  }
}
