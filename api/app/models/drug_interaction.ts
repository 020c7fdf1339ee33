import { BaseModel, column } from '@adonisjs/lucid/orm'
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
}
