import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Web Push (issue 13): each device's push subscription, and each reminder sent, once. The
 * unique (user, dose, due moment) key is what makes a reminder go out exactly once however many
 * API processes run the scheduler: only the insert that wins sends.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('push_subscriptions', (table) => {
      table.increments('id').notNullable()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE').index()
      table.string('endpoint', 1000).notNullable().unique()
      table.string('p256dh', 200).notNullable()
      table.string('auth', 100).notNullable()
      // The device's time zone when it subscribed: reminders follow it unless the person chose one.
      table.string('time_zone', 64).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
    this.schema.createTable('reminder_sends', (table) => {
      table.increments('id').notNullable()
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('dose_id', 36).notNullable()
      table.timestamp('due_at', { useTz: true }).notNullable()
      table.integer('delivered').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['user_id', 'dose_id', 'due_at'])
    })
  }

  async down() {
    this.schema.dropTable('reminder_sends')
    this.schema.dropTable('push_subscriptions')
  }
}
