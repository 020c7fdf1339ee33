import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { buildInteractionCatalogue } from '@dosewise/sync-protocol'
import { referenceFixture } from '../../testing/reference-fixture'
import { FormField } from '../form-field'
import { MedicineEntryField, type MedicineEntryFieldProps } from './medicine-entry-field'
import { replaceWords } from './entry-text'

afterEach(cleanup)

const { index } = buildInteractionCatalogue(referenceFixture('abcdefabcdefabcd'))

/** The field in a form, with its value shown as it would be saved. */
function Harness(props: Partial<MedicineEntryFieldProps> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '')
  return (
    <>
      <FormField id="meds" label="Current medications">
        <MedicineEntryField
          index={index}
          field="medication"
          listLabel="Medications entered"
          {...props}
          value={value}
          onValueChange={setValue}
        />
      </FormField>
      <output aria-label="Saved as">{value}</output>
    </>
  )
}

const input = () => screen.getByRole('combobox', { name: 'Current medications' })
const saved = () => screen.getByRole('status', { name: 'Saved as' }).textContent
const chips = () => within(screen.getByRole('list', { name: 'Medications entered' })).getAllByRole('listitem')

describe('MedicineEntryField', () => {
  it('turns a list typed in one go into chips, each saying what it was read as', () => {
    render(<Harness />)
    fireEvent.change(input(), { target: { value: 'Coumadin 5 mg daily, zoloft 50mg; levothyroxin' } })
    expect(saved()).toBe('Coumadin 5 mg daily, zoloft 50mg, levothyroxin')
    expect(chips()).toHaveLength(2)
    expect(within(chips()[0]!).getByText('coumadin → warfarin, anticoagulant')).toBeTruthy()
    expect(within(chips()[1]!).getByText('zoloft → sertraline, SSRI')).toBeTruthy()
    // The last part is still being typed: it is in the value, not yet a chip.
    expect((input() as HTMLInputElement).value).toBe('levothyroxin')
    fireEvent.keyDown(input(), { key: 'Enter' })
    expect(chips()).toHaveLength(3)
    expect(within(chips()[2]!).getByText('Not recognised: “levothyroxin” — it cannot be checked for interactions.')).toBeTruthy()
  })

  it('offers “did you mean” and replaces only the misspelt words, keeping the dose', () => {
    render(<Harness initial="Levothyroxin 50 mcg each morning" />)
    fireEvent.click(within(chips()[0]!).getByRole('button', { name: 'Levothyroxine' }))
    expect(saved()).toBe('Levothyroxine 50 mcg each morning')
    expect(within(chips()[0]!).getByText('Levothyroxine')).toBeTruthy()
  })

  it('splits a pasted list, removes a chip, and says nothing is needed for "none"', () => {
    render(<Harness />)
    fireEvent.paste(input(), { clipboardData: { getData: () => 'warfarin\nnone\nzoloft' } })
    expect(saved()).toBe('warfarin, none, zoloft')
    expect(within(chips()[1]!).getByText('Nothing to check')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Remove none' }))
    expect(saved()).toBe('warfarin, zoloft')
  })

  it('type-ahead: arrows move through the options, Escape closes them, Enter on typed text keeps the text', () => {
    render(<Harness />)
    fireEvent.focus(input())
    fireEvent.change(input(), { target: { value: 'ss' } })
    expect(input().getAttribute('aria-expanded')).toBe('true')
    fireEvent.keyDown(input(), { key: 'Escape' })
    expect(input().getAttribute('aria-expanded')).toBe('false')
    fireEvent.keyDown(input(), { key: 'Enter' })
    expect(saved()).toBe('ss')
    expect(within(chips()[0]!).getByText(/Not recognised: “ss”/)).toBeTruthy()
  })

  it('one name: shows what it was read as while it is typed', () => {
    render(<Harness multiple={false} />)
    fireEvent.change(input(), { target: { value: 'coumadn 5mg' } })
    expect(screen.getByText('Not recognised: “coumadn” — it cannot be checked for interactions.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'coumadin (Warfarin)' }))
    expect(saved()).toBe('coumadin 5mg')
    expect(screen.getByText('coumadin → warfarin, anticoagulant')).toBeTruthy()
  })
})

describe('replaceWords', () => {
  it('replaces the words across punctuation and case, or the whole entry when not found', () => {
    expect(replaceWords('St-Johns Wortt 300mg', 'st johns wortt', "St John's Wort")).toBe("St John's Wort 300mg")
    expect(replaceWords('abc', 'xyz', 'Warfarin')).toBe('Warfarin')
  })
})
