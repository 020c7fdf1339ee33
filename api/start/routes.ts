/**
 * Routes. The API lives under /api, social sign-in under /auth; every other GET is the PWA
 * (served by SpaStaticMiddleware).
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { assessmentThrottle, authThrottle, demoThrottle, loginThrottle, reportPreviewThrottle, reportShareThrottle } from '#start/limiter'
import { jsonBody, pushBody } from '#start/body_limits'
import { doseActionSchema, pushEndpointSchema, pushSubscriptionSchema } from '#validators/push'
import { forumBodies } from '#validators/forums'
import {
  ADMIN_SUPPLEMENT_BODY_MAX_BYTES,
  adminCsvBodySchema,
  adminNotificationBodySchema,
  accountProfileInputSchema,
  adminRoleInputSchema,
  adminSuspensionInputSchema,
  featureFlagInputSchema,
  affiliateConversionSchema,
  appointmentInputSchema,
  assessmentInputSchema,
  demoStartInputSchema,
  changePasswordSchema,
  deleteAccountInputSchema,
  forgotPasswordSchema,
  healthcareProviderInputSchema,
  journalEntryInputSchema,
  labResultInputSchema,
  loginSchema,
  prescriptionInputSchema,
  reportShareInputSchema,
  resetPasswordSchema,
  signupSchema,
  subscriptionInputSchema,
  successStoryInputSchema,
  successStoryPatchSchema,
  supplementOrderInputSchema,
  supplementReviewInputSchema,
} from '@dosewise/sync-protocol'

const HealthController = () => import('#controllers/health_controller')
const MetricsController = () => import('#controllers/metrics_controller')
const AuthController = () => import('#controllers/auth_controller')
const PasswordResetController = () => import('#controllers/password_reset_controller')
const EmailVerificationController = () => import('#controllers/email_verification_controller')
const SocialAuthController = () => import('#controllers/social_auth_controller')
const ReferenceController = () => import('#controllers/reference_controller')
const SupplementsController = () => import('#controllers/supplements_controller')
const DrugInteractionsController = () => import('#controllers/drug_interactions_controller')
const AffiliateController = () => import('#controllers/affiliate_controller')
const CommunityController = () => import('#controllers/community_controller')
const SyncController = () => import('#controllers/sync_controller')
const SyncLiveController = () => import('#controllers/sync_live_controller')
const JournalController = () => import('#controllers/journal_controller')
const LabResultsController = () => import('#controllers/lab_results_controller')
const PrescriptionsController = () => import('#controllers/prescriptions_controller')
const HealthcareProvidersController = () => import('#controllers/healthcare_providers_controller')
const ReminderSettingsController = () => import('#controllers/reminder_settings_controller')
const NotificationsController = () => import('#controllers/notifications_controller')
const AiInsightsController = () => import('#controllers/ai_insights_controller')
const AppointmentsController = () => import('#controllers/appointments_controller')
const AssessmentsController = () => import('#controllers/assessments_controller')
const DemoController = () => import('#controllers/demo_controller')

router.get('/api/health', [HealthController, 'show'])
// For operators, behind OPERATOR_TOKEN (unset: 404; ADR 0036): dependency details and Prometheus metrics.
router.get('/api/health/details', [HealthController, 'details']).use(middleware.operator())
router.get('/metrics', [MetricsController, 'show']).use(middleware.operator())

/**
 * Accounts. A route that takes a body reads it with `jsonBody(schema)` (start/body_limits.ts),
 * after the CSRF check and before the rate limits that key on the email in it.
 */
router
  .group(() => {
    // Hands out the XSRF-TOKEN cookie (the only GET that starts a session for it).
    router.get('/csrf', ({ response }) => response.noContent())
    router.post('/signup', [AuthController, 'signup']).use([jsonBody(signupSchema), ...authThrottle('signup')])
    router.post('/login', [AuthController, 'login']).use([jsonBody(loginSchema), ...loginThrottle])
    router.post('/logout', [AuthController, 'logout'])
    router.post('/logout-everywhere', [AuthController, 'logoutEverywhere']).use(middleware.auth())
    router
      .post('/change-password', [AuthController, 'changePassword'])
      .use([middleware.auth(), jsonBody(changePasswordSchema), ...authThrottle('changePassword')])
    router.get('/user', [AuthController, 'current']).use(middleware.auth())
    // Public: which social sign-in buttons lead somewhere (the PWA says so instead of a 404 page).
    router.get('/providers', [SocialAuthController, 'providers'])
    router.get('/verify-email/:token', [EmailVerificationController, 'verify'])
    router.post('/resend-verification', [EmailVerificationController, 'resend']).use([middleware.auth(), ...authThrottle('verify')])
    router.post('/forgot-password', [PasswordResetController, 'request']).use([jsonBody(forgotPasswordSchema), ...authThrottle('reset')])
    router.post('/reset-password', [PasswordResetController, 'reset']).use([jsonBody(resetPasswordSchema), ...authThrottle('reset')])
    // 'View Demo': whether demos are made here, and a fresh demo account for this visitor (issue 14).
    router.get('/demo', [DemoController, 'status'])
    router.post('/demo', [DemoController, 'start']).use([jsonBody(demoStartInputSchema), demoThrottle])
  })
  .prefix('/api/auth')

