/**
 * The option lists of the spec (§3 "Payloads and view shapes", §9) as `as const` arrays — the
 * single source for zod enums, TypeScript types, select options and display labels.
 * Array order is display order (and, for priority and interaction type, severity order).
 */

export const JOB_CATEGORIES = ['office', 'healthcare', 'physical', 'creative', 'education', 'other'] as const
export type JobCategory = (typeof JOB_CATEGORIES)[number]
export const PROFESSION_LABELS: Record<JobCategory, string> = {
  office: 'Office Workers',
  healthcare: 'Healthcare Professionals',
  physical: 'Physical Labor',
  creative: 'Creative Professionals',
  education: 'Education',
  other: 'Other Professionals',
}

export const STRESS_LEVELS = ['low', 'moderate', 'high'] as const
export type StressLevel = (typeof STRESS_LEVELS)[number]
export const STRESS_LEVEL_LABELS: Record<StressLevel, string> = { low: 'Low', moderate: 'Moderate', high: 'High' }

export const WORK_HOURS = ['day', 'night', 'rotating', 'irregular', 'parttime'] as const
export type WorkHours = (typeof WORK_HOURS)[number]
export const WORK_HOURS_LABELS: Record<WorkHours, string> = {
  day: 'Day shift',
  night: 'Night shift',
  rotating: 'Rotating shifts',
  irregular: 'Irregular hours',
  parttime: 'Part-time',
}

export const AGE_RANGES = ['18-25', '26-35', '36-45', '46-55', '56-65', '65+'] as const
export type AgeRange = (typeof AGE_RANGES)[number]
export const AGE_RANGE_LABELS: Record<AgeRange, string> = {
  '18-25': '18-25',
  '26-35': '26-35',
  '36-45': '36-45',
  '46-55': '46-55',
  '56-65': '56-65',
  '65+': '65+',
}

export const EXERCISE_FREQUENCIES = ['none', 'light', 'moderate', 'intense'] as const
export type ExerciseFrequency = (typeof EXERCISE_FREQUENCIES)[number]
export const EXERCISE_FREQUENCY_LABELS: Record<ExerciseFrequency, string> = {
  none: 'None',
  light: 'Light (1-2x/week)',
  moderate: 'Moderate (3-4x/week)',
  intense: 'Intense (5+ x/week)',
}

/** Hobbies are stored as their display strings (the spec lists them that way). */
export const HOBBIES = ['Reading', 'Gaming', 'Sports', 'Cooking', 'Travel', 'Music'] as const
export type Hobby = (typeof HOBBIES)[number]

export const SLEEP_QUALITIES = ['excellent', 'good', 'fair', 'poor'] as const
export type SleepQuality = (typeof SLEEP_QUALITIES)[number]
export const SLEEP_QUALITY_LABELS: Record<SleepQuality, string> = {
  excellent: 'Excellent (7-9h)',
  good: 'Good (6-8h)',
  fair: 'Fair (5-7h)',
  poor: 'Poor (<5h)',
}

export const DIET_TYPES = ['omnivore', 'vegetarian', 'vegan', 'pescatarian', 'keto', 'mediterranean', 'other'] as const
export type DietType = (typeof DIET_TYPES)[number]
export const DIET_TYPE_LABELS: Record<DietType, string> = {
  omnivore: 'Omnivore',
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  pescatarian: 'Pescatarian',
  keto: 'Keto',
  mediterranean: 'Mediterranean',
  other: 'Other',
}

/*
 * Optional structured health questions (issue 11; not in spec §3, so every one may be left
 * unanswered). The engine rules out what they make unsafe and adds what they call for.
 */
export const SEXES = ['female', 'male', 'intersex', 'unspecified'] as const
export type Sex = (typeof SEXES)[number]
export const SEX_LABELS: Record<Sex, string> = { female: 'Female', male: 'Male', intersex: 'Intersex', unspecified: 'Prefer not to say' }

