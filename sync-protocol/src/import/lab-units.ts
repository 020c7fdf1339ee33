/**
 * Unit conversions for imported lab results: SI units some labs report in → the conventional
 * units this app's reference ranges and recommendations use. Only the conversions in
 * LAB_UNIT_CONVERSIONS are made, each with its source; any other test or unit keeps what the
 * file says (never a guess). A conversion applies when the test is recognised (its LOINC code,
 * else its name) *and* the unit is exactly the table's `from` unit.
 *
 * The reference range is converted with the value, so the derived status (low / normal / high)
 * compares like with like. When a range is given but cannot be read as numbers ('see report'),
 * nothing is converted: a value in one unit beside a range in another would mislead.
 */
import { parseLabNumber } from '../sync/lab-status.js'

export interface LabUnitConversion {
  analyte: string
  /** Test names it applies to (matched on the lower-cased name), and names it must not. */
  names: RegExp
  notNames?: RegExp
  /** LOINC codes of the test, in either unit. */
  loinc: readonly string[]
  from: string
  to: string
  /** value in `to` = value in `from` × or ÷ `by`. */
  operation: 'multiply' | 'divide'
  by: number
  /** Decimals of a converted number; null keeps the number as written (the same number). */
  decimals: number | null
  source: string
}

export const LAB_UNIT_CONVERSIONS: readonly LabUnitConversion[] = [
  {
    analyte: 'Vitamin D, 25-hydroxy',
    names: /25\s*-?\s*\(?oh\)?|25\s*-?\s*hydroxy|calcidiol|calcifediol|\bvit(?:amin|\.)?\s*d[23]?\b/,
    // 1,25-dihydroxyvitamin D (calcitriol) is another test, reported in pmol/L with another factor.
    notNames: /1\s*[,.]\s*25|dihydroxy|\(oh\)\s*2|calcitriol/,
    loinc: ['1989-3', '14635-7'],
    from: 'nmol/L',
    to: 'ng/mL',
    operation: 'divide',
    by: 2.496,
    decimals: 1,
    source:
      'NIH Office of Dietary Supplements, Vitamin D Fact Sheet for Health Professionals (https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/): "1 nmol/L = 0.4 ng/mL" (2.5 nmol/L = 1 ng/mL); 2.496 is the exact factor from the molar mass of 25-hydroxyvitamin D3, 400.6 g/mol (PubChem CID 5283731).',
  },
  {
    analyte: 'Vitamin B12',
    names: /\bvit(?:amin|\.)?\s*b\s*-?\s*12\b|\bb12\b|cobalamin/,
    // Holotranscobalamin ("active B12") is another test, reported in pmol/L only.
    notNames: /holo|transcobalamin|active/,
    loinc: ['2132-9', '14685-2'],
    from: 'pmol/L',
    to: 'pg/mL',
    operation: 'divide',
    by: 0.738,
    decimals: 0,
    source:
      'From the molar mass of cyanocobalamin, 1355.4 g/mol (PubChem CID 5311498): 1 pg/mL = 0.738 pmol/L, the factor used in the NIH Office of Dietary Supplements Vitamin B12 Fact Sheet for Health Professionals (https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/).',
  },
  {
    analyte: 'Ferritin',
    names: /ferritin/,
    loinc: ['2276-4'],
    from: 'µg/L',
    to: 'ng/mL',
    operation: 'multiply',
    by: 1,
    decimals: null,
    source: 'The same quantity: 1 µg/L = 1000 ng / 1000 mL = 1 ng/mL (SI prefixes, BIPM SI Brochure, 9th edition, section 3).',
  },
  {
    analyte: 'Glucose',
    names: /\bglucose\b/,
    // HbA1c and fructosamine measure something else, in % or mmol/mol.
    notNames: /a1c|glycat|glycos|h(?:a)?emoglobin|fructosamine|ratio/,
    loinc: ['2345-7', '2339-0', '14749-6', '15074-8'],
    from: 'mmol/L',
    to: 'mg/dL',
    operation: 'multiply',
    by: 18.016,
    decimals: 0,
    source: 'From the molar mass of glucose, 180.16 g/mol (PubChem CID 5793): 1 mmol/L = 180.16 mg/L = 18.016 mg/dL.',
  },
  {
    analyte: 'Total cholesterol',
    names: /cholesterol/,
    // HDL, LDL and the ratios are other tests; only total cholesterol is in this table.
    notNames: /hdl|ldl|ratio|\/|trig|\bester/,
    loinc: ['2093-3', '14647-2'],
    from: 'mmol/L',
    to: 'mg/dL',
    operation: 'multiply',
    by: 38.67,
    decimals: 0,
    source: 'From the molar mass of cholesterol, 386.65 g/mol (PubChem CID 5997): 1 mmol/L = 386.65 mg/L = 38.67 mg/dL.',
  },
]

/** 'µg/L', 'μg/l', 'ug/L', 'mcg/L' → 'ug/l': units compared this way. */
export function normalizeUnit(unit: string | null | undefined): string {
  return (unit ?? '').trim().toLowerCase().replace(/\s+/g, '').replace(/[µμ]/g, 'u').replace(/^mcg/, 'ug')
}

export function conversionFor(testName: string, loinc: string | null, unit: string | null): LabUnitConversion | null {
  const name = testName.toLowerCase()
  const given = normalizeUnit(unit)
  return (
    LAB_UNIT_CONVERSIONS.find((conversion) => {
      if (normalizeUnit(conversion.from) !== given) return false
      if (loinc !== null && conversion.loinc.includes(loinc)) return true
      return conversion.names.test(name) && !conversion.notNames?.test(name)
    }) ?? null
  )
}

const NUMBER = String.raw`[-+]?(?:\d+(?:[.,]\d+)?|[.,]\d+)`
const COMPARED = new RegExp(String.raw`^(<=|≤|<|>=|≥|>)?(\s*)(${NUMBER})$`)
const BETWEEN = new RegExp(String.raw`^(${NUMBER})(\s*(?:-|–|—|to)\s*)(${NUMBER})$`, 'i')
const TRAILING_UNIT = /\s*[a-zµμ/%][\w/%µμ.^]*$/i

function convertNumber(text: string, conversion: LabUnitConversion): string | null {
  const number = parseLabNumber(text)
  if (number === null) return null
  if (conversion.decimals === null) return text
  const converted = conversion.operation === 'multiply' ? number * conversion.by : number / conversion.by
  return converted.toFixed(conversion.decimals)
}

/** '25.0' or '<12.5' in `from` → in `to`; null when the value is not a number. */
export function convertValue(value: string, conversion: LabUnitConversion): string | null {
  const match = COMPARED.exec(value.trim())
  if (!match) return null
  const number = convertNumber(match[3]!, conversion)
  return number === null ? null : `${match[1] ?? ''}${match[2]}${number}`
}

/** '75-250', '>= 50', '75-250 nmol/L' → the same in `to`; null when it is not a range of numbers. */
export function convertRange(range: string, conversion: LabUnitConversion): string | null {
  const trimmed = range.trim()
  const numeric = trimmed.replace(TRAILING_UNIT, '').trim()
  const unit = numeric === trimmed ? '' : ` ${conversion.to}`
  const between = BETWEEN.exec(numeric)
  if (between) {
    const [low, high] = [convertNumber(between[1]!, conversion), convertNumber(between[3]!, conversion)]
    return low === null || high === null ? null : `${low}${between[2]}${high}${unit}`
  }
  const bound = COMPARED.exec(numeric)
  if (bound?.[1]) {
    const value = convertValue(numeric, conversion)
    return value === null ? null : `${value}${unit}`
  }
  return null
}