/**
 * Social sign-in: browser navigations, not API calls (spec §7). The callback signs the user in
 * and redirects into the PWA.
 */
router
  .group(() => {
    router.get('/:provider', [SocialAuthController, 'redirect'])
    router.get('/:provider/callback', [SocialAuthController, 'callback'])
  })
  .prefix('/auth')
  .where('provider', /^(google|facebook|microsoft|github)$/)

/**
 * Reference data (docs/architecture.md): public, also served whole as a versioned snapshot for
 * offline use. The partner link and the community lists are for signed-in users (spec §6).
 */
router
  .group(() => {
    router.get('/reference/version', [ReferenceController, 'version'])
    router.get('/reference/snapshot', [ReferenceController, 'snapshot'])
    router.get('/supplements', [SupplementsController, 'index'])
    router.get('/supplements/profession/:jobCategory', [SupplementsController, 'forProfession'])
    router.get('/supplements/:id', [SupplementsController, 'show'])
    router.get('/profession-stats/:jobCategory', [SupplementsController, 'professionStats'])
    router.get('/drug-interactions', [DrugInteractionsController, 'index'])
    router.get('/education', [CommunityController, 'articles'])
    router.get('/education/:slug', [CommunityController, 'article'])
    router.get('/affiliate/:supplementId', [AffiliateController, 'show']).use(middleware.auth())
  })
  .prefix('/api')

/**
 * The signed-in user's own records: sync protocol v1 (ADR 0007) and the spec's REST
 * endpoints (§7), which write through the same service.
 */
router
  .group(() => {
    router.post('/sync/push', [SyncController, 'push']).use(pushBody())
    router.get('/sync/pull', [SyncController, 'pull'])
    // Live sync notices (Server-Sent Events, ADR 0038): "your data changed, version N", nothing more.
    router.get('/sync/live/:userId', [SyncLiveController, 'stream'])
    router.get('/journal/:userId', [JournalController, 'index'])
    router.post('/journal', [JournalController, 'store']).use(jsonBody(journalEntryInputSchema))
    router.get('/lab-results', [LabResultsController, 'index'])
    router.post('/lab-results', [LabResultsController, 'store']).use(jsonBody(labResultInputSchema))
    router.get('/prescriptions', [PrescriptionsController, 'index'])
    router.post('/prescriptions', [PrescriptionsController, 'store']).use(jsonBody(prescriptionInputSchema))
    router.get('/healthcare-providers', [HealthcareProvidersController, 'index'])
    router.post('/healthcare-providers', [HealthcareProvidersController, 'store']).use(jsonBody(healthcareProviderInputSchema))
    router.get('/appointments', [AppointmentsController, 'index'])
    router.post('/appointments', [AppointmentsController, 'store']).use(jsonBody(appointmentInputSchema))
    router.get('/reminder-settings', [ReminderSettingsController, 'show'])
    router.get('/notifications', [NotificationsController, 'index'])
    router.patch('/notifications/:id/read', [NotificationsController, 'markRead'])
    router.get('/ai-insights', [AiInsightsController, 'index']).use(middleware.feature({ flag: 'aiInsights' }))
    router.patch('/ai-insights/:id/read', [AiInsightsController, 'markRead']).use(middleware.feature({ flag: 'aiInsights' }))
  })
  .prefix('/api')
  .use(middleware.auth())

/**
 * What people say about a supplement: online-only, for signed-in users (spec §6); the author is
 * the session's user, never the body's.
 */