export const REPRODUCTIVE_STATUSES = ['pregnant', 'trying-to-conceive', 'breastfeeding', 'none'] as const
export type ReproductiveStatus = (typeof REPRODUCTIVE_STATUSES)[number]
export const REPRODUCTIVE_STATUS_LABELS: Record<ReproductiveStatus, string> = {
  pregnant: 'Pregnant',
  'trying-to-conceive': 'Trying to conceive',
  breastfeeding: 'Breastfeeding',
  none: 'None of these',
}

/** A short list of common conditions; each is also a condition slug of the vocabulary. */
export const HEALTH_CONDITIONS = [
  'kidney-disease',
  'liver-disease',
  'iron-deficiency',
  'osteoporosis',
  'high-blood-pressure',
  'diabetes',
  'heart-disease',
  'bleeding-disorder',
] as const
export type HealthCondition = (typeof HEALTH_CONDITIONS)[number]
export const HEALTH_CONDITION_LABELS: Record<HealthCondition, string> = {
  'kidney-disease': 'Kidney disease',
  'liver-disease': 'Liver disease',
  'iron-deficiency': 'Diagnosed iron deficiency',
  osteoporosis: 'Osteoporosis or osteopenia',
  'high-blood-pressure': 'High blood pressure',
  diabetes: 'Diabetes',
  'heart-disease': 'Heart disease',
  'bleeding-disorder': 'A bleeding disorder',
}

export const HEALTH_GOALS = ['energy', 'immune', 'stress', 'sleep', 'joints', 'heart', 'brain', 'athletic'] as const
export type HealthGoal = (typeof HEALTH_GOALS)[number]
export const HEALTH_GOAL_LABELS: Record<HealthGoal, string> = {
  energy: 'More energy',
  immune: 'Immune support',
  stress: 'Stress management',
  sleep: 'Better sleep',
  joints: 'Joint health',
  heart: 'Heart health',
  brain: 'Brain health',
  athletic: 'Athletic performance',
}

export const BUDGET_RANGES = ['under-25', '25-50', '50-100', '100-200', 'over-200'] as const
export type BudgetRange = (typeof BUDGET_RANGES)[number]
export const BUDGET_RANGE_LABELS: Record<BudgetRange, string> = {
  'under-25': 'Under $25',
  '25-50': '$25-$50',
  '50-100': '$50-$100',
  '100-200': '$100-$200',
  'over-200': 'Over $200',
}
/** Whole dollars per month; `max: null` means open-ended. Bounds are inclusive. */
export const BUDGET_RANGE_DOLLARS: Record<BudgetRange, { min: number; max: number | null }> = {
  'under-25': { min: 0, max: 25 },
  '25-50': { min: 25, max: 50 },
  '50-100': { min: 50, max: 100 },
  '100-200': { min: 100, max: 200 },
  'over-200': { min: 200, max: null },
}

/** Highest first: recommendation lists sort in this order (§9). */
export const PRIORITIES = ['high', 'medium', 'low'] as const
export type Priority = (typeof PRIORITIES)[number]
export const PRIORITY_LABELS: Record<Priority, string> = { high: 'High', medium: 'Medium', low: 'Low' }
export const PRIORITY_BADGES: Record<Priority, string> = {
  high: 'HIGH PRIORITY',
  medium: 'MEDIUM PRIORITY',
  low: 'LOW PRIORITY',
}
/** 0 for high, 1 for medium, 2 for low: `a.sort((x, y) => priorityRank(x) - priorityRank(y))`. */
export function priorityRank(priority: Priority): number {
  return PRIORITIES.indexOf(priority)
}

/** Most severe first (§9). */
export const INTERACTION_TYPES = ['major', 'moderate', 'minor'] as const
export type InteractionType = (typeof INTERACTION_TYPES)[number]
export const INTERACTION_TYPE_LABELS: Record<InteractionType, string> = {
  major: 'Major',
  moderate: 'Moderate',
  minor: 'Minor',
}
export const INTERACTION_TYPE_LEGEND: Record<InteractionType, string> = {
  major: 'Avoid combination - significant risk',
  moderate: 'Use with caution - monitor closely',
  minor: 'Generally safe - minimal risk',
}

