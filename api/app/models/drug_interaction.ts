import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonList } from '#models/column_adapters'
import type { InteractionType } from '@dosewise/sync-protocol'

export default class DrugInteraction extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare medicationName: string

  @column()
  declare supplementName: string

  @column()
  declare interactionType: InteractionType

  @column()
  declare description: string

  @column()
  declare recommendation: string

  /** established | probable | theoretical */
  @column()
  declare evidence: string | null

  @column(jsonList)
  declare sources: any[]
}