const SupplementReviewsController = () => import('#controllers/supplement_reviews_controller')
router
  .group(() => {
    router.get('/supplements/:id/reviews', [SupplementReviewsController, 'index'])
    router.post('/supplements/:id/reviews', [SupplementReviewsController, 'store']).use(jsonBody(supplementReviewInputSchema))
  })
  .prefix('/api')
  .use(middleware.auth())

/**
 * Assessments (spec §7): anyone may take one (a visitor's is anonymous and readable by whoever
 * holds its id); a signed-in user's belongs to them alone. Signed-in users' assessments also
 * arrive through sync.
 */
router
  .group(() => {
    router.post('/assessments', [AssessmentsController, 'store']).use([assessmentThrottle, jsonBody(assessmentInputSchema)])
    router.get('/assessments/:id/recommendations', [AssessmentsController, 'recommendations'])
  })
  .prefix('/api')
  .use(middleware.silentAuth())
router.get('/api/assessments', [AssessmentsController, 'index']).use(middleware.auth())

/**
 * The shop (spec §2 Shopping, §7; ADR 0033): one-time orders and subscriptions, placed online and
 * each the session's user's own (synced records the server makes); the price and the partner
 * link are the server's. The cards' ratings are the reviews' averages.
 */
const SupplementOrdersController = () => import('#controllers/supplement_orders_controller')
const SubscriptionsController = () => import('#controllers/subscriptions_controller')
router
  .group(() => {
    router.get('/supplement-orders', [SupplementOrdersController, 'index'])
    router.post('/supplement-orders', [SupplementOrdersController, 'store']).use(jsonBody(supplementOrderInputSchema))
    router.get('/subscriptions', [SubscriptionsController, 'index'])
    router.post('/subscriptions', [SubscriptionsController, 'store']).use(jsonBody(subscriptionInputSchema))
    router.get('/supplement-ratings', [SupplementReviewsController, 'ratings'])
  })
  .prefix('/api')
  .use([middleware.feature({ flag: 'shopping' }), middleware.auth()])

/**
 * A partner's conversion postback (ADR 0033): no session, signed with the shared secret instead
 * (exempt from the CSRF check, middleware/csrf_middleware.ts). Outside production, the partner
 * stand-in the seeded `.example` programs' links lead to: a page, and its postback buttons
 * (checked for this site's Origin; the click id in the address is the key).
 */
const PartnerStandInController = () => import('#controllers/partner_stand_in_controller')
router.post('/api/affiliate/conversions', [AffiliateController, 'conversion']).use(jsonBody(affiliateConversionSchema))
router.get('/partner/:program', [PartnerStandInController, 'show'])
router.get('/partner/:program/*', [PartnerStandInController, 'show'])
router.post('/partner/:program/clicks/:clickId/:status', [PartnerStandInController, 'postback'])

/**
 * The dose timetable as a calendar file (issue 13): imported into a phone's calendar, its
 * alarms remind with no connection at all.
 */
const CalendarController = () => import('#controllers/calendar_controller')
router.get('/api/calendar/doses.ics', [CalendarController, 'doses']).use(middleware.auth())

/**
 * Web Push (issue 13): the VAPID key, a device's subscription, and the notification buttons.
 * The dose action carries its own token (services/push/dose_action_token.ts) and no session, so
 * it is exempt from the CSRF check (middleware/csrf_middleware.ts).
 */
const PushController = () => import('#controllers/push_controller')
router.get('/api/push/key', [PushController, 'key'])
router.post('/api/push/subscriptions', [PushController, 'subscribe']).use([middleware.auth(), jsonBody(pushSubscriptionSchema)])
router.delete('/api/push/subscriptions', [PushController, 'unsubscribe']).use([middleware.auth(), jsonBody(pushEndpointSchema)])
router.post('/api/push/dose-actions', [PushController, 'doseAction']).use(jsonBody(doseActionSchema))

/**
 * 'Share Report' on a provider's card (issue 14): online-only. The server makes the report from
 * the person's records and mails it only to the provider's stored email; a few sends an hour.
 */
const ReportSharesController = () => import('#controllers/report_shares_controller')
router
  .group(() => {
    router.post('/share/preview', [ReportSharesController, 'preview']).use([jsonBody(reportShareInputSchema), reportPreviewThrottle])
    router.post('/share', [ReportSharesController, 'send']).use([jsonBody(reportShareInputSchema), ...reportShareThrottle])
  })
  .prefix('/api/reports')
  .use(middleware.auth())

