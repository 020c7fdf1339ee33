/**
 * The migrated database against spec §3 (entities) and §9 (column length limits and defaults):
 * every table exists with every field of its entity as a snake_case column, the stated maximum
 * lengths hold, every foreign key points where it should with the right ON DELETE, and the
 * spec's defaults apply. Runs on whichever engine the suite uses (SQLite or PostgreSQL).
 *
 * The expectations are written out from the spec here, not imported from the migrations or
 * from sync-protocol: a test that reads its expectations from the code under test cannot fail.
 */
import { test } from '@japa/runner'
import { v7 } from 'uuid'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'

type OnDelete = 'CASCADE' | 'SET NULL' | 'RESTRICT'

interface TableSpec {
  /** At least these columns (a migration may add more, e.g. users.role). */
  columns: string[]
  /** Maximum lengths from spec §3/§9; ids of offline-creatable records are UUIDs (36). */
  lengths?: Record<string, number>
  /** Exactly these foreign keys: column → [referenced table, ON DELETE]. */
  foreignKeys?: Record<string, [string, OnDelete]>
}

const cols = (names: string) => names.trim().split(/\s+/)

/** Sync protocol columns of the offline-creatable records (docs/architecture.md, ADR 0007). */
const SYNCED = cols('version deleted_at updated_at')
const OWNED: [string, OnDelete] = ['users', 'CASCADE']
const SUPPLEMENT: [string, OnDelete] = ['supplements', 'RESTRICT']
const UUID = { id: 36 }

