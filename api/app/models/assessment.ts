import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type {
  AgeRange,
  BudgetRange,
  DietType,
  ExerciseFrequency,
  JobCategory,
  SleepQuality,
  StressLevel,
  WorkHours,
} from '@dosewise/sync-protocol'
import User from '#models/user'
import Recommendation from '#models/recommendation'
import { jsonList } from '#models/column_adapters'
import { Syncable } from '#models/mixins/syncable'

/** Offline-creatable: UUIDv7 id from the client (or here), sync version and tombstone. */
export default class Assessment extends compose(BaseModel, Syncable) {
  /** Null for an assessment taken before signing up. */
  @column()
  declare userId: number | null

  @column()
  declare jobCategory: JobCategory

  @column()
  declare stressLevel: StressLevel

  @column()
  declare workHours: WorkHours

  @column()
  declare currentMedications: string | null

  @column()
  declare currentSupplements: string | null

  @column()
  declare allergies: string | null

  @column()
  declare ageRange: AgeRange

  @column()
  declare exerciseFrequency: ExerciseFrequency

  @column(jsonList)
  declare hobbies: string[]

  @column()
  declare sleepQuality: SleepQuality

  @column()
  declare dietType: DietType

  @column(jsonList)
  declare healthGoals: string[]

  @column()
  declare sex: string | null

  @column()
  declare reproductiveStatus: string | null

  @column(jsonList)
  declare healthConditions: string[]

  @column()
  declare budgetRange: BudgetRange

  @column()
  declare additionalNotes: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @hasMany(() => Recommendation)
  declare recommendations: HasMany<typeof Recommendation>
}
