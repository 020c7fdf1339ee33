import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonList, jsonObject } from '#models/column_adapters'

/** A generic medication, its brand names and the classes (by name) it belongs to. */
export default class Medication extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column(jsonList)
  declare aliases: string[]

  @column(jsonList)
  declare classes: string[]

  /** When its label says to take it (e.g. thyroid medicine on waking), or null. */
  @column(jsonObject)
  declare timing: Record<string, unknown> | null
}