const SPEC: Record<string, TableSpec> = {
  users: {
    columns: cols(`id email username password first_name last_name profile_image email_verified
      verification_token reset_token reset_token_expiry created_at updated_at`),
    lengths: { email: 255, username: 50, password: 255, first_name: 100, last_name: 100 },
  },
  user_providers: {
    columns: cols('id user_id provider provider_id provider_data created_at'),
    lengths: { provider: 50, provider_id: 255 },
    foreignKeys: { user_id: OWNED },
  },
  // The spec's sid/sess/expire in the shape of AdonisJS's database session store.
  sessions: { columns: cols('id data user_id expires_at') },
  affiliate_programs: {
    columns: cols(`id name description base_url commission_rate tracking_param affiliate_id
      is_active created_at updated_at`),
    lengths: { name: 100, tracking_param: 50, affiliate_id: 100 },
  },
  affiliate_clicks: {
    columns: cols(`id user_id supplement_id affiliate_program_id clicked_url ip_address
      user_agent referrer converted conversion_value created_at`),
    lengths: { ip_address: 45 },
    // Clicks may be anonymous and are the partner's accounting: the user is unlinked, not deleted.
    foreignKeys: {
      user_id: ['users', 'SET NULL'],
      supplement_id: SUPPLEMENT,
      affiliate_program_id: ['affiliate_programs', 'SET NULL'],
    },
  },
  assessments: {
    columns: [
      ...cols(`id user_id job_category stress_level work_hours current_medications
        current_supplements allergies age_range exercise_frequency hobbies sleep_quality diet_type
        health_goals budget_range additional_notes created_at`),
      ...SYNCED,
    ],
    lengths: UUID,
    foreignKeys: { user_id: OWNED },
  },
  supplements: {
    columns: cols(`id name description benefits dosage timing category price interactions
      contraindications research affiliate_program_id product_url`),
    foreignKeys: { affiliate_program_id: ['affiliate_programs', 'SET NULL'] },
  },
  recommendations: {
    columns: cols('id assessment_id supplement_id priority reasoning created_at'),
    lengths: { id: 36, assessment_id: 36 },
    foreignKeys: { assessment_id: ['assessments', 'CASCADE'], supplement_id: SUPPLEMENT },
  },
  journal_entries: {
    columns: [...cols('id user_id date mood energy sleep stress notes supplements_taken'), ...SYNCED],
    lengths: UUID,
    foreignKeys: { user_id: OWNED },
  },
  progress_tracking: {
    columns: [
      ...cols(`id user_id assessment_id week_number overall_wellbeing energy_levels sleep_quality
        stress_levels supplement_compliance notes created_at`),
      ...SYNCED,
    ],
    lengths: { ...UUID, assessment_id: 36 },
    foreignKeys: { user_id: OWNED, assessment_id: ['assessments', 'SET NULL'] },
  },
  drug_interactions: {
    columns: cols('id medication_name supplement_name interaction_type description recommendation'),
  },
  profession_stats: {
    columns: cols(`id job_category supplement_id popularity_score effectiveness_rating user_count
      last_updated`),
    foreignKeys: { supplement_id: SUPPLEMENT },
  },
  notifications: {
    columns: cols('id user_id type title message scheduled_for is_read is_active created_at'),
    lengths: { type: 50, title: 200 },
    foreignKeys: { user_id: OWNED },
  },
  reminder_settings: {
    columns: [
      ...cols(`id user_id supplement_reminders progress_check_ins interaction_alerts reminder_times
        created_at`),
      ...SYNCED,
    ],
    lengths: UUID,
    foreignKeys: { user_id: OWNED },
  },
  progress_photos: {
    columns: cols('id user_id assessment_id photo_url photo_type notes taken_at'),
    lengths: { photo_url: 500, photo_type: 50, assessment_id: 36 },
    foreignKeys: { user_id: OWNED, assessment_id: ['assessments', 'SET NULL'] },
  },
  achievements: {
    columns: cols('id user_id type title description badge_icon unlocked_at'),
    lengths: { title: 200, badge_icon: 100 },
    foreignKeys: { user_id: OWNED },
  },
  forums: {
    columns: cols('id name description job_category is_active created_at'),
    lengths: { name: 200, job_category: 100 },
  },
  // Synced records written on the device (ADR 0031). likesCount and repliesCount are counted
  // from forum_likes and the replies when read (a stored counter would have to leave out what
  // moderators hide), so they are not columns.
  forum_posts: {
    columns: [...cols('id forum_id user_id title content is_anonymous created_at'), ...SYNCED],
    lengths: { ...UUID, title: 300 },
    foreignKeys: { forum_id: ['forums', 'CASCADE'], user_id: OWNED },
  },
  forum_replies: {
    columns: [...cols('id post_id user_id content is_anonymous created_at'), ...SYNCED],
    lengths: { ...UUID, post_id: 36 },
    foreignKeys: { post_id: ['forum_posts', 'CASCADE'], user_id: OWNED },
  },
  success_stories: {
    columns: cols(`id user_id title story before_photo_url after_photo_url supplements_used
      duration is_public is_anonymous likes_count created_at`),
    lengths: { title: 300, before_photo_url: 500, after_photo_url: 500 },
    foreignKeys: { user_id: OWNED },
  },
  supplement_orders: {
    columns: cols(`id user_id supplement_id quantity price status order_url affiliate_program_id
      ordered_at`),
    lengths: { status: 50, order_url: 500 },
    foreignKeys: {
      user_id: OWNED,
      supplement_id: SUPPLEMENT,
      affiliate_program_id: ['affiliate_programs', 'SET NULL'],
    },
  },
  subscriptions: {
    columns: cols('id user_id supplement_id frequency quantity is_active next_delivery created_at'),
    lengths: { frequency: 50 },
    foreignKeys: { user_id: OWNED, supplement_id: SUPPLEMENT },
  },
  healthcare_providers: {
    columns: [...cols('id user_id provider_name email phone specialty notes is_active created_at'), ...SYNCED],
    lengths: { ...UUID, provider_name: 200 },
    foreignKeys: { user_id: OWNED },
  },
  lab_results: {
    columns: [...cols('id user_id test_name value unit reference_range status tested_at created_at'), ...SYNCED],
    lengths: { ...UUID, test_name: 200, value: 100 },
    foreignKeys: { user_id: OWNED },
  },
  prescriptions: {
    columns: [
      ...cols(`id user_id medication_name dosage frequency prescribed_by start_date end_date
        is_active notes created_at`),
      ...SYNCED,
    ],
    lengths: { ...UUID, medication_name: 200 },
    foreignKeys: { user_id: OWNED },
  },
  calendar_integrations: {
    columns: cols(`id user_id provider access_token refresh_token calendar_id is_active
      created_at updated_at`),
    foreignKeys: { user_id: OWNED },
  },
  health_app_integrations: {
    columns: cols(`id user_id provider access_token refresh_token is_active last_sync_at
      created_at`),
    foreignKeys: { user_id: OWNED },
  },
  ai_insights: {
    columns: [...cols('id user_id key type title insight confidence action_required is_read created_at field_meta'), ...SYNCED],
    lengths: { ...UUID, title: 200, key: 100 },
    foreignKeys: { user_id: OWNED },
  },
  supplement_reviews: {
    columns: cols(`id user_id supplement_id rating effectiveness side_effects benefits duration
      would_recommend is_anonymous created_at`),
    foreignKeys: { user_id: OWNED, supplement_id: SUPPLEMENT },
  },
}