/**
 * The person's own account at /settings (issue 14): name, signed-in devices, the data
 * export, and deleting the account (the password again, or a recent sign-in; limited like a
 * password change).
 */
const AccountController = () => import('#controllers/account_controller')
router
  .group(() => {
    router.get('/', [AccountController, 'show'])
    router.patch('/profile', [AccountController, 'updateProfile']).use(jsonBody(accountProfileInputSchema))
    router.get('/sessions', [AccountController, 'sessions'])
    router.delete('/sessions/:id', [AccountController, 'destroySession'])
    router.get('/export', [AccountController, 'export'])
    router.delete('/', [AccountController, 'destroy']).use([jsonBody(deleteAccountInputSchema), ...authThrottle('changePassword')])
  })
  .prefix('/api/account')
  .use(middleware.auth())

/**
 * Community (issue 15, ADR 0032): success stories (online-only writes; a private story is its
 * author's alone, another's story answers 404 to edits), peer insights by profession with
 * k-anonymity, and the Expert Q&A waiting list.
 */
const SuccessStoriesController = () => import('#controllers/success_stories_controller')
const PeerInsightsController = () => import('#controllers/peer_insights_controller')
router
  .group(() => {
    router.get('/success-stories', [SuccessStoriesController, 'index'])
    router.post('/success-stories', [SuccessStoriesController, 'store']).use(jsonBody(successStoryInputSchema))
    router.patch('/success-stories/:id', [SuccessStoriesController, 'update']).use(jsonBody(successStoryPatchSchema))
    router.delete('/success-stories/:id', [SuccessStoriesController, 'destroy'])
    router.post('/success-stories/:id/like', [SuccessStoriesController, 'like'])
    router.delete('/success-stories/:id/like', [SuccessStoriesController, 'unlike'])
    router.get('/peer-insights', [PeerInsightsController, 'index'])
    router.get('/expert-qa/interest', [PeerInsightsController, 'expertQaInterest'])
    router.post('/expert-qa/interest', [PeerInsightsController, 'registerExpertQaInterest'])
  })
  .prefix('/api')
  .use([middleware.feature({ flag: 'community' }), middleware.auth()])

/**
 * Forums (issue 15, ADR 0031): forums with real post counts, threads and replies as the reader
 * may see them (anonymous authors never named), the person's own posts and replies (also
 * written through sync, where the PWA sends them), likes and reports (online-only), and the
 * moderators' list of reported items (role 'admin'; 403 for everyone else).
 */
const ForumsController = () => import('#controllers/forums_controller')
const ForumPostsController = () => import('#controllers/forum_posts_controller')
const ForumRepliesController = () => import('#controllers/forum_replies_controller')
const ModerationController = () => import('#controllers/moderation_controller')
router
  .group(() => {
    router.get('/forums', [ForumsController, 'index'])
    router.get('/forums/:id/posts', [ForumsController, 'posts'])
    router.post('/forum-posts', [ForumPostsController, 'store']).use(jsonBody(forumBodies.post))
    router.get('/forum-posts/:id', [ForumPostsController, 'show'])
    router.patch('/forum-posts/:id', [ForumPostsController, 'update']).use(jsonBody(forumBodies.postPatch))
    router.delete('/forum-posts/:id', [ForumPostsController, 'destroy'])
    router.get('/forum-posts/:id/replies', [ForumPostsController, 'replies'])
    router.post('/forum-posts/:id/replies', [ForumRepliesController, 'store']).use(jsonBody(forumBodies.reply))
    router.post('/forum-posts/:id/like', [ForumPostsController, 'like'])
    router.delete('/forum-posts/:id/like', [ForumPostsController, 'unlike'])
    router.post('/forum-posts/:id/reports', [ForumPostsController, 'report']).use(jsonBody(forumBodies.report))
    router.patch('/forum-replies/:id', [ForumRepliesController, 'update']).use(jsonBody(forumBodies.replyPatch))
    router.delete('/forum-replies/:id', [ForumRepliesController, 'destroy'])
    router.post('/forum-replies/:id/like', [ForumRepliesController, 'like'])
    router.delete('/forum-replies/:id/like', [ForumRepliesController, 'unlike'])
    router.post('/forum-replies/:id/reports', [ForumRepliesController, 'report']).use(jsonBody(forumBodies.report))
    router.get('/moderation/reports', [ModerationController, 'index'])
    router
      .post('/moderation/:kind/:id/:decision', [ModerationController, 'decide'])
      .where('kind', /^(posts|replies)$/)
      .where('decision', /^(keep|remove)$/)
  })
  .prefix('/api')
  .use([middleware.feature({ flag: 'community' }), middleware.auth()])

