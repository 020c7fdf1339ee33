/**
 * Files as people bring them: a patient-portal FHIR R4 searchset (SI units, a blood-pressure
 * panel, a Patient, a DiagnosticReport, an entry entered in error, a result without a value) and
 * a spreadsheet export.
 */
const loinc = (code: string, display: string) => ({ system: 'http://loinc.org', code, display })

export const PORTAL_BUNDLE = {
  resourceType: 'Bundle',
  id: 'labs-export-2024',
  type: 'searchset',
  total: 10,
  entry: [
    {
      fullUrl: 'https://portal.example/fhir/Patient/p1',
      resource: { resourceType: 'Patient', id: 'p1', name: [{ family: 'Okafor', given: ['Ada'] }], birthDate: '1984-06-02' },
    },
    {
      fullUrl: 'https://portal.example/fhir/Observation/vitd',
      resource: {
        resourceType: 'Observation',
        id: 'vitd',
        status: 'final',
        category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }] }],
        code: {
          coding: [loinc('1989-3', '25-Hydroxyvitamin D3+25-Hydroxyvitamin D2 [Mass/volume] in Serum or Plasma')],
          text: 'Vitamin D, 25-Hydroxy',
        },
        subject: { reference: 'Patient/p1' },
        effectiveDateTime: '2024-03-01T08:15:00-05:00',
        issued: '2024-03-02T10:00:00Z',
        valueQuantity: { value: 45.0, unit: 'nmol/L', system: 'http://unitsofmeasure.org', code: 'nmol/L' },
        referenceRange: [{ low: { value: 75, unit: 'nmol/L' }, high: { value: 250, unit: 'nmol/L' } }],
        note: [{ text: 'Drawn fasting' }],
      },
    },
    {
      fullUrl: 'https://portal.example/fhir/Observation/b12',
      resource: {
        resourceType: 'Observation',
        id: 'b12',
        status: 'final',
        code: { coding: [loinc('14685-2', 'Cobalamin (Vitamin B12) [Moles/volume] in Serum or Plasma')] },
        effectiveDateTime: '2024-03-01',
        valueQuantity: { value: 300, unit: 'pmol/L' },
        referenceRange: [{ text: '145-569 pmol/L' }],
      },
    },
    {
      fullUrl: 'https://portal.example/fhir/Observation/bp',
      resource: {
        resourceType: 'Observation',
        id: 'bp',
        status: 'final',
        code: { coding: [loinc('85354-9', 'Blood pressure panel with all children optional')], text: 'Blood pressure' },
        effectiveDateTime: '2024-03-01T08:05:00-05:00',
        component: [
          {
            code: { coding: [loinc('8480-6', 'Systolic blood pressure')] },
            valueQuantity: { value: 128, unit: 'mmHg', code: 'mm[Hg]' },
          },
          {
            code: { coding: [loinc('8462-4', 'Diastolic blood pressure')] },
            valueQuantity: { value: 82, unit: 'mmHg', code: 'mm[Hg]' },
          },
        ],
      },
    },
    {
      fullUrl: 'https://portal.example/fhir/Observation/glucose-wrong',
      resource: {
        resourceType: 'Observation',
        id: 'glucose-wrong',
        status: 'entered-in-error',
        code: { text: 'Glucose, fasting' },
        effectiveDateTime: '2024-02-20',
        valueQuantity: { value: 55, unit: 'mmol/L' },
      },
    },
    {
      fullUrl: 'https://portal.example/fhir/Observation/ferritin',
      resource: {
        resourceType: 'Observation',
        id: 'ferritin',
        status: 'final',
        code: { coding: [loinc('2276-4', 'Ferritin [Mass/volume] in Serum or Plasma')], text: 'Ferritin' },
        effectivePeriod: { start: '2024-02-20T07:30:00+01:00', end: '2024-02-20T07:35:00+01:00' },
        valueQuantity: { value: 38, unit: 'µg/L', code: 'ug/L' },
        referenceRange: [{ low: { value: 30 }, high: { value: 400 } }],
      },
    },
    {
      fullUrl: 'https://portal.example/fhir/Observation/glucose',
      resource: {
        resourceType: 'Observation',
        id: 'glucose',
        status: 'final',
        code: { coding: [loinc('14749-6', 'Glucose [Moles/volume] in Serum or Plasma')], text: 'Glucose, fasting' },
        issued: '2024-02-20T12:00:00Z',
        valueQuantity: { value: 5.4, unit: 'mmol/L' },
        referenceRange: [{ low: { value: 3.9 }, high: { value: 5.5 } }],
      },
    },
    {
      fullUrl: 'https://portal.example/fhir/Observation/hba1c',
      resource: {
        resourceType: 'Observation',
        id: 'hba1c',
        status: 'final',
        code: { text: 'Hemoglobin A1c' },
        effectiveDateTime: '2024-02-20',
        dataAbsentReason: { text: 'Specimen hemolyzed' },
      },
    },
    {
      fullUrl: 'https://portal.example/fhir/Observation/tsh',
      resource: {
        resourceType: 'Observation',
        id: 'tsh',
        status: 'final',
        code: { text: 'TSH' },
        effectiveDateTime: '2024-02',
        valueQuantity: { value: 2.1, unit: 'mIU/L' },
      },
    },
    {
      fullUrl: 'https://portal.example/fhir/Observation/nitrite',
      resource: {
        resourceType: 'Observation',
        id: 'nitrite',
        status: 'amended',
        code: { text: 'Urine nitrite' },
        effectiveDateTime: '2024-02-20',
        valueCodeableConcept: { coding: [{ system: 'http://snomed.info/sct', code: '260385009', display: 'Negative' }], text: 'Negative' },
      },
    },
    {
      fullUrl: 'https://portal.example/fhir/DiagnosticReport/r1',
      resource: { resourceType: 'DiagnosticReport', id: 'r1', status: 'final', code: { text: 'Basic metabolic panel' } },
    },
  ],
}

/** Row 4 has a date in another form, row 5 a formula, row 7 repeats row 2, row 6 is blank. */
export const LAB_CSV = [
  'Test Name,Result,Units,Ref Range,Collected,Notes',
  'Vitamin D 25-OH,62.5,nmol/L,75-250 nmol/L,2024-05-10,',
  'Ferritin,41,ng/mL,30-400,2024-05-10T09:00:00Z,after iron course',
  'Total Cholesterol,5.2,mmol/L,<5.2,05/10/2024,',
  'Glucose,"=HYPERLINK(""http://evil.example"",""5.1"")",mmol/L,3.9-5.5,2024-05-10,',
  '',
  'vitamin d 25-oh,62.5,nmol/L,75-250 nmol/L,2024-05-10,',
  'Magnesium,0.82,mmol/L,0.70-1.00,2024-05-10,',
  '',
].join('\r\n')