const isSqlite = () => db.connection().dialect.name === 'better-sqlite3'

/** better-sqlite3 answers a raw query with the rows, pg with a result object holding them. */
async function rawRows<T>(sql: string, bindings: unknown[] = []): Promise<T[]> {
  const result = await db.rawQuery(sql, bindings as any[])
  return Array.isArray(result) ? result : result.rows
}

/** Column name → declared maximum length (null for text, numbers, dates…). */
async function columnsOf(table: string): Promise<Map<string, number | null>> {
  if (isSqlite()) {
    // Table names come from SPEC above, never from input. SQLite keeps the declared type.
    const rows = await rawRows<{ name: string; type: string }>(`PRAGMA table_info(${table})`)
    return new Map(rows.map((r) => [r.name, Number(/\((\d+)\)/.exec(r.type)?.[1]) || null]))
  }
  const rows = await rawRows<{ name: string; length: number | null }>(
    `select column_name as name, character_maximum_length as length
       from information_schema.columns where table_schema = current_schema() and table_name = ?`,
    [table]
  )
  return new Map(rows.map((r) => [r.name, r.length === null ? null : Number(r.length)]))
}

/** Column → [referenced table, ON DELETE] for every foreign key of the table. */
async function foreignKeysOf(table: string): Promise<Record<string, [string, string]>> {
  const rows = isSqlite()
    ? await rawRows<{ from: string; table: string; on_delete: string }>(`PRAGMA foreign_key_list(${table})`)
    : await rawRows<{ from: string; table: string; on_delete: string }>(
        `select a.attname as "from", parent.relname as "table",
           case c.confdeltype when 'c' then 'CASCADE' when 'n' then 'SET NULL'
             when 'r' then 'RESTRICT' when 'a' then 'NO ACTION' else 'SET DEFAULT' end as on_delete
         from pg_constraint c
         join pg_class child on child.oid = c.conrelid
         join pg_namespace ns on ns.oid = child.relnamespace
         join pg_class parent on parent.oid = c.confrelid
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
         where c.contype = 'f' and ns.nspname = current_schema() and child.relname = ?`,
        [table]
      )
  return Object.fromEntries(rows.map((r) => [r.from, [r.table, r.on_delete]]))
}

const now = () => new Date().toISOString()

/** Inserts a row with an integer id and returns that id. */
async function insert(table: string, row: Record<string, unknown>): Promise<number> {
  const [inserted] = await db.table(table).insert(row).returning('id')
  return Number(typeof inserted === 'object' ? inserted.id : inserted)
}

async function insertUser() {
  const tag = v7()
  return insert('users', {
    email: `schema-${tag}@example.test`,
    username: `s${tag.replaceAll('-', '').slice(-20)}`,
    created_at: now(),
    updated_at: now(),
  })
}