/**
 * Administration (issue 16, ADR 0034): every /api/admin/* route is behind middleware.admin()
 * (401 signed out, 403 without the admin role). Feature flags are read by every client.
 */
const AdminUsersController = () => import('#controllers/admin_users_controller')
const AdminSystemController = () => import('#controllers/admin_system_controller')
const FeatureFlagsController = () => import('#controllers/feature_flags_controller')
router.get('/api/feature-flags', [FeatureFlagsController, 'index'])
router
  .group(() => {
    router.get('/dashboard', [AdminSystemController, 'dashboard'])
    router.get('/system', [AdminSystemController, 'system'])
    router.get('/audit-log', [AdminSystemController, 'auditLog'])
    router.post('/cache/clear', [AdminSystemController, 'clearCache'])
    router.post('/backup', [AdminSystemController, 'backup'])
    router.put('/feature-flags/:key', [AdminSystemController, 'setFlag']).use(jsonBody(featureFlagInputSchema))
    router.get('/users', [AdminUsersController, 'index'])
    router.get('/users/export', [AdminUsersController, 'export'])
    router
      .patch('/users/:id/role', [AdminUsersController, 'role'])
      .where('id', /^[1-9][0-9]{0,9}$/)
      .use(jsonBody(adminRoleInputSchema))
    router
      .patch('/users/:id/suspension', [AdminUsersController, 'suspension'])
      .where('id', /^[1-9][0-9]{0,9}$/)
      .use(jsonBody(adminSuspensionInputSchema))
  })
  .prefix('/api/admin')
  .use(middleware.admin())

/**
 * The admin Supplements and Analytics tabs (issue 16, ADR 0035): catalogue edits and CSV imports
 * validated like the knowledge-base files, each a new served reference version; analytics from
 * real data; notifications to all people or one profession.
 */
const AdminCatalogueController = () => import('#controllers/admin_catalogue_controller')
const AdminAnalyticsController = () => import('#controllers/admin_analytics_controller')
router
  .group(() => {
    const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
    const supplementBody = middleware.jsonBody({ limit: ADMIN_SUPPLEMENT_BODY_MAX_BYTES })
    router.get('/catalogue/stats', [AdminCatalogueController, 'stats'])
    router.get('/catalogue/supplements', [AdminCatalogueController, 'index'])
    router.get('/catalogue/supplements/:slug', [AdminCatalogueController, 'show']).where('slug', slug)
    router.post('/catalogue/supplements', [AdminCatalogueController, 'store']).use(supplementBody)
    router.put('/catalogue/supplements/:slug', [AdminCatalogueController, 'update']).where('slug', slug).use(supplementBody)
    router.post('/catalogue/import/preview', [AdminCatalogueController, 'previewImport']).use(jsonBody(adminCsvBodySchema))
    router.post('/catalogue/import/apply', [AdminCatalogueController, 'applyImport']).use(jsonBody(adminCsvBodySchema))
    router.post('/catalogue/publish', [AdminCatalogueController, 'publish'])
    router.get('/catalogue/export/:kind', [AdminCatalogueController, 'export']).where('kind', /^(supplements|interactions)$/)
    router.get('/analytics', [AdminAnalyticsController, 'index'])
    router.post('/notifications', [AdminAnalyticsController, 'notify']).use(jsonBody(adminNotificationBodySchema))
  })
  .prefix('/api/admin')
  .use(middleware.admin())

/** The System tab's job queue (ADR 0037): its depth and its dead letters, retried or discarded. */
const AdminQueueController = () => import('#controllers/admin_queue_controller')
router
  .group(() => {
    const id = /^[1-9][0-9]{0,9}$/
    router.get('/queue', [AdminQueueController, 'overview'])
    router.get('/queue/dead-jobs', [AdminQueueController, 'deadJobs'])
    router.post('/queue/dead-jobs/:id/retry', [AdminQueueController, 'retry']).where('id', id)
    router.delete('/queue/dead-jobs/:id', [AdminQueueController, 'discard']).where('id', id)
  })
  .prefix('/api/admin')
  .use(middleware.admin())

router.any('/api/*', ({ response }) => response.status(404).send({ code: 'E_ROUTE_NOT_FOUND', message: 'Not found' }))
