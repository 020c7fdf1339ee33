/**
 * What a condition calls for (issue 11): the engine does not only rule supplements out for a
 * condition, it adds what the condition needs — from the structured health answers or from the
 * same facts written in the notes. Each rule names its source; a supplement added this way is
 * high priority (a ruled-in need) and its reasoning says why and what follow-up to ask for.
 *
 * Conservative by design: only needs that the NIH Office of Dietary Supplements fact sheets
 * state for the condition, and always with the clinician in the loop. The safety rules still
 * apply on top (iron is never added with iron overload, calcium never with kidney disease).
 */
import type { Condition } from '../vocabulary.js'
import type { Source } from '../schemas/reference.js'

export interface ConditionNeed {
  /** Any of these conditions calls for the supplement. */
  conditions: readonly Condition[]
  /** The catalogue name of the supplement. */
  supplement: string
  /** Only when the person also gets little of it from food. */
  onlyWithLittleDairy?: true
  /** Why, as a sentence about the supplement ('Folic acid … lowers the risk …'). */
  why: string
  /** What to ask the clinician, said with the recommendation. */
  followUp: string
  source: Source
}

const ODS = 'NIH Office of Dietary Supplements'

export const CONDITION_NEEDS: readonly ConditionNeed[] = [
  {
    conditions: ['trying-to-conceive', 'pregnancy'],
    supplement: 'Folate',
    why: '400 mcg of folic acid a day, started at least a month before conception and taken in early pregnancy, lowers the risk of neural tube defects.',
    followUp: 'A prenatal vitamin usually contains it; ask your doctor or midwife which one suits you.',
    source: {
      title: 'Folate — Fact Sheet for Health Professionals',
      publisher: ODS,
      url: 'https://ods.od.nih.gov/factsheets/Folate-HealthProfessional/',
    },
  },
  {
    conditions: ['iron-deficiency'],
    supplement: 'Iron',
    why: 'a diagnosed iron deficiency is treated by replacing iron.',
    followUp:
      'Take it only at the dose your clinician sets, and ask when to recheck your ferritin and haemoglobin: more iron than you need is harmful.',
    source: {
      title: 'Iron — Fact Sheet for Health Professionals',
      publisher: ODS,
      url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
    },
  },
  {
    conditions: ['osteoporosis'],
    supplement: 'Vitamin D3',
    why: 'with osteoporosis, enough vitamin D is needed to absorb calcium and keep bone.',
    followUp: 'Ask your clinician whether to check your vitamin D level and what dose suits your treatment.',
    source: {
      title: 'Vitamin D — Fact Sheet for Health Professionals',
      publisher: ODS,
      url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
    },
  },
  {
    conditions: ['osteoporosis'],
    supplement: 'Calcium',
    onlyWithLittleDairy: true,
    why: 'with osteoporosis and little dairy in your diet, a supplement makes up the calcium food does not give.',
    followUp:
      'Count the calcium in your food first and take only the difference: more than you need brings no benefit. Ask your clinician.',
    source: {
      title: 'Calcium — Fact Sheet for Health Professionals',
      publisher: ODS,
      url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
    },
  },
]