const insertSupplement = () =>
  insert('supplements', {
    name: `Supplement ${v7()}`,
    description: 'For the schema test',
    dosage: '1 capsule',
    timing: 'Morning',
    category: 'Vitamins',
    price: 1299,
  })

async function insertAssessment(userId: number | null) {
  const id = v7()
  await db.table('assessments').insert({
    id,
    user_id: userId,
    job_category: 'office',
    stress_level: 'high',
    work_hours: 'day',
    age_range: '26-35',
    exercise_frequency: 'light',
    sleep_quality: 'good',
    diet_type: 'omnivore',
    budget_range: '25-50',
    created_at: now(),
    updated_at: now(),
  })
  return id
}

test.group('Database schema matches the spec', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const [table, spec] of Object.entries(SPEC)) {
    test(`${table}: columns, lengths and foreign keys`, async ({ assert }) => {
      const columns = await columnsOf(table)
      assert.isAbove(columns.size, 0, `table ${table} does not exist`)

      const missing = spec.columns.filter((name) => !columns.has(name))
      assert.deepEqual(missing, [], `${table} lacks columns`)

      const lengths = Object.fromEntries(Object.keys(spec.lengths ?? {}).map((name) => [name, columns.get(name)]))
      assert.deepEqual(lengths, spec.lengths ?? {}, `${table} column lengths`)

      assert.deepEqual(await foreignKeysOf(table), spec.foreignKeys ?? {}, `${table} foreign keys`)
    })
  }

  test('deleting a user deletes their records and unlinks shared ones', async ({ assert }) => {
    const userId = await insertUser()
    const supplementId = await insertSupplement()
    const assessmentId = await insertAssessment(userId)
    const recommendationId = v7()
    await db.table('recommendations').insert({
      id: recommendationId,
      assessment_id: assessmentId,
      supplement_id: supplementId,
      priority: 'high',
      reasoning: 'Long office hours',
      created_at: now(),
    })
    const entryId = v7()
    await db.table('journal_entries').insert({
      id: entryId,
      user_id: userId,
      mood: 'good',
      energy: 'high',
      sleep: 'fair',
      stress: 'low',
      updated_at: now(),
    })
    const clickId = await insert('affiliate_clicks', {
      user_id: userId,
      supplement_id: supplementId,
      clicked_url: 'https://partner.example/p/1',
      created_at: now(),
    })

    await db.from('users').where('id', userId).delete()

    assert.isNull(await db.from('journal_entries').where('id', entryId).first())
    assert.isNull(await db.from('assessments').where('id', assessmentId).first())
    assert.isNull(await db.from('recommendations').where('id', recommendationId).first())
    assert.isNotNull(await db.from('supplements').where('id', supplementId).first())
    const click = await db.from('affiliate_clicks').where('id', clickId).first()
    assert.isNull(click.user_id)
  })

  test('a supplement that is still recommended cannot be deleted', async ({ assert }) => {
    const supplementId = await insertSupplement()
    await db.table('recommendations').insert({
      id: v7(),
      assessment_id: await insertAssessment(null),
      supplement_id: supplementId,
      priority: 'low',
      reasoning: 'Anonymous assessment',
      created_at: now(),
    })
    // Last statement on purpose: on PostgreSQL the failed delete aborts the test's transaction.
    await assert.rejects(() => db.from('supplements').where('id', supplementId).delete())
  })

  test("the spec's defaults apply when a row leaves them out", async ({ assert }) => {
    const userId = await insertUser()
    const supplementId = await insertSupplement()
    const forumId = await insert('forums', { name: 'Office', created_at: now() })
    const postId = v7()
    await db.table('forum_posts').insert({
      id: postId,
      forum_id: forumId,
      user_id: userId,
      title: 'Hello',
      content: 'First post',
      created_at: now(),
      updated_at: now(),
    })
    const owned = { user_id: userId, created_at: now() }
    const synced = { id: v7(), user_id: userId, created_at: now(), updated_at: now() }

    // table → [row with only the required columns, expected defaults (spec §3, §9)]
    const cases: Record<string, [Record<string, unknown>, Record<string, unknown>]> = {
      affiliate_programs: [
        {
          name: 'Partner',
          base_url: 'https://partner.example',
          commission_rate: 10,
          tracking_param: 'ref',
          affiliate_id: 'dosewise',
          created_at: now(),
          updated_at: now(),
        },
        { is_active: true },
      ],
      affiliate_clicks: [{ supplement_id: supplementId, clicked_url: 'https://p.example', created_at: now() }, { converted: false }],
      supplements: [{}, { benefits: '[]', interactions: '[]', contraindications: '[]' }],
      notifications: [
        { ...owned, type: 'reminder', title: 'Take D3', message: 'Now' },
        { is_read: false, is_active: true },
      ],
      ai_insights: [
        { ...synced, key: 'trend:sleep', type: 'timing', title: 'Morning', insight: 'Better', confidence: 80 },
        { is_read: false, action_required: false },
      ],
      forums: [{}, { is_active: true }],
      forum_posts: [{}, { is_anonymous: false, version: 1 }],
      forum_replies: [
        { ...synced, id: v7(), post_id: postId, content: 'Welcome' },
        { is_anonymous: false, version: 1 },
      ],
      success_stories: [
        { ...owned, title: 'Better sleep', story: 'Magnesium helped' },
        { is_public: false, is_anonymous: true, likes_count: 0, supplements_used: '[]' },
      ],
      supplement_reviews: [{ ...owned, supplement_id: supplementId, rating: 5 }, { is_anonymous: true }],
      supplement_orders: [
        {
          user_id: userId,
          supplement_id: supplementId,
          quantity: 1,
          price: 1299,
          ordered_at: now(),
        },
        { status: 'pending' },
      ],
      subscriptions: [{ ...owned, supplement_id: supplementId, frequency: 'monthly', quantity: 1 }, { is_active: true }],
      calendar_integrations: [{ ...owned, provider: 'google', updated_at: now() }, { is_active: true }],
      health_app_integrations: [{ ...owned, provider: 'fitbit' }, { is_active: true }],
      reminder_settings: [
        synced,
        {
          supplement_reminders: true,
          progress_check_ins: true,
          interaction_alerts: true,
          reminder_times: '[]',
          version: 1,
        },
      ],
      healthcare_providers: [
        { ...synced, id: v7(), provider_name: 'Dr Lee' },
        { is_active: true, version: 1 },
      ],
      prescriptions: [
        { ...synced, id: v7(), medication_name: 'Metformin' },
        { is_active: true, version: 1 },
      ],
      journal_entries: [
        {
          id: v7(),
          user_id: userId,
          mood: 'good',
          energy: 'high',
          sleep: 'fair',
          stress: 'low',
          updated_at: now(),
        },
        { supplements_taken: '[]', version: 1 },
      ],
    }
    // Rows created above (a second insert would add nothing).
    const existing: Record<string, string | number> = {
      supplements: supplementId,
      forums: forumId,
      forum_posts: postId,
    }

    for (const [table, [row, defaults]] of Object.entries(cases)) {
      let id = existing[table]
      if (id === undefined && typeof row.id === 'string') {
        await db.table(table).insert(row)
        id = row.id
      } else if (id === undefined) {
        id = await insert(table, row)
      }
      const stored = await db.from(table).where('id', id).firstOrFail()
      for (const [column, expected] of Object.entries(defaults)) {
        // SQLite stores booleans as 0/1.
        const actual = typeof expected === 'boolean' ? Boolean(stored[column]) : stored[column]
        assert.strictEqual(actual, expected, `${table}.${column}`)
      }
    }
    const entry = await db.from('journal_entries').where('user_id', userId).firstOrFail()
    assert.isNotNull(entry.date, 'journal_entries.date defaults to now')
  })
})
