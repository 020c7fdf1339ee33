/**
 * The words around a medicine's name that are not the name: doses, units, forms, routes,
 * frequencies, timing, and the filler of a sentence ("I take … each morning"). All in
 * `normalizeName` form (lowercase, no punctuation). Names are matched before these are
 * dropped, so "vitamin a" and "5-HTP" keep their letters and digits.
 */

const words = (text: string) => new Set(text.split(/\s+/).filter(Boolean))

const UNITS =
  'mg|mgs|mcg|mcgs|µg|μg|ug|g|gm|gms|gr|gram|grams|milligram|milligrams|microgram|micrograms|ml|mls|l|iu|ius|u|unit|units|meq|mmol|k|x|pct|percent|cc'

/** 25, 0 (of "0.5"), 10mg, 2000iu, 1x, x2, 1000mcg. */
const DOSE = new RegExp(`^(?:\\d+(?:${UNITS})?|x\\d+|\\d+x|\\d+(?:${UNITS})(?:\\d+(?:${UNITS})?)?)$`)

export function isDoseWord(word: string): boolean {
  return DOSE.test(word) || UNIT_WORDS.has(word)
}

const UNIT_WORDS = words(UNITS.replace(/\|/g, ' '))

export const FILLER_WORDS = words(`
  tablet tablets tab tabs pill pills capsule capsules cap caps softgel softgels soft gel gels gelcap gelcaps liquigel liquigels liqui
  gummy gummies chewable chewables chew chews lozenge lozenges sachet sachets scoop scoops powder teaspoon teaspoons tsp tbsp spoon
  drop drops dose doses dosage spray sprays puff puffs patch patches injection injections injectable shot shots jab jabs pen
  inhaler inhalers cream ointment liquid syrup solution suspension elixir oral orally mouth by po sublingual sl topical im iv sc subcut
  subcutaneous vial pump
  er xr xl sr cr dr la cd odt ec ir extended release released delayed modified slow sustained enteric coated immediate
  daily day days a an per once twice thrice one two three four five six half quarter times time weekly week weeks monthly month
  every each other alternate alternating morning mornings am pm evening evenings night nights nightly bedtime noon midday lunch
  lunchtime breakfast dinner supper meal meals food empty stomach before after with without at in on the of and plus also or
  when needed need required as if prn qd qod bid tid qid qhs od bd tds qds hs mane nocte hour hours hourly h hr hrs
  sometimes occasionally regularly usually only then up to until about around approx approximately roughly some
  i im me my mine take takes taking took use uses using used currently current now still just daily-ish also too
  low high strength regular generic brand name prescription prescribed rx otc counter over the-counter
  supplement supplements vitamin-supplement medication medications medicine medicines meds med drug drugs
  start started starting stopped since last year years ago new
  sugar free sugarfree vegan plain original extra maximum max mini
  my doctor gp dr
  is are was be been have has had
  mon tue tues wed thu thur thurs fri sat sun monday tuesday wednesday thursday friday saturday sunday
  mondays tuesdays wednesdays thursdays fridays saturdays sundays weekend weekends weekday weekdays
  ds double triple sliding scale taper tapering pack dosepak course nasal eye ear skin rectal vaginal
  tea coffee water juice milk smoothie shake shakes bed sleep workout workouts gym training run runs
  sick ill cold colds flu pain aches ache spring summer autumn fall winter season seasonal
  shift shifts work workday workdays travel travelling traveling flights flight
`)

/** Words that say "nothing" when an entry is made of them and filler only. */
export const NONE_WORDS = words('none nothing nil no na n/a not nope zero nada any n a non')

/** Words after which the rest of an entry is a reason, not a medicine ("metformin for diabetes"). */
export const REASON_WORDS = words('for because due against treats treating treat helps helping prevent preventing')

/**
 * Names that are also everyday words or dose abbreviations ('same', 'cr', 'se'): a name only
 * when they are the whole entry.
 */
export const WHOLE_ENTRY_ONLY = words('same cr se fe')
