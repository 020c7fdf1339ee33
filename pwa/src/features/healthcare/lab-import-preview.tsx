import type { ReactNode } from 'react'
import { LAB_STATUS_LABELS } from '@dosewise/sync-protocol'
import { formatCalendarDate } from '../../lib/dates'
import type { LabImportPreview } from './use-lab-import'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`
const withUnit = (value: string, unit: string | null) => (unit ? `${value} ${unit}` : value)

/**
 * One table of the preview. It scrolls sideways inside its own box on a narrow screen; the box
 * is focusable so a keyboard can scroll it too.
 */
function PreviewTable({ id, caption, headers, children }: { id: string; caption: string; headers: string[]; children: ReactNode }) {
  return (
    <div role="region" aria-labelledby={id} tabIndex={0} className="overflow-x-auto rounded-md border">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption id={id} className="px-3 py-2 text-left font-semibold">
          {caption}
        </caption>
        <thead>
          <tr className="border-y bg-muted/50">
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

const cell = 'px-3 py-2 align-top'

/** What the import will do: the results to add, the duplicates skipped, the rows refused. */
export function LabImportPreviewTables({ preview }: { preview: LabImportPreview }) {
  const { toAdd, duplicates, errors } = preview.plan
  const withNotes = toAdd.some((lab) => lab.notes)
  return (
    <div className="grid min-w-0 gap-4">
      <p role="status" className="text-sm">
        From <span className="font-medium break-all">{preview.fileName}</span>: {plural(toAdd.length, 'result', 'results')} to add,{' '}
        {plural(duplicates.length, 'duplicate', 'duplicates')} to skip.
      </p>
      {errors.length > 0 && (
        <p role="alert" className="rounded-md border border-destructive bg-destructive/10 px-3 py-2 text-sm">
          {plural(errors.length, 'row', 'rows')} can’t be imported: {errors.length === 1 ? 'see why' : 'see why for each'} below.
        </p>
      )}

      {toAdd.length > 0 && (
        <PreviewTable
          id="lab-import-add"
          caption={`Results to add (${toAdd.length})`}
          headers={['Row', 'Test', 'Value', 'Status', 'Reference range', 'Date', 'Unit']}
        >
          {toAdd.map((lab) => (
            <tr key={lab.where} className="border-b last:border-b-0">
              <td className={cell}>{lab.where}</td>
              <th scope="row" className={`${cell} font-medium`}>
                {lab.input.testName}
              </th>
              <td className={cell}>{withUnit(lab.input.value, lab.input.unit ?? null)}</td>
              <td className={cell}>{lab.status ? LAB_STATUS_LABELS[lab.status] : '—'}</td>
              <td className={cell}>{lab.input.referenceRange ?? '—'}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatCalendarDate(lab.input.testedAt)}</td>
              <td className={cell}>{lab.conversion ? `Converted: ${lab.conversion}` : (lab.unconverted ?? 'As in the file')}</td>
            </tr>
          ))}
        </PreviewTable>
      )}
      {withNotes && <p className="text-sm text-muted-foreground">Notes in the file are not imported: lab results have no notes field.</p>}

      {duplicates.length > 0 && (
        <PreviewTable
          id="lab-import-duplicates"
          caption={`Duplicates to skip (${duplicates.length})`}
          headers={['Row', 'Test', 'Value', 'Date', 'Same as']}
        >
          {duplicates.map((lab) => (
            <tr key={lab.where} className="border-b last:border-b-0">
              <td className={cell}>{lab.where}</td>
              <th scope="row" className={`${cell} font-medium`}>
                {lab.testName}
              </th>
              <td className={cell}>{withUnit(lab.value, lab.unit)}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatCalendarDate(lab.testedAt)}</td>
              <td className={cell}>{lab.duplicateOf}</td>
            </tr>
          ))}
        </PreviewTable>
      )}

      {errors.length > 0 && (
        <PreviewTable id="lab-import-errors" caption={`Rows that can’t be imported (${errors.length})`} headers={['Row', 'Test', 'Why']}>
          {errors.map((error) => (
            <tr key={error.where} className="border-b last:border-b-0">
              <td className={cell}>{error.where}</td>
              <th scope="row" className={`${cell} font-medium`}>
                {error.testName ?? '—'}
              </th>
              <td className={`${cell} text-destructive`}>{error.message}</td>
            </tr>
          ))}
        </PreviewTable>
      )}

      {preview.skipped.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer">
            {plural(preview.skipped.length, 'entry is', 'entries are')} not lab results and were passed over
          </summary>
          <ul className="mt-2 grid list-disc gap-1 pl-5">
            {preview.skipped.map((skip) => (
              <li key={skip.where}>
                {skip.where}: {skip.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  )
}
