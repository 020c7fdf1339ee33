/**
 * The Health Assessment wizard (spec §2 '/assessment'), answered as a person does: cards and
 * labels clicked, radios moved with the arrow keys, selects opened and typed into, checkboxes
 * ticked with the space bar.
 */
import assert from 'node:assert/strict'
import { expectVisible } from '../support/expect.js'

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A control's accessible name starts with its label (required ones end with a hidden '*'). */
const startsWith = (label) => new RegExp(`^${escape(label)}`)

/** One complete set of answers, by the labels on screen. */
export const ANSWERS = {
  job: 'Healthcare Professionals',
  stress: 'High',
  workHours: 'Night shift',
  medications: 'Warfarin',
  supplements: 'Vitamin D3, Magnesium',
  allergies: '',
  age: '36-45',
  exercise: 'Light (1-2x/week)',
  hobbies: ['Reading', 'Music'],
  sleep: 'Poor (<5h)',
  diet: 'Vegetarian',
  goals: ['More energy', 'Better sleep'],
  budget: '$25-$50',
  notes: 'Twelve-hour night shifts',
}

export class AssessmentPage {
  constructor(page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1, name: 'Health Assessment' })
    this.stepHeading = page.getByRole('heading', { level: 2 })
    this.progress = page.getByRole('progressbar', { name: 'Assessment progress' })
    this.next = page.getByRole('button', { name: 'Next Step', exact: true })
    this.previous = page.getByRole('button', { name: 'Previous', exact: true })
    this.submit = page.getByRole('button', { name: 'Get My Recommendations', exact: true })
    this.processing = page.getByRole('button', { name: 'Processing...', exact: true })
  }

  async open() {
    await this.page.goto('/assessment')
    await expectVisible(this.heading, 'the Health Assessment heading')
  }

  async expectStep(number, title) {
    await expectVisible(this.page.getByText(`Step ${number} of 4`, { exact: true }), `'Step ${number} of 4'`)
    await expectVisible(this.page.getByRole('heading', { level: 2, name: title, exact: true }), `the step heading '${title}'`)
  }

  group(legend) {
    return this.page.getByRole('group', { name: startsWith(legend) })
  }

  radio(legend, label) {
    return this.group(legend).getByRole('radio', { name: label, exact: true })
  }

  checkbox(legend, label) {
    return this.group(legend).getByRole('checkbox', { name: label, exact: true })
  }

  textbox(label) {
    return this.page.getByRole('textbox', { name: startsWith(label) })
  }

  /** The chips of a medicine field: what the person entered, each with what it was read as. */
  entries(listName) {
    return this.page.getByRole('list', { name: listName }).getByRole('listitem')
  }

  combobox(label) {
    return this.page.getByRole('combobox', { name: startsWith(label) })
  }

  /** Clicks the option's visible label (the radio itself is drawn as a button or a card). */
  async choose(legend, label) {
    await this.group(legend).getByText(label, { exact: true }).click()
    assert.ok(await this.radio(legend, label).isChecked(), `${label} is chosen under ${legend}`)
  }

  /** Tabs into the radios' group and moves with the arrow keys until `label` is chosen. */
  async chooseWithKeys(legend, label) {
    const radios = this.group(legend).getByRole('radio')
    await radios.first().focus()
    await this.page.keyboard.press('Space')
    for (let i = 0; i < (await radios.count()) && !(await this.radio(legend, label).isChecked()); i++) {
      await this.page.keyboard.press('ArrowRight')
    }
    assert.ok(await this.radio(legend, label).isChecked(), `${label} is chosen under ${legend} with the keyboard`)
  }

  /** Opens the select with a click and clicks the option. */
  async pick(label, option) {
    await this.combobox(label).click()
    await this.page.getByRole('option', { name: option, exact: true }).click()
    await expectVisible(this.combobox(label).getByText(option, { exact: true }), `${option} shown in ${label}`)
  }

  /**
   * Opens the select with Enter, types the option's name and confirms with Enter. The list takes
   * typed letters only once it has focused an option (a moment after it shows), and Enter picks
   * the highlighted one: wait for each, as a person sees the highlight before pressing Enter.
   */
  async pickWithKeys(label, option) {
    await this.combobox(label).focus()
    await this.page.keyboard.press('Enter')
    await expectVisible(this.page.getByRole('listbox'), `the ${label} options`)
    await expectVisible(this.page.locator('[role="option"][data-highlighted]'), `an option of ${label} highlighted`)
    await this.page.keyboard.type(option)
    const wanted = this.page.getByRole('option', { name: option, exact: true })
    await expectVisible(wanted.and(this.page.locator('[data-highlighted]')), `${option} highlighted in ${label}`)
    await this.page.keyboard.press('Enter')
    await expectVisible(this.combobox(label).getByText(option, { exact: true }), `${option} shown in ${label}`)
  }

  /** Ticks checkboxes with the space bar. */
  async tickWithKeys(legend, labels) {
    for (const label of labels) {
      await this.checkbox(legend, label).focus()
      await this.page.keyboard.press('Space')
      assert.ok(await this.checkbox(legend, label).isChecked(), `${label} is ticked under ${legend}`)
    }
  }

  async answerWork({ job, stress, workHours }) {
    await this.expectStep(1, 'Tell us about your work')
    await this.choose('Job category', job)
    await this.chooseWithKeys('Stress level', stress)
    await this.pick('Work hours', workHours)
  }

  async answerMedications({ medications, supplements, allergies, age }) {
    await this.expectStep(2, 'Current medications & supplements')
    await expectVisible(this.page.getByRole('note', { name: 'Medical disclaimer' }), 'the medical disclaimer on step 2')
    await this.combobox('Current medications').fill(medications)
    await this.combobox('Current supplements').fill(supplements)
    await this.textbox('Allergies').fill(allergies)
    await this.choose('Age range', age)
  }

  async answerLifestyle({ exercise, hobbies, sleep, diet }) {
    await this.expectStep(3, 'Lifestyle & hobbies')
    await this.choose('Exercise frequency', exercise)
    await this.tickWithKeys('Hobbies', hobbies)
    await this.chooseWithKeys('Sleep quality', sleep)
    await this.pickWithKeys('Diet type', diet)
  }

  async answerGoals({ goals, budget, notes }) {
    await this.expectStep(4, 'Your health goals')
    // Arriving on step 4 submits nothing: no question is marked yet.
    assert.equal(await this.page.getByText('Required', { exact: true }).count(), 0, 'nothing marked when step 4 opens')
    for (const goal of goals) await this.checkbox('Health goals', goal).check()
    await this.choose('Monthly budget', budget)
    await this.textbox('Additional notes').fill(notes)
  }

  /** All four steps, moving on with 'Next Step' (clicked, or pressed with Enter). */
  async answerAll(answers = ANSWERS) {
    await this.answerWork(answers)
    await this.next.click()
    await this.answerMedications(answers)
    await this.next.focus()
    await this.page.keyboard.press('Enter')
    await this.answerLifestyle(answers)
    await this.next.click()
    await this.answerGoals(answers)
  }
}