export const JOURNAL_MOODS = ['excellent', 'good', 'fair', 'poor'] as const
export type JournalMood = (typeof JOURNAL_MOODS)[number]
export const JOURNAL_ENERGY_LEVELS = ['high', 'medium', 'low'] as const
export type JournalEnergy = (typeof JOURNAL_ENERGY_LEVELS)[number]
export const JOURNAL_SLEEP_QUALITIES = ['excellent', 'good', 'fair', 'poor'] as const
export type JournalSleep = (typeof JOURNAL_SLEEP_QUALITIES)[number]
export const JOURNAL_STRESS_LEVELS = ['low', 'moderate', 'high'] as const
export type JournalStress = (typeof JOURNAL_STRESS_LEVELS)[number]
/** One label table serves all four journal scales: their values share these words. */
export const JOURNAL_LEVEL_LABELS: Record<JournalMood | JournalEnergy | JournalSleep | JournalStress, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  moderate: 'Moderate',
}
/** The names the journal form offers; the stored list is free text (older entries may differ). */
export const JOURNAL_SUPPLEMENT_NAMES = [
  'Vitamin D3',
  'Magnesium Glycinate',
  'B-Complex',
  'Omega-3 Fish Oil',
  'Lutein & Zeaxanthin',
] as const
export type JournalSupplementName = (typeof JOURNAL_SUPPLEMENT_NAMES)[number]

export const NOTIFICATION_TYPES = ['reminder', 'warning', 'achievement', 'other'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  reminder: 'Reminder',
  warning: 'Warning',
  achievement: 'Achievement',
  other: 'Other',
}

export const INSIGHT_TYPES = ['timing', 'dosage', 'interaction', 'trend', 'other'] as const
export type InsightType = (typeof INSIGHT_TYPES)[number]
export const INSIGHT_TYPE_LABELS: Record<InsightType, string> = {
  timing: 'Timing',
  dosage: 'Dosage',
  interaction: 'Interaction',
  trend: 'Trend',
  other: 'Other',
}

export const LAB_STATUSES = ['low', 'normal', 'high'] as const
export type LabStatus = (typeof LAB_STATUSES)[number]
export const LAB_STATUS_LABELS: Record<LabStatus, string> = { low: 'Low', normal: 'Normal', high: 'High' }

export const USER_ROLES = ['user', 'admin'] as const
export type UserRole = (typeof USER_ROLES)[number]

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'microsoft', 'github'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]
export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  microsoft: 'Microsoft',
  github: 'GitHub',
}

/**
 * An order's way from placed to at the door (ADR 0033): 'pending' when placed, then what the
 * partner's postbacks report. Which step may follow which is `canMoveOrder` (shop/orders.ts).
 */
export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

/** How often a subscription delivers; 'monthly' is the shop's (spec §9), the others come from Modify. */
export const SUBSCRIPTION_FREQUENCIES = ['monthly', 'every-2-months', 'every-3-months'] as const
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number]
export const SUBSCRIPTION_FREQUENCY_LABELS: Record<SubscriptionFrequency, string> = {
  monthly: 'Monthly',
  'every-2-months': 'Every 2 months',
  'every-3-months': 'Every 3 months',
}
/** Months from one delivery to the next. */
export const SUBSCRIPTION_FREQUENCY_MONTHS: Record<SubscriptionFrequency, number> = {
  monthly: 1,
  'every-2-months': 2,
  'every-3-months': 3,
}

/** Defaults the spec states for text columns (§9). */
export const ORDER_STATUS_DEFAULT = 'pending' satisfies OrderStatus
export const SUBSCRIPTION_FREQUENCY_DEFAULT = 'monthly' satisfies SubscriptionFrequency
