/**
 * Every length and size limit of the product, in one place, so the zod schemas, the API's
 * migrations and the PWA's form hints use the same numbers (spec §3 "Data model" and §9).
 * Lengths are counted in UTF-16 code units, as `String.prototype.length` and zod do.
 */

// Column length limits named by the spec (§9).
export const EMAIL_MAX = 255
export const USERNAME_MAX = 50
export const PASSWORD_MAX = 255
/** firstName and lastName. */
export const NAME_MAX = 100
/** user_providers.provider (the social sign-in provider's key). */
export const AUTH_PROVIDER_MAX = 50
/** user_providers.providerId (the account id at that provider). */
export const AUTH_PROVIDER_ID_MAX = 255
export const AFFILIATE_NAME_MAX = 100
export const TRACKING_PARAM_MAX = 50
export const AFFILIATE_ID_MAX = 100
/** Long enough for the textual form of an IPv6 address with an embedded IPv4 one. */
export const IP_ADDRESS_MAX = 45
export const NOTIFICATION_TYPE_MAX = 50
export const NOTIFICATION_TITLE_MAX = 200
export const PHOTO_URL_MAX = 500
export const PHOTO_TYPE_MAX = 50
export const ACHIEVEMENT_TITLE_MAX = 200
export const BADGE_ICON_MAX = 100
export const FORUM_NAME_MAX = 200
export const FORUM_JOB_CATEGORY_MAX = 100
export const POST_TITLE_MAX = 300
export const STORY_TITLE_MAX = 300
export const HEALTHCARE_PROVIDER_NAME_MAX = 200
export const LAB_TEST_NAME_MAX = 200
export const LAB_VALUE_MAX = 100
export const MEDICATION_NAME_MAX = 200
export const INSIGHT_TITLE_MAX = 200
/** An AI insight's subject key ('link:12:energy'). */
export const INSIGHT_KEY_MAX = 100
export const SUBSCRIPTION_FREQUENCY_MAX = 50
export const ORDER_STATUS_MAX = 50
export const ORDER_URL_MAX = 500

// Business constants (§9).
export const PASSWORD_MIN_LENGTH = 8
export const ASSESSMENT_STEPS = 4

// Limits the spec leaves open. Every input is bounded so that no request can make the API
// store (or a device sync) an arbitrarily large value.
/** Free text with no stated limit: notes, descriptions, reasoning, story, message. */
export const TEXT_MAX = 10_000
/** Short text with no stated limit: unit, dosage, phone, specialty, category, names of things. */
export const SHORT_TEXT_MAX = 255
/**
 * Timestamps as text: '2026-11-24T19:17:57.123456789+05:30' is 35 characters; ISO 8601 allows
 * more fractional digits, and nothing a device sends needs more than this.
 */
export const TIMESTAMP_TEXT_MAX = 64
/** URLs with no stated limit; the spec sizes every URL column it names at 500. */
export const URL_MAX = 500
/** Records per page of a REST list (journal, lab results, …): default and most. */
export const LIST_PAGE_DEFAULT = 100
export const LIST_PAGE_MAX = 500
/** Items in a free-text list (benefits, supplements taken, reminder times…). */
export const LIST_MAX = 50
/** Tokens of calendar and health-app integrations (OAuth tokens can be long JWTs). */
export const TOKEN_MAX = 4_096
/** Quantity of one order or subscription; the shop always sends 1, this only stops typos. */
export const QUANTITY_MAX = 100
/** A success story's text: a few screens of reading, well under the generic TEXT_MAX. */
export const STORY_MAX = 5_000
/** A success story's duration in weeks: up to ten years. */
export const STORY_WEEKS_MAX = 520
/** Supplements a success story links (picked from the person's stack). */
export const STORY_SUPPLEMENTS_MAX = 20

/**
 * k-anonymity of peer insights (ADR 0032): figures from people's own data are shown only for a
 * profession of at least this many distinct people, and a supplement's row (and its rating)
 * only when at least this many of them track (rate) it. Below it the sample figures show.
 */
export const PEER_GROUP_MIN = 5

// Numeric ranges stated by the spec.
export const CONFIDENCE_MIN = 0
export const CONFIDENCE_MAX = 100
/** Star ratings: 5 stars total (§9). */
export const RATING_MIN = 1
export const RATING_MAX = 5
/** Profession stats: effectivenessRating 0–5, popularityScore a percentage. */
export const EFFECTIVENESS_RATING_MAX = 5
export const POPULARITY_SCORE_MAX = 100
/** Progress check-in scores are shown "out of 10"; compliance is a percentage. */
export const PROGRESS_SCORE_MAX = 10
export const COMPLIANCE_MAX = 100

// Forums (issue 15, ADR 0031).
/** A forum post's text: several screens of reading (the title is POST_TITLE_MAX, spec §9). */
export const FORUM_POST_CONTENT_MAX = 10_000
/** A reply is shorter than a post. */
export const FORUM_REPLY_CONTENT_MAX = 5_000
/** The optional words a person adds to a report. */
export const FORUM_REPORT_DETAILS_MAX = 1_000
/** Distinct people whose open reports hide a post or reply from everyone but its author until a moderator decides. */
export const FORUM_REPORTS_TO_HIDE = 3
/** At most this many posts and replies together per person in any FORUM_POSTING_WINDOW_MINUTES (counted by the server). */
export const FORUM_POSTS_PER_WINDOW = 10
export const FORUM_POSTING_WINDOW_MINUTES = 10
/** Threads per page of a forum, replies per page of a thread. */
export const FORUM_THREADS_PAGE = 20
export const FORUM_REPLIES_PAGE = 50
